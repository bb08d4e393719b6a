/** Fails the browser-test run with instructions when no Chromium is installed; it never skips. */
import { chromiumLaunchOptions, chromiumPath } from "../tests/e2e/chromium.ts";

try {
  chromiumLaunchOptions();
  console.log(`Browser tests use Chromium at ${chromiumPath}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
