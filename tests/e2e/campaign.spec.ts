import type { Page } from "@playwright/test";
import { listSentence } from "../../core/format.ts";
import { withFigures } from "../../app/lib/run-time-figures.ts";
import { site } from "../../core/site.ts";
import { campaignVariants } from "../../content/campaign-variants.ts";
import { services } from "../../content/services.ts";
import { offerHeroImages } from "../../content/images.ts";
import { heroTownOrder } from "../../content/towns.ts";
import { expectNoAxeViolations } from "./axe.ts";
// Most tests take the worker's shared tab (shared-page.ts); the ones about what the hero fetches,
// and when, take Playwright's own new tab (`firstVisit`): a tab that has shown the offer pages
// before holds their pictures in memory and would not fetch them again.
import { expect, test } from "./shared-page.ts";
import { test as firstVisit } from "@playwright/test";
// The layout's words as the English build shows them (content/pages/en/layout.json, filled in).
import layoutWords from "#words/layout.json" with { type: "json" };
// The offer pages' and the shared sections' words, the same way.
import offerWords from "#words/new-customer-offer.json" with { type: "json" };
import sectionWords from "#words/sections.json" with { type: "json" };

const signUp = `${site.appUrl}/?tab=create-account`;
const flyer = { utm_source: "flyer", utm_medium: "qr", utm_campaign: "spring-offer", utm_id: "qr1" };
const flyerQuery = `?${new URLSearchParams(flyer)}`;
const signUpWithFlyer = `${signUp}&${new URLSearchParams(flyer)}`;
// While the owner has paused the first-order offer, the hero leads with the price instead.
const offer = site.firstOrderOffer;
const { hero: heroWords, signUpButton, pricingButtons } = offerWords;
const claim = offer ? signUpButton.whileOffer : signUpButton.whilePaused;
const headlineLines = offer ? [heroWords.offerTitle, heroWords.offerSubtitle] : [site.price.perLb, heroWords.subtitle];
/** The hero's line saying where the business serves, naming `town` (or every town). */
const serving = (town: string) => withFigures(heroWords.serving, { town });
const headline = headlineLines.join(" ");
const [firstImage, secondImage] = offerHeroImages;
const townNames = heroTownOrder.map((slug) => site.towns.find((t) => t.slug === slug)?.name);

/** Resolves once React has hydrated the prerendered document (hydrateRoot marks its container). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
}

/**
 * Installs Playwright's clock, paused: page timers then run only through clock.runFor(), however
 * slowly the machine loads the page.
 */
async function installPausedClock(page: Page) {
  const start = new Date("2026-03-02T09:00:00");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

function hero(page: Page) {
  return page.locator("section#hero");
}

/** The hero's background <img> elements, first image first. */
function heroImages(page: Page) {
  return hero(page).getByTestId("offer-hero-image");
}

/** Records the requests made for one hero image. */
function watchImage(page: Page, name: string) {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.includes(`/images/offer/${name}-`)) requests.push(request.url());
  });
  return requests;
}

