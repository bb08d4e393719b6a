import { execFile } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { closeSync, constants, copyFileSync, existsSync, fstatSync, lstatSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isDeepStrictEqual } from "node:util";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { isMap, parseDocument, stringify } from "yaml";
import { toJSONSchema, z } from "zod";
import sharp from "sharp";
import { parsePostFile } from "../app/lib/blog.server.ts";
import { readFrontMatter } from "../app/lib/markdown.server.ts";
import { businessWordsFile } from "../core/business-words.ts";
import { entriesWithoutWords, keyedListNames, spanishBusinessWordsSchema } from "../core/business-words-schema.ts";
import { defaultLocale, languageNames, locales, type Locale } from "../core/locale.ts";
import { problemsInOwnersWords } from "../core/site-schema.ts";
import { isUploadName, largestUploadBytes, uploadFormat, uploadsFolder } from "../core/uploads.ts";
import { pageFileAt } from "../content/page-files.ts";
import { serviceAreaRuleProblems } from "../scripts/build-zip-coverage.ts";
import { filledPath, fillPageFile } from "../scripts/generate-page-copy.ts";
import { generatedTownFiles, generateTownData } from "../scripts/generate-town-list.ts";
import { translationProblems } from "../scripts/translations.ts";
import { readerIn, translationPairAt, type Reader } from "../scripts/translation-review.ts";
import { isSameInEveryLanguage, keyIn, pairedTexts, readRecord, recordAfterSave, recordText, textHash, translationRecordFile, type TranslationRecord } from "../core/translation-review.ts";
import type { Town } from "../content/towns.ts";
import { parseLegalFile } from "../app/lib/legal.server.ts";
import { formVersionsFile } from "./form-record.ts";
import { editableFiles, inLanguage, studioEntryOf, translatedFileAt, translatedFiles, type Translated } from "./cms-config.ts";

/**
 * The studio's file store on the owner's computer: the actions Decap CMS's "proxy" backend sends
 * (one JSON request per action to POST /api/v1), answered from the working tree. Written for this
 * site, not taken from decap-server, because a save must pass the site's own rules first:
 * `persistEntry` refuses a file that breaks one, with the rule in the owner's words, and writes
 * nothing. Only the folders the studio edits can be read or written.
 *
 * The owner's words are in one file per language (content/pages/en/about.json and
 * content/pages/es/about.json). The editor asks for a page, the FAQ, the quotes or a legal page by
 * the path without its language folder (content/pages/about.json, studio/cms-config.ts'
 * `translatedFiles`) and gets one JSON document holding every language; on save the studio splits it
 * into the language files again. A town or a blog post it reads and writes as the language files
 * themselves. Either way a file in another language than English is held to the English saved with
 * it (or, when the save has none, the English as written): every field there, each list as long,
 * no words left as the English wrote them (scripts/translations.ts), refused as "Español: …" in the
 * owner's words; and the facts in it (an icon, a town's zip codes, a date) are the English file's,
 * copied in on save.
 *
 * A save also keeps the record of the English each Spanish text was translated from
 * (core/translation-review.ts): a Spanish text it changes records the English saved with it, so its
 * mark clears; one it leaves as it was keeps its line, so an English change marks its twin for review.
 * `reviewTranslations` records, for texts the owner says are still right, the English she saw.
 */

/** Where the studio may read, relative to the repository; it writes only what `writable` allows. */
export const readableFolders = ["content", uploadsFolder] as const;

type DataFile = { path: string; raw: string; newPath?: string };
type Asset = { path: string; content: string; encoding: "base64" };

export class StudioError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 422 = 422,
  ) {
    super(message);
  }
}

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

/**
 * `path` inside the repository and inside a folder the studio reads, or a refusal. No link is
 * followed: the deepest part of the path that exists must be where its name says, so a symbolic
 * link in the tree can neither read nor write a file outside it.
 */
function confined(root: string, path: unknown): string {
  if (typeof path !== "string" || path === "") throw new StudioError("no file named", 400);
  const full = resolve(root, path);
  const inside = readableFolders.some((folder) => {
    const base = resolve(root, folder);
    return full === base || full.startsWith(base + sep);
  });
  if (!inside) throw new StudioError(`the studio does not edit ${path}`, 400);
  let existing = full;
  while (existing !== root && !exists(existing)) existing = dirname(existing);
  let real: string | undefined;
  try {
    real = realpathSync(existing);
  } catch {
    // a link that leads nowhere
  }
  if (real !== join(realpathSync(root), relative(root, existing))) throw new StudioError(`the studio does not follow links: ${path}`, 400);
  return full;
}

/** Whether something, a link included (even one that leads nowhere), is at `path`. */
function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

const repoPath = (root: string, full: string) => relative(root, full).split(sep).join("/");

/**
 * `path`, when the studio may write or delete it: a file of `editableFiles`, a file in a language's
 * folder the owner writes in every language (a legal page; an entry of an `editableFolders` folder,
 * lowercase words joined by hyphens, `.md`), or an upload; else a refusal. The rest of content/
 * (the TypeScript modules, the generated files) is read, never written.
 */
function writable(root: string, path: unknown): string {
  const full = confined(root, path);
  const relativePath = repoPath(root, full);
  if (!(relativePath in editableFiles) && !translatedFileAt(relativePath)) {
    throw new StudioError(`the studio does not edit ${relativePath}`, 400);
  }
  return full;
}

/** The refusal of a file that is no picture the site shows, by its name or by what it is. */
const notAPicture = (name: string) => new StudioError(`Not saved: ${name} is not a picture the site can show. Upload a photo saved as JPEG, PNG, WebP or AVIF.`);

/**
 * `path`, when it names a file directly in the uploads folder, the only place the studio keeps or
 * removes media: a picture by its name (`pictureOnly`) for one to keep; else a refusal.
 */
function uploadPath(root: string, path: unknown, { pictureOnly = true } = {}): string {
  const full = confined(root, path);
  const relativePath = repoPath(root, full);
  const name = relativePath.slice(uploadsFolder.length + 1);
  if (!relativePath.startsWith(`${uploadsFolder}/`) || name.includes("/") || name.startsWith(".")) {
    throw new StudioError(`the studio keeps pictures in ${uploadsFolder}/ only, not at ${relativePath}`, 400);
  }
  if (pictureOnly && !isUploadName(name)) throw notAPicture(name);
  return full;
}

type Shape = { title?: string; properties?: Record<string, Shape>; items?: Shape; anyOf?: Shape[]; pairedBy?: string };

/** The field a list's entries are known by (`pairedBy`), when it is a fact, the same in every language (a town's zip code). */
const factKey = (list: Shape, facts: ReadonlySet<string>, path: readonly string[]) =>
  list.pairedBy !== undefined && facts.has([...path, list.pairedBy].join(".")) ? list.pairedBy : undefined;

