import { defineConfig } from "@playwright/test";
import { browserTestUse } from "../e2e/chromium.ts";

/**
 * `npm run test:studio`: the owner's studio (`npm run studio`) on a scratch copy of content/, in the
 * system Chromium. One worker: on a fresh clone both files' studios would fetch the editor into
 * the same folder at once (seen failing), and a file's tests share its studio. Needs `npm run build` first (one spec
 * checks that no visitor file refers to the studio). The first run installs the editor.
 */
const buildDir = process.env.BUILD_DIR || "build";

export default defineConfig({
  testDir: ".",
  outputDir: `../../test-results/studio-${buildDir.replace(/[^\w-]/g, "_")}`,
  workers: 1,
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
