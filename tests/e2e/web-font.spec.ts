import { expect, test, type Page } from "@playwright/test";
import { webFontClass, webFontFamily } from "../../core/web-font.ts";
import { waitForHydration } from "./hydration.ts";
import { layoutSample } from "./layout-kinds.ts";
import { waitForWebFont } from "./web-font.ts";
// The layout's words as the English build shows them (content/pages/en/layout.json, filled in).
import layoutWords from "#words/layout.json" with { type: "json" };

/**
 * The brand typeface on every page, the first included, without delaying a first paint or moving
 * what the visitor reads (core/web-font.ts, app/lib/web-font-swap.ts): the page paints in the
 * metric-matched fallback, Figtree is fetched after the first paint and swapped in, headings and
 * all, and the swap shifts nothing. Nothing is stored in the browser.
 */

/** Layout shift the swap may cause, in the units of Cumulative Layout Shift (good is 0.1 or less). */
const swapShiftBudget = 0.01;

/** Records when the root element takes the typeface's class, and every layout shift, from the start. */
function watchSwap(page: Page) {
  return page.addInitScript((className) => {
    const w = window as typeof window & { swapAt?: number; shifts?: { at: number; value: number }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifts?.push({ at: entry.startTime, value: entry.value });
      }
    }).observe({ type: "layout-shift", buffered: true });
    // The root element is not parsed yet when this runs: watch the whole document.
    new MutationObserver(() => {
      if (w.swapAt === undefined && document.documentElement?.classList.contains(className)) w.swapAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
  }, webFontClass);
}

const fontOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily);

/**
 * One page of each layout kind, languages alternating (tests/e2e/layout-kinds.ts): what the swap
 * may shift is the layout's type (headings, the header's menu, the bands' text), the same on every
 * page of a kind; the Spanish words, longer, are set on half of the kinds. The header and the hero
 * are set differently on a phone, so the widths alternate too, by pairs of kinds: every kind is
 * visited once, and each width meets both languages and half of the kinds (the phone's menu button
 * and the desktop's menu, each on several layouts). The typeface, its fallback's metrics and the
 * swap are one stylesheet and one script for every page and width: a kind seen at one width shows
 * the swap as it is at the other.
 */
const sample = await layoutSample();

for (const [n, { path }] of sample.entries()) {
  const tag = Math.floor(n / 2) % 2 === 0 ? " @mobile" : "";
  test(`${path} paints in the fallback, then swaps in Figtree, headings included, shifting nothing${tag}`, async ({ page }) => {
    await watchSwap(page);
    await page.goto(path);
    await waitForHydration(page);
    await waitForWebFont(page);
    await expect(page.locator("html")).toHaveClass(new RegExp(webFontClass));

    // The second-level headings where the page has them (the not-found page has none).
    const secondHeadings = (await page.locator("main h2").count()) > 0 ? ["main h2"] : [];
    for (const selector of ["main h1", ...secondHeadings, "main p", "header nav"]) {
      expect(await fontOf(page, selector), `${selector} on ${path}`).toMatch(new RegExp(`^"${webFontFamily}"`));
    }
    // The sticky header never scrolls away: every text in it is in Figtree from the swap on.
    const headerTexts = await page.getByRole("banner").evaluate((header) =>
      [...header.querySelectorAll<HTMLElement>("*")]
        .filter((el) => el.checkVisibility() && [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.nodeValue?.trim()))
        .map((el) => `${el.textContent?.trim()}: ${getComputedStyle(el).fontFamily}`),
    );
    expect(headerTexts.length, `texts in the header of ${path}`).toBeGreaterThan(0);
    expect(headerTexts.filter((text) => !text.includes(`: "${webFontFamily}"`)), `header texts not in ${webFontFamily} on ${path}`).toEqual([]);

    const { fcp, fonts, swapAt, shifts } = await page.evaluate(() => {
      const w = window as typeof window & { swapAt?: number; shifts?: { at: number; value: number }[] };
      return {
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        fonts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".woff2"))
          .map((entry) => entry.startTime),
        swapAt: w.swapAt,
        shifts: w.shifts ?? [],
      };
    });
    expect(fcp, "a first contentful paint").toBeDefined();
    expect(fonts, "one typeface file, requested after the first contentful paint").toEqual([expect.any(Number)]);
    expect(fonts[0]).toBeGreaterThan(fcp ?? Infinity);
    // The first paint needs nothing but the first response: it is set in the fallback.
    expect(swapAt, "the swap, after the first contentful paint").toBeGreaterThan(fcp ?? Infinity);
    // Shifts are reported in the frame after the change that caused them.
    const fromSwap = shifts.filter((shift) => shift.at >= (swapAt ?? Infinity)).reduce((sum, shift) => sum + shift.value, 0);
    test.info().annotations.push({ type: "layout shift from the swap", description: fromSwap.toFixed(4) });
    expect(fromSwap).toBeLessThanOrEqual(swapShiftBudget);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });
}

test("the next page of a visit starts in Figtree", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await waitForWebFont(page);
  await page.getByRole("contentinfo").getByRole("link", { name: layoutWords.menu.about, exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveClass(new RegExp(webFontClass));
  // Polled: the address changes before the next page is drawn, and the heading read in between may
  // be the one leaving (a removed element has no computed style: "").
  await expect.poll(() => fontOf(page, "main h1")).toMatch(new RegExp(`^"${webFontFamily}"`));
});

test("offline, or with the typeface blocked, the page keeps the fallback and works", async ({ page }) => {
  await page.route("**/*.woff2", (route) => route.abort());
  await page.goto("/faq");
  await waitForHydration(page);
  await expect(page.locator("html")).not.toHaveClass(new RegExp(webFontClass));
  expect(await fontOf(page, "main h1")).toMatch(/^"Figtree Fallback"/);
});
