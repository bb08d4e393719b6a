import { defineConfig } from "@playwright/test";
import { browserTestUse } from "../e2e/chromium.ts";

/**
 * `npm run test:deploy`: the production topology (nginx + TLS, two instances, PostgreSQL, SMTP sink)
 * and the cross-origin recipe, on loopback, in the system Chromium. Needs `npm run build` first; one
 * worker, since the specs start their own servers and the flood figures need a quiet machine.
 */
const buildDir = process.env.BUILD_DIR || "build";

export default defineConfig({
  testDir: ".",
  outputDir: `../../test-results/deploy-${buildDir.replace(/[^\w-]/g, "_")}`,
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...browserTestUse(),
    // The topology's certificate is a throwaway self-signed one.
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 900 },
  },
});