test.describe("New-customer-offer pages", () => {
  // Each variant's title, canonical link to the base page, headline and sitemap entry (or its
  // absence) are read from every built page in tests/built/heads.test.ts and page-words.test.ts.

  test("the headline and the first image show without JavaScript, over the gradient", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/newcustomeroffer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
    await expect(hero(page)).toHaveCSS("background-image", /linear-gradient/);
    await expect(heroImages(page).first()).toHaveCSS("opacity", "1");
    await expect.poll(() => heroImages(page).first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await context.close();
  });

  firstVisit("the largest contentful paint is the headline or the first image, painted before any script runs", async ({
    page,
  }) => {
    // Without the app's scripts nothing can hydrate: whatever is painted came from the HTML and CSS.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/newcustomeroffer");
    await expect.poll(() => heroImages(page).first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(hero(page)).toHaveAttribute("data-hero-state", "pending");
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
            const element = last.element;
            resolve(element?.closest("h1") ? "headline" : element?.getAttribute("data-testid") ?? "other");
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(["headline", "offer-hero-image"]).toContain(lcp);
  });

  firstVisit("shows the gradient until the first image has loaded, then the image", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/images/offer/${firstImage.name}-*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/newcustomeroffer", { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await expect(hero(page)).toHaveAttribute("data-hero-state", "pending");
    // An image still loading paints nothing, so the section's gradient is what shows.
    await expect(hero(page)).toHaveCSS("background-image", /linear-gradient/);
    expect(await heroImages(page).first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);

    release();
    await expect(hero(page)).toHaveAttribute("data-hero-state", "loaded");
    expect(await heroImages(page).first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(heroImages(page).first()).toHaveCSS("opacity", "1");
  });

  firstVisit("a first image that fails logs the error and the page carries on as if loaded", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.route(`**/images/offer/${firstImage.name}-*`, (route) => route.fulfill({ status: 404, body: "" }));
    const second = watchImage(page, secondImage.name);
    await installPausedClock(page);
    await page.goto("/newcustomeroffer");
    await expect(hero(page)).toHaveAttribute("data-hero-state", "failed");
    await expect.poll(() => errors).toContain("Error loading primary image");
    // The broken image paints nothing, so the gradient stays behind the headline.
    await expect(hero(page)).toHaveCSS("background-image", /linear-gradient/);
    expect(await heroImages(page).first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
    await page.clock.runFor(site.timers.secondImagePreloadMs);
    await expect.poll(() => second.length).toBeGreaterThan(0);
  });

  test("a normal load logs no error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/newcustomeroffer");
    await expect(hero(page)).toHaveAttribute("data-hero-state", "loaded");
    expect(errors).toEqual([]);
  });

  firstVisit("the second image is fetched 1 s after the first loads and they crossfade every 20 s in 1 s", async ({ page }) => {
    const second = watchImage(page, secondImage.name);
    await installPausedClock(page);
    await page.goto("/newcustomeroffer");
    await expect(hero(page)).toHaveAttribute("data-hero-state", "loaded");
    const [first, next] = [heroImages(page).nth(0), heroImages(page).nth(1)];
    await expect(first).toHaveCSS("opacity", "1");
    await expect(first).toHaveCSS("transition-duration", `${site.timers.crossfadeTransitionMs / 1000}s`);

    await page.clock.runFor(site.timers.secondImagePreloadMs - 100);
    expect(second).toEqual([]);
    await page.clock.runFor(100);
    await expect.poll(() => second.length).toBeGreaterThan(0);
    await expect(next).toHaveJSProperty("complete", true);
    await expect(next).toHaveCSS("opacity", "0");

    // 20 s after the first image showed, the second fades in; 20 s later the first comes back.
    await page.clock.runFor(site.timers.crossfadeMs - site.timers.secondImagePreloadMs - 100);
    await expect(first).toHaveAttribute("data-visible", "true");
    await page.clock.runFor(100);
    await expect(next).toHaveAttribute("data-visible", "true");
    await expect(next).toHaveCSS("opacity", "1");
    await expect(first).toHaveCSS("opacity", "0");
    await page.clock.runFor(site.timers.crossfadeMs);
    await expect(first).toHaveCSS("opacity", "1");
    await expect(next).toHaveCSS("opacity", "0");
  });

  test("the hero text cycles 'serving' through the towns every 2 s and can be paused", async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/newcustomeroffer");
    await waitForHydration(page);
    const town = page.getByTestId("offer-hero-town");
    // Screen readers get the whole list once instead of a change every 2 seconds.
    await expect(town).toHaveAttribute("aria-hidden", "true");
    await expect(hero(page).getByText(serving(listSentence(townNames.filter((name) => name !== undefined))))).toHaveCount(1);
    for (const name of [...townNames, townNames[0]]) {
      await expect(town).toHaveText(serving(name!));
      await page.clock.runFor(site.timers.heroTownMs);
    }
    await expect(town).toHaveText(serving(townNames[1]!));
    await hero(page).getByRole("button", { name: heroWords.pause }).click();
    await page.clock.runFor(site.timers.heroTownMs * 3);
    await expect(town).toHaveText(serving(townNames[1]!));
    await hero(page).getByRole("button", { name: heroWords.play }).click();
    await page.clock.runFor(site.timers.heroTownMs);
    await expect(town).toHaveText(serving(townNames[2]!));
  });

  test("a change of town moves nothing below it, even on a 360 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await installPausedClock(page);
    await page.goto("/newcustomerofferQR2");
    await waitForHydration(page);
    const town = page.getByTestId("offer-hero-town");
    const claimLink = hero(page).getByRole("link", { name: claim });
    const positions = new Set<string>();
    for (const name of townNames) {
      await expect(town).toHaveText(serving(name!));
      const [townBox, claimBox] = await Promise.all([town.boundingBox(), claimLink.boundingBox()]);
      // One line, inside the screen, and the call to action where it was.
      expect(townBox!.height, name).toBeLessThan(40);
      expect(await town.evaluate((line) => line.scrollWidth <= line.clientWidth), `${name} fits the line`).toBe(true);
      positions.add(`${townBox!.y},${claimBox!.y}`);
      await page.clock.runFor(site.timers.heroTownMs);
    }
    expect([...positions]).toHaveLength(1);
  });

  firstVisit("under reduced motion nothing rotates and nothing crossfades", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const second = watchImage(page, secondImage.name);
    await installPausedClock(page);
    await page.goto("/newcustomeroffer");
    await expect(hero(page)).toHaveAttribute("data-hero-state", "loaded");
    const town = page.getByTestId("offer-hero-town");
    await expect(town).toHaveText(heroWords.servingArea);
    await page.clock.runFor(site.timers.crossfadeMs * 2);
    await expect(town).toHaveText(heroWords.servingArea);
    await expect(heroImages(page)).toHaveCount(1);
    await expect(heroImages(page).first()).toHaveCSS("opacity", "1");
    expect(second).toEqual([]);
    for (const name of [heroWords.play, heroWords.pause]) await expect(hero(page).getByRole("button", { name })).toHaveCount(0);
  });

  // Whether each variant shows "No Card Needed" is read from every built variant in
  // tests/built/page-words.test.ts; here, that where it is shown a visitor sees it (the first
  // variant whose row shows it stands for the others: one layout, one component).
  test(`a variant that shows "${layoutWords.header.noCardNeeded}" shows it visibly`, async ({ page }) => {
    const variant = campaignVariants.find((candidate) => candidate.showNoCard);
    test.skip(!variant, "no variant shows it");
    await page.goto(variant!.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
    await expect(page.getByRole("main").getByText(layoutWords.header.noCardNeeded)).toBeVisible();
  });

  test("every button leads to its own destination, without campaign parameters", async ({ page }) => {
    await page.goto("/newcustomeroffer");
    await waitForHydration(page);
    const main = page.getByRole("main");
    // The hero's and the limited-time banner's; the closing call to action no longer repeats the offer.
    const claims = main.getByRole("link", { name: claim });
    await expect(claims).toHaveCount(2);
    for (const link of await claims.all()) await expect(link).toHaveAttribute("href", signUp);
    await expect(main.getByRole("link", { name: heroWords.learnMore })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: sectionWords.scheduleCta.buttonLabel })).toHaveAttribute("href", signUp);

    const panel = main.getByRole("tabpanel");
    const serviceTitle = (id: string) => services.find((service) => service.id === id)?.title ?? id;
    await main.getByRole("tab", { name: serviceTitle("wash-fold") }).hover();
    await expect(panel.getByRole("link", { name: pricingButtons.washFold, exact: true })).toHaveAttribute("href", signUp);
    await main.getByRole("tab", { name: serviceTitle("commercial") }).hover();
    await expect(panel.getByRole("link", { name: pricingButtons.commercial, exact: true })).toHaveAttribute("href", "/contact");
    await panel.getByRole("link", { name: pricingButtons.commercial, exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await page.goBack();
    await page.getByRole("main").getByRole("link", { name: heroWords.learnMore }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(headline);
  });

  test("every sign-up button carries the campaign parameters, and Claim leads to the app's sign-up", async ({ page }) => {
    await page.route(`${site.appUrl}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Customer app</title><h1>Create account</h1>" }),
    );
    await page.goto(`/newcustomerofferQR1${flyerQuery}`);
    const main = page.getByRole("main");
    for (const link of await main.getByRole("link", { name: claim }).all()) {
      await expect(link).toHaveAttribute("href", signUpWithFlyer);
    }
    await expect(main.getByRole("tabpanel").getByRole("link", { name: pricingButtons.washFold, exact: true })).toHaveAttribute("href", signUpWithFlyer);
    await expect(main.getByRole("link", { name: heroWords.learnMore })).toHaveAttribute("href", "/");

    await main.getByRole("link", { name: claim }).first().click();
    await expect(page).toHaveURL(signUpWithFlyer);
    await expect(page.getByRole("heading", { name: "Create account" })).toBeVisible();
  });

  test("logs the four campaign parameters on load", async ({ page }) => {
    const logged: unknown[][] = [];
    page.on("console", async (message) => {
      if (message.type() === "info") logged.push(await Promise.all(message.args().map((arg) => arg.jsonValue())));
    });
    await page.goto(`/newcustomerofferQR2${flyerQuery}`);
    await expect.poll(() => logged).toContainEqual(["Campaign parameters:", flyer]);

    logged.length = 0;
    await page.goto("/newcustomeroffer");
    await expect
      .poll(() => logged)
      .toContainEqual(["Campaign parameters:", { utm_source: null, utm_medium: null, utm_campaign: null, utm_id: null }]);
  });

  test("analytics is off unless a measurement id is configured: no gtag.js, no gtag, no Google hosts in the CSP", async ({
    page,
  }) => {
    test.skip(Boolean(site.gaMeasurementId), "this build has PUBLIC_GA_ID set");
    const response = await page.goto(`/newcustomeroffer${flyerQuery}`);
    await waitForHydration(page);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe("undefined");
    expect(response?.headers()["content-security-policy"]).not.toContain("google");
  });

  test.describe("with analytics present", () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        const events: unknown[][] = [];
        Object.assign(window, { __gtagCalls: events, gtag: (...args: unknown[]) => events.push(args) });
      });
    });

    const utmPageViews = (page: Page) =>
      page.evaluate(() =>
        (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls.filter(
          ([command, name]) => command === "event" && name === "utm_page_view",
        ),
      );

    test("sends exactly one utm_page_view with the campaign and the page", async ({ page }) => {
      await installPausedClock(page);
      await page.goto(`/newcustomerofferQRinsta${flyerQuery}`);
      await waitForHydration(page);
      await expect.poll(() => utmPageViews(page)).toHaveLength(1);
      // Re-render the page a few times (the hero settles, the town line moves on twice): a page view
      // sent from a render or an effect that re-runs would show up as a second event.
      await expect(hero(page)).toHaveAttribute("data-hero-state", "loaded");
      const town = page.getByTestId("offer-hero-town");
      for (const name of townNames.slice(1, 3)) {
        await page.clock.runFor(site.timers.heroTownMs);
        await expect(town).toHaveText(serving(name!));
      }
      expect(await utmPageViews(page)).toEqual([
        [
          "event",
          "utm_page_view",
          {
            campaign_source: flyer.utm_source,
            campaign_medium: flyer.utm_medium,
            campaign_name: flyer.utm_campaign,
            campaign_id: flyer.utm_id,
            page_title: campaignVariants.find((variant) => variant.path === "/newcustomerofferQRinsta")?.title,
            page_location: page.url(),
          },
        ],
      ]);
    });

    test("sends nothing without utm_source", async ({ page }) => {
      await page.goto("/newcustomerofferQR3?utm_medium=qr&utm_campaign=spring-offer");
      await waitForHydration(page);
      await expect(hero(page)).toHaveAttribute("data-hero-state", "loaded");
      expect(await utmPageViews(page)).toEqual([]);
    });
  });

  test("the arrival campaign follows the visitor to sign-up links on other pages", async ({ page }) => {
    await page.goto(`/newcustomerofferQR1${flyerQuery}`);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: heroWords.learnMore }).click();
    await expect(page).toHaveURL(/\/$/);
    const schedule = page.getByRole("link", { name: layoutWords.buttons.schedule, exact: true }).last();
    await expect(schedule).toHaveAttribute("href", signUpWithFlyer);

    // A full page load later in the same tab keeps it too.
    await page.goto("/about");
    await expect(page.getByRole("link", { name: layoutWords.buttons.schedule, exact: true }).last()).toHaveAttribute(
      "href",
      signUpWithFlyer,
    );
  });

  test("a visitor who came without a campaign gets the plain sign-up link", async ({ page }) => {
    await page.goto("/newcustomerofferQR1");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: heroWords.learnMore }).click();
    await expect(page.getByRole("link", { name: layoutWords.buttons.schedule, exact: true }).last()).toHaveAttribute("href", signUp);
  });

  for (const path of ["/newcustomeroffer", "/newcustomerofferQR1"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(hero(page)).toHaveAttribute("data-hero-state", "loaded");
      await expectNoAxeViolations(page);
    });
  }

  test("QR1 has no axe violations on a phone @mobile", async ({ page }) => {
    await page.goto("/newcustomerofferQR1");
    await expect(hero(page)).toHaveAttribute("data-hero-state", "loaded");
    await expect(page.getByRole("link", { name: claim }).first()).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});
