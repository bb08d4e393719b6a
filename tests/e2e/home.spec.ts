import { expect, test } from "./shared-page.ts";
import { formatPrice } from "../../core/format.ts";
import { site } from "../../core/site.ts";
import { homePage } from "../../content/home.ts";
import { services, servicesSection, type ServiceId } from "../../content/services.ts";
import { testimonials } from "../../content/testimonials.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { freezeClock } from "./clock.ts";
import { waitForHydration } from "./hydration.ts";
// The layout's and the not-found page's words as the English build shows them (content/pages/en/, filled in).
import layoutWords from "#words/layout.json" with { type: "json" };
import notFoundWords from "#words/not-found.json" with { type: "json" };
// Home's and the shared sections' words, the same way.
import homeWords from "#words/home.json" with { type: "json" };
import sectionWords from "#words/sections.json" with { type: "json" };
import estimatorWords from "#words/estimator.json" with { type: "json" };

const signUp = `${site.appUrl}/?tab=create-account`;
/** The n-th town and story the rotations show, wrapping round however many the content has. */
const townAt = (n: number) => site.towns[n % site.towns.length]!;
const storyAt = (n: number) => testimonials[n % testimonials.length]!;
const service = (id: ServiceId) => services.find((s) => s.id === id)!;

test.describe("Home", () => {
  // Home's title, description, canonical link and structured data are read from the built page, with
  // every other page's, in tests/built/heads.test.ts and structured-data.test.ts.

  test("the link-preview image every page names is served", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
    expect(image).toBe(`${site.siteUrl}/social-card.png`);
    const response = await request.get(new URL(image).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect((await response.body()).subarray(1, 4).toString()).toBe("PNG");
  });

  test("shows its sections without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(homePage.hero.title);
    for (const id of ["hero", "about", "how-it-works", "pricing", "faq", "contact"]) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await context.close();
  });

  test("the hero cycles the town names every 2 seconds and pauses on hover", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const town = page.getByTestId("hero-town");
    await expect(town).toHaveText(townAt(0).name);
    await page.clock.runFor(site.timers.heroTownMs);
    await expect(town).toHaveText(townAt(1).name);
    await page.clock.runFor(site.timers.heroTownMs);
    await expect(town).toHaveText(townAt(2).name);

    await page.locator("#hero").hover();
    await page.clock.runFor(site.timers.heroTownMs * 3);
    await expect(town).toHaveText(townAt(2).name);
  });

  test("nothing rotates under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.clock.runFor(site.timers.testimonialMs * 2);
    await expect(page.getByTestId("hero-town")).toHaveText(townAt(0).name);
    await expect(page.getByTestId("testimonial")).toContainText(storyAt(0).name);
  });

  test("the customer story changes every 5 seconds, stops on hover and can be paused", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const story = page.getByTestId("testimonial");
    await expect(story).toContainText(storyAt(0).name);
    await page.clock.runFor(site.timers.testimonialMs - 100);
    await expect(story).toContainText(storyAt(0).name);
    await page.clock.runFor(100);
    await expect(story).toContainText(storyAt(1).name);

    await story.hover();
    await page.clock.runFor(site.timers.testimonialMs * 2);
    await expect(story).toContainText(storyAt(1).name);

    await page.getByRole("button", { name: sectionWords.stories.pause }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(site.timers.testimonialMs * 2);
    await expect(story).toContainText(storyAt(1).name);
    await page.getByRole("button", { name: sectionWords.stories.next }).click();
    await expect(story).toContainText(storyAt(2).name);
  });

  test("'See How It Works' scrolls smoothly to the how-it-works section", async ({ page }) => {
    // Record how the page asks the browser to scroll (frame timing under load is too coarse to count steps).
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { scrollCalls: calls });
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
        calls.push({ id: this.id, arg });
        return original.call(this, arg);
      };
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: homeWords.hero.stepsButton }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    const section = page.locator("#how-it-works");
    // It comes to rest just below the sticky header (the page's scroll padding plus a little air).
    const below = async () => Math.round(((await section.boundingBox())?.y ?? 999) - ((await page.getByRole("banner").boundingBox())?.height ?? 0));
    await expect.poll(below).toBeLessThan(48);
    expect(await below()).toBeGreaterThanOrEqual(0);
    // One smooth scroll; when it ends, the page may settle on the section instantly (the bands it
    // passed took their real heights on the way), and does nothing else.
    const [first, ...rest] = await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
    expect(first).toEqual({ id: "how-it-works", arg: { behavior: "smooth", block: "start" } });
    expect(rest.length).toBeLessThanOrEqual(1);
    for (const call of rest) expect(call).toEqual({ id: "how-it-works", arg: { behavior: "instant", block: "start" } });
  });

  test("under reduced motion the anchor is reached without animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: homeWords.hero.stepsButton }).click();
    const header = (await page.getByRole("banner").boundingBox())?.height ?? 0;
    await expect.poll(async () => Math.round(((await page.locator("#how-it-works").boundingBox())?.y ?? 999) - header)).toBeLessThan(48);
  });

  test("the services panel follows hover: Wash & Fold, Commercial, Dry Cleaning", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: service("wash-fold").title })).toBeVisible();
    await expect(panel).toContainText(site.price.perLb);
    await expect(panel).toContainText(site.pricing.promoBadge);
    await expect(panel.getByRole("link")).toHaveAttribute("href", "/laundry-for-families");

    await page.getByRole("tab", { name: service("commercial").title }).hover();
    await expect(panel.getByRole("heading", { name: service("commercial").title })).toBeVisible();
    await expect(panel.getByRole("link")).toHaveAttribute("href", "/contact");

    await page.getByRole("tab", { name: service("dry-cleaning").title }).hover();
    await expect(panel.getByRole("heading", { name: service("dry-cleaning").title })).toBeVisible();
    await expect(panel).toContainText(servicesSection.comingSoon);
    await expect(panel.getByRole("link")).toHaveCount(0);
  });

  test("the price comparison states our price, the alternatives and a savings claim that holds", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // The heading states the claim: the schema has it say {{savings}} (content/page-files.ts).
    const heading = page.getByRole("heading", { name: homePage.compare.title });
    await expect(heading).toContainText(site.savingsClaim);
    const compare = page.locator("section", { has: heading });
    await expect(compare).toContainText(site.price.perLb);
    for (const competitor of site.competitors) {
      await expect(compare).toContainText(`${formatPrice(competitor.pricePerLb)}/lb`);
      await expect(compare).toContainText(competitor.note);
    }
    // "over N%": N is a whole ten (a whole percent for a saving of ten or less), less than the saving on the dearest alternative, and not more than ten short of it.
    const claimed = Number(/(\d+)%/.exec(site.savingsClaim)?.[1]);
    const dearest = Math.max(...site.competitors.map((c) => c.pricePerLb));
    const saved = (1 - site.pricing.washFoldPerLb / dearest) * 100;
    expect(saved <= 10 || claimed % 10 === 0).toBe(true);
    expect(claimed).toBeLessThan(saved - 1e-9);
    expect(claimed).toBeGreaterThanOrEqual(saved - 10 - 1e-9);
  });

  test("every schedule action leads to the customer app's sign-up", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Home's schedule actions, in the owner's words: the header's, the shared button (hero, zip
    // check, footer), the price estimator's, the closing band's and the floating button's.
    const labels = new Set([
      layoutWords.header.schedule,
      layoutWords.buttons.schedule,
      estimatorWords.scheduleButton,
      homeWords.closing.scheduleButton,
      layoutWords.floatingButton.name,
    ]);
    const hrefs: (string | null)[] = [];
    for (const label of labels) {
      const links = page.getByRole("link", { name: label, exact: true });
      hrefs.push(...(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))));
    }
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of hrefs) expect(href).toBe(signUp);
    await expect(page.getByRole("link", { name: layoutWords.buttons.schedule }).last()).toBeVisible();
    await expect(page.getByRole("banner").getByText(layoutWords.header.noCardNeeded).filter({ visible: true })).toHaveCount(1);
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("has no axe violations on a phone @mobile", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("draws the bands far below the first screen only as a phone scrolls to them @mobile", async ({ page }) => {
    await page.goto("/");
    // checkVisibility({ contentVisibilityAuto: true }) is false for content the browser skips drawing.
    const drawn = (selector: string) =>
      page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn("#hero h1")).toBe(true);
    expect(await drawn("#faq-title")).toBe(false);
    await page.locator("#faq").scrollIntoViewIfNeeded();
    await expect.poll(() => drawn("#faq-title")).toBe(true);
    await expect(page.locator("#faq-title")).toBeInViewport();
  });
});

test.describe("Not found", () => {
  test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto("/no-such-page?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: notFoundWords.title })).toBeVisible();
    await expect.poll(() => logged.some((line) => line.includes("/no-such-page"))).toBe(true);
    await page.getByRole("link", { name: notFoundWords.homeButton }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(homePage.hero.title);
  });

  test("the not-found page has no axe violations", async ({ page }) => {
    await page.goto("/missing");
    await expectNoAxeViolations(page);
  });
});
