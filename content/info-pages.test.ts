import { describe, expect, it } from "vitest";
import { aboutPage } from "./about.ts";
import { commercialPage } from "./commercial.ts";
import { familiesPage } from "./families.ts";
import { homePage } from "./home.ts";
import { howItWorksPage } from "./how-it-works.ts";
import { iconNames } from "./icons.ts";
import { seniorsPage } from "./seniors.ts";
import { services } from "./services.ts";
import { howItWorksSteps } from "./steps.ts";

/**
 * The cards, steps and lists of the information pages, whatever their number and wording: each list
 * has something in it, every item has its words, no title repeats within its list (a page would show
 * two identical cards), every icon named exists (steps may have none), and no {{placeholder}} is left unfilled.
 */
const cardLists = {
  familyBenefits: familiesPage.benefits.cards,
  seniorValues: seniorsPage.values.cards,
  industries: commercialPage.industries.cards,
  commercialReasons: commercialPage.reasons.cards,
  aboutValues: aboutPage.values.cards,
} as const;
const stepLists = {
  howItWorksSteps,
  orderLifecycle: howItWorksPage.lifecycle.stages,
  howItWorksEssentials: howItWorksPage.essentials.cards,
  seniorSteps: seniorsPage.gettingStarted.steps,
  commercialSteps: commercialPage.steps.steps,
  homeFounderCards: homePage.founder.values,
} as const;
const lineLists = { seniorOffers: seniorsPage.offers.items, seniorPerfectFor: seniorsPage.perfectFor.items, commercialBenefits: commercialPage.benefits.items, aboutPromises: aboutPage.promises.items, ...Object.fromEntries(services.map((service) => [`${service.id} details`, service.details])) } as const;

const unfilled = /\{\{|\}\}|\bundefined\b|\bNaN\b/;

describe("the information pages' content", () => {
  it.each(Object.entries(cardLists))("%s: cards with a title, a description and a known icon, titles unique", (_name, cards) => {
    expect(cards.length).toBeGreaterThan(0);
    const items: ReadonlyArray<{ icon: string; title: string; description: string }> = cards;
    for (const card of items) {
      expect(card.title.trim(), JSON.stringify(card)).not.toBe("");
      expect(card.description.trim(), card.title).not.toBe("");
      expect(iconNames, card.title).toContain(card.icon);
      expect(`${card.title} ${card.description}`, card.title).not.toMatch(unfilled);
    }
    expect(new Set(items.map((c) => c.title)).size).toBe(items.length);
  });

  it.each(Object.entries(stepLists))("%s: steps with a title, a text and a known icon if any, titles unique", (_name, steps) => {
    expect(steps.length).toBeGreaterThan(0);
    const items: ReadonlyArray<{ icon?: string; title: string; text: string }> = steps;
    for (const step of items) {
      expect(step.title.trim(), JSON.stringify(step)).not.toBe("");
      expect(step.text.trim(), step.title).not.toBe("");
      if (step.icon !== undefined) expect(iconNames, step.title).toContain(step.icon);
      expect(`${step.title} ${step.text}`, step.title).not.toMatch(unfilled);
    }
    expect(new Set(items.map((s) => s.title)).size).toBe(items.length);
  });

  it.each(Object.entries(lineLists))("%s: lines with words, none repeated", (_name, lines) => {
    expect(lines.length).toBeGreaterThan(0);
    const texts = (lines as ReadonlyArray<string | { title: string }>).map((line) => (typeof line === "string" ? line : line.title));
    for (const text of texts) {
      expect(text.trim()).not.toBe("");
      expect(text).not.toMatch(unfilled);
    }
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("seniors' quotes have a name, words and a star rating of one to five", () => {
    expect(seniorsPage.quotes.stories.length).toBeGreaterThan(0);
    for (const quote of seniorsPage.quotes.stories) {
      expect(quote.name.trim()).not.toBe("");
      expect(quote.text.trim(), quote.name).not.toBe("");
      expect(Number.isInteger(quote.rating) && quote.rating >= 1 && quote.rating <= 5, quote.name).toBe(true);
    }
  });
});
