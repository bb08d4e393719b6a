import { expect, test, type Locator, type Page } from "@playwright/test";
import { commercialPage } from "../../content/commercial.ts";
import { site } from "../../core/site.ts";
import { waitForHydration } from "./hydration.ts";

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

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("Desktop menu", () => {
  test("dropdowns open on hover and close when the pointer leaves", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = mainNav(page);
    const services = submenu(nav, "Services");
    await expectExpanded(services.details, false);
    await services.summary.hover();
    await expectExpanded(services.details, true);
    await expect(nav.getByRole("link", { name: "Families" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Seniors" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Commercial" })).toBeVisible();
    // A click on the hover-opened summary keeps it open.
    await services.summary.click();
    await expectExpanded(services.details, true);
    await page.mouse.move(5, 600);
    await expectExpanded(services.details, false);
    await expect(nav.getByRole("link", { name: "Families" })).toBeHidden();
  });

  test("dropdowns work by keyboard: Enter opens, Tab reaches links, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = mainNav(page);
    const about = submenu(nav, "About Us");
    await about.summary.focus();
    await page.keyboard.press("Enter");
    await expectExpanded(about.details, true);
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Service Areas" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expectExpanded(about.details, false);
    await expect(about.summary).toBeFocused();
    // Space toggles too, and opening another submenu closes the first.
    await page.keyboard.press("Space");
    await expectExpanded(about.details, true);
    await submenu(nav, "How It Works").summary.click();
    await expectExpanded(about.details, false);
    await expect(nav.getByRole("link", { name: "FAQ" })).toBeVisible();
  });

  test("the top bar shows phone, email, service areas and social links", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: site.phoneDisplay, exact: true })).toHaveAttribute("href", site.phoneHref);
    await expect(header.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(header.getByRole("link", { name: /Serving/ })).toHaveAttribute("href", "/service-areas");
    await expect(header.getByRole("link", { name: /on Instagram/ })).toBeVisible();
    // The mobile header's call button is not shown beside the top bar's number.
    await expect(header.getByRole("link", { name: `Call ${site.phoneDisplay}` })).toBeHidden();
  });

  test("changing route scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("footer").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator("footer").getByRole("link", { name: "Sitemap" }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("Mobile menu @mobile", () => {
  test("the menu button toggles the list; only one submenu is open at a time @mobile", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = mainNav(page);
    const toggle = nav.getByRole("button", { name: "Menu" });
    const about = submenu(nav, "About Us");
    const services = submenu(nav, "Services");
    await expect(about.summary).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await about.summary.click();
    await expect(nav.getByRole("link", { name: "Service Areas" })).toBeVisible();
    await services.summary.click();
    await expectExpanded(about.details, false);
    await expectExpanded(services.details, true);
    await expect(nav.getByRole("link", { name: "Service Areas" })).toBeHidden();
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
    const toggle = nav.getByRole("button", { name: "Menu" });
    await toggle.click();
    await submenu(nav, "How It Works").summary.click();
    await nav.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "FAQ" })).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Escape closes the menu and returns focus to the menu button; the page behind is dimmed @mobile", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = mainNav(page);
    const toggle = nav.getByRole("button", { name: "Menu" });
    await toggle.click();
    await submenu(nav, "Services").summary.click();
    await expect(nav.getByRole("link", { name: "Seniors" })).toBeVisible();
    const panel = page.locator(".site-menu");
    const backdrop = await panel.evaluate((el) => getComputedStyle(el, "::backdrop").backgroundColor);
    expect(backdrop).toMatch(/^rgba\(\d+, \d+, \d+, 0\.\d+\)$/);
    await nav.getByRole("link", { name: "Seniors" }).focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Seniors" })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the header has a call button without opening the menu @mobile", async ({ page }) => {
    await page.goto("/laundry-for-seniors");
    const call = page.getByRole("banner").getByRole("link", { name: `Call ${site.phoneDisplay}` });
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
    await nav.getByRole("button", { name: "Menu" }).click();
    const services = submenu(nav, "Services");
    await services.summary.click();
    await expectExpanded(services.details, true);
    // The browser keeps one submenu open: opening another closes this one.
    await submenu(nav, "About Us").summary.click();
    await expectExpanded(services.details, false);
    await services.summary.click();
    await nav.getByRole("link", { name: "Seniors" }).click();
    await expect(page).toHaveURL(/\/laundry-for-seniors$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("desktop dropdowns open and lead to their pages", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await submenu(nav, "How It Works").summary.click();
    await nav.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("the commercial page's contact button leads to the contact page", async ({ page }) => {
    await page.goto("/commercial-laundry");
    await page.getByRole("main").getByRole("link", { name: commercialPage.contactCta.buttonLabel }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the floating schedule button covers nothing: it stays hidden @mobile", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("complementary", { name: "Schedule a pickup" })).toBeHidden();
  });
});
