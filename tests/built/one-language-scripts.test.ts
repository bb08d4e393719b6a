import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "vitest";
import { filledPageFilePath, pageFiles, type PageFileName } from "../../content/page-files.ts";
import { business } from "../../content/business.ts";
import { englishWords, translatesField } from "../../core/business-words.ts";
import { formatLongDate } from "../../core/format.ts";
import { locales, splitLocale, type Locale } from "../../core/locale.ts";
import { hasOwnWords } from "../../scripts/translations.ts";
import { builtPages } from "./build-output.ts";
import { moduleGraph, namedModules, pageEntryModules } from "./modules.ts";

/**
 * A page's JavaScript speaks its own language only: every module a page can load (its hydration
 * module and everything that imports, eagerly or on demand, read from the files the server sends)
 * carries none of the other language's words. The words are those of the filled page files (the
 * menu, the forms, the sections) and the business facts that differ between the languages, and the
 * month names the date formatter writes. A page's own words are found in its modules, so the search
 * itself is shown to work. A library's own fallback texts are its code, not the site's words: the
 * toasts' library names its region "Notifications" unless told otherwise, and the pages tell it.
 */
const libraryCode = ["sonner"].map((name) => readFileSync(createRequire(import.meta.url).resolve(name), "utf8")).join("\n");

const read = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));

/** Every text of `value`, but those of its fields named in `except`. */
function texts(value: unknown, except: readonly string[] = []): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, except));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => (except.includes(key) ? [] : texts(child, except)));
  return [];
}

/** A language's own words: its page files' and business words' texts, each with words of its own, none of which the other language writes too. */
function ownWords(): Record<Locale, Set<string>> {
  const all = (of: Locale) =>
    new Set([
      ...(Object.keys(pageFiles) as PageFileName[]).flatMap((name) => texts(read(filledPageFilePath(name, of)))),
      // The words among the business facts (their days and figures are facts, the same in both); a
      // Spanish competitor or detergent names the English one it translates, which is not its words.
      ...texts(of === "en" ? englishWords(business) : read(`content/${of}/business-words.json`), [translatesField]),
      // The twelve month names, as the date formatter writes them.
      ...Array.from({ length: 12 }, (_, month) => formatLongDate(`2025-${String(month + 1).padStart(2, "0")}-15`, of).replace(/[\d,]|\bde\b/g, "").trim()),
    ]);
  const words = { en: all("en"), es: all("es") };
  const distinct = (of: Locale, other: Locale) =>
    new Set([...words[of]].filter((text) => !words[other].has(text) && text.trim().length >= 6 && hasOwnWords(text)));
  return { en: distinct("en", "es"), es: distinct("es", "en") };
}

/**
 * Every way a bundler may write a text in a module, as a whole string literal: in any of the three
 * quotes, as it is, JSON-escaped, or with its non-ASCII letters as \u escapes. Whole literals, so a
 * short word ("Message") is not found inside a longer name ("postMessage").
 */
function writings(text: string): string[] {
  const json = JSON.stringify(text).slice(1, -1);
  const ascii = json.replace(/[^ -~]/g, (letter) => `\\u${letter.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return [...new Set([text, json, ascii])].flatMap((written) => ['"', "'", "`"].map((quote) => `${quote}${written}${quote}`));
}

test("no page's JavaScript carries the other language's words", async () => {
  const pages = await builtPages();
  const words = ownWords();
  for (const of of locales) {
    const other = locales.find((language) => language !== of)!;
    // Every module the pages of the language can load: from each page's loader, following every
    // module URL a module names (static and dynamic imports, the hydration module's lists).
    const starts = pages.filter((page) => splitLocale(page.path).locale === of).flatMap((page) => pageEntryModules(page.html));
    const { modules, missing } = moduleGraph(starts, namedModules);
    expect(missing, `${of}: modules the pages name that the build does not have`).toEqual([]);
    expect(modules.size, `${of}: modules found`).toBeGreaterThan(5);
    const code = [...modules.values()].join("\n");
    const found = (text: string) => writings(text).some((writing) => code.includes(writing));
    // The search works: the page's own menu words are there.
    expect([...words[of]].filter(found).length, `${of}: its own words found in its modules`).toBeGreaterThan(20);
    const foreign = [...words[other]].filter((text) => found(text) && !writings(text).some((writing) => libraryCode.includes(writing)));
    expect(foreign, `${other} words in the JavaScript of the ${of} pages`).toEqual([]);
  }
});
