import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { pageFileFacts, pageFilePath, pageFiles, type PageFileName } from "../../content/page-files.ts";
import { townFacts } from "../../content/town-schema.ts";
import { pathIn } from "../../core/locale.ts";
import { site } from "../../core/site.ts";
import { testimonialFacts } from "../../scripts/check-content.ts";
import { englishWordsIn, factTexts, hasOwnWords } from "../../scripts/translations.ts";
import { inLanguage, isNotFound, pageAt, pageDocuments, type PageDocument } from "./documents.ts";

/**
 * The Spanish edition as the build wrote it: every page has its twin under /es and back, and no
 * Spanish page shows a text of its English twin (names and figures aside). What needs a browser
 * (the language switcher, the schedule action keeping a flyer's campaign, the 404 answer) is in
 * tests/e2e/spanish.spec.ts; the heads' languages and versions are in heads.test.ts.
 */

let pages: PageDocument[];
beforeAll(async () => {
  pages = await pageDocuments();
}, 120_000);

/** The English pages a visitor lands on with their Spanish twins (the not-found pages left out). */
const pairs = () => {
  const paths = new Set(pages.map((page) => page.path));
  return inLanguage(pages, "en")
    .filter((page) => !isNotFound(page) && paths.has(pathIn(page.path, "es")))
    .map((english) => ({ english, spanish: pageAt(pages, pathIn(english.path, "es")) }));
};

/** The names the content quotes, the same in both languages: the customers' names and towns. */
function namesInContent(): string[] {
  const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8")) as unknown;
  const towns = read("content/town-copy.generated.json") as Record<string, Record<string, unknown>>;
  return [
    ...(Object.keys(pageFiles) as PageFileName[]).flatMap((name) => factTexts(read(pageFilePath(name, "en")), pageFileFacts(name))),
    ...factTexts(read("content/en/testimonials.json"), testimonialFacts),
    ...Object.values(towns.en ?? {}).flatMap((town) => factTexts(town, townFacts)),
  ];
}

/**
 * The words a visitor reads or hears on a page as prerendered: its text, the names and
 * descriptions its controls and pictures carry, and its title. (The pages hydrate to the same
 * markup, so the browser shows these words; what a page's script alone adds is held to one
 * language by one-language-scripts.test.ts.)
 */
function wordsOn(page: PageDocument): Set<string> {
  const { document } = page;
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("script, style, template, noscript")) continue;
    const text = node.textContent?.replace(/\s+/g, " ").trim();
    if (text) found.push(text);
  }
  for (const element of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
    for (const name of ["aria-label", "alt", "title", "placeholder"]) {
      const value = element.getAttribute(name)?.trim();
      if (value) found.push(value);
    }
  }
  found.push(document.title);
  return new Set(found);
}

describe("punctuation after a filled-in figure", () => {
  test("no page, in either language, ends a sentence with two periods", () => {
    // "antes de las 8 p. m.." where a time that ends with its abbreviation's period ends a sentence.
    const problems = pages.flatMap((page) =>
      [...wordsOn(page)].filter((text) => /(?<!\.)\.\.(?!\.)/.test(text)).map((text) => `${page.path}: "${text}"`),
    );
    expect(problems).toEqual([]);
  });
});

