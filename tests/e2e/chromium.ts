import { existsSync } from "node:fs";
import type { LaunchOptions, PlaywrightWorkerOptions } from "@playwright/test";

/** The system Chromium the browser tests drive (test tools cannot download their own here). */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

/** Flags for a quiet headless Chromium on a machine whose only network is loopback. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

export function chromiumLaunchOptions(): LaunchOptions {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}. Install one (Debian: apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  return {
    executablePath: chromiumPath,
    args: [...chromiumFlags],
  };
}

/**
 * What every Playwright config here uses (browser, studio and deploy tests): the system Chromium, a
 * screenshot of a failure, and no trace. Recording a trace for every test cost about a third of the
 * browser stage (BENCHMARKS.md); to debug a failure, run it again with `--trace retain-on-failure`.
 */
export function browserTestUse(): Pick<PlaywrightWorkerOptions, "launchOptions" | "trace" | "screenshot"> {
  return { launchOptions: chromiumLaunchOptions(), trace: "off", screenshot: "only-on-failure" };
}
