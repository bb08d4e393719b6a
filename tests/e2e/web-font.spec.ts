import { expect, test, type Page } from "@playwright/test";
import { webFontClass, webFontFamily, webFontStorageKey } from "../../core/web-font.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * The brand typeface never delays a first paint and never swaps in under the visitor's eyes
 * (core/web-font.ts): a first visit paints in the metric-matched fallback, downloads Figtree after
 * its first paint, and uses it from the next page on.
 */

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

test("a first visit paints in the fallback, fetches the typeface after its first paint, and the next page uses it", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), webFontStorageKey)).toBe("1");

  const { fcp, fonts } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    fonts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".woff2"))
      .map((entry) => entry.startTime),
  }));
  expect(fcp, "a first contentful paint").toBeDefined();
  expect(fonts, "one typeface file, requested after the first contentful paint").toEqual([expect.any(Number)]);
  expect(fonts[0]).toBeGreaterThan(fcp ?? Infinity);
  // The page on screen keeps the fallback: nothing is re-set after it painted.
  await expect(page.locator("html")).not.toHaveClass(new RegExp(webFontClass));
  expect(await bodyFont(page)).toMatch(/^"Figtree Fallback"/);

  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: false }).first().click();
  await expect(page).not.toHaveURL(/\/faq$/);
  await expect(page.locator("html")).toHaveClass(new RegExp(webFontClass));
  expect(await bodyFont(page)).toMatch(new RegExp(`^"${webFontFamily}"`));
  expect(await page.evaluate((family) => document.fonts.check(`1em "${family}"`), webFontFamily)).toBe(true);

  // A later visit in the same browser starts in Figtree, set before the first paint by the head script.
  await page.goto("/contact");
  expect(await page.evaluate((name) => document.documentElement.classList.contains(name), webFontClass)).toBe(true);
  expect(await bodyFont(page)).toMatch(new RegExp(`^"${webFontFamily}"`));
});
