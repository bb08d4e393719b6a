import { defineConfig } from "@playwright/test";
import { browserTestUse } from "../e2e/chromium.ts";

/**
 * `npm run test:deploy`: the production topology (nginx + TLS, two instances, PostgreSQL, SMTP sink)
 * and the cross-origin recipe, on loopback, in the system Chromium. Needs `npm run build` first.
 *
 * Two workers: each spec file starts its own servers on ports the OS picks, in folders of its own,
 * and the files' tests run in order within the file. One worker left a core idle for much of the
 * stage (servers starting, a claim lapsing, a build's steps that use one core), which another
 * file's work now fills. The flood test asserts what the proxy refused, never a time; the latencies it
 * prints are from a shared machine.
 */
const buildDir = process.env.BUILD_DIR || "build";

export default defineConfig({
  testDir: ".",
  outputDir: `../../test-results/deploy-${buildDir.replace(/[^\w-]/g, "_")}`,
  workers: 2,
  fullyParallel: false,
  retries: 0,
  // In CI a red run stops at its first failure, so it is short.
  maxFailures: process.env.CI ? 1 : 0,
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
