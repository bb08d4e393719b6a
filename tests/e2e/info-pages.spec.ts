import { expect, test, type Page } from "@playwright/test";
import { site } from "../../core/site.ts";
import { industries } from "../../content/commercial.ts";
import { faqs } from "../../content/faq.ts";
import { familyBenefits } from "../../content/families.ts";
import { orderLifecycle } from "../../content/how-it-works.ts";
import { seniorTestimonials } from "../../content/testimonials.ts";
import { expectNoAxeViolations } from "./axe.ts";

const signUp = `${site.appUrl}/?tab=create-account`;

/** The seven information pages: path, the h1 and a word the document title must hold. */
const pages = [
  { path: "/about", h1: "Local, woman-owned, and here to give you your time back", title: "About Us" },
  { path: "/how-it-works", h1: "From your doorstep and back, fresh and folded", title: "How It Works" },
  { path: "/service-areas", h1: `Laundry pickup and delivery from ${site.serviceAreaSummary}`, title: "Service Areas" },
  { path: "/faq", h1: "Frequently asked questions", title: "Frequently Asked Questions" },
  { path: "/laundry-for-families", h1: "More family time, less laundry time", title: "Busy Families" },
  { path: "/laundry-for-seniors", h1: "Laundry help that comes to your door", title: "Seniors" },
  { path: "/commercial-laundry", h1: "Clean linens for local business, on your schedule", title: "Commercial Laundry" },
] as const;

const main = (page: Page) => page.getByRole("main");

