/**
 * Which Spanish texts await review, in a working tree: the files the owner writes in English and
 * Spanish (studio/cms-config.ts' `translatedFiles` and `editableFolders`, and the Spanish words over
 * the business facts) read and paired by the rule of core/translation-review.ts, against the record
 * of the English each Spanish text was translated from (content/translated-from.json).
 *
 * `npm run build` runs it beside the page builds and prints its notice once the site is built
 * (scripts/start.ts): a notice, never a failure, for the site shows the Spanish as it is. The studio
 * marks the same texts in its forms and lists them (studio/app.ts).
 *
 * `npm run translations:reviewed` records the English of every Spanish text as it is now: for an
 * engineer who brought the Spanish up to date by hand (`-- content/pages/es/about.json …` records
 * those files only, an English file naming its Spanish twin).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { toJSONSchema, type z } from "zod";
import { readFrontMatter } from "../app/lib/markdown.server.ts";
import { businessWordsFacts, businessWordsFile, englishWords } from "../core/business-words.ts";
import { spanishBusinessWordsSchema } from "../core/business-words-schema.ts";
import { defaultLocale } from "../core/locale.ts";
import {
  markedReviewed,
  pairedTexts,
  readRecord,
  recordText,
  staleTexts,
  textPlace,
  translationRecordFile,
  type SchemaNode,
  type StaleText,
  type TranslationPair,
} from "../core/translation-review.ts";
import { editableFolders, inLanguage, reviewListPath, studioEntryOf, translatedFileAt, translatedFiles } from "../studio/cms-config.ts";

const repo = fileURLToPath(new URL("..", import.meta.url));

/** A file's text by its path from the working tree's root, or undefined when there is none. */
export type Reader = (path: string) => string | undefined;

/** The files of the working tree at `root`, as they are written. */
export const readerIn =
  (root: string): Reader =>
  (path) => {
    try {
      return readFileSync(join(root, path), "utf8");
    } catch {
      return undefined;
    }
  };

const nodeOf = (schema: z.ZodType) => toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as SchemaNode;

/** A file's schema as JSON Schema, worked out once per kind of file: the studio asks at each load of the editor. */
const nodes = new Map<() => z.ZodType, SchemaNode>();
function nodeOfFile(schema: () => z.ZodType): SchemaNode {
  let node = nodes.get(schema);
  if (!node) nodes.set(schema, (node = nodeOf(schema())));
  return node;
}

/** A file's words as the rule pairs them: JSON's value, or a Markdown file's front matter, with its text as `body` when it has one (a town has none). */
function valueOf(path: string, raw: string, withBody: boolean): unknown {
  if (!path.endsWith(".md")) return JSON.parse(raw) as unknown;
  const { data, body } = readFrontMatter(path, raw);
  return { ...(data && typeof data === "object" ? data : {}), ...(withBody ? { body: body.trim() } : {}) };
}

/** Every Spanish file the owner writes under `root` (the pages', the FAQ's, the quotes', the legal pages', a town's or a post's, the words over the facts), written or not. */
export function spanishFiles(root: string): string[] {
  const files = [businessWordsFile.es, ...Object.keys(translatedFiles).map((shared) => inLanguage(shared, "es"))];
  for (const folder of Object.keys(editableFolders)) {
    const dir = join(root, folder, "es");
    for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
      if (translatedFileAt(`${folder}/es/${name}`)) files.push(`${folder}/es/${name}`);
    }
  }
  return files;
}

/**
 * The Spanish file at `path` and its English, as `read` gives them; undefined when either is not
 * there or cannot be read (the build's and the studio's checks say why).
 */
export function translationPairAt(path: string, read: Reader): TranslationPair | undefined {
  const spanish = read(path);
  if (spanish === undefined) return undefined;
  try {
    if (path === businessWordsFile.es) {
      // The English words are among the facts: content/business.json and content/en/business-words.json.
      const facts = JSON.parse(read("content/business.json") ?? "") as Record<string, unknown>;
      const description = JSON.parse(read("content/en/business-words.json") ?? "") as Record<string, unknown>;
      const english = englishWords({ ...facts, ...description } as Parameters<typeof englishWords>[0]);
      return {
        file: path,
        entry: studioEntryOf(path)!.names,
        english,
        spanish: JSON.parse(spanish) as unknown,
        node: nodeOf(spanishBusinessWordsSchema(english)),
        // The English name each competitor's or detergent's words translate is a name, not words.
        facts: businessWordsFacts,
      };
    }
    const file = translatedFileAt(path);
    if (!file || file.locale === defaultLocale) return undefined;
    const englishRaw = read(inLanguage(file.shared, defaultLocale));
    if (englishRaw === undefined) return undefined;
    const english = valueOf(path, englishRaw, file.body !== undefined) as Record<string, unknown>;
    const words = nodeOfFile(file.schema);
    const node = file.body ? { ...words, properties: { ...words.properties, body: { type: "string", title: file.body } } } : words;
    // A town is known by its name, a post by its title.
    const title = file.folder ? String(english.name ?? english.title ?? "") || undefined : undefined;
    return {
      file: path,
      entry: studioEntryOf(path, title)!.names,
      english,
      spanish: valueOf(path, spanish, file.body !== undefined),
      node,
      facts: file.facts,
      sections: !file.folder && path.endsWith(".md"),
    };
  } catch {
    return undefined;
  }
}

