import { createHash } from "node:crypto";

/**
 * Which Spanish texts await review: the rule the build's notice (scripts/translation-review.ts) and
 * the studio (its form's marks, its list, its saves: studio/) share.
 *
 * A Spanish file is paired with its English one text by text: a field with the field at the same
 * path (its keys, and a list entry's position where the list has no key of its own, or its key where
 * it has one: the Spanish competitor that translates "Local laundromat", wherever either list has
 * it, `pairedBy` in the schema, recorded as "competitors[Local laundromat].name"), a Markdown
 * file's text as a whole, or a legal page's text section by section, each paired by its anchor
 * ("## Fees {#fees}", the same in both languages) wherever it sits. Facts are not texts to translate
 * (`isSameInEveryLanguage`): an icon, a date, a number, a customer's name.
 *
 * The record (`translationRecordFile`, committed with the content) holds, for each Spanish text, a
 * short hash of the English it was last saved or reviewed against. A Spanish text awaits review
 * when the English now hashes otherwise, however the English changed (in the studio or by hand), or
 * when the record has no line for it. Saving a changed Spanish text, or saying it is still right,
 * records the English as it is now.
 */

/** The record, beside the content it is about: Spanish file → text's key → hash of its English. */
export const translationRecordFile = "content/translated-from.json";

export type TranslationRecord = Record<string, Record<string, string>>;

/** The part of a JSON Schema (as zod writes it) that says what a value is and what the owner calls it. */
export type SchemaNode = {
  type?: string | string[];
  enum?: readonly unknown[];
  format?: string;
  studio?: string;
  title?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  /** A list whose entries are paired by this field of theirs (the English name an entry translates), not by their place. */
  pairedBy?: string;
};

/**
 * Whether the value at `path` (its keys from the file's top; a list's entries add none) is the same
 * in every language: a fact, not words. From the schema: a choice from a fixed list (an icon, a
 * county), a number, a yes-or-no, a date, a picture's file, what the studio works out; an object or
 * a list of nothing but facts. Text is words, except at the paths of `facts` (a customer's name, a
 * town's zip codes), which the schema cannot tell from words.
 */
export function isSameInEveryLanguage(node: SchemaNode, path: readonly string[] = [], facts: ReadonlySet<string> = new Set()): boolean {
  if (path.length > 0 && facts.has(path.join("."))) return true;
  if (node.studio || node.enum || node.format === "date") return true;
  if (node.anyOf) return node.anyOf.every((option) => isSameInEveryLanguage(option, path, facts));
  const types = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];
  if (types.length === 0 || types.includes("string")) return false;
  if (types.includes("object")) {
    return Object.entries(node.properties ?? {}).every(([key, child]) => isSameInEveryLanguage(child, [...path, key], facts));
  }
  if (types.includes("array")) return isSameInEveryLanguage(node.items ?? {}, path, facts);
  return true;
}

/**
 * A text's hash as the record keeps it: 12 hex digits of its SHA-256, its spaces and line breaks
 * counted as one space, so a paragraph wrapped anew or a YAML line folded otherwise reads the same.
 */
export function textHash(text: string): string {
  return createHash("sha256").update(text.normalize("NFC").replace(/\s+/g, " ").trim()).digest("hex").slice(0, 12);
}

/** A legal page's section heading, "## Fees {#fees}": its title and its anchor, the same in every language. */
export const legalSectionHeading = /^## (.+?) \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}[ \t]*$/gm;

/** A Spanish file and its English one, read: what the rule pairs. */
export type TranslationPair = {
  /** The Spanish file, from the repository's root: its texts' lines in the record are under this name. */
  file: string;
  /** What the owner calls the entry in the studio: ["Pages", "About"], ["Towns", "Venice"]. */
  entry: readonly string[];
  /** The English and the Spanish: a JSON file's value, or a Markdown file's front matter with its text as `body`. */
  english: unknown;
  spanish: unknown;
  /** The schema of the words (a Markdown file's `body` among its properties), for their titles and to tell facts from words. */
  node: SchemaNode;
  /** The paths (without list positions) of the text fields that are facts. */
  facts?: readonly string[];
  /** A legal page: its `body` is paired section by section, by anchor. */
  sections?: boolean;
};

