import { expect, test, type Page } from "@playwright/test";
import { builtRoutes } from "./built-routes.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * The floating "Schedule Pickup" button never covers what a person reads or uses: on every
 * prerendered route, at phone and desktop widths, scrolled from top to bottom, whenever it is shown
 * its box meets no text and no interactive element.
 */
const routes = await builtRoutes();

/** Resolves once the button has kept the same state for a few frames and finished fading. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const aside = document.querySelector<HTMLElement>("[data-floating]");
    if (!aside) throw new Error("no floating button");
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = aside.dataset.floating;
    for (let steady = 0; steady < 4; ) {
      await frame();
      // A transition cut short by the next change rejects its promise: that change is what we wait for.
      await Promise.all(aside.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => null)));
      steady = aside.dataset.floating === last ? steady + 1 : 0;
      last = aside.dataset.floating;
    }
  });
}

/** What the shown button covers: the text and interactive elements its box meets (empty when hidden). */
function coveredByButton(page: Page) {
  return page.evaluate(() => {
    const aside = document.querySelector<HTMLElement>("[data-floating]");
    const button = aside?.querySelector("a");
    if (!aside || !button || !button.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return null;
    const box = button.getBoundingClientRect();
    const meets = (r: DOMRect) =>
      r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
    const shown = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    // Visually hidden text (the sr-only pattern) is clipped to a 1 px box.
    const clipped = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width <= 1 && r.height <= 1;
    };
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || aside.contains(parent) || !node.nodeValue?.trim()) continue;
      if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName) || !shown(parent) || clipped(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) covered.push(`text "${node.nodeValue.trim().slice(0, 40)}"`);
    }
    const interactive = "a[href], button, input, select, textarea, summary, label, iframe, video, [tabindex]:not([tabindex='-1'])";
    for (const el of document.body.querySelectorAll(interactive)) {
      if (aside.contains(el) || !shown(el) || clipped(el)) continue;
      if (meets(el.getBoundingClientRect())) covered.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
    }
    return covered;
  });
}

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
    await settle(page);
    const covered = await coveredByButton(page);
    if (covered) {
      shownAt++;
      expect(covered, `${path} scrolled to ${y}: the floating button covers`).toEqual([]);
    }
    if (y >= height - viewport) break;
  }
  return shownAt;
}

for (const { path } of routes) {
  test(`the floating button covers nothing on ${path} (desktop)`, async ({ page }) => {
    const shown = await scrollThrough(page, path);
    test.info().annotations.push({ type: "shown at", description: String(shown) });
  });

  test(`the floating button covers nothing on ${path} @mobile`, async ({ page }) => {
    const shown = await scrollThrough(page, path);
    test.info().annotations.push({ type: "shown at", description: String(shown) });
  });
}

test("the floating button does show where its corner is clear, and hides for the footer", async ({ page }) => {
  expect(await scrollThrough(page, "/faq")).toBeGreaterThan(0);
  await page.locator("footer").scrollIntoViewIfNeeded();
  await settle(page);
  await expect(page.getByRole("complementary", { name: "Schedule a pickup" })).toBeHidden();
});

test("the floating button steps aside while the mobile menu is open @mobile", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  const floating = page.getByRole("complementary", { name: "Schedule a pickup" });
  // Scroll until the button shows, then open the menu.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height && !(await floating.isVisible()); y += 200) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await settle(page);
  }
  await expect(floating).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Menu" }).click();
  await settle(page);
  await expect(floating).toBeHidden();
});
