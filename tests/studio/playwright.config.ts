import { defineConfig } from "@playwright/test";
import { browserTestUse } from "../e2e/chromium.ts";

/**
 * `npm run test:studio`: the owner's studio (`npm run studio`, and the live one) on scratch copies
 * of content/ (of the repository for its preview, preview.spec.ts), in the system Chromium. The
 * editor is fetched first, once (on a fresh clone), then the three files run on two workers, each
 * with its own studio, folder and ports; a file's tests share
 * its studio, one after another. Needs `npm run build` first (one spec checks that no visitor file
 * refers to the studio).
 */
const buildDir = process.env.BUILD_DIR || "build";

export default defineConfig({
  testDir: ".",
  outputDir: `../../test-results/studio-${buildDir.replace(/[^\w-]/g, "_")}`,
  globalSetup: "./fetch-editor.ts",
  workers: 2,
  fullyParallel: false,
  retries: 0,
  // In CI a red run stops at its first failure, so it is short.
  maxFailures: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  expect: { timeout: 10_000 },
  use: {
    ...browserTestUse(),
    viewport: { width: 1280, height: 900 },
  },
});
