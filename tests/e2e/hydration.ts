import { expect, type Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the page and run its effects (app/root.tsx marks
 * <html data-hydrated>). Pages load their JavaScript after the first paint, so a test that clicks,
 * hovers or moves the clock right after `goto` must wait for this first.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
}
