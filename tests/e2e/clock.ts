import type { Page } from "@playwright/test";

/**
 * Replaces the page's timers with a paused fake clock, so a test moves time on explicitly with
 * `page.clock.runFor(ms)` and nothing advances while it waits for the page.
 */
export async function freezeClock(page: Page) {
  const start = new Date("2026-03-02T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}
