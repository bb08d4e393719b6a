import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page.ts";
import { site } from "../../core/site.ts";
import { coveredBy, settle } from "./covered.ts";
import { waitForHydration } from "./hydration.ts";
import { wrappedLabels } from "./text-lines.ts";
import { layoutSample } from "./layout-kinds.ts";
// The layout's words as the English build shows them (content/pages/en/layout.json, filled in).
import words from "#words/layout.json" with { type: "json" };
// The contact form's words, the same way.
import formWords from "#words/contact-form.json" with { type: "json" };

/**
 * On a phone a way to schedule or call is always within a thumb's reach: once the hero's own call
 * to action has scrolled away, the action bar holds "Schedule Pickup" and a call button at the
 * bottom of the screen (app/components/layout/action-bar.tsx). It reserves its own space, steps
 * aside for the menu and the on-screen keyboard, and is simply absent without JavaScript.
 */
test.use({ viewport: { width: 390, height: 844 } });

/**
 * One page of each layout kind, languages alternating (tests/e2e/layout-kinds.ts): whether a
 * schedule action stays in reach past the hero, and what the bar meets at the bottom of the page,
 * depend on the layout's hero, its calls to action and the bands and footer it ends with, which
 * every page of a kind shares; the Spanish words meet the bar on half of the kinds.
 */
const sample = await layoutSample();
const bar = "[data-action-bar]";
const barRegion = (page: Page) => page.getByRole("complementary", { name: words.actionBar.name });

/** A page this many screens tall or more is long: a visitor scrolls well past its hero. */
const longPage = 2.5;

/** Whether a schedule action is in view: a schedule link wholly on screen and not covered by anything. */
function scheduleInView(page: Page) {
  return page.evaluate((appUrl) => {
    return [...document.querySelectorAll<HTMLAnchorElement>(`a[href^="${appUrl}"]`)].some((link) => {
      if (!link.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      const r = link.getBoundingClientRect();
      if (r.width === 0 || r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && link.contains(hit);
    });
  }, site.appUrl);
}

/** The bottom of the page's hero (the band holding its h1), in page coordinates. */
const heroBottom = (page: Page) =>
  page.evaluate(() => {
    const hero = document.querySelector("main h1")?.closest("section, article > header, article");
    if (!hero) throw new Error("no hero");
    return hero.getBoundingClientRect().bottom + window.scrollY;
  });

async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await settle(page, bar, "data-action-bar");
}

for (const { path } of sample) {
  test(`on ${path} a schedule action stays in reach past the hero, and the bar covers nothing at the bottom @mobile`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { height, viewport } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, viewport: window.innerHeight }));
    const bottom = height - viewport;
    const pastHero = await heroBottom(page);
    const long = height >= longPage * viewport;

    if (long) {
      // Every quarter screen from the top to the bottom of the page.
      let positions = 0;
      let inView = 0;
      const missing: number[] = [];
      for (let y = 0; ; y = Math.min(y + Math.round(viewport / 4), bottom)) {
        await scrollTo(page, y);
        if (y >= pastHero) {
          positions++;
          if (await scheduleInView(page)) inView++;
          else missing.push(y);
        }
        if (y >= bottom) break;
      }
      test.info().annotations.push({ type: "in view past the hero", description: `${inView} of ${positions}` });
      expect(positions, "scroll positions past the hero").toBeGreaterThan(0);
      expect(inView / positions, `a schedule action in view past the hero (missing at ${missing.join(", ")})`).toBeGreaterThanOrEqual(0.9);
    }

    // At the bottom of the page the bar shows, in its reserved space over nothing. Bands drawn only
    // as they near the screen take their real height on the way: scroll until the end stays put.
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let last = -1; window.scrollY !== last; await frame()) {
        last = window.scrollY;
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
        await frame();
      }
    });
    await settle(page, bar, "data-action-bar");
    const covered = await coveredBy(page, bar);
    if (long) expect(covered, "the action bar at the bottom of a long page").not.toBeNull();
    if (covered) expect(covered, `${path} at the bottom: the action bar covers`).toEqual([]);
  });
}

