/**
 * Fills in the pages' words: reads each page file the owner edits (content/pages/*.json, listed in
 * content/page-files.ts), checks it against its rules, fills every {{placeholder}} with the current
 * figure (core/placeholders.ts), and writes the finished words to content/pages/filled/, which the
 * page modules import. So the pages' JavaScript carries finished text and no placeholder code, as
 * before the words moved to JSON.
 *
 * Runs in `npm run generate` (before dev, build, type checks and unit tests), and from the studio
 * after it saves a page or the business facts (studio/backend.ts), so the site beside the studio
 * shows the change. The filled files are not committed: they follow content/business.json, which
 * the owner changes on her own. A page file that breaks a rule stops it with the field named in the
 * owner's words. `--check` exits non-zero when a filled file is out of date instead of writing it;
 * `--root <folder>` fills the page files of another working tree (the studio's).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import { filledPageFilePath, pageFileAt, pageFileFacts, pageFilePath, pageFiles, runTimeFigures, type PageFileName } from "../content/page-files.ts";
import { defaultLocale, languageNames, locales, type Locale } from "../core/locale.ts";
import { fillPlaceholders } from "../core/placeholders.ts";
import { problemsInOwnersWords } from "../core/site-schema.ts";
import { translationProblems } from "./translations.ts";

const repo = fileURLToPath(new URL("..", import.meta.url));

/** Where a page file's finished words go: content/pages/es/about.json → content/pages/filled/es/about.json. */
export function filledPath(file: string): string {
  const page = pageFileAt(file);
  if (!page) throw new Error(`${file} is not a page file (content/page-files.ts)`);
  return filledPageFilePath(page.name, page.locale);
}

/**
 * `copy` with every text filled in, at any depth; `where` names the field in an error. A figure the
 * page fills in when it runs ({{zip}}, runTimeFigures) is left as it is: the schema has already
 * refused it in every field but the one that uses it.
 */
function fillDeep(copy: unknown, where: string, of: Locale): unknown {
  if (typeof copy === "string") return fillPlaceholders(copy, where, runTimeFigures, undefined, of);
  if (Array.isArray(copy)) return copy.map((item, i) => fillDeep(item, `${where}[${i}]`, of));
  if (copy && typeof copy === "object") return Object.fromEntries(Object.entries(copy).map(([key, child]) => [key, fillDeep(child, `${where}.${key}`, of)]));
  return copy;
}

/** "content/pages/es/about.json (About, Español)": a page file as its problems name it. */
const fileName = (file: string, name: PageFileName, of: Locale) => `${file} (${pageFiles[name].label}${of === defaultLocale ? "" : `, ${languageNames[of]}`})`;

/**
 * One page file's finished words as the filled file holds them, or its problems in the owner's
 * words ("content/pages/en/about.json (About): Our story › Heading: must not be empty"). A file in
 * another language than English is also held to the English one (`english`, its text): every
 * field translated (scripts/translations.ts).
 */
export function fillPageFile(file: string, raw: string, english?: string): { problems: string[]; text?: string } {
  const page = pageFileAt(file);
  if (!page) return { problems: [`${file} is not a page file (content/page-files.ts)`] };
  const { schema } = pageFiles[page.name];
  const named = fileName(file, page.name, page.locale);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { problems: [`${named}: could not be read as JSON (${(error as Error).message})`] };
  }
  const problems = problemsInOwnersWords(schema(), value).map((problem) => `${named}: ${problem}`);
  const source = page.locale === defaultLocale || english === undefined ? undefined : parsedEnglish(english, schema());
  // Held to the English only while the English passes its own rules (else its problems are the ones to fix first).
  if (problems.length === 0 && source !== undefined) {
    problems.push(...translationProblems(schema(), source, value, pageFileFacts(page.name)).map((problem) => `${named}: ${problem}`));
  }
  if (problems.length > 0) return { problems };
  return { problems, text: `${JSON.stringify(fillDeep(value, file, page.locale), null, 2)}\n` };
}

/** The English file's words, when they pass their rules; else undefined. */
function parsedEnglish(raw: string, schema: z.ZodType): unknown {
  try {
    const value = JSON.parse(raw) as unknown;
    return problemsInOwnersWords(schema, value).length === 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** How many page files `generatePageCopy` filled in, and how many of them it wrote (new or changed). */
export type PageCopyTally = { filled: number; written: number };

/**
 * Fills every page file, in every language, under `root`; returns the problems, and writes nothing
 * for a file that has some. `tally` counts the files filled in and written.
 */
export function generatePageCopy(root = repo, check = false, tally: PageCopyTally = { filled: 0, written: 0 }): string[] {
  const problems: string[] = [];
  const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : undefined);
  for (const name of Object.keys(pageFiles) as PageFileName[]) {
    for (const of of locales) {
    const file = pageFilePath(name, of);
    const raw = read(file);
    if (raw === undefined) {
      problems.push(`${fileName(file, name, of)}: is missing; every page has its words in ${locales.map((l) => languageNames[l]).join(" and ")}`);
      continue;
    }
    const result = fillPageFile(file, raw, of === defaultLocale ? undefined : read(pageFilePath(name, defaultLocale)));
    problems.push(...result.problems);
    if (result.text === undefined) continue;
    tally.filled++;
    const out = join(root, filledPath(file));
    const current = existsSync(out) ? readFileSync(out, "utf8") : "";
    if (current === result.text) continue;
    if (check) {
      problems.push(`${filledPath(file)} is out of date with ${file}; run npm run generate`);
    } else {
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, result.text);
      tally.written++;
    }
    }
  }
  return problems;
}

/** The problems `generatePageCopy` found, as the owner reads them. */
export const pageCopyProblemsText = (problems: readonly string[]) =>
  `The pages' words cannot be used (fix these in the studio's "Pages", or in the files):\n${problems.map((p) => `  ✖ ${p}`).join("\n")}`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rootArgument = process.argv.indexOf("--root");
  const root = rootArgument > 0 && process.argv[rootArgument + 1] ? process.argv[rootArgument + 1]! : repo;
  const check = process.argv.includes("--check");
  const tally: PageCopyTally = { filled: 0, written: 0 };
  const problems = generatePageCopy(root, check, tally);
  if (problems.length > 0) {
    console.error(pageCopyProblemsText(problems));
    process.exit(1);
  }
  // One line, not one per file: "generate: 54 page files filled in (en, es), 2 of them changed".
  if (!check && !process.argv.includes("--quiet")) {
    const { filled, written } = tally;
    const changed = written === filled ? "" : written === 0 ? ", none changed" : `, ${written} of them changed`;
    console.log(`generate: ${filled} page files filled in (${locales.join(", ")})${changed}`);
  }
}
