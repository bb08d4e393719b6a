import { expect, test, type Page } from "@playwright/test";
import { webFontClass, webFontFamily } from "../../core/web-font.ts";
import { waitForHydration } from "./hydration.ts";
import { waitForWebFont } from "./web-font.ts";

/**
 * The brand typeface never delays a first paint and never swaps in under the visitor's eyes
 * (core/web-font.ts): the page a visit lands on paints in the metric-matched fallback and keeps it,
 * Figtree is downloaded after its first paint, and the next page uses it. Nothing is stored in the
 * browser, so a later visit lands in the fallback again.
 */

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

test("the page a visit lands on keeps the fallback, fetches the typeface after its first paint, and the next page uses it; nothing is stored", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await waitForWebFont(page);

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

  // A later visit lands in the fallback again: nothing was kept in the browser to read before its
  // first paint. Its next page uses Figtree, now from the browser's cache.
  await page.goto("/contact");
  expect(await page.evaluate((name) => document.documentElement.classList.contains(name), webFontClass)).toBe(false);
  expect(await bodyFont(page)).toMatch(/^"Figtree Fallback"/);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("html")).toHaveClass(new RegExp(webFontClass));
  expect(await bodyFont(page)).toMatch(new RegExp(`^"${webFontFamily}"`));
});
