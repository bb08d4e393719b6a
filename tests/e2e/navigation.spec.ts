import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

test.describe("Desktop menu", () => {
  test("dropdowns open on hover and close when the pointer leaves", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Families" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Seniors" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Commercial" })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Families" })).toBeHidden();
  });

  test("dropdowns work by keyboard: Enter opens, Tab reaches links, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About Us" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Service Areas" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();
    // Space toggles too, and opening another submenu closes the first.
    await page.keyboard.press("Space");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("button", { name: "How It Works" }).click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "FAQ" })).toBeVisible();
  });

  test("the top bar shows phone, email, service areas and social links", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(header.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(header.getByRole("link", { name: /Serving/ })).toHaveAttribute("href", "/service-areas");
    await expect(header.getByRole("link", { name: /on Instagram/ })).toBeVisible();
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
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Menu" });
    await expect(nav.getByRole("button", { name: "About Us" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    const about = nav.getByRole("button", { name: "About Us" });
    const services = nav.getByRole("button", { name: "Services" });
    await about.click();
    await expect(nav.getByRole("link", { name: "Service Areas" })).toBeVisible();
    await services.click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Service Areas" })).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(about).toBeHidden();
  });

  test("choosing a link closes all menus and scrolls to the top @mobile", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Menu" });
    await toggle.click();
    await nav.getByRole("button", { name: "How It Works" }).click();
    await nav.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "FAQ" })).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