/** One text of a Spanish file with its English twin. */
export type PairedText = {
  /** Its line in the record: its path ("hero.title", "story.paragraphs.1"), or a legal section's "body#fees". */
  key: string;
  english: string;
  spanish: string;
  /** Where it is, in the owner's words: ["Top of the page", "Heading"], ["Questions and answers", '"How much is it?"', "Answer"]. */
  where: string[];
  /** The form field that holds it: its keys, without list positions (["questions", "answer"], ["body"]). */
  field: string[];
  /** Which list entries and legal section it is in, as `where` names them (['"How much is it?"']): which one of the field's texts it is. */
  within: string[];
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** A list entry as the owner knows it: by its English title, question, name or label, else by its key (a zip code), else by its place. */
function entryName(item: unknown, i: number, key?: string): string {
  const own = isRecord(item) ? (item.title ?? item.question ?? item.name ?? item.label) : undefined;
  return typeof own === "string" ? `"${shorten(own)}"` : key !== undefined ? `"${key}"` : `entry ${i + 1}`;
}

/** A list entry's key (`pairedBy`'s field), as compared: its spaces at either end do not count. */
export function keyIn(item: unknown, by: string): string | undefined {
  const key = isRecord(item) ? item[by] : undefined;
  // YAML reads an unquoted zip code as a number.
  const text = typeof key === "number" ? String(key) : key;
  return typeof text === "string" && text.trim() !== "" ? text.trim() : undefined;
}

/** A legal page's text in parts: what comes before the first heading ("body"), then each section by its anchor ("body#fees"). */
function sectionsOf(text: string): { key: string; title?: string; text: string }[] {
  const starts = [...text.matchAll(legalSectionHeading)];
  const intro = text.slice(0, starts[0]?.index ?? text.length);
  const parts: { key: string; title?: string; text: string }[] = intro.trim() === "" ? [] : [{ key: "body", text: intro }];
  starts.forEach((start, i) => {
    parts.push({ key: `body#${start[2]}`, title: start[1], text: text.slice(start.index, starts[i + 1]?.index ?? text.length) });
  });
  return parts;
}

/**
 * Every text of `pair.spanish` that has an English twin, in the file's order. A field either file
 * lacks, or a list entry past the end of the shorter list, pairs with nothing: the translation
 * check (scripts/translations.ts) asks for it, and it is recorded once written.
 */
export function pairedTexts(pair: TranslationPair): PairedText[] {
  const facts = new Set(pair.facts ?? []);
  const texts: PairedText[] = [];
  const walk = (en: unknown, es: unknown, node: SchemaNode | undefined, keys: string[], field: string[], where: string[], within: string[]) => {
    if (en === undefined || en === null || es === undefined || es === null) return;
    if (field.length > 0 && node && isSameInEveryLanguage(node, field, facts)) return;
    if (field.length > 0 && facts.has(field.join("."))) return;
    const here = node?.anyOf?.find((option) => option.properties || option.items) ?? node;
    if (typeof en === "string") {
      // An empty English text has nothing to translate.
      if (typeof es !== "string" || en.trim() === "") return;
      if (pair.sections && field.length === 1 && field[0] === "body") {
        const spanish = new Map(sectionsOf(es).map((part) => [part.key, part.text]));
        for (const part of sectionsOf(en)) {
          const text = spanish.get(part.key);
          if (text === undefined) continue;
          const section = part.title ? [`section "${shorten(part.title)}"`] : [];
          texts.push({ key: part.key, english: part.text, spanish: text, where: [...where, ...section], field, within: [...within, ...section] });
        }
        return;
      }
      texts.push({ key: keys.join("."), english: en, spanish: es, where, field, within });
      return;
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(es)) return;
      const by = here?.pairedBy;
      en.forEach((item, i) => {
        const key = by === undefined ? undefined : keyIn(item, by);
        const name = entryName(item, i, key);
        if (by !== undefined && key === undefined) return;
        const twin = key === undefined ? es[i] : es.find((other) => keyIn(other, by!) === key);
        const at = key === undefined ? [...keys, String(i)] : [...keys.slice(0, -1), `${keys.at(-1) ?? ""}[${key}]`];
        walk(item, twin, here?.items, at, field, [...where, name], [...within, name]);
      });
      return;
    }
    if (isRecord(en) && isRecord(es)) {
      for (const [key, value] of Object.entries(en)) {
        const child = here?.properties?.[key];
        walk(value, es[key], child, [...keys, key], [...field, key], [...where, child?.title ?? key], within);
      }
    }
  };
  walk(pair.english, pair.spanish, pair.node, [], [], [], []);
  return texts;
}