/** `value` with its keys in the order the schema lists them (the form's order), at every depth. */
function inSchemaOrder(value: unknown, shape: Shape | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, shape?.items));
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const order = Object.keys(shape?.properties ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(
    entries.sort(([a], [b]) => rank(a) - rank(b)).map(([key, child]) => [key, inSchemaOrder(child, shape?.properties?.[key])]),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `translated` with the English file's facts in it (`isSameInEveryLanguage`: an icon, a rating, a
 * town's zip codes, a date): the English value, or none where the English has none; a list's
 * entries one by one, as far as both lists go. A list whose entries are known by a fact of theirs
 * (`pairedBy`, a town's zip code) is the English list, each entry with its translation's words
 * where the translation has that entry, else as in English (a zip code just added, with its
 * neighborhoods' names, until she translates them).
 */
export function withEnglishFacts(english: unknown, translated: unknown, node: Shape, facts: ReadonlySet<string>, path: readonly string[] = []): unknown {
  if (path.length > 0 && isSameInEveryLanguage(node, path, facts)) return english;
  const here = node.anyOf?.find((option) => option.properties || option.items) ?? node;
  const by = factKey(here, facts, path);
  if (Array.isArray(english) && here.items && by !== undefined) {
    // A new entry's other language has none of the list yet: the editor does not copy a list across.
    const others: unknown[] = Array.isArray(translated) ? translated : [];
    return english.map((item) => {
      const key = keyIn(item, by);
      const twin = key === undefined ? undefined : others.find((other) => keyIn(other, by) === key);
      return twin === undefined ? item : withEnglishFacts(item, twin, here.items!, facts, path);
    });
  }
  if (Array.isArray(english) && Array.isArray(translated) && here.items) {
    return translated.map((item, i) => (i < english.length ? withEnglishFacts(english[i], item, here.items!, facts, path) : item));
  }
  if (isRecord(english) && isRecord(translated) && here.properties) {
    const merged: Record<string, unknown> = { ...translated };
    for (const [key, child] of Object.entries(here.properties)) {
      const value = withEnglishFacts(english[key], translated[key], child, facts, [...path, key]);
      if (value === undefined) delete merged[key];
      else merged[key] = value;
    }
    return merged;
  }
  return translated;
}

/**
 * The entries of `value`'s lists paired by a fact of theirs (a town's zip code), each named by its
 * list's title and its key: "Zip codes: 33921". An entry of a translation that the English lacks was
 * typed or added in that language's column, and `withEnglishFacts` would drop it with its words.
 */
export function keyedEntries(value: unknown, node: Shape, facts: ReadonlySet<string>, path: readonly string[] = []): string[] {
  if (path.length > 0 && isSameInEveryLanguage(node, path, facts)) return [];
  const here = node.anyOf?.find((option) => option.properties || option.items) ?? node;
  const by = factKey(here, facts, path);
  if (Array.isArray(value) && by !== undefined) {
    const title = node.title ?? here.title ?? path.join(".");
    return value.map((item) => `${title}: ${keyIn(item, by) ?? "an entry without one"}`);
  }
  if (isRecord(value) && here.properties) {
    return Object.entries(here.properties).flatMap(([key, child]) => keyedEntries(value[key], child, facts, [...path, key]));
  }
  return [];
}

/**
 * A Markdown text as the repository writes it: a list item's marker "-", where the editor's
 * rich-text view writes "*" for every item of the text, so that a post saved with one sentence
 * changed differs from its file in that sentence's line only. Code (fenced) and a "* * *" rule are
 * left as they are.
 */
export function inRepositoryMarkdown(text: string): string {
  let fence: string | undefined;
  return text
    .split("\n")
    .map((line) => {
      const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence !== undefined) {
        if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
        return line;
      }
      if (opening !== undefined) {
        fence = opening;
        return line;
      }
      if (/^ {0,3}(\*[ \t]*){3,}$/.test(line)) return line;
      return line.replace(/^(\s*)\* (?=\S)/, "$1- ");
    })
    .join("\n");
}

/** `value` without its facts: the words a translation is held to. */
function wordsOf(value: unknown, node: Shape, facts: ReadonlySet<string>, path: readonly string[] = []): unknown {
  if (path.length > 0 && isSameInEveryLanguage(node, path, facts)) return undefined;
  const here = node.anyOf?.find((option) => option.properties || option.items) ?? node;
  if (Array.isArray(value)) return value.map((item) => wordsOf(item, here.items ?? {}, facts, path));
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, wordsOf(child, here.properties?.[key] ?? {}, facts, [...path, key])]));
  }
  return value;
}

/** True when `value` (a file's words, facts taken out) has any text that is not empty. */
const saysSomething = (value: unknown): boolean =>
  typeof value === "string" ? value.trim() !== "" : Array.isArray(value) ? value.some(saysSomething) : isRecord(value) && Object.values(value).some(saysSomething);

const serviceAreaFile = "content/service-area.json";

/** The owner's service-area rules as the working tree has them (none when the file is missing or unreadable; its own save checks it). */
function savedServiceAreaRules(root: string): unknown {
  try {
    return JSON.parse(readFileSync(join(root, serviceAreaFile), "utf8"));
  } catch {
    return { alsoServe: [], doNotServe: [], placesNotServed: [] };
  }
}

/**
 * The towns as they would be with `saved` (town files by path, content/towns/<language>/<slug>.md,
 * and their text) written, or the problems that only show among all the towns (two towns with one
 * name, a headline that does not name its town, a language's page missing or left untranslated):
 * the build's own check, run on a copy of the towns' folders.
 */
