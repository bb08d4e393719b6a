import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/** The system Chromium, as visitors run it: what the benchmarks and screenshots drive. */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * What the tests drive: Chromium's headless shell (Debian's chromium-headless-shell, the same
 * engine without the full browser's window machinery) where it is installed, which ran the same
 * browser tests in about 12 % less time here; else the system Chromium. CHROME_PATH overrides both.
 */
const headlessShellPath = "/usr/bin/chromium-headless-shell";
export const testChromiumPath = process.env.CHROME_PATH || (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

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

/** Launch options for the tests' Chromium, or with `"browser"`, the full one visitors run. */
export function chromiumLaunchOptions(which: "tests" | "browser" = "tests"): LaunchOptions {
  const executablePath = which === "tests" ? testChromiumPath : chromiumPath;
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}. Install one (Debian: apt-get install -y chromium chromium-headless-shell) or set CHROME_PATH.`,
    );
  }
  return { executablePath, args: [...chromiumFlags] };
}