describe("the Spanish edition", () => {
  test("every English page has its Spanish twin, and no Spanish page lacks its English one", () => {
    const paths = new Set(pages.map((page) => page.path));
    const english = inLanguage(pages, "en").filter((page) => !isNotFound(page));
    const spanish = inLanguage(pages, "es").filter((page) => !isNotFound(page));
    expect(spanish.length).toBeGreaterThan(20);
    // A blog post may be English only; every other page has its twin.
    const withoutTwin = english.filter((page) => !paths.has(pathIn(page.path, "es")) && page.kind !== "post");
    expect(withoutTwin.map((page) => page.path)).toEqual([]);
    expect(spanish.filter((page) => !paths.has(page.bare)).map((page) => page.path)).toEqual([]);
    // Each language has its own not-found page.
    for (const path of ["/404", "/es/404"]) pageAt(pages, path);
  });

  test("no Spanish page shows a text of its English twin, apart from names and figures", () => {
    const names = namesInContent();
    expect(names.length).toBeGreaterThan(5);
    const problems: string[] = [];
    const all = [...pairs(), { english: pageAt(pages, "/404"), spanish: pageAt(pages, "/es/404") }];
    expect(all.length).toBeGreaterThan(20);
    for (const { english, spanish } of all) {
      const englishWords = wordsOn(english);
      for (const text of wordsOn(spanish)) {
        if (englishWords.has(text) && hasOwnWords(text, names)) problems.push(`${spanish.path}: "${text}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("no Spanish page has English words in its text, names aside (\"Tom and Linda B.\", \"the laundry\")", () => {
    // The studio and the build refuse such words in a Spanish text (englishWordsIn in
    // scripts/translations.ts); this sees the pages as written, the filled-in figures and the
    // components' own words included.
    const names = namesInContent();
    const spanish = inLanguage(pages, "es");
    expect(spanish.length).toBeGreaterThan(20);
    const problems = spanish.flatMap((page) =>
      [...wordsOn(page)].flatMap((text) => {
        const found = englishWordsIn(text, names);
        return found.length > 0 ? [`${page.path}: ${found.map((word) => `"${word}"`).join(", ")} in "${text}"`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  test("a quoted couple's names are joined in Spanish on a Spanish page (\"Tom y Linda B.\"), as the owner wrote them on an English one", () => {
    const couples = namesInContent().filter((name) => /\s(and|&)\s/i.test(name));
    const problems = inLanguage(pages, "es").flatMap((page) => {
      const text = [...wordsOn(page)].join(" ");
      return couples.filter((name) => text.includes(name)).map((name) => `${page.path}: "${name}"`);
    });
    expect(problems).toEqual([]);
  });

  test("every customer quote on a Spanish page says it is translated from English, and none on an English page does", () => {
    const noteIn = (of: "en" | "es") =>
      (JSON.parse(readFileSync(new URL(`../../content/pages/${of}/layout.json`, import.meta.url), "utf8")) as { quotes: { translated: string } }).quotes.translated;
    const note = { en: noteIn("en"), es: noteIn("es") };
    let quotes = 0;
    const problems: string[] = [];
    for (const page of pages.filter((one) => !isNotFound(one))) {
      for (const figure of page.document.querySelectorAll("figure:has(blockquote)")) {
        quotes++;
        const caption = figure.querySelector("figcaption")?.textContent ?? "";
        if (page.locale === "es" && !caption.includes(note.es)) problems.push(`${page.path}: a quote without "${note.es}"`);
        if (page.locale === "en" && caption.includes(note.en)) problems.push(`${page.path}: an English quote marked translated`);
      }
    }
    expect(quotes).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  test("every sign-up link tells the app the language on a Spanish page, and only there", () => {
    const signUp = `${site.appUrl}/?tab=create-account`;
    let count = 0;
    for (const page of pages) {
      const links = [...page.document.querySelectorAll(`a[href^="${site.appUrl}"]`)].map((link) => link.getAttribute("href"));
      for (const href of links) expect(href, page.path).toBe(page.locale === "es" ? `${signUp}&lang=es` : signUp);
      count += links.length;
    }
    // Every page has a schedule action at least in its header.
    expect(count).toBeGreaterThanOrEqual(pages.length);
  });

  test("each town page lists its neighborhoods by the names its own language's file gives them (\"Zona del estadio\")", () => {
    const copy = JSON.parse(readFileSync(new URL("../../content/town-copy.generated.json", import.meta.url), "utf8")) as Record<
      string,
      Record<string, { areas: Record<string, string[]> }>
    >;
    let names = 0;
    for (const town of site.towns) {
      for (const of of ["en", "es"] as const) {
        const path = pathIn(`/${town.slug}`, of);
        const listed = [...(pageAt(pages, path).document.querySelectorAll("#neighborhoods li li") ?? [])].map((item) => item.textContent?.trim());
        const areas = town.zips.flatMap(({ zip }) => copy[of]?.[town.slug]?.areas[zip] ?? []);
        expect(listed, path).toEqual(areas);
        names += areas.length;
      }
    }
    expect(names).toBeGreaterThan(site.towns.length * 2);
  });
});