function townsAfterSave(
  root: string,
  saved: ReadonlyMap<string, string> = new Map(),
  removed: ReadonlySet<string> = new Set(),
): { problems: string[]; towns?: Town[] } {
  const scratch = mkdtempSync(join(tmpdir(), "studio-towns-"));
  try {
    for (const of of locales) {
      const folder = join(root, "content", "towns", of);
      mkdirSync(join(scratch, of));
      for (const name of existsSync(folder) ? readdirSync(folder) : []) {
        if (name.endsWith(".md") && !removed.has(`content/towns/${of}/${name}`)) copyFileSync(join(folder, name), join(scratch, of, name));
      }
    }
    for (const [path, text] of saved) writeFileSync(join(scratch, path.replace(/^content\/towns\//, "")), text);
    const { problems, files } = generateTownData(join(scratch, defaultLocale));
    return problems.length > 0 || !files ? { problems } : { problems, towns: JSON.parse(files["towns.generated.json"]) as Town[] };
  } catch (error) {
    return { problems: [(error as Error).message] };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The file a site path (/images/…) names inside public/, or undefined when it points outside. */
function publicFile(root: string, src: string): string | undefined {
  const publicDir = resolve(root, "public");
  const file = resolve(publicDir, `.${src}`);
  return file.startsWith(publicDir + sep) ? file : undefined;
}

/**
 * A post as the studio keeps it: without the figures the build works out, its reading time (from the
 * text) and its picture's size (from the picture's file), so none can go stale in the file (one a
 * file held before goes); without a picture when the owner left both its fields empty.
 */
function completePost(front: Record<string, unknown>): Record<string, unknown> {
  const { readTime: _stored, ...completed }: Record<string, unknown> = { ...front };
  const image = front.image as { src?: unknown; alt?: unknown; width?: unknown; height?: unknown } | undefined;
  if (image && typeof image.src === "string" && image.src !== "") {
    const { width: _width, height: _height, ...picture } = image;
    completed.image = picture;
  } else if (image && !image.alt) {
    delete completed.image;
  }
  return completed;
}

/**
 * What kind of file a path is, for its checks: its rules (a Markdown file's front matter's), and its
 * language when the owner writes it in every language, with `words`, the rules of what a
 * translation is held to (a Markdown file's text a field of its own).
 */
type Kind = {
  form: "json" | "town" | "post" | "legal";
  schema: z.ZodType;
  language?: Translated & { locale: Locale; shared: string; words: z.ZodType };
};

/** The English facts the Spanish words are laid over, as `saved` has them or the working tree does. */
function englishFacts(root: string, saved: ReadonlyMap<string, string>): { competitors: unknown[]; detergents: unknown[] } {
  try {
    const facts = JSON.parse(saved.get("content/business.json") ?? readFileSync(join(root, "content", "business.json"), "utf8")) as Record<string, unknown>;
    const list = (key: string) => (Array.isArray(facts[key]) ? (facts[key] as unknown[]) : []);
    return { competitors: list("competitors"), detergents: list("detergents") };
  } catch {
    return { competitors: [], detergents: [] };
  }
}

function kindOf(root: string, path: string, saved: ReadonlyMap<string, string>): Kind | undefined {
  const language = translatedFileAt(path);
  if (language) {
    const schema = language.schema();
    const words = language.body ? (schema as z.ZodObject).extend({ body: z.string().meta({ title: language.body }) }) : schema;
    const form = language.folder === "content/towns" ? "town" : language.folder === "content/blog" ? "post" : path.endsWith(".md") ? "legal" : "json";
    return { form, schema, language: { ...language, words } };
  }
  if (path === businessWordsFile.es) return { form: "json", schema: spanishBusinessWordsSchema(englishFacts(root, saved)) };
  const schema = editableFiles[path];
  return schema ? { form: "json", schema: schema() } : undefined;
}

/** One file of a save, read: its value (a Markdown file's front matter) and a Markdown file's text, or why it could not be read. */
type Read = { path: string; raw: string; kind?: Kind; value?: unknown; body?: string; unreadable?: string };

function readSaved(path: string, raw: string, kind: Kind | undefined): Read {
  if (!kind) return { path, raw };
  try {
    if (kind.form === "json") return { path, raw, kind, value: JSON.parse(raw) as unknown };
    const file = readFrontMatter(path, raw);
    return { path, raw, kind, value: file.data ?? {}, body: file.body.trim() };
  } catch {
    const what = kind.form === "town" ? "a town" : kind.form === "post" ? "a post" : kind.form === "legal" ? "a page" : "JSON";
    return { path, raw, kind, unreadable: `the file could not be read as ${what}` };
  }
}

/**
 * A file the studio edits, read as its form has it: its rules, its value (a Markdown file's front
 * matter), and a Markdown file's text with that field's title. Undefined for a file the studio does
 * not edit, or one that cannot be read.
 */
export function readEdited(root: string, path: string, raw: string): { schema: z.ZodType; value: unknown; body?: string; bodyTitle?: string } | undefined {
  const kind = kindOf(root, path, new Map());
  const read = readSaved(path, raw, kind);
  if (!kind || read.unreadable !== undefined) return undefined;
  return { schema: kind.schema, value: read.value, ...(read.body === undefined ? {} : { body: read.body, bodyTitle: kind.language?.body ?? "Text" }) };
}

/**
 * The text the repository keeps for `value`: keys in the form's order; JSON with two-space indents,
 * or front matter as YAML and then `body`; a final newline. Front matter already written
 * (`previous`, the file as it is) keeps its text, comments and line breaks but for the fields whose
 * values changed: those are written anew, the fields gone are taken out, new ones added at its end.
 */
function fileText(kind: Kind, value: unknown, body = "", previous?: string): string {
  const ordered = inSchemaOrder(value, toJSONSchema(kind.schema, { io: "input", unrepresentable: "any" }) as Shape);
  if (kind.form === "json") return `${JSON.stringify(ordered, null, 2)}\n`;
  const front = (isRecord(ordered) && previous !== undefined ? frontMatterEdited(previous, ordered) : undefined) ?? stringify(ordered, { lineWidth: 100 });
  return `---\n${front}---\n${kind.form === "town" ? "" : `\n${body}\n`}`;
}

/** `previous`'s front matter with only the fields whose values differ from `value`'s written anew; undefined when it cannot be read so. */
function frontMatterEdited(previous: string, value: Record<string, unknown>): string | undefined {
  const source = /^---\n([\s\S]*?\n)---\n/.exec(previous)?.[1];
  if (source === undefined) return undefined;
  const document = parseDocument(source);
  if (document.errors.length > 0 || !isMap(document.contents)) return undefined;
  const before = document.toJS() as Record<string, unknown>;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const pair of document.contents.items) {
    const key = pair.key as { value?: unknown; range?: [number, number, number] } | null;
    const node = pair.value as { range?: [number, number, number] } | null;
    const name = String(key?.value);
    const start = key?.range?.[0];
    const end = node?.range?.[2] ?? key?.range?.[2];
    if (start === undefined || end === undefined) return undefined;
    if (!(name in value)) edits.push({ start, end, text: "" });
    else if (!isDeepStrictEqual(before[name], value[name])) edits.push({ start, end, text: stringify({ [name]: value[name] }, { lineWidth: 100 }) });
  }
  let text = source;
  for (const { start, end, text: written } of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, start) + written + text.slice(end);
  const added = Object.fromEntries(Object.entries(value).filter(([name]) => !(name in before)));
  if (Object.keys(added).length > 0) text = `${text.endsWith("\n") ? text : `${text}\n`}${stringify(added, { lineWidth: 100 })}`;
  return text;
}

/**
 * `raw` as the studio would write it back unchanged (a file it edits under `root`), or undefined for a
 * file it does not edit. A file kept in this form is one a save changes only where a value changed.
 */
export function asTheStudioWrites(root: string, path: string, raw: string): string | undefined {
  const read = readSaved(path, raw, kindOf(root, path, new Map()));
  if (!read.kind || read.unreadable !== undefined) return undefined;
  return fileText(read.kind, read.value, read.body, raw);
}

/** A file's words and facts as a translation is held to them: a Markdown file's text as its field `body`. */
const withBody = (read: { value?: unknown; body?: string }, kind: Kind) =>
  kind.language?.body && isRecord(read.value) ? { ...read.value, body: read.body ?? "" } : read.value;

/**
 * A file of a save as the studio would write it: its text, or its problems in the owner's words;
 * `remove` for a translation left empty where it may be (a blog post's Spanish), `unchanged` for a
 * file brought along that the save does not change.
 */
export type Checked = { path: string; text: string; problems: string[]; remove?: boolean; unchanged?: boolean };

/**
 * What the studio writes for the files of one save (`files`: path and text as the editor sent
 * them). A file with rules (editableFiles, a town, a blog post, a legal page) is checked and written
 * the one way the repository keeps it (`fileText`), so a save changes only the lines of the values
 * that changed; other files are written as they came.
 *
 * A file in another language than English gets the English's facts, and is held to the English
 * words: those saved with it, else those written. An English file saved without its other
 * languages brings them along, from the working tree, to get its facts and be held to its words;
 * one that has none yet is refused (but for a blog post, whose Spanish is optional: a Spanish post
 * with no words in it is not written, and removed when there was one).
 */
export async function checkedFiles(
  root: string,
  files: readonly { path: string; raw: string }[],
  pending: ReadonlyMap<string, Buffer> = new Map(),
): Promise<Checked[]> {
  const sent = new Map(files.map((file) => [file.path, file.raw]));
  const onDisk = (path: string) => {
    try {
      return readFileSync(join(root, path), "utf8");
    } catch {
      return undefined;
    }
  };
  // The other languages of an English file saved alone, as written.
  const brought = new Map<string, string>();
  const missing: string[] = [];
  for (const { path } of files) {
    const language = translatedFileAt(path);
    if (!language || language.locale !== defaultLocale) continue;
    for (const of of locales.filter((l) => l !== defaultLocale)) {
      const twin = inLanguage(language.shared, of);
      if (sent.has(twin)) continue;
      const raw = onDisk(twin);
      if (raw !== undefined) brought.set(twin, raw);
      else if (!language.optional) missing.push(`${languageNames[of]}: there is no ${languageNames[of]} version yet; write it in the ${of.toUpperCase()} column`);
    }
  }
  const all = new Map([...sent, ...brought]);
  const reads = await Promise.all(
    [...all].map(async ([path, raw]) => {
      const read = readSaved(path, raw, kindOf(root, path, all));
      if (read.kind?.form === "post" && isRecord(read.value)) read.value = completePost(read.value);
      return read;
    }),
  );
  const byPath = new Map(reads.map((read) => [read.path, read]));
  // The English of a file in another language (its words and facts): saved with it, else as written, when it passes its own rules.
  const englishOf = (read: Read): unknown => {
    const language = read.kind?.language;
    if (!language || language.locale === defaultLocale || !read.kind) return undefined;
    const path = inLanguage(language.shared, defaultLocale);
    const raw = onDisk(path);
    const english = byPath.get(path) ?? (raw === undefined ? undefined : readSaved(path, raw, read.kind));
    if (english?.value === undefined || !read.kind.schema.safeParse(english.value).success) return undefined;
    return withBody(english, read.kind);
  };

  const checked: Checked[] = [];
  for (const read of reads) {
    const { path, raw, kind } = read;
    if (!kind) {
      checked.push({ path, text: raw, problems: [] });
      continue;
    }
    const language = kind.language;
    const named = (problems: string[]) =>
      language && language.locale !== defaultLocale ? problems.map((problem) => `${languageNames[language.locale]}: ${problem}`) : problems;
    if (read.unreadable !== undefined) {
      checked.push({ path, text: raw, problems: named([read.unreadable]) });
      continue;
    }
    const words = language?.words ?? kind.schema;
    const node = toJSONSchema(words, { io: "input", unrepresentable: "any" }) as Shape;
    const facts = new Set(language?.facts ?? []);
    const english = englishOf(read);
    // The facts are the English's (a Markdown file's text being words, `body` comes back as it was).
    const whole = english === undefined ? withBody(read, kind) : withEnglishFacts(english, withBody(read, kind), node, facts);
    let value = whole;
    let body = read.body;
    if (language?.body && isRecord(whole)) {
      const { body: text, ...front } = whole;
      value = front;
      body = String(text ?? "");
      // The editor's rich-text view writes the whole post anew, its list items with "*": back to the repository's "-".
      if (kind.form === "post") body = inRepositoryMarkdown(body);
    }
    if (kind.form === "post" && isRecord(value)) {
      // The Spanish of a post is optional: one with no words is no translation at all.
      if (language?.optional && language.locale !== defaultLocale && !saysSomething(wordsOf({ ...value, body }, node, facts))) {
        checked.push({ path, text: "", problems: [], remove: true });
        continue;
      }
      // No reading time or picture size, which the build works out (the English's facts may have brought them).
      value = completePost(value);
    }
    const text = fileText(kind, value, body, onDisk(path));
    const problems = problemsInOwnersWords(kind.schema, value);
    if (english !== undefined) {
      // An entry the file had is one the English has just removed, and goes with it; a new one was typed in this language.
      const disk = onDisk(path);
      const before = disk === undefined ? undefined : readSaved(path, disk, kind);
      const known = new Set([...keyedEntries(english, node, facts), ...(before?.unreadable === undefined ? keyedEntries(withBody(before ?? {}, kind), node, facts) : [])]);
      const stray = keyedEntries(withBody(read, kind), node, facts).filter((entry) => !known.has(entry));
      problems.push(...stray.map((entry) => `${entry} is not in the English; add, remove or change it in English, and the other languages follow`));
    }
    if (kind.form === "town" && body) problems.push("a town file has nothing after its fields");
    if (kind.form === "post" && !body) problems.push("The post: must not be empty");
    if (kind.form === "legal" && !body) problems.push("The page: must not be empty");
    if (problems.length === 0 && english !== undefined) {
      const mine = language?.body && isRecord(value) ? { ...value, body } : value;
      problems.push(...translationProblems(words, wordsOf(english, node, facts), wordsOf(mine, node, facts)));
    }
    if (problems.length === 0 && kind.form === "legal") {
      try {
        parseLegalFile(basename(path), text);
      } catch (error) {
        // Named by the file it checked, in its own language's folder.
        problems.push((error as Error).message.replace(/content\/legal\/[a-z]{2}\/[\w-]+\.md/, path));
      }
    }
    if (problems.length === 0 && kind.form === "post") {
      try {
        // Read only, and only inside public/: the site's own pictures, the uploads, or the picture
        // being saved with the post.
        parsePostFile(basename(path), text, (src) => {
          const file = publicFile(root, src);
          if (file === undefined) return undefined;
          return pending.get(file) ?? (existsSync(file) ? readFileSync(file) : undefined);
        });
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    if (problems.length === 0 && path === serviceAreaFile) {
      const { problems: townProblems, towns } = townsAfterSave(root);
      problems.push(...(towns ? serviceAreaRuleProblems(value, towns) : townProblems));
    }
    checked.push({ path, text, problems: named(problems) });
  }

  // Among all the towns, then with the zips the owner does not serve (a town page's zip is served).
  const towns = checked.filter(({ path }) => translatedFileAt(path)?.folder === "content/towns");
  if (towns.length > 0 && checked.every(({ problems }) => problems.length === 0)) {
    const after = townsAfterSave(root, new Map(towns.map(({ path, text }) => [path, text])));
    const first = towns[0]!;
    first.problems.push(
      ...after.problems.map((problem) => {
        const of = locales.find((l) => l !== defaultLocale && problem.startsWith(`content/towns/${l}/`));
        return of ? `${languageNames[of]}: ${problem}` : problem;
      }),
    );
    if (after.towns) first.problems.push(...serviceAreaRuleProblems(savedServiceAreaRules(root), after.towns));
  }
  // New English facts hold the Spanish words over them as written to their lists: each competitor
  // and detergent needs an entry that translates it (the build checks both files together, and so
  // does a save). The editor saves one entry at a time, so a new one's Spanish is saved first, on
  // its own (an entry for a name the English lacks is allowed), then the English: the refusal says so.
  const facts = checked.find(({ path }) => path === "content/business.json");
  if (facts && facts.problems.length === 0 && !sent.has(businessWordsFile.es)) {
    const spanish = onDisk(businessWordsFile.es);
    if (spanish !== undefined) {
      const kind = kindOf(root, businessWordsFile.es, new Map([[facts.path, facts.text]]));
      const read = readSaved(businessWordsFile.es, spanish, kind);
      const place = studioEntryOf(businessWordsFile.es)!.names.join(" › ");
      const without = read.unreadable === undefined ? entriesWithoutWords(englishFacts(root, new Map([[facts.path, facts.text]])), read.value) : [];
      facts.problems.push(
        ...without.map(
          ({ list, name }) =>
            `${keyedListNames[list].english} › “${name}”: has no Spanish words yet. Add its Spanish words first in ${place}: an entry of ${keyedListNames[list].words} that translates “${name}”; then save this`,
        ),
      );
      // Anything else wrong with the Spanish words as written (the build refuses them too).
      const problems = read.unreadable !== undefined ? [read.unreadable] : without.length > 0 ? [] : problemsInOwnersWords(read.kind!.schema, read.value);
      facts.problems.push(...problems.map((problem) => `${languageNames.es}: ${problem}; fix it in ${place} first`));
    }
  }
  if (missing.length > 0 && checked.length > 0) checked[0]!.problems.push(...missing);
  // A file is written only when the save changes what it says: one brought along (its facts), or one
  // the editor sent as it was (the English of a Spanish edit), keeps its text as written, comments,
  // order and line breaks included.
  const saysTheSame = (path: string, text: string) => {
    const disk = onDisk(path);
    if (disk === undefined) return false;
    if (disk === text) return true;
    const kind = kindOf(root, path, all);
    if (!kind) return false;
    const [before, after] = [readSaved(path, disk, kind), readSaved(path, text, kind)];
    return before.unreadable === undefined && isDeepStrictEqual(before.value, after.value) && (before.body ?? "") === (after.body ?? "");
  };
  return checked.map((file) => (!file.remove && saysTheSame(file.path, file.text) ? { ...file, unchanged: true } : file));
}

/**
 * What the site's rules say of the working tree after a change made outside the editor's forms (an
 * undone publish, studio/history.ts), for the files it changed (`paths`, some perhaps gone): each
 * file the studio edits, checked as a save of it as written would be; and, when a town is gone, the
 * zip codes she serves against the towns left. Empty when the build would take them.
 */
export async function problemsAsWritten(root: string, paths: readonly string[]): Promise<string[]> {
  const isEdited = (path: string) => path in editableFiles || translatedFileAt(path) !== undefined;
  const present = paths.filter((path) => isEdited(path) && existsSync(join(root, path)));
  const townGone = paths.some((path) => translatedFileAt(path)?.folder === "content/towns" && !existsSync(join(root, path)));
  if (townGone && !present.includes(serviceAreaFile)) present.push(serviceAreaFile);
  const checked = await checkedFiles(root, present.map((path) => ({ path, raw: readFileSync(join(root, path), "utf8") })));
  return checked.flatMap(({ problems }) => problems);
}

/** A file in one language, as a part of the editor's document of every language (`translatedFiles`). */
function documentPart(path: string, raw: string): unknown {
  if (!path.endsWith(".md")) return JSON.parse(raw) as unknown;
  const { data, body } = readFrontMatter(path, raw);
  return { ...(isRecord(data) ? data : {}), body: body.trim() };
}

/**
 * The editor's document for a file the owner writes in every language: { "en": …, "es": … }, from
 * the language files there are (a file that cannot be read is left out, so the editor shows its
 * fields empty).
 */
async function documentEntry(root: string, path: string) {
  confined(root, path);
  const parts: Record<string, unknown> = {};
  for (const of of locales) {
    try {
      const file = inLanguage(path, of);
      parts[of] = documentPart(file, await readFile(join(root, file), "utf8"));
    } catch {
      // not there, or unreadable
    }
  }
  const data = Object.keys(parts).length > 0 ? `${JSON.stringify(parts, null, 2)}\n` : null;
  return { data, file: { path, id: data === null ? null : sha256(data) } };
}

/** The language files of the editor's document for `path`: each language's part, as the file would hold it. */
function splitDocument(path: string, raw: string): { files: DataFile[]; problems: string[] } {
  let parts: unknown;
  try {
    parts = JSON.parse(raw);
  } catch {
    return { files: [], problems: ["the entry could not be read as JSON"] };
  }
  if (!isRecord(parts)) return { files: [], problems: ["the entry could not be read as JSON"] };
  const files = locales.flatMap((of) => {
    const part = parts[of];
    if (!isRecord(part)) return [];
    const file = inLanguage(path, of);
    if (!path.endsWith(".md")) return [{ path: file, raw: JSON.stringify(part) }];
    const { body = "", ...front } = part;
    return [{ path: file, raw: `---\n${stringify(front)}---\n\n${String(body)}\n` }];
  });
  return { files, problems: files.some((file) => translatedFileAt(file.path)?.locale === defaultLocale) ? [] : [`${languageNames[defaultLocale]}: the entry has no words in ${languageNames[defaultLocale]}`] };
}

async function entry(root: string, path: string) {
  if (path in translatedFiles) return documentEntry(root, path);
  const full = confined(root, path);
  try {
    const raw = await readFile(full, "utf8");
    return { data: raw, file: { path: repoPath(root, full), id: sha256(raw) } };
  } catch {
    return { data: null, file: { path: repoPath(root, full), id: null } };
  }
}

async function mediaFile(root: string, path: string) {
  const full = confined(root, path);
  const bytes = await readFile(full);
  return { id: sha256(bytes), content: bytes.toString("base64"), encoding: "base64", path: repoPath(root, full), name: basename(full) };
}

/** Files directly in `folder` (or to `depth` levels) whose names end with `extension`. */
async function listFiles(root: string, folder: string, extension: string, depth: number): Promise<string[]> {
  const full = confined(root, folder);
  const found: string[] = [];
  async function walk(dir: string, level: number) {
    let names;
    try {
      names = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const item of names) {
      const path = join(dir, item.name);
      if (item.isDirectory() && level < depth) await walk(path, level + 1);
      else if (item.isFile() && item.name.endsWith(extension ? `.${extension.replace(/^\./, "")}` : "")) found.push(repoPath(root, path));
    }
  }
  await walk(full, 1);
  return found.sort();
}

/** Widest picture the site shows: a post's picture fills the article column, at most 800 px at 2×. */
export const widestPictureWidth = 1600;

/** What sharp reads a file as, for each kind of picture an upload may be (an AVIF is a HEIF file of AV1 pictures). */
const readableAs = (format: string | undefined, compression: string | undefined) =>
  format === "jpeg" || format === "png" || format === "webp" ? format : format === "heif" && compression === "av1" ? "avif" : undefined;

/**
 * An uploaded picture as the site should send it, or a refusal in the owner's words. Only a
 * picture is kept, whatever its name says: the file must read as a JPEG, PNG, WebP or AVIF picture
 * (not an SVG, a page or a script), at most `largestUploadBytes`. It is drawn again into the format
 * its name gives, so what is kept is a picture and nothing else, without the camera's hidden notes
 * (a phone photo's location among them), turned upright, and a photo wider than
 * `widestPictureWidth` scaled down, so one upload cannot make a page slow.
 */
export async function sitePicture(path: string, bytes: Buffer): Promise<Buffer> {
  const name = basename(path);
  const format = uploadFormat(name);
  if (!format) throw notAPicture(name);
  if (bytes.length > largestUploadBytes) {
    throw new StudioError(`Not saved: ${name} is ${(bytes.length / 1e6).toFixed(0)} MB; the studio takes pictures of up to ${largestUploadBytes / 1024 / 1024} MB.`);
  }
  const unreadable = new StudioError(`Not saved: ${name} could not be read as a picture (a JPEG, PNG, WebP or AVIF file).`);
  let width: number | undefined;
  try {
    const metadata = await sharp(bytes).metadata();
    if (!readableAs(metadata.format, metadata.compression)) throw unreadable;
    width = metadata.autoOrient?.width ?? metadata.width;
  } catch {
    throw unreadable;
  }
  const upright = sharp(bytes).rotate();
  const sized = width && width > widestPictureWidth ? upright.resize({ width: widestPictureWidth }) : upright;
  return sized.toFormat(format, { quality: 80 }).toBuffer();
}

/**
 * Fills every page's words in again after the business facts changed, so a new price shows in them
 * too on the site beside the studio. A fresh process, which reads the facts as saved (this one read
 * them when it started). Only the preview depends on it: the build fills them in itself.
 */
async function refillPageWords(root: string): Promise<void> {
  const repo = resolve(import.meta.dirname, "..");
  await new Promise<void>((done) => {
    execFile("npx", ["tsx", "scripts/generate-page-copy.ts", "--root", root, "--quiet"], { cwd: repo, timeout: 60_000 }, () => done());
  });
}

/**
 * The towns' generated files (content/towns.generated.json and the town pages' words) as the town
 * files now say, as `npm run generate` writes them: the pages beside the studio read them (a new
 * town is a page there, vite.config.ts), and a live save commits them with the town. Each is
 * written only when it changes.
 */
async function refreshTownData(root: string): Promise<void> {
  const { files } = generateTownData(join(root, "content", "towns", defaultLocale));
  if (!files) return;
  for (const name of generatedTownFiles) {
    const path = join(root, "content", name);
    const now = await readFile(path, "utf8").catch(() => undefined);
    if (now !== files[name]) await write(path, files[name]);
  }
}

/**
 * What the studio works out again after a write changed `paths` (some perhaps gone): the towns'
 * generated files when a town changed, every page's filled-in words when the business facts or
 * their Spanish words did. One place for a save, a deletion and an undo (studio/history.ts).
 */
export async function rederive(root: string, paths: readonly string[]): Promise<void> {
  // The record too: a Spanish neighborhood name copied from its English follows it (scripts/generate-town-list.ts).
  if (paths.some((path) => translatedFileAt(path)?.folder === "content/towns" || path === translationRecordFile)) await refreshTownData(root);
  if (paths.some((path) => path === "content/business.json" || path === businessWordsFile.es)) await refillPageWords(root);
}

async function write(full: string, bytes: string | Buffer) {
  await mkdir(dirname(full), { recursive: true });
  // Written beside the file and renamed over it, so the site never reads half a file; a name of
  // its own for each write, so two writes of one file never write into the same temporary file.
  const temporary = `${full}.studio-${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, full);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** The end of the last change the studio began: changes run one after another, so none is lost to another's. */
let lastChange: Promise<unknown> = Promise.resolve();

/** Runs `change` once every change begun before it has ended (whether it was saved or refused). */
function oneAtATime<T>(change: () => Promise<T>): Promise<T> {
  const result = lastChange.then(change, change);
  lastChange = result.catch(() => undefined);
  return result;
}

/**
 * Where an entry the owner renamed goes (`newPath`): a file of its kind in the same folder and
 * language, and not one that is there already; else a refusal.
 */
function movedTo(root: string, path: string, newPath: unknown): string {
  const to = repoPath(root, writable(root, newPath));
  if (to === path) return to;
  const from = translatedFileAt(path);
  const target = translatedFileAt(to);
  if (!from?.folder || target?.folder !== from.folder || target.locale !== from.locale) {
    throw new StudioError(`Not saved: ${path} cannot be moved to ${to}`, 400);
  }
  if (exists(join(root, to))) throw new StudioError(`Not saved: there is already ${to}. Give the entry another name.`);
  return to;
}

/**
 * Deletes what the owner may delete, checked like a save: a picture in the uploads folder (any
 * file there, so one kept before these rules can go too), and a town or a post, in every language
 * at once, since the entry is one thing to her. A town is kept when the towns left or the zip codes
 * she serves would break a rule without it. Any other file the site needs is refused.
 */
async function deleteFiles(root: string, paths: readonly unknown[]): Promise<unknown> {
  const doomed = new Set<string>();
  for (const path of paths) {
    const relativePath = repoPath(root, confined(root, path));
    if (relativePath.startsWith(`${uploadsFolder}/`)) {
      doomed.add(repoPath(root, uploadPath(root, relativePath, { pictureOnly: false })));
      continue;
    }
    const language = translatedFileAt(relativePath);
    if (!language?.folder) throw new StudioError(`Not deleted: the site needs ${relativePath}.`);
    for (const of of locales) doomed.add(inLanguage(language.shared, of));
  }
  const towns = new Set([...doomed].filter((path) => translatedFileAt(path)?.folder === "content/towns"));
  if (towns.size > 0) {
    const after = townsAfterSave(root, new Map(), towns);
    const problems = after.towns ? serviceAreaRuleProblems(savedServiceAreaRules(root), after.towns) : after.problems;
    if (problems.length > 0) {
      throw new StudioError(`Not deleted. ${problems.length === 1 ? "Please fix this first" : "Please fix these first"}: ${problems.join("; ")}`);
    }
  }
  for (const path of doomed) await rm(join(root, path), { force: true });
  // A Spanish text deleted has nothing left to review.
  const record = changedRecord(root, (lines) => {
    for (const path of doomed) delete lines[path];
  });
  if (record !== undefined) await write(join(root, translationRecordFile), record);
  await rederive(root, [...towns]);
  return { message: `deleted ${doomed.size} file${doomed.size === 1 ? "" : "s"}` };
}

/** Whether the record follows the texts of `path`: a Spanish file the owner writes, or the Spanish words over the facts. */
const isSpanishText = (path: string) => path === businessWordsFile.es || (translatedFileAt(path)?.locale ?? defaultLocale) !== defaultLocale;

/**
 * The record of what English each Spanish text was translated from, as written and then changed by
 * `change`, as its file should then read; undefined when it stays as it is, or when it cannot be read
 * (the build's notice says so, and how to write it afresh).
 */
function changedRecord(root: string, change: (record: TranslationRecord) => void): string | undefined {
  const before = readerIn(root)(translationRecordFile);
  let record: TranslationRecord;
  try {
    record = readRecord(before);
  } catch {
    return undefined;
  }
  change(record);
  const text = recordText(record);
  return text === (before ?? recordText({})) ? undefined : text;
}

/**
 * The record after a save (`checked`, its files as they will be written, some `moves`d to new names):
 * each Spanish file of the save has its lines worked out from its texts before and after
 * (`recordAfterSave`), under its new name; a Spanish file the save removes has none.
 */
function recordAfterSaving(root: string, checked: readonly Checked[], moves: ReadonlyMap<string, string>): string | undefined {
  const before = readerIn(root);
  const removed = new Set(checked.filter(({ remove }) => remove).map(({ path }) => path));
  const saved = new Map(checked.filter(({ remove }) => !remove).map(({ path, text }) => [path, text]));
  const after: Reader = (path) => (removed.has(path) ? undefined : (saved.get(path) ?? before(path)));
  return changedRecord(root, (record) => {
    for (const { path } of checked.filter(({ path }) => isSpanishText(path))) {
      const lines = record[path] ?? {};
      delete record[path];
      const now = translationPairAt(path, after);
      if (!now) continue;
      const was = translationPairAt(path, before);
      record[moves.get(path) ?? path] = recordAfterSave(was ? pairedTexts(was) : [], pairedTexts(now), lines);
    }
    // A competitor or detergent added in English after its Spanish entry (the order of saves the
    // studio asks for, docs/decisions/051-spanish-words-paired-by-name.md): the Spanish words written
    // for it are recorded as translated from the English saved with it, not left to review.
    if (saved.has("content/business.json") && !checked.some(({ path }) => path === businessWordsFile.es)) {
      const [was, now] = [translationPairAt(businessWordsFile.es, before), translationPairAt(businessWordsFile.es, after)];
      if (was && now) {
        const paired = new Set(pairedTexts(was).map((text) => text.key));
        const lines = record[businessWordsFile.es] ?? {};
        for (const text of pairedTexts(now)) if (!paired.has(text.key) && lines[text.key] === undefined) lines[text.key] = textHash(text.english);
        record[businessWordsFile.es] = lines;
      }
    }
  });
}

/**
 * The owner's word that Spanish texts are still right (the studio's list of texts to review): each
 * text ({ file, key }) records the English she saw beside it (`english`, its hash), so an English
 * changed meanwhile still awaits her. A text no longer in its file is passed over.
 */
async function reviewTranslations(root: string, texts: unknown): Promise<unknown> {
  const chosen: unknown[] = Array.isArray(texts) ? texts : [];
  const valid = (text: unknown): text is { file: string; key: string; english: string } =>
    isRecord(text) && typeof text.file === "string" && typeof text.key === "string" && typeof text.english === "string" && /^[0-9a-f]{12}$/.test(text.english);
  if (chosen.length === 0 || !chosen.every(valid)) throw new StudioError("no texts to mark as reviewed", 400);
  const read = readerIn(root);
  const pairs = new Map<string, Set<string>>();
  for (const { file } of chosen) {
    if (pairs.has(file)) continue;
    if (!isSpanishText(file)) throw new StudioError(`the studio does not edit ${file} as a translation`, 400);
    const pair = translationPairAt(repoPath(root, confined(root, file)), read);
    pairs.set(file, new Set(pair ? pairedTexts(pair).map((text) => text.key) : []));
  }
  const text = changedRecord(root, (record) => {
    for (const { file, key, english } of chosen) if (pairs.get(file)!.has(key)) (record[file] ??= {})[key] = english;
  });
  if (text !== undefined) {
    await write(join(root, translationRecordFile), text);
    await rederive(root, [translationRecordFile]);
  }
  return { message: `${chosen.length} Spanish text${chosen.length === 1 ? "" : "s"} marked as still right` };
}

/**
 * The version of each entry that each reader's forms were filled from (its `file.id`, a hash of what
 * the editor was given): a save made from a form older than its files (an engineer's push, another
 * editor's save, the file edited by hand since she opened it) would put the old words back over the
 * new ones, so it is refused instead. A reader is a sign-in on the live studio, the one owner on her
 * computer's. Kept in a file too (`formVersionsFile`), so that on her computer a form left open
 * while the studio restarts is still known for what it was filled from (on the live studio a
 * restart ends every sign-in, and a form can save again only once she has signed in, and so
 * reloaded it). The file only ever adds refusals: a record that cannot be read or written leaves
 * the studio with what it holds in memory.
 */
class FormVersions {
  private readonly byReader: Map<string, { seen: number; versions: Map<string, string | null> }>;

  constructor(private readonly root: string) {
    this.byReader = readFormVersions(formVersionsFile(root));
  }

  /** Records the entries `reader` was given, as they were. */
  remember(reader: string, entries: readonly { file: { path: string; id: string | null } }[]): void {
    let forms = this.byReader.get(reader);
    if (!forms) this.byReader.set(reader, (forms = { seen: 0, versions: new Map() }));
    forms.seen = Date.now();
    for (const { file } of entries) forms.versions.set(file.path, file.id);
    this.keep();
  }

  /** The entries among `paths` that `reader` was given and that read otherwise now. */
  async changedSince(reader: string, paths: readonly string[]): Promise<string[]> {
    const versions = this.byReader.get(reader)?.versions;
    const known = paths.filter((path) => versions?.has(path));
    const now = await Promise.all(known.map((path) => entry(this.root, path)));
    return known.filter((path, i) => now[i]!.file.id !== versions!.get(path));
  }

  /** Writes the record whole (a temporary file renamed over it), without the readers gone longer than a sign-in lasts. */
  private keep(): void {
    const oldest = Date.now() - formsKeptForMs;
    for (const [reader, { seen }] of this.byReader) if (!(seen >= oldest)) this.byReader.delete(reader);
    const file = formVersionsFile(this.root);
    const record = Object.fromEntries([...this.byReader].map(([reader, { seen, versions }]) => [reader, { seen, versions: Object.fromEntries(versions) }]));
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      privateFolder(dirname(file));
      writeFileSync(temporary, JSON.stringify(record), { mode: 0o600, flag: "wx" });
      renameSync(temporary, file);
    } catch (error) {
      rmSync(temporary, { force: true });
      console.error(`[studio] the record of open forms could not be kept in ${file}: ${(error as Error).message}`);
    }
  }
}

/** How long a reader's forms are remembered after their last read: a live sign-in's 12 hours at most. */
const formsKeptForMs = 12 * 60 * 60_000;

/** The largest record read back: a studio's forms take a few kilobytes. */
const largestFormRecordBytes = 1_000_000;

/** Makes `folder` this user's own and private, or throws when another user's (or a link) is there. */
function privateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = lstatSync(folder);
  const mine = process.getuid === undefined || stat.uid === process.getuid();
  if (!stat.isDirectory() || !mine || (stat.mode & 0o077) !== 0) throw new Error(`${folder} is not a folder of this user's alone`);
}

/** The record as last kept, or none when there is no readable one of ours (a first start, a file cut short, one not ours). */
function readFormVersions(file: string): Map<string, { seen: number; versions: Map<string, string | null> }> {
  let descriptor: number | undefined;
  try {
    privateFolder(dirname(file));
    // Not through a link, and only a plain file of a sensible size.
    descriptor = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const stat = fstatSync(descriptor);
    if (!stat.isFile() || stat.size > largestFormRecordBytes) return new Map();
    const record = JSON.parse(readFileSync(descriptor, "utf8")) as Record<string, { seen: number; versions: Record<string, string | null> }>;
    return new Map(Object.entries(record).map(([reader, { seen, versions }]) => [reader, { seen, versions: new Map(Object.entries(versions)) }]));
  } catch {
    return new Map();
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

const formVersions = new Map<string, FormVersions>();
const versionsIn = (root: string) => formVersions.get(root) ?? formVersions.set(root, new FormVersions(root)).get(root)!;

/** The files a save sends: its `dataFiles`, or the one `entry` of an older editor. */
const dataFilesOf = (params: Record<string, unknown>): DataFile[] =>
  (params.dataFiles as DataFile[] | undefined) ?? (params.entry ? [params.entry as DataFile] : []);

/**
 * Answers one of the editor's actions. `reader` names whose forms these are (a sign-in; the owner on
 * her computer): what it reads is remembered, and a save from a form older than its file is refused.
 */
export async function handleAction(root: string, body: { action?: unknown; params?: Record<string, unknown> }, reader?: string): Promise<unknown> {
  const params = body.params ?? {};
  const read = <T extends { file: { path: string; id: string | null } }>(entries: T[]): T[] => {
    if (reader !== undefined) versionsIn(root).remember(reader, entries);
    return entries;
  };
  switch (body.action) {
    case "info":
      return { repo: basename(root), publish_modes: ["simple"], type: "local_fs" };
    case "entriesByFolder": {
      const files = await listFiles(root, String(params.folder), String(params.extension ?? ""), Number(params.depth ?? 1));
      return read(await Promise.all(files.map((path) => entry(root, path))));
    }
    case "entriesByFiles": {
      const files = (params.files as { path: string; label?: string }[] | undefined) ?? [];
      return read(await Promise.all(files.map(async (file) => ({ ...(await entry(root, file.path)), ...(file.label ? { label: file.label } : {}) }))));
    }
    case "getEntry":
      return read([await entry(root, String(params.path))])[0];
    case "persistEntry":
      return oneAtATime(async () => {
        const paths = dataFilesOf(params).map((file) => String(file.path));
        if (reader !== undefined) {
          const changed = await versionsIn(root).changedSince(reader, paths);
          if (changed.length > 0) {
            throw new StudioError(
              `Not saved: the site changed since you opened this page (${changed.join(", ")}). Reload the page to see it as it is now, then make your change again.`,
            );
          }
        }
        const saved = await persistEntry(root, params);
        if (reader !== undefined) read(await Promise.all(paths.map((path) => entry(root, path))));
        return saved;
      });
    case "getMedia": {
      const files = await listFiles(root, String(params.mediaFolder), "", 1);
      return Promise.all(files.map((path) => mediaFile(root, path)));
    }
    case "getMediaFile":
      return mediaFile(root, String(params.path));
    case "persistMedia":
      return oneAtATime(async () => {
        const asset = params.asset as Asset | undefined;
        const full = uploadPath(root, asset?.path);
        await write(full, await sitePicture(full, Buffer.from(String(asset?.content ?? ""), "base64")));
        return mediaFile(root, repoPath(root, full));
      });
    case "reviewTranslations":
      return oneAtATime(() => reviewTranslations(root, params.texts));
    case "deleteFile":
    case "deleteFiles": {
      const paths = body.action === "deleteFile" ? [params.path] : ((params.paths as unknown[] | undefined) ?? []);
      return oneAtATime(() => deleteFiles(root, paths));
    }
    case "getDeployPreview":
      return null;
    default:
      throw new StudioError(`the studio does not do "${String(body.action)}"`, 422);
  }
}

/** A save: every file checked, and every path confined, before anything is written. */
async function persistEntry(root: string, params: Record<string, unknown>): Promise<unknown> {
  const dataFiles = dataFilesOf(params);
  const assets = (params.assets as Asset[] | undefined) ?? [];
  // Every file is checked, and every path confined, before anything is written; the pictures
  // saved with the entry count as there.
  const media = await Promise.all(
    assets.map(async (asset) => {
      const full = uploadPath(root, asset.path);
      return { full, bytes: await sitePicture(full, Buffer.from(String(asset.content ?? ""), "base64")) };
    }),
  );
  const pending = new Map(media.map(({ full, bytes }) => [full, bytes]));
  // The editor's document of every language becomes the language files it stands for.
  const unread: string[] = [];
  const sent = dataFiles.flatMap((file) => {
    if (typeof file.path !== "string" || !(file.path in translatedFiles)) return [file];
    const { files, problems } = splitDocument(file.path, String(file.raw ?? ""));
    unread.push(...problems);
    return files;
  });
  const moves = new Map<string, string>();
  const files = sent.map((file) => {
    const path = repoPath(root, writable(root, file.path));
    if (file.newPath) moves.set(path, movedTo(root, path, file.newPath));
    return { path, raw: String(file.raw ?? "") };
  });
  const checked = await checkedFiles(root, files, pending);
  const problems = [...unread, ...checked.flatMap((target) => target.problems)];
  if (problems.length > 0) {
    throw new StudioError(`Not saved. ${problems.length === 1 ? "Please fix this" : "Please fix these"}: ${problems.join("; ")}`);
  }
  // Worked out from the files as they are written before this save.
  const record = recordAfterSaving(root, checked, moves);
  for (const { full, bytes } of media) await write(full, bytes);
  const written = new Map(checked.filter(({ remove }) => !remove).map(({ path, text }) => [path, text]));
  for (const { text, path, remove, unchanged } of checked) {
    const full = join(root, path);
    const to = moves.get(path);
    if (remove) {
      await rm(full, { force: true });
      continue;
    }
    // A file the save leaves as it says is kept as written, but goes with its entry's new name.
    if (!unchanged) await write(full, text);
    if (to && to !== path) await rename(full, join(root, to));
    if (unchanged) continue;
    // A page's words: its filled-in copy too, which the pages read (so the site beside the studio shows the change).
    const page = pageFileAt(path);
    if (page) {
      const englishPath = inLanguage(translatedFileAt(path)!.shared, defaultLocale);
      const english = page.locale === defaultLocale ? undefined : (written.get(englishPath) ?? (await readFile(join(root, englishPath), "utf8").catch(() => undefined)));
      const filled = fillPageFile(path, text, english).text;
      if (filled !== undefined) await write(join(root, filledPath(path)), filled);
    }
  }
  if (record !== undefined) await write(join(root, translationRecordFile), record);
  // New facts, or new Spanish words over them: every page's words filled in again.
  await rederive(root, checked.filter(({ unchanged }) => !unchanged).map(({ path }) => path));
  return { message: "entry persisted" };
}
