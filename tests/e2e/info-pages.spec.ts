import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page.ts";
import { site } from "../../core/site.ts";
import { aboutPage } from "../../content/about.ts";
import { commercialPage } from "../../content/commercial.ts";
import { faqs } from "../../content/faq.ts";
import { faqPage } from "../../content/faq-page.ts";
import { familiesPage } from "../../content/families.ts";
import { howItWorksPage } from "../../content/how-it-works.ts";
import { seniorsPage } from "../../content/seniors.ts";
import { serviceAreasPage } from "../../content/service-areas.ts";
import { howItWorksSteps } from "../../content/steps.ts";
import { townServiceAreasBySlug } from "../../content/town-pages.ts";
import { splitLocale } from "../../core/locale.ts";
import { withFigures } from "../../app/lib/run-time-figures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { layoutSample, type LayoutKind } from "./layout-kinds.ts";
// The layout's words as the English build shows them (content/pages/en/layout.json, filled in).
import layoutWords from "#words/layout.json" with { type: "json" };

const signUp = `${site.appUrl}/?tab=create-account`;

/** The seven information pages: path, and the h1 and document title their content gives them. */
const pages = [aboutPage, howItWorksPage, serviceAreasPage, faqPage, familiesPage, seniorsPage, commercialPage].map((copy) => ({
  path: copy.meta.path,
  h1: copy.hero.title,
  title: copy.meta.title,
}));

const main = (page: Page) => page.getByRole("main");

/** The kinds of layout this file's pages are (tests/e2e/layout-kinds.ts). */
const infoKinds = new Set<LayoutKind>(["information", "faq", "service-areas"]);

