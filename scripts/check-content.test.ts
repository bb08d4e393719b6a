import { afterEach, describe, expect, it } from "vitest";
import { faqs } from "../content/faq.ts";
import { faqPage } from "../content/faq-page.ts";
import { outsideServiceAreaPage } from "../content/outside-service-area.ts";
import { testimonials } from "../content/testimonials.ts";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { aboutPage } from "../content/about.ts";
import { business } from "../content/business.ts";
import { contentProblems, contentRules, pageFileProblems, townProblems, translatedMarkdownProblems } from "./check-content.ts";

describe("content checks", () => {
  it("finds nothing wrong with the content as it is", () => {
    expect(contentProblems()).toEqual([]);
    expect(townProblems()).toEqual([]);
    expect(pageFileProblems()).toEqual([]);
  });

  it("names the page and the field, in the owner's words, of a page file she broke", () => {
    const about = JSON.parse(readFileSync(new URL("../content/pages/en/about.json", import.meta.url), "utf8")) as {
      story: { title: string };
      values: { cards: { title: string }[] };
      promises: { items: string[] };
    };
    const [first] = about.values.cards;
    const reading = (edited: unknown) => (file: string) =>
      file === "content/pages/en/about.json" ? JSON.stringify(edited) : readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
    const broken = {
      ...about,
      story: { ...about.story, title: " " },
      values: { ...about.values, cards: [...about.values.cards, { ...first!, title: "Fast", icon: "rocket" }] },
      promises: { ...about.promises, items: ["From {{prise}} a pound", ...about.promises.items] },
    };
    expect(pageFileProblems(reading(broken))).toEqual([
      "content/pages/en/about.json (About): Our story › Heading: must not be empty",
      "content/pages/en/about.json (About): Values › Cards › Fast › Icon: must be one of the site's icons",
      expect.stringMatching(/^content\/pages\/en\/about\.json \(About\): What we do › Promises › "From \{\{prise\}\} a pound": \{\{prise\}\} is not a figure the site knows/),
    ]);
    const twice = { ...about, values: { ...about.values, cards: [...about.values.cards, first] } };
    expect(pageFileProblems(reading(twice))).toEqual([`content/pages/en/about.json (About): Values › Cards: has "${first!.title}" twice`]);
    expect(pageFileProblems((file) => (file === "content/pages/en/about.json" ? "{ not json" : reading(about)(file)))).toEqual([
      expect.stringMatching(/^content\/pages\/en\/about\.json \(About\): could not be read as JSON/),
    ]);
    expect(pageFileProblems(reading({ ...about, story: undefined }))).toEqual(["content/pages/en/about.json (About): Our story: is missing"]);
  });

  it("fills a page file's figures in for the page", () => {
    const source = readFileSync(new URL("../content/pages/en/about.json", import.meta.url), "utf8");
    expect(source).toMatch(/\{\{\w+\}\}/);
    expect(JSON.stringify(aboutPage)).not.toMatch(/\{\{|\}\}/);
  });

  it("names the file, export and field of a broken edit", () => {
    const broken = {
      "content/faq.ts": {
        ...contentRules["content/faq.ts"]!,
        module: { faqs: faqs.map((f, i) => (i === 3 ? { ...f, answer: " " } : f)) },
      },
      "content/en/testimonials.json": {
        ...contentRules["content/en/testimonials.json"]!,
        module: { testimonials: [{ ...testimonials[0]!, rating: 6 }] },
      },
    };
    expect(contentProblems(broken)).toEqual([
      "content/faq.ts: faqs[3].answer: must not be empty",
      "content/en/testimonials.json: testimonials[0].rating: must be at most 5",
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
      "content/families.ts: familiesPage: is missing (the file no longer exports it)",
    ]);
  });

  it("lets the steps' small line count the steps when the page runs ({{count}}), and nothing else stay unfilled", () => {
    const withEyebrow = (eyebrowBeforeNumbers: string) => ({
      "content/steps.ts": {
        ...contentRules["content/steps.ts"]!,
        module: { howItWorksSteps: [{ title: "Llámenos", text: "Le respondemos." }], stepsSection: { eyebrowBeforeNumbers, title: "Cómo funciona", lead: "Así." } },
      },
    });
    expect(contentProblems(withEyebrow("En {{count}} pasos"))).toEqual([]);
    expect(contentProblems(withEyebrow("En {{ count }} pasos"))).toEqual([]);
    expect(contentProblems(withEyebrow("En {{number}} pasos"))).toEqual([
      expect.stringMatching(/^content\/steps\.ts: stepsSection\.eyebrowBeforeNumbers: has an unfilled value/),
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

describe("the Spanish legal pages, posts and business words", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** A scratch copy of what translatedMarkdownProblems reads, with `edit` made to it. */
  function scratch(edit: (root: string) => void): URL {
    const root = mkdtempSync(join(tmpdir(), "translated-"));
    roots.push(root);
    for (const folder of ["content/legal", "content/blog", "content/es"]) cpSync(new URL(`../${folder}`, import.meta.url), join(root, folder), { recursive: true });
    edit(root);
    return pathToFileURL(`${root}/`);
  }

  it("pass as the repository has them", () => {
    expect(translatedMarkdownProblems()).toEqual([]);
  });

  it("name a legal page or a post left in English, a post with no English twin, a missing page and a business word left in English", () => {
    const problems = translatedMarkdownProblems(
      scratch((root) => {
        cpSync(join(root, "content/legal/en/privacy.md"), join(root, "content/legal/es/privacy.md"));
        rmSync(join(root, "content/legal/es/terms.md"));
        writeFileSync(join(root, "content/blog/es/solo-en-espanol.md"), "---\ntitle: Solo\nexcerpt: Solo en español.\ndate: 2026-01-01\nreadTime: 1\n---\n\nHola.\n");
        const words = JSON.parse(readFileSync(join(root, "content/es/business-words.json"), "utf8")) as { pricing: { promoBadge: string } };
        words.pricing.promoBadge = business.pricing.promoBadge;
        writeFileSync(join(root, "content/es/business-words.json"), JSON.stringify(words));
      }),
    );
    expect(problems).toContain("content/legal/es/terms.md: is missing; every legal page has its Español version");
    expect(problems).toContain("content/legal/es/privacy.md: its text is the same as in English; translate it");
    expect(problems.some((p) => /^content\/legal\/es\/privacy\.md: .*is the same as in English/.test(p) && !p.includes("its text"))).toBe(true);
    expect(problems).toContain("content/blog/es/solo-en-espanol.md: has no English post of the same name (content/blog/en/solo-en-espanol.md); a post is written in English first");
    expect(problems).toContainEqual(expect.stringMatching(/^content\/es\/business-words\.json \(Business facts › Words in Español\): Prices › Offer badge: is the same as in English/));
  });

  it("refuse an English competitor or detergent that no Spanish entry translates, naming it in the owner's words, and ignore one the English lacks", () => {
    const competitor = business.competitors.at(-1)!.name;
    const detergent = business.detergents[0]!;
    const problems = translatedMarkdownProblems(
      scratch((root) => {
        const file = join(root, "content/es/business-words.json");
        const words = JSON.parse(readFileSync(file, "utf8")) as { competitors: { for: string }[]; detergents: { for: string }[] };
        words.competitors = [...words.competitors.filter((entry) => entry.for !== competitor).reverse(), { for: "Not in English yet", name: "Todavía no", note: "todavía no" } as { for: string }];
        words.detergents = words.detergents.filter((entry) => entry.for !== detergent).reverse();
        writeFileSync(file, JSON.stringify(words));
      }),
    );
    const at = "content/es/business-words.json (Business facts › Words in Español)";
    expect(problems).toEqual([
      `${at}: Competitors: no entry translates “${competitor}” (a competitor in Competitors' prices, in English); add one whose “Translates (the English name)” is “${competitor}”, or take the competitor out of the English first`,
      `${at}: Detergents offered: no entry translates “${detergent}” (a detergent in Detergents offered, in English); add one whose “Translates (the English name)” is “${detergent}”, or take the detergent out of the English first`,
    ]);
  });

  it("name English words left in a Spanish page's text or field, the names of places and people aside", () => {
    const problems = translatedMarkdownProblems(
      scratch((root) => {
        const terms = join(root, "content/legal/es/terms.md");
        writeFileSync(terms, `${readFileSync(terms, "utf8")}\nTom and Linda B., de North Port, dejan su ropa junto a la puerta.\n`);
        const words = JSON.parse(readFileSync(join(root, "content/es/business-words.json"), "utf8")) as { pricing: { promoBadge: string } };
        words.pricing.promoBadge = "Por tiempo limited";
        writeFileSync(join(root, "content/es/business-words.json"), JSON.stringify(words));
      }),
    );
    expect(problems).toEqual([
      'content/legal/es/terms.md: its text has English in it ("and"); write it in Spanish (a name keeps its capital letters)',
      'content/es/business-words.json (Business facts › Words in Español): Prices › Offer badge: has English in it ("limited"); write it in Spanish (a name keeps its capital letters)',
    ]);
  });
});