test("the bar holds the schedule action and a labelled call button, once in the tab order right after the main content @mobile", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await expect(barRegion(page)).toBeHidden();
  await page.locator("footer").scrollIntoViewIfNeeded();
  await settle(page, bar, "data-action-bar");
  await expect(barRegion(page)).toBeVisible();
  const schedule = barRegion(page).getByRole("link", { name: words.buttons.schedule });
  const call = barRegion(page).getByRole("link", { name: `${words.actionBar.call} ${site.phoneDisplay}` });
  await expect(schedule).toHaveAttribute("href", new RegExp(`^${site.appUrl}`));
  await expect(call).toHaveAttribute("href", site.phoneHref);

  // Tab from the main content's last focus stop: the bar's two links, then the footer.
  await page.evaluate(() => {
    const stops = [...document.querySelectorAll<HTMLElement>("main a[href], main button, main input, main select, main textarea, main summary")];
    const last = stops.filter((el) => el.checkVisibility({ checkVisibilityCSS: true })).at(-1);
    if (!last) throw new Error("no focus stop in main");
    last.focus();
  });
  await page.keyboard.press("Tab");
  await expect(schedule).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(call).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("footer") !== null)).toBe(true);
  expect(await barRegion(page).getByRole("link").count()).toBe(2);
});

test("the bar steps aside while the mobile menu is open @mobile", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await scrollTo(page, 1600);
  await expect(barRegion(page)).toBeVisible();
  const menuButton = page.getByRole("navigation", { name: words.header.menuName }).getByRole("button", { name: words.header.menuButton });
  await menuButton.click();
  await settle(page, bar, "data-action-bar");
  await expect(barRegion(page)).toBeHidden();
  await page.keyboard.press("Escape");
  await settle(page, bar, "data-action-bar");
  await expect(barRegion(page)).toBeVisible();
});

test("the bar steps aside while a text field has focus, and comes back after @mobile", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const name = page.getByRole("textbox", { name: formWords.fields.name, exact: true }).first();
  await name.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy({ top: 300, behavior: "instant" }));
  await settle(page, bar, "data-action-bar");
  await expect(barRegion(page)).toBeVisible();

  await name.focus();
  await settle(page, bar, "data-action-bar");
  await expect(barRegion(page)).toBeHidden();
  // Moving on to the next field keeps it aside.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/INPUT|TEXTAREA/);
  await settle(page, bar, "data-action-bar");
  await expect(barRegion(page)).toBeHidden();

  await page.getByRole("button", { name: formWords.sendButton, exact: true }).focus();
  await settle(page, bar, "data-action-bar");
  await expect(barRegion(page)).toBeVisible();
});

test("without JavaScript the bar is not there at all, and the header still offers a call @mobile", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/faq");
  await page.evaluate(() => window.scrollTo({ top: 1600, behavior: "instant" }));
  await expect(barRegion(page)).toBeHidden();
  await expect(page.locator(`${bar} a`).first()).not.toBeInViewport();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(page.getByRole("banner").getByRole("link", { name: site.phoneDisplay, exact: false }).first()).toBeVisible();
  await context.close();
});

/**
 * The bar's labels keep one line from 320 to 390 px, in both languages: its layout is the same on
 * every page, so one page per language stands for all; the words are the build's own.
 */
for (const path of ["/about", "/es/about"]) {
  test(`on ${path} the bar's labels keep one line at 320, 360 and 390 px`, async ({ page }) => {
    const wrapped: string[] = [];
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await scrollTo(page, (await heroBottom(page)) + 700);
      await expect(page.locator(bar)).toHaveAttribute("data-action-bar", "shown");
      wrapped.push(...(await wrappedLabels(page.locator(`${bar} a`), width)));
    }
    expect(wrapped).toEqual([]);
  });
}