test.describe("Information pages", () => {
  // The information pages share the hero-and-bands layout (the FAQ and Service Areas pages are kinds
  // of their own): each page's title, description, canonical link and single h1 are read from every
  // built page of both languages in tests/built/. In the browser one page per kind, in both
  // languages (layoutSample("both")), stands for the rest: axe meets the same layout and bands.
  test("a sampled page of each kind: its h1, schedule actions to the sign-up and no axe violations", async ({ page }) => {
    // Six pages, each scanned by axe: more than one page's allowance.
    test.setTimeout(120_000);
    const sample = (await layoutSample("both")).filter((sampled) => infoKinds.has(sampled.kind));
    expect(sample.length).toBeGreaterThanOrEqual(infoKinds.size);
    for (const { path, locale } of sample) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const known = pages.find((candidate) => candidate.path === splitLocale(path).path);
      if (locale === "en" && known) await expect(page.getByRole("heading", { level: 1 })).toHaveText(known.h1);
      const schedule = main(page).locator(`a[href^="${signUp}"]`);
      expect(await schedule.count(), path).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    }
  });

  test("a sampled page of each kind has no axe violations on a phone @mobile", async ({ page }) => {
    test.setTimeout(90_000);
    for (const { path } of (await layoutSample()).filter((sampled) => infoKinds.has(sampled.kind))) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    }
  });

  test("About tells the founder's story and every service promise", async ({ page }) => {
    await page.goto("/about");
    // The story under its heading, paragraph by paragraph, beside the founder's card, all in the owner's words.
    const story = main(page).getByRole("region", { name: aboutPage.story.title, exact: true });
    await expect(story.getByRole("heading", { name: aboutPage.story.title })).toBeVisible();
    for (const paragraph of new Set(aboutPage.story.paragraphs)) await expect(story.getByText(paragraph, { exact: true })).toBeVisible();
    const founderCard = story.getByRole("complementary", { name: aboutPage.founderCard.title, exact: true });
    await expect(founderCard).toBeVisible();
    await expect(founderCard).toContainText(aboutPage.founderCard.founded);
    for (const promise of aboutPage.promises.items) await expect(main(page).getByText(promise, { exact: false })).toBeVisible();
  });

  test("How It Works lays out the steps and the whole order lifecycle in order", async ({ page }) => {
    await page.goto("/how-it-works");
    await expect(page.locator("#how-it-works ol > li")).toHaveCount(howItWorksSteps.length);
    const stages = main(page)
      .getByRole("list")
      .filter({ hasText: howItWorksPage.lifecycle.stageLabels[0]! })
      .getByRole("heading", { level: 3 });
    await expect(stages).toHaveText(howItWorksPage.lifecycle.stages.map((s) => s.title));
    for (const stage of howItWorksPage.lifecycle.stages) await expect(main(page).getByText(stage.text, { exact: false }).first()).toBeVisible();
  });

  test("Service Areas links each community to its page and offers a phone number", async ({ page }) => {
    await page.goto("/service-areas");
    const communities = page.getByRole("region", { name: serviceAreasPage.communities.title });
    await expect(communities.getByRole("heading", { level: 3 })).toHaveText(site.towns.map((t) => t.name));
    for (const town of site.towns) {
      await expect(communities.getByRole("link", { name: serviceAreasPage.townCards[town.slug]!.link, exact: true })).toHaveAttribute(
        "href",
        `/${town.slug}`,
      );
    }
    await expect(main(page).getByRole("link", { name: new RegExp(site.phoneDisplay.replace(/[()]/g, "\\$&")) }).first()).toHaveAttribute(
      "href",
      site.phoneHref,
    );
    await expect(page.locator("section#map")).toHaveCount(1);
    for (const town of site.towns) {
      const card = communities.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: town.name, exact: true }) });
      for (const highlight of townServiceAreasBySlug[town.slug]?.highlights ?? []) await expect(card).toContainText(highlight);
    }
  });

  test("FAQ: every question; several answers open at once; a click closes an open one", async ({ page }) => {
    test.skip(faqs.length < 2, "content/faq.ts needs two questions for this test");
    await page.goto("/faq");
    const questions = main(page).locator("summary");
    await expect(questions).toHaveCount(faqs.length);
    await expect(questions).toHaveText(faqs.map((f) => f.question));

    const [first, second] = [faqs[0]!, faqs.at(-1)!];
    const firstAnswer = main(page).getByText(first.answer);
    const secondAnswer = main(page).getByText(second.answer);
    await expect(firstAnswer).toBeHidden();
    await main(page).getByText(first.question).click();
    await main(page).getByText(second.question).click();
    await expect(firstAnswer).toBeVisible();
    await expect(secondAnswer).toBeVisible();

    await main(page).getByText(first.question).click();
    await expect(firstAnswer).toBeHidden();
    await expect(secondAnswer).toBeVisible();

    // The keyboard works too.
    const third = faqs[Math.min(2, faqs.length - 1)]!;
    if (third !== second) {
      await main(page).getByText(third.question).focus();
      await page.keyboard.press("Enter");
      await expect(main(page).getByText(third.answer)).toBeVisible();
    }

    if (faqPage.cta.title) await expect(page.getByRole("heading", { name: faqPage.cta.title })).toBeVisible();
  });

  test("FAQ answers open and close even before the script loads", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/faq");
    const faq = faqs[0]!;
    const answer = page.getByText(faq.answer);
    await expect(answer).toBeHidden();
    await page.getByText(faq.question).click();
    await expect(answer).toBeVisible();
    await page.getByText(faq.question).click();
    await expect(answer).toBeHidden();
    await context.close();
  });

  test("FAQ embeds FAQPage structured data built from the same questions", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? "{}"));
    const data = blocks.find((b) => b["@type"] === "FAQPage");
    expect(data?.mainEntity.map((q: { name: string }) => q.name)).toEqual(faqs.map((f) => f.question));
    expect(data?.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text)).toEqual(faqs.map((f) => f.answer));
  });

  test("Families shows every benefit card, in order, and the service areas", async ({ page }) => {
    await page.goto("/laundry-for-families");
    const cards = page.locator("#benefits ul > li");
    await expect(cards).toHaveCount(familiesPage.benefits.cards.length);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(familiesPage.benefits.cards.map((b) => b.title));
    for (const town of site.towns) {
      await expect(main(page).getByRole("link", { name: town.name, exact: true })).toHaveAttribute("href", `/${town.slug}`);
    }
  });

  test("Seniors: the values, the rated quotes, the steps and a call link", async ({ page }) => {
    await page.goto("/laundry-for-seniors");
    await expect(page.locator("#values ul > li")).toHaveCount(seniorsPage.values.cards.length);
    await expect(main(page).getByRole("heading", { name: seniorsPage.offers.title, exact: true })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: seniorsPage.perfectFor.title, exact: true })).toBeVisible();
    for (const story of seniorsPage.quotes.stories) {
      const quote = main(page).locator("figure").filter({ hasText: story.name });
      await expect(quote).toContainText(story.text);
      await expect(quote.getByRole("img", { name: withFigures(layoutWords.ratings.stars, { rating: story.rating }) })).toBeVisible();
    }
    await expect(page.locator("#seniors-steps h3")).toHaveText(seniorsPage.gettingStarted.steps.map((s) => s.title));
    const call = main(page).getByRole("link", { name: layoutWords.buttons.call });
    expect(await call.count()).toBeGreaterThanOrEqual(1);
    for (const link of await call.all()) await expect(link).toHaveAttribute("href", site.phoneHref);
    expect(site.phoneHref).toMatch(/^tel:\+1\d{10}$/);
  });

  test("Commercial: the industries, benefits and steps, every town, and the contact CTA reaches /contact", async ({ page }) => {
    await page.goto("/commercial-laundry");
    await expect(page.getByRole("region", { name: commercialPage.industries.title }).getByRole("heading", { level: 3 })).toHaveText(
      commercialPage.industries.cards.map((i) => i.title),
    );
    await expect(page.getByRole("region", { name: commercialPage.benefits.title }).getByRole("listitem")).toHaveCount(
      commercialPage.benefits.items.length,
    );
    await expect(page.locator("#commercial-steps h3")).toHaveText(commercialPage.steps.steps.map((s) => s.title));
    for (const town of site.towns) {
      await expect(main(page).getByRole("link", { name: town.name, exact: true })).toHaveAttribute("href", `/${town.slug}`);
    }

    // A real link: it works whether or not the page has hydrated yet.
    const contact = main(page).getByRole("link", { name: commercialPage.contactCta.buttonLabel });
    await expect(contact).toHaveAttribute("href", commercialPage.contactCta.to);
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
