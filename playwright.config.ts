import { defineConfig, devices } from "@playwright/test";
import { browserTestUse } from "./tests/e2e/chromium.ts";

/**
 * Browser tests run in the system Chromium against the production build served by the real server.
 * Build first (`npm run build`); BUILD_DIR and E2E_PORT let several runs coexist.
 */
const buildDir = process.env.BUILD_DIR || "build";
const port = Number(process.env.E2E_PORT || 4310);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  // A separate output folder per build and port, so parallel runs never delete each other's artifacts.
  outputDir: `test-results/${buildDir.replaceAll("/", "_")}-${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // In CI a red run stops at its first failure, so it is short and its first error is the one shown.
  maxFailures: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    ...browserTestUse(),
  },
  projects: [
    { name: "mobile", use: { ...devices["Pixel 7"], defaultBrowserType: "chromium" }, grep: /@mobile/ },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } }, grepInvert: /@mobile/ },
  ],
  webServer: {
    command: "npx tsx server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIR: `${buildDir}/client`,
      BUILD_DIR: buildDir,
      // A throwaway message store per build, so browser tests never touch ./data.
      DATABASE_URL: `file:${buildDir}/e2e-messages-${port}.db`,
    },
  },
});
