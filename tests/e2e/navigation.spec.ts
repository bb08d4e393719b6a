import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./shared-page.ts";
import { commercialPage } from "../../content/commercial.ts";
import { languageNames, languageTags } from "../../core/locale.ts";
import { site } from "../../core/site.ts";
import { webFontClass } from "../../core/web-font.ts";
import { waitForHydration } from "./hydration.ts";
import { waitForWebFont } from "./web-font.ts";
// The layout's words as the English build shows them (content/pages/en/layout.json, filled in).
import words from "#words/layout.json" with { type: "json" };

const { menu } = words;

/**
 * Submenus are `<details>` (they open without JavaScript): the summary is the control, the details'
 * `open` state is what the browser reports to assistive technology as expanded or collapsed.
 */
function submenu(nav: Locator, label: string) {
  const details = nav.locator("details").filter({ has: nav.page().locator(`summary:text-is("${label}")`) });
  return { details, summary: details.locator("summary") };
}

async function expectExpanded(details: Locator, expanded: boolean) {
  await expect(details).toHaveJSProperty("open", expanded);
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: words.header.menuName });
const menuButton = (page: Page) => mainNav(page).getByRole("button", { name: words.header.menuButton });

test.describe("Desktop menu", () => {
  test("dropdowns open on hover and close when the pointer leaves", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = mainNav(page);
    const services = submenu(nav, menu.servicesGroup);
    await expectExpanded(services.details, false);
    await services.summary.hover();
    await expectExpanded(services.details, true);
    await expect(nav.getByRole("link", { name: menu.families })).toBeVisible();
    await expect(nav.getByRole("link", { name: menu.seniors })).toBeVisible();
    await expect(nav.getByRole("link", { name: menu.commercial })).toBeVisible();
    // A click on the hover-opened summary keeps it open.
    await services.summary.click();
    await expectExpanded(services.details, true);
    await page.mouse.move(5, 600);
    await expectExpanded(services.details, false);
    await expect(nav.getByRole("link", { name: menu.families })).toBeHidden();
  });

  test("dropdowns work by keyboard: Enter opens, Tab reaches links, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = mainNav(page);
    const about = submenu(nav, menu.aboutGroup);
    await about.summary.focus();
    await page.keyboard.press("Enter");
    await expectExpanded(about.details, true);
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: menu.about })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: menu.serviceAreas })).toBeFocused();
    await page.keyboard.press("Escape");
    await expectExpanded(about.details, false);
    await expect(about.summary).toBeFocused();
    // Space toggles too, and opening another submenu closes the first.
    await page.keyboard.press("Space");
    await expectExpanded(about.details, true);
    await submenu(nav, menu.howItWorksGroup).summary.click();
    await expectExpanded(about.details, false);
    await expect(nav.getByRole("link", { name: menu.faq })).toBeVisible();
  });

  for (const path of ["/", "/es"]) {
    test(`${path}: from the narrowest desktop width up, each menu entry keeps its label on one line`, async ({ page }) => {
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        // Measured in the brand typeface, once it has swapped in.
        await waitForHydration(page);
        await waitForWebFont(page);
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${webFontClass}\\b`));
        // The entries are a link or a submenu's summary; one line each makes them all as tall as the shortest.
        const heights = await page.locator("header nav .site-menu > ul > li").evaluateAll((items) =>
          items
            .map((item) => item.querySelector(":scope > a, :scope > details > summary"))
            .filter((entry): entry is HTMLElement => entry instanceof HTMLElement && entry.checkVisibility())
            .map((entry) => ({ label: entry.textContent, height: Math.round(entry.getBoundingClientRect().height) })),
        );
        expect(heights.length, `${width} px: the desktop menu's entries`).toBeGreaterThanOrEqual(4);
        const oneLine = Math.min(...heights.map((entry) => entry.height));
        expect(heights.filter((entry) => entry.height > oneLine), `${width} px: entries taller than one line`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: no sideways scroll`).toBe(width);
      }
    });
  }

  test("the top bar shows phone, email, service areas and social links", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: site.phoneDisplay, exact: true })).toHaveAttribute("href", site.phoneHref);
    await expect(header.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(header.getByRole("link", { name: words.header.serving })).toHaveAttribute("href", "/service-areas");
    await expect(header.getByRole("link", { name: words.social.profile.replace("{{network}}", "Instagram") })).toBeVisible();
    // The mobile header's call button is not shown beside the top bar's number.
    await expect(header.getByRole("link", { name: words.buttons.call })).toBeHidden();
  });

  test("changing route scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("footer").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator("footer").getByRole("link", { name: words.footer.legal.sitemap }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("Mobile menu @mobile", () => {
  test("the menu button toggles the list; only one submenu is open at a time @mobile", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = mainNav(page);
    const toggle = menuButton(page);
    const about = submenu(nav, menu.aboutGroup);
    const services = submenu(nav, menu.servicesGroup);
    await expect(about.summary).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await about.summary.click();
    await expect(nav.getByRole("link", { name: menu.serviceAreas })).toBeVisible();
    await services.summary.click();
    await expectExpanded(about.details, false);
    await expectExpanded(services.details, true);
    await expect(nav.getByRole("link", { name: menu.serviceAreas })).toBeHidden();
    await services.summary.click();
    await expectExpanded(services.details, false);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(about.summary).toBeHidden();
  });

  test("choosing a link closes all menus and scrolls to the top @mobile", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    const nav = mainNav(page);
    const toggle = menuButton(page);
    await toggle.click();
    await submenu(nav, menu.howItWorksGroup).summary.click();
    await nav.getByRole("link", { name: menu.faq }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: menu.faq })).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Escape closes the menu and returns focus to the menu button; the page behind is dimmed @mobile", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = mainNav(page);
    const toggle = menuButton(page);
    await toggle.click();
    await submenu(nav, menu.servicesGroup).summary.click();
    await expect(nav.getByRole("link", { name: menu.seniors })).toBeVisible();
    const panel = page.locator(".site-menu");
    const backdrop = await panel.evaluate((el) => getComputedStyle(el, "::backdrop").backgroundColor);
    expect(backdrop).toMatch(/^rgba\(\d+, \d+, \d+, 0\.\d+\)$/);
    await nav.getByRole("link", { name: menu.seniors }).focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: menu.seniors })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("a menu opened before the page's script has run stays open when it runs @mobile", async ({ page }) => {
    // The hydration module is held back until the menu is open, as on a slow phone.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/");
    await menuButton(page).click();
    const contact = mainNav(page).getByRole("link", { name: menu.contact, exact: true });
    await expect(contact).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(contact).toBeVisible();
  });

  test("the header has a call button without opening the menu @mobile", async ({ page }) => {
    await page.goto("/laundry-for-seniors");
    const call = page.getByRole("banner").getByRole("link", { name: words.buttons.call });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", site.phoneHref);
    await expect(call).toBeInViewport();
  });
});

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu opens and a submenu link is followed @mobile", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await menuButton(page).click();
    const services = submenu(nav, menu.servicesGroup);
    await services.summary.click();
    await expectExpanded(services.details, true);
    // The browser keeps one submenu open: opening another closes this one.
    await submenu(nav, menu.aboutGroup).summary.click();
    await expectExpanded(services.details, false);
    await services.summary.click();
    await nav.getByRole("link", { name: menu.seniors }).click();
    await expect(page).toHaveURL(/\/laundry-for-seniors$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("desktop dropdowns open and lead to their pages", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await submenu(nav, menu.howItWorksGroup).summary.click();
    await nav.getByRole("link", { name: menu.faq }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("the commercial page's contact button leads to the contact page", async ({ page }) => {
    await page.goto("/commercial-laundry");
    await page.getByRole("main").getByRole("link", { name: commercialPage.contactCta.buttonLabel }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the floating schedule button covers nothing: it stays hidden @mobile", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("complementary", { name: words.floatingButton.name })).toBeHidden();
  });
});

/**
 * The language switch: a plain link to the page the visitor is on in the other language, named in
 * that language, in the top bar on large screens and in the menu on phones, reached once by Tab.
 */
const switchName = languageNames.es;
const switchIn = (scope: Page | Locator) => scope.getByRole("link", { name: switchName, exact: true });

/** How many times Tab lands on the language switch in `presses` presses from the top of the page. */
async function switchStops(page: Page, presses: number) {
  let stops = 0;
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.hasAttribute("data-language-switch") ?? false)) stops++;
  }
  return stops;
}

/** The link leads to the page's Spanish twin, says so in its markup, and is a target of at least 24 by 24 px. */
async function expectSwitch(link: Locator, twin: string) {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", twin);
  await expect(link).toHaveAttribute("hreflang", languageTags.es);
  await expect(link).toHaveAttribute("lang", languageTags.es);
  const box = (await link.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
}

/** The focused switch draws a focus ring. */
async function expectFocusRing(link: Locator) {
  await expect(link).toBeFocused();
  const outline = await link.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, width: parseFloat(getComputedStyle(el).outlineWidth) }));
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test.describe("Language switch", () => {
  for (const width of [1024, 1280]) {
    test(`at ${width} px it is in the top bar, on the same line as the rest, reached once by Tab`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about");
      await waitForHydration(page);
      const header = page.getByRole("banner");
      await expect(switchIn(header)).toHaveCount(1);
      const link = switchIn(header);
      await expectSwitch(link, "/es/about");
      // One line: the top bar's links share their middle, and nothing sticks out sideways.
      const middles = await header.locator("div.bg-gulf-900 a").evaluateAll((links) =>
        links.map((a) => {
          const r = a.getBoundingClientRect();
          return r.top + r.height / 2;
        }),
      );
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await switchStops(page, 25)).toBe(1);
      await link.focus();
      await expectFocusRing(link);
    });
  }

  test("from Home it leads to the Spanish Home, once the page's script runs too", async ({ page }) => {
    // tests/e2e/spanish.spec.ts follows the switch on every kind of page without JavaScript; here,
    // on a hydrated page, whose router must hand the other language's address to the browser.
    await page.goto("/");
    await waitForHydration(page);
    await expect(switchIn(page.getByRole("banner"))).toHaveAttribute("href", "/es");
    await switchIn(page.getByRole("banner")).click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", languageTags.es);
  });
});

test.describe("Language switch on phones @mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("it is in the menu, not in the header bar, and fits the screen @mobile", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    const headerHeight = (await header.boundingBox())!.height;
    await expect(switchIn(header)).toHaveCount(0);
    await menuButton(page).click();
    const link = switchIn(mainNav(page));
    await expectSwitch(link, "/es/about");
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect((await header.boundingBox())!.height).toBe(headerHeight);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Tab from the menu button walks the open menu: the switch comes once.
    await menuButton(page).focus();
    expect(await switchStops(page, 12)).toBe(1);
    await link.focus();
    await expectFocusRing(link);
  });
});

test.describe("Language switch without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu's switch is a plain link to the Spanish page @mobile", async ({ page }) => {
    await page.goto("/how-it-works");
    await menuButton(page).click();
    await expectSwitch(switchIn(mainNav(page)), "/es/how-it-works");
  });

  test("the top bar's switch is a plain link to the Spanish page", async ({ page }) => {
    await page.goto("/how-it-works");
    await expectSwitch(switchIn(page.getByRole("banner")), "/es/how-it-works");
  });
});
