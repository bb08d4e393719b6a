import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page.ts";
import { coveredBy, settle } from "./covered.ts";
import { waitForHydration } from "./hydration.ts";
import { layoutSample } from "./layout-kinds.ts";
// The layout's words as the English build shows them (content/pages/en/layout.json, filled in).
import words from "#words/layout.json" with { type: "json" };

/**
 * The floating "Schedule Pickup" button of the desktop layout never covers what a person reads or
 * uses: scrolled from top to bottom, whenever it is shown its box meets no text and no interactive
 * element. On a phone it never shows: the action bar stands in for it (action-bar.spec.ts).
 *
 * One page of each layout kind, languages alternating (tests/e2e/layout-kinds.ts): the button sits
 * in the corner the layout keeps clear (the bands' widths and side padding, where the hero and the
 * footer end), the same on every page of a kind; longer words wrap inside the same columns, and
 * half of the kinds are scrolled through in Spanish.
 */
const sample = await layoutSample();
const floating = "[data-floating]";

/** Scrolls the page top to bottom by half screens; returns at how many stops the button showed. */
async function scrollThrough(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  const { height, viewport } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }));
  const step = Math.round(viewport / 2);
  let shownAt = 0;
  for (let y = 0; ; y = Math.min(y + step, height - viewport)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await settle(page, floating, "data-floating");
    const covered = await coveredBy(page, floating, "a");
    if (covered) {
      shownAt++;
      expect(covered, `${path} scrolled to ${y}: the floating button covers`).toEqual([]);
    }
    if (y >= height - viewport) break;
  }
  return shownAt;
}

for (const { path } of sample) {
  test(`the floating button covers nothing on ${path}`, async ({ page }) => {
    const shown = await scrollThrough(page, path);
    test.info().annotations.push({ type: "shown at", description: String(shown) });
  });
}

test("the floating button does show where its corner is clear, and hides for the footer", async ({ page }) => {
  expect(await scrollThrough(page, "/faq")).toBeGreaterThan(0);
  await page.locator("footer").scrollIntoViewIfNeeded();
  await settle(page, floating, "data-floating");
  await expect(page.getByRole("complementary", { name: words.floatingButton.name })).toBeHidden();
});

for (const path of ["/", "/faq"]) {
  test(`on a phone the floating button never shows on ${path}: the action bar stands in @mobile`, async ({ page }) => {
    expect(await scrollThrough(page, path)).toBe(0);
    await expect(page.getByRole("complementary", { name: words.actionBar.name })).toBeVisible();
  });
}
