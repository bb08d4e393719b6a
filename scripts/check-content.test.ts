import { describe, expect, it } from "vitest";
import { faqs } from "../content/faq.ts";
import { faqPage } from "../content/faq-page.ts";
import { outsideServiceAreaPage } from "../content/outside-service-area.ts";
import { testimonials } from "../content/testimonials.ts";
import { contentProblems, contentRules, townProblems } from "./check-content.ts";

describe("content checks", () => {
  it("finds nothing wrong with the content as it is", () => {
    expect(contentProblems()).toEqual([]);
    expect(townProblems()).toEqual([]);
  });

  it("names the file, export and field of a broken edit", () => {
    const broken = {
      "content/faq.ts": {
        ...contentRules["content/faq.ts"]!,
        module: { faqs: faqs.map((f, i) => (i === 3 ? { ...f, answer: " " } : f)) },
      },
      "content/testimonials.json": {
        ...contentRules["content/testimonials.json"]!,
        module: { testimonials: [{ ...testimonials[0]!, rating: 6 }] },
      },
    };
    expect(contentProblems(broken)).toEqual([
      "content/faq.ts: faqs[3].answer: must not be empty",
      "content/testimonials.json: testimonials[0].rating: must be at most 5",
    ]);
  });

  it("catches an unfilled value and a file that stopped exporting a list", () => {
    const broken = {
      "content/faq.ts": {
        ...contentRules["content/faq.ts"]!,
        module: { faqs: [{ question: "Is it free?", answer: `From ${undefined} per pound.` }] },
      },
      "content/families.ts": { ...contentRules["content/families.ts"]!, module: {} },
    };
    expect(contentProblems(broken)).toEqual([
      expect.stringMatching(/^content\/faq\.ts: faqs\[0\]\.answer: has an unfilled value/),
      "content/families.ts: familyBenefits: is missing (the file no longer exports it)",
      "content/families.ts: familiesPage: is missing (the file no longer exports it)",
    ]);
  });

  it("checks a page's hero buttons and a sentence built around the visitor's zip", () => {
    const broken = {
      "content/faq-page.ts": {
        ...contentRules["content/faq-page.ts"]!,
        module: {
          faqPage: { ...faqPage, hero: { ...faqPage.hero, actions: [{ kind: "link", label: "Ours", to: "https://example.com", variant: "outline" }] } },
        },
      },
      "content/outside-service-area.ts": {
        ...contentRules["content/outside-service-area.ts"]!,
        module: { outsideServiceAreaPage: { ...outsideServiceAreaPage, zipNotice: () => "We don't serve your area yet." } },
      },
    };
    expect(contentProblems(broken)).toEqual([
      "content/faq-page.ts: faqPage.hero.actions[0].to: must be a path on this site, like /about or /#faq",
      expect.stringMatching(/^content\/outside-service-area\.ts: outsideServiceAreaPage\.zipNotice: must be a function that writes a sentence naming its argument/),
    ]);
  });
});