/** Every Spanish file under `root` paired with its English. */
export function translationPairs(root: string, read: Reader = readerIn(root)): TranslationPair[] {
  return spanishFiles(root).flatMap((path) => translationPairAt(path, read) ?? []);
}

/** The Spanish texts awaiting review under `root`, and why the record could not be read when it could not (every text then awaits review). */
export function awaitingReview(root: string): { stale: StaleText[]; problem?: string } {
  const read = readerIn(root);
  try {
    return { stale: staleTexts(translationPairs(root, read), readRecord(read(translationRecordFile))) };
  } catch (error) {
    return { stale: staleTexts(translationPairs(root, read), {}), problem: (error as Error).message };
  }
}

/** How many texts the notice lists before it says how many more there are. */
const listedAtMost = 40;

/** A text awaiting review as the notice and the studio's list name it: "Pages › About › Top of the page › Heading". */
export const textName = (text: StaleText) => textPlace(text).join(" › ");

/**
 * The build's notice of the Spanish texts awaiting review, in the owner's words, each with its file
 * for an engineer; undefined when none does.
 */
export function reviewNotice(stale: readonly StaleText[], problem?: string): string | undefined {
  if (stale.length === 0 && !problem) return undefined;
  const lines = stale.slice(0, listedAtMost).map((text) => `  ${textName(text)} (${text.file}${text.unrecorded ? ", not in the record" : ""})`);
  if (stale.length > listedAtMost) lines.push(`  … and ${stale.length - listedAtMost} more`);
  const count = stale.length === 1 ? "" : ` (${stale.length} texts)`;
  return [
    ...(problem ? [`⚠ ${problem}`] : []),
    ...(stale.length === 0
      ? []
      : [
          `⚠ Spanish to review (its English changed since it was translated)${count}:`,
          ...lines,
          `  The site shows the Spanish as it is. The owner reviews them in the studio (${reviewListPath}); after bringing the Spanish up to date by hand, run npm run translations:reviewed.`,
        ]),
  ].join("\n");
}

/**
 * The record with the Spanish texts under `root` marked as reviewed against their English as it is
 * now: all of them (written afresh), or those of `files` (Spanish files, or English ones naming their twins).
 */
export function reviewedRecord(root: string, files: readonly string[] = []): { record: ReturnType<typeof markedReviewed>; count: number } {
  const read = readerIn(root);
  const pairs = translationPairs(root, read);
  if (files.length === 0) return { record: markedReviewed(pairs, {}), count: pairs.reduce((sum, pair) => sum + pairedTexts(pair).length, 0) };
  const spanish = new Set(files.map((file) => file.replace(/^\.\//, "").replace(/\/en\/([^/]+)$/, "/es/$1").replace(/^content\/business\.json$/, businessWordsFile.es)));
  const chosen = pairs.filter((pair) => spanish.has(pair.file));
  const unknown = [...spanish].filter((file) => !chosen.some((pair) => pair.file === file));
  if (unknown.length > 0) throw new Error(`not a Spanish file with its English twin: ${unknown.join(", ")}`);
  const which = new Set(chosen.flatMap((pair) => pairedTexts(pair).map((text) => `${pair.file}\n${text.key}`)));
  return { record: markedReviewed(chosen, readRecord(read(translationRecordFile)), which), count: which.size };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--reviewed")) {
    const files = process.argv.slice(2).filter((argument) => !argument.startsWith("--"));
    try {
      const { record, count } = reviewedRecord(repo, files);
      writeFileSync(join(repo, translationRecordFile), recordText(record));
      console.log(`translations: ${count} Spanish texts recorded as translated from their English as it is now, in ${translationRecordFile}`);
    } catch (error) {
      console.error(`translations: ${(error as Error).message}`);
      process.exit(1);
    }
  } else {
    const { stale, problem } = awaitingReview(repo);
    const notice = reviewNotice(stale, problem);
    if (notice) console.log(notice);
  }
}