/** A Spanish text awaiting review: its English is not the one it was last saved or reviewed against. */
export type StaleText = PairedText & {
  file: string;
  entry: readonly string[];
  /** The record has no line for it: nothing says which English it was translated from. */
  unrecorded: boolean;
};

/**
 * Where a text is, from its entry down, in the owner's words: ["Pages", "About", "Top of the page",
 * "Heading"]; a field titled as its entry is ("Questions and answers" › "Questions and answers") named once.
 */
export function textPlace(text: Pick<StaleText, "entry" | "where">): string[] {
  return [...text.entry, ...text.where].filter((name, i, names) => i === 0 || name !== names[i - 1]);
}

/** The texts of `pairs` awaiting review, by `record`: their English hashes otherwise than recorded, or is not recorded. */
export function staleTexts(pairs: readonly TranslationPair[], record: TranslationRecord): StaleText[] {
  return pairs.flatMap((pair) =>
    pairedTexts(pair).flatMap((text) => {
      const recorded = record[pair.file]?.[text.key];
      if (recorded === textHash(text.english)) return [];
      return [{ ...text, file: pair.file, entry: pair.entry, unrecorded: recorded === undefined }];
    }),
  );
}

/** A text's key with its list positions left out ("questions.*.answer"): the same field in another entry. */
const sameField = (key: string) => key.replace(/(^|\.)\d+(?=\.|$|#)/g, "$1*");

/**
 * One Spanish file's lines of the record after a save, from its texts before (as written; none for
 * a new file) and after, and its lines before. A Spanish text the save changes records the English
 * saved with it: its mark clears. One the save leaves as it was keeps its line, even when the
 * editor sends it along with a changed English: so an English-only change leaves (or sets) the mark
 * on its twin. One that only moved in its list (an entry above it removed) keeps the line it had.
 */
export function recordAfterSave(before: readonly PairedText[], after: readonly PairedText[], lines: Readonly<Record<string, string>> = {}): Record<string, string> {
  const earlier = new Map(before.map((text) => [text.key, text]));
  const next: Record<string, string> = {};
  for (const text of after) {
    const spanish = textHash(text.spanish);
    const same = earlier.get(text.key);
    if (same && textHash(same.spanish) === spanish) {
      if (lines[text.key] !== undefined) next[text.key] = lines[text.key]!;
      continue;
    }
    const moved = before.find((old) => old.key !== text.key && sameField(old.key) === sameField(text.key) && textHash(old.spanish) === spanish && lines[old.key] !== undefined);
    next[text.key] = moved ? lines[moved.key]! : textHash(text.english);
  }
  return next;
}

/**
 * The record with the texts of `pairs` marked as reviewed against their English as it is now: every
 * text (`which` left out; the record is then written afresh, lines of texts no longer there
 * dropped), or those whose "file\nkey" `which` holds.
 */
export function markedReviewed(pairs: readonly TranslationPair[], record: TranslationRecord, which?: ReadonlySet<string>): TranslationRecord {
  const next: TranslationRecord = which ? structuredClone(record) : {};
  for (const pair of pairs) {
    for (const text of pairedTexts(pair)) {
      if (which && !which.has(`${pair.file}\n${text.key}`)) continue;
      (next[pair.file] ??= {})[text.key] = textHash(text.english);
    }
  }
  return next;
}

/** The record as its file holds it: the Spanish files in alphabetical order, each file's texts in its own order; a final newline. */
export function recordText(record: TranslationRecord): string {
  const files = Object.keys(record)
    .filter((file) => Object.keys(record[file]!).length > 0)
    .sort();
  return `${JSON.stringify(Object.fromEntries(files.map((file) => [file, record[file]])), null, 2)}\n`;
}

/** The record a file's text holds; an empty one for none, and a refusal naming the file for one that is not a record. */
export function readRecord(text: string | undefined): TranslationRecord {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${translationRecordFile} could not be read as JSON (${(error as Error).message}); write it afresh with npm run translations:reviewed`, {
      cause: error,
    });
  }
  const valid = isRecord(value) && Object.values(value).every((lines) => isRecord(lines) && Object.values(lines).every((hash) => typeof hash === "string"));
  if (!valid) throw new Error(`${translationRecordFile} is not a record of hashes by file and text; write it afresh with npm run translations:reviewed`);
  return value as TranslationRecord;
}