test.describe("Information pages", () => {
  for (const { path, h1, title } of pages) {
    test(`${path}: prerendered with its own title, description and canonical`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<title>[^<]*${title}[^<]*\\| ${site.brandName}</title>`));
      expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}${path}"/>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(h1.replaceAll("'", "&#x27;"));
    });

    test(`${path}: one h1, a schedule action to the sign-up and no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(new RegExp(title));
      const schedule = main(page).getByRole("link", { name: /^Schedule/ });
      expect(await schedule.count()).toBeGreaterThan(0);
      for (const link of await schedule.all()) await expect(link).toHaveAttribute("href", signUp);
      await expectNoAxeViolations(page);
    });
  }

  for (const { path, h1 } of pages) {
    test(`${path}: no axe violations on a phone @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expectNoAxeViolations(page);
    });
  }

  test("About tells the founder's story and the service promises", async ({ page }) => {
    await page.goto("/about");
    await expect(main(page).getByText("woman-owned", { exact: false }).first()).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Started by a neighbor, for her neighbors" })).toBeVisible();
    await expect(main(page).getByText(`Wash and fold from ${site.price.now} per pound`)).toBeVisible();
    await expect(main(page).getByText("we photograph unattended drop-offs", { exact: false })).toBeVisible();
  });

  test("How It Works lays out the four steps and the whole order lifecycle in order", async ({ page }) => {
    await page.goto("/how-it-works");
    await expect(page.locator("#how-it-works ol > li")).toHaveCount(4);
    const stages = main(page).getByRole("list").filter({ hasText: "Stage 1" }).getByRole("heading", { level: 3 });
    await expect(stages).toHaveText(orderLifecycle.map((s) => s.title));
    for (const text of [
      `before ${site.pickupCutoff} on pickup day`,
      "a text when the driver is on the way and another once your laundry is picked up",
      "we photograph the drop-off",
      "the invoice is sent to you",
      "or pay the driver",
      `back in ${site.turnaround.range}, folded and packed in a fresh bag or tote`,
    ]) {
      await expect(main(page).getByText(text, { exact: false }).first()).toBeVisible();
    }
  });

  test("Service Areas links each community to its page and offers a phone number", async ({ page }) => {
    await page.goto("/service-areas");
    const communities = page.getByRole("region", { name: "Where we pick up" });
    await expect(communities.getByRole("heading", { level: 3 })).toHaveText(site.towns.map((t) => t.name));
    for (const town of site.towns) {
      await expect(communities.getByRole("link", { name: `Laundry Pickup in ${town.name}`, exact: true })).toHaveAttribute(
        "href",
        `/${town.slug}`,
      );
    }
    await expect(communities.getByRole("link", { name: "Laundry Pickup in North Port" })).toHaveAttribute("href", "/north-port");
    await expect(main(page).getByRole("link", { name: new RegExp(site.phoneDisplay.replace(/[()]/g, "\\$&")) }).first()).toHaveAttribute(
      "href",
      site.phoneHref,
    );
    await expect(page.locator("section#map")).toHaveCount(1);
    await expect(communities.getByText("Same-day service available")).toHaveCount(1);
  });

  test("FAQ: ten questions; several answers open at once; a click closes an open one", async ({ page }) => {
    await page.goto("/faq");
    const questions = main(page).locator("summary");
    await expect(questions).toHaveCount(10);
    await expect(questions).toHaveText(faqs.map((f) => f.question));

    const [first, second] = [faqs[0], faqs[4]];
    const firstAnswer = main(page).getByText(first.answer);
    const secondAnswer = main(page).getByText(second.answer);
    await expect(firstAnswer).toBeHidden();
    await main(page).getByText(first.question).click();
    await main(page).getByText(second.question).click();
    await expect(firstAnswer).toBeVisible();
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).toContainText(`${site.price.now} per pound, down from ${site.price.was}`);

    await main(page).getByText(first.question).click();
    await expect(firstAnswer).toBeHidden();
    await expect(secondAnswer).toBeVisible();

    // The keyboard works too.
    await main(page).getByText(faqs[2].question).focus();
    await page.keyboard.press("Enter");
    await expect(main(page).getByText(faqs[2].answer)).toBeVisible();

    await expect(page.getByRole("heading", { name: "Got your answers? Let's get your laundry done" })).toBeVisible();
  });

  test("FAQ answers open and close even before the script loads", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/faq");
    const answer = page.getByText(faqs[1].answer);
    await expect(answer).toBeHidden();
    await page.getByText(faqs[1].question).click();
    await expect(answer).toBeVisible();
    await page.getByText(faqs[1].question).click();
    await expect(answer).toBeHidden();
    await context.close();
  });

  test("FAQ embeds FAQPage structured data built from the same questions", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? "{}"));
    const faqPage = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faqPage?.mainEntity.map((q: { name: string }) => q.name)).toEqual(faqs.map((f) => f.question));
    expect(faqPage?.mainEntity[0].acceptedAnswer.text).toBe(faqs[0].answer);
  });

  test("Families shows six benefit cards, baby-safe detergents first, and the service areas", async ({ page }) => {
    await page.goto("/laundry-for-families");
    const cards = page.locator("#benefits ul > li");
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(familyBenefits.map((b) => b.title));
    await expect(cards.first()).toContainText("Baby-safe, gentle detergents");
    for (const town of site.towns) {
      await expect(main(page).getByRole("link", { name: town.name, exact: true })).toHaveAttribute("href", `/${town.slug}`);
    }
  });

  test("Seniors: four values, two five-star quotes, call / visit / relax and a call link", async ({ page }) => {
    await page.goto("/laundry-for-seniors");
    await expect(page.locator("#values ul > li")).toHaveCount(4);
    await expect(main(page).getByRole("heading", { name: "What we offer" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Perfect for" })).toBeVisible();
    for (const story of seniorTestimonials) {
      const quote = main(page).locator("figure").filter({ hasText: story.name });
      await expect(quote).toContainText(story.text);
      await expect(quote.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
    }
    await expect(page.locator("#seniors-steps h3")).toHaveText(["Call us", "We visit", "Relax"]);
    const call = main(page).getByRole("link", { name: `Call ${site.phoneDisplay}` });
    expect(await call.count()).toBeGreaterThanOrEqual(1);
    for (const link of await call.all()) await expect(link).toHaveAttribute("href", site.phoneHref);
    expect(site.phoneHref).toMatch(/^tel:\+1\d{10}$/);
  });

  test("Commercial: six industries, eight benefits, four steps, and the contact CTA reaches /contact", async ({ page }) => {
    await page.goto("/commercial-laundry");
    await expect(page.getByRole("region", { name: /Built for the businesses/ }).getByRole("heading", { level: 3 })).toHaveText(
      industries.map((i) => i.title),
    );
    await expect(page.getByRole("region", { name: /Everything your business needs/ }).getByRole("listitem")).toHaveCount(8);
    await expect(page.locator("#commercial-steps h3")).toHaveText(["Contact us", "Custom quote", "Pickup and clean", "Fast delivery"]);
    await expect(main(page).getByRole("link", { name: "Boca Grande", exact: true })).toHaveAttribute("href", "/boca-grande");

    // A real link: it works whether or not the page has hydrated yet.
    await expect(main(page).getByRole("link", { name: "Contact Us for a Quote" })).toHaveAttribute("href", "/contact");
    await main(page).getByRole("link", { name: "Contact Us for a Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
