import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { isDeepStrictEqual, promisify } from "node:util";
import { z } from "zod";
import { businessWordsFile } from "../core/business-words.ts";
import { defaultLocale, languageNames } from "../core/locale.ts";
import { listEntryName, type JsonSchemaNode } from "../core/site-schema.ts";
import { translationRecordFile } from "../core/translation-review.ts";
import { isUploadName, uploadsFolder } from "../core/uploads.ts";
import { generatedTownFiles } from "../scripts/generate-town-list.ts";
import { problemsAsWritten, readEdited, rederive, StudioError } from "./backend.ts";
import { editableFiles, fallbackLabel, inLanguage, studioEntryOf, translatedFileAt, translatedFiles } from "./cms-config.ts";

/**
 * The live studio's history of publishes (/admin/history): each commit on the branch the server
 * deploys that changed what the owner edits, newest first, with who made it and when, what it
 * changed in the studio's own words ("Business facts › Prices, hours and contact details › Prices ›
 * Wash & fold: 2.25 → 2.5"), whether the live site shows it yet (or when it will, or why it was
 * kept off), and "undo this publish": a new commit that takes the change back, checked by the
 * site's rules like a save (`undoInTree`). Everything is read from the studio's clone and from the
 * status file the server's publishing step writes (deploy/release.ts); nothing is kept besides.
 */

const run = promisify(execFile);
const git = async (root: string, ...args: string[]) => (await run("git", args, { cwd: root, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 })).stdout;

/**
 * How often the server looks for a new publish (deploy/systemd/suncoast-release.timer) and about
 * how long it then takes to build and restart, in minutes: a publish is live within their sum.
 */
export const releaseEveryMinutes = 2;
export const releaseTakesMinutes = 3;

/** What the owner's folders are in the repository: the history follows only them. */
const ownersFolders = ["content", uploadsFolder];

/** What a publish changed in one place she finds in the studio ("Towns › Venice (Español)"): one line per change there. */
export type Change = { place: string; lines: string[] };

/** Whether the live site shows a publish yet, and if not, when it will or why it will not. */
export type LiveState =
  | { state: "live" }
  | { state: "on its way"; by: string; late: boolean }
  | { state: "not published"; reason: string }
  | { state: "unknown" };

export type Publish = {
  commit: string;
  who: string;
  /** When it was published (ISO 8601). */
  when: string;
  message: string;
  /** What it changed, by the places she finds them in the studio. */
  changes: Change[];
  live: LiveState;
  /** Why it cannot be undone from the studio; undefined when it can. */
  notUndoable?: string;
};

/** The server's last word on publishing (deploy/release.ts's status file): when, and what. */
export async function readPublishStatus(file: string | undefined): Promise<{ when: string; text: string } | undefined> {
  if (!file) return undefined;
  try {
    const [when = "", ...lines] = (await readFile(file, "utf8")).trimEnd().split("\n");
    return { when, text: lines.join("\n") };
  } catch {
    return undefined;
  }
}

/**
 * The commit the live site runs, and the one the server last refused with its reason, from the
 * status file's words ("Live: commit 8d41e0a2bc (release …)", or "Not published: commit 3f2a9c81d0
 * was refused … The live site is unchanged: release 20261120-090000-8d41e0a2bc.").
 */
export function liveFromStatus(text: string): { live?: string; refused?: { commit: string; reason: string } } {
  const live = /^Live: commit ([0-9a-f]{7,40})\b/.exec(text)?.[1] ?? /release \d{8}-\d{6}-([0-9a-f]{7,40})\b/.exec(text)?.[1];
  const refused = /^Not published: commit ([0-9a-f]{7,40}) /.exec(text)?.[1];
  return { ...(live ? { live } : {}), ...(refused ? { refused: { commit: refused, reason: text } } : {}) };
}

/**
 * The files the studio works out from the town files and writes with them (as `npm run generate`
 * does): part of a town's save, told by the town's own change, and written afresh after an undo.
 */
const derivedFiles = new Set<string>(generatedTownFiles.map((name) => `content/${name}`));

/** Whether the studio may write `path` (a file of its forms, an upload, the record of translations, a file it derives). */
function isOwners(path: string): boolean {
  if (path.startsWith(`${uploadsFolder}/`)) return isUploadName(path);
  return path === translationRecordFile || derivedFiles.has(path) || path in editableFiles || translatedFileAt(path) !== undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** An entry's own name in the studio's list (a post's title, a town's name), when its value has one. */
const titleOf = (value: unknown) => (isRecord(value) ? [value.title, value.name].find((words): words is string => typeof words === "string") : undefined);
const isOneValue = (value: unknown) => typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** A value as a line of the history shows it: words in quotes and cut short, a switch on or off. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    const line = value.replace(/\s+/g, " ").trim();
    return `“${line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line}”`;
  }
  return "(changed)";
}

/**
 * The lines that say how `now` differs from `was`, each naming its field by the form's titles from
 * `names` on, and an entry of a list by its own name (as the studio's refusals do): one line per
 * value changed, an entry added to or removed from a list, or a list put in another order.
 */
export function differences(node: JsonSchemaNode | undefined, was: unknown, now: unknown, names: readonly string[] = []): string[] {
  if (isDeepStrictEqual(was, now)) return [];
  const here = node?.anyOf?.find((option) => option.properties || option.items) ?? node;
  const at = names.join(" › ") || "The list";
  if (isRecord(was) && isRecord(now)) {
    const keys = [...new Set([...Object.keys(here?.properties ?? {}), ...Object.keys(was), ...Object.keys(now)])];
    return keys.flatMap((key) => {
      const child = here?.properties?.[key];
      return differences(child, was[key], now[key], [...names, child?.title ?? fallbackLabel(key)]);
    });
  }
  if (Array.isArray(was) && Array.isArray(now)) {
    const nameOf = (entry: unknown, index: number) => (isOneValue(entry) ? shown(entry) : listEntryName(entry, index));
    const before = was.map(nameOf);
    const after = now.map(nameOf);
    // Entries by their own names when each has one of its own; else by their places.
    const byName = new Set(before).size === before.length && new Set(after).size === after.length && ![...before, ...after].some((name) => /^entry \d+$/.test(name));
    if (!byName) {
      const lines = now.slice(0, was.length).flatMap((entry, i) => differences(here?.items, was[i], entry, [...names, after[i]!]));
      if (now.length > was.length) lines.push(`${at}: added ${now.length - was.length === 1 ? "an entry" : `${now.length - was.length} entries`}`);
      if (now.length < was.length) lines.push(`${at}: removed ${was.length - now.length === 1 ? "an entry" : `${was.length - now.length} entries`}`);
      return lines;
    }
    // As a line shows them: a value already is; an entry's name goes in quotes.
    const shownName = (name: string, entry: unknown) => (isOneValue(entry) ? name : shown(name));
    const added = now.flatMap((entry, i) => (before.includes(after[i]!) ? [] : [shownName(after[i]!, entry)]));
    const removed = was.flatMap((entry, i) => (after.includes(before[i]!) ? [] : [shownName(before[i]!, entry)]));
    const lines: string[] = [];
    if (added.length > 0) lines.push(`${at}: added ${added.join(", ")}`);
    if (removed.length > 0) lines.push(`${at}: removed ${removed.join(", ")}`);
    for (const [i, entry] of now.entries()) {
      const j = before.indexOf(after[i]!);
      if (j >= 0) lines.push(...differences(here?.items, was[j], entry, [...names, after[i]!]));
    }
    const kept = after.filter((name) => before.includes(name));
    if (!isDeepStrictEqual(kept, before.filter((name) => after.includes(name)))) lines.push(`${at}: put in another order`);
    return lines;
  }
  return [`${at}: ${shown(was)} → ${shown(now)}`];
}

/** Where the owner finds a file in the studio, in its words: "Pages › About", "Towns › Venice (Español)". */
function placeOf(path: string, value: unknown): string {
  const names = studioEntryOf(path, titleOf(value))?.names ?? [path];
  const locale = path === businessWordsFile.es ? defaultLocale : (translatedFileAt(path)?.locale ?? defaultLocale);
  return `${names.join(" › ")}${locale === defaultLocale ? "" : ` (${languageNames[locale]})`}`;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * What a save is called in the history (its commit's message), in the studio's words rather than
 * the editor's ("Update Business facts “facts”"): "Changed Business facts › Prices, hours and
 * contact details", "New Blog posts › Fresh towels", "New picture: towels.jpg", "Removed Towns ›
 * Venice". Undefined for an action the studio names otherwise (the editor's message is kept).
 */
export function publishName(root: string, action: string, params: Record<string, unknown>): string | undefined {
  const places = (files: readonly unknown[], verb: (path: string) => string) => {
    const names = files.flatMap((sent) => {
      const { path, raw } = (typeof sent === "string" ? { path: sent } : (sent ?? {})) as { path?: unknown; raw?: unknown };
      if (typeof path !== "string") return [];
      // A document of every language (a page, the FAQ) is named as its English file is.
      const file = path in translatedFiles ? inLanguage(path, defaultLocale) : path;
      // A file being removed is named as it reads now.
      const text = typeof raw === "string" ? raw : existsSync(join(root, path)) ? readFileSync(join(root, path), "utf8") : undefined;
      const value = text !== undefined && file === path ? readEdited(root, path, text)?.value : undefined;
      const names = studioEntryOf(file, titleOf(value))?.names;
      return names ? [`${verb(path)} ${names.join(" › ")}`] : [];
    });
    return names.length > 0 ? [...new Set(names)].join("; ") : undefined;
  };
  switch (action) {
    case "persistEntry": {
      const files = (params.dataFiles as unknown[] | undefined) ?? (params.entry ? [params.entry] : []);
      return places(files, (path) => (translatedFileAt(path)?.folder && !existsSync(join(root, path)) ? "New" : "Changed"));
    }
    case "persistMedia": {
      const path = (params.asset as { path?: unknown } | undefined)?.path;
      return typeof path === "string" ? `New picture: ${path.replace(/^.*\//, "")}` : undefined;
    }
    case "deleteFile":
    case "deleteFiles": {
      const paths = action === "deleteFile" ? [params.path] : ((params.paths as unknown[] | undefined) ?? []);
      const pictures = paths.filter((path): path is string => typeof path === "string" && path.startsWith(`${uploadsFolder}/`));
      if (pictures.length > 0) return `Removed picture: ${pictures.map((path) => path.replace(/^.*\//, "")).join(", ")}`;
      return places(paths, () => "Removed");
    }
    default:
      return undefined;
  }
}

/** At most this many lines for one file; the rest are counted. */
const linesPerFile = 8;

/**
 * What one file's change is, in the studio's words, and where she finds it: a picture added,
 * replaced or removed; an entry added or removed; each field changed, by the form's titles; a text
 * rewritten. The record of which English each Spanish text was translated from, and the files
 * derived from the towns, are the studio's own bookkeeping, left out (undefined).
 */
export function changesInWords(root: string, path: string, was: string | undefined, now: string | undefined): Change | undefined {
  if (path === translationRecordFile || derivedFiles.has(path)) return undefined;
  if (path.startsWith(`${uploadsFolder}/`)) {
    const name = path.slice(uploadsFolder.length + 1);
    return { place: "Pictures", lines: [was === undefined ? `New: ${name}` : now === undefined ? `Removed: ${name}` : `Replaced: ${name}`] };
  }
  if (!isOwners(path)) return { place: path, lines: ["A file of the site's code, changed"] };
  const before = was === undefined ? undefined : readEdited(root, path, was);
  const after = now === undefined ? undefined : readEdited(root, path, now);
  const place = placeOf(path, after?.value ?? before?.value);
  if (was === undefined) return { place, lines: ["Added"] };
  if (now === undefined) return { place, lines: ["Removed"] };
  if (!before || !after) return { place, lines: ["Changed"] };
  const node = z.toJSONSchema(after.schema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode;
  const lines = differences(node, before.value, after.value);
  if ((before.body ?? "") !== (after.body ?? "")) {
    lines.push(`${after.bodyTitle ?? "Text"}: rewritten (${wordCount(before.body ?? "")} words before, ${wordCount(after.body ?? "")} now)`);
  }
  if (lines.length === 0) return { place, lines: ["Written out again, saying the same"] };
  return { place, lines: lines.length > linesPerFile ? [...lines.slice(0, linesPerFile - 1), `${lines.length - linesPerFile + 1} more changes`] : lines };
}

/** The files a commit changed in the owner's folders, each with whether it was added (A), modified (M) or deleted (D). */
async function filesOf(root: string, commit: string): Promise<{ status: string; path: string }[]> {
  const out = await git(root, "diff-tree", "-r", "--root", "--no-renames", "--no-commit-id", "--name-status", commit, "--", ...ownersFolders);
  return out
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [status = "", path = ""] = line.split("\t");
      return { status: status.charAt(0), path };
    });
}

const fileAt = async (root: string, commit: string, path: string) => git(root, "show", `${commit}:${path}`);

/** At most this many files of one publish are told in words; the rest are counted. */
const filesInWords = 12;

/** What each commit changed, once worked out (a commit never changes): by clone and commit. */
const described = new Map<string, Promise<Pick<Publish, "changes" | "notUndoable">>>();

/** What a commit changed, in words, and why it cannot be undone when it cannot. */
export function publishOf(root: string, commit: string): Promise<Pick<Publish, "changes" | "notUndoable">> {
  const key = `${root}\0${commit}`;
  const known = described.get(key) ?? describe(root, commit);
  described.set(key, known);
  known.catch(() => described.delete(key));
  return known;
}

async function describe(root: string, commit: string): Promise<Pick<Publish, "changes" | "notUndoable">> {
  const parents = (await git(root, "rev-list", "--parents", "-n", "1", commit)).trim().split(" ").length - 1;
  const files = await filesOf(root, commit);
  const told = files.length > filesInWords ? files.slice(0, filesInWords - 1) : files;
  const inWords = (
    await Promise.all(
      told.map(async ({ status, path }) => {
        const picture = path.startsWith(`${uploadsFolder}/`);
        const was = status === "A" ? undefined : picture ? "" : await fileAt(root, `${commit}^`, path);
        const now = status === "D" ? undefined : picture ? "" : await fileAt(root, commit, path);
        return changesInWords(root, path, was, now);
      }),
    )
  ).filter((change) => change !== undefined);
  // One entry per place: a save's pictures together.
  const changes: Change[] = [];
  for (const change of inWords) {
    const same = changes.find(({ place }) => place === change.place);
    if (same) same.lines.push(...change.lines);
    else changes.push(change);
  }
  if (told.length < files.length) changes.push({ place: "Other files", lines: [`${files.length - told.length} more files`] });
  const code = files.filter(({ path }) => !isOwners(path));
  const notUndoable =
    parents !== 1
      ? "it is where the site's history begins or joins, not one change"
      : code.length > 0
        ? `it changed the site's code too (${code.map(({ path }) => path).join(", ")}); ask whoever looks after the site`
        : undefined;
  // A publish of the studio's bookkeeping alone: the Spanish texts she said are still right.
  const bookkeeping = files.length > 0 && files.every(({ path }) => path === translationRecordFile || derivedFiles.has(path));
  const none = bookkeeping ? { place: "Spanish to review", lines: ["Marked as still right"] } : { place: "Nothing you edit", lines: ["No change"] };
  return { changes: changes.length > 0 ? changes : [none], ...(notUndoable ? { notUndoable } : {}) };
}

/**
 * The newest `limit` publishes on `branch` (as the repository has it: fetched first, when it can be
 * and `fetch` is not false; the clone's own pushes are known without), newest first, with whether
 * the live site shows each (`statusFile`, deploy/release.ts's).
 */
export async function publishes(
  root: string,
  { branch, statusFile, limit = 15, now = Date.now(), fetch = true }: { branch: string; statusFile?: string; limit?: number; now?: number; fetch?: boolean },
): Promise<Publish[]> {
  if (fetch) await git(root, "fetch", "--quiet", "origin", branch).catch(() => undefined);
  const ref = `origin/${branch}`;
  const log = await git(root, "log", `-n${limit}`, "--format=%H%x1f%an%x1f%aI%x1f%s", ref, "--", ...ownersFolders);
  const status = await readPublishStatus(statusFile);
  const { live, refused } = status ? liveFromStatus(status.text) : {};
  // The commits the live site does not have yet, and those of them the server refused (up to the one it named).
  const notLive = live ? await git(root, "rev-list", `${live}..${ref}`).then((out) => new Set(out.split("\n").filter(Boolean)), () => undefined) : undefined;
  const kept = refused && notLive ? await git(root, "rev-list", `${live}..${refused.commit}`).then((out) => new Set(out.split("\n").filter(Boolean)), () => new Set<string>()) : new Set<string>();
  const rows = log.split("\n").filter(Boolean);
  return Promise.all(
    rows.map(async (row) => {
      const [commit = "", who = "", when = "", message = ""] = row.split("\x1f");
      const stateOf = (): LiveState => {
        if (!notLive) return { state: "unknown" };
        if (!notLive.has(commit)) return { state: "live" };
        if (kept.has(commit)) return { state: "not published", reason: refused!.reason };
        const by = new Date(Date.parse(when) + (releaseEveryMinutes + releaseTakesMinutes) * 60_000);
        return { state: "on its way", by: by.toISOString(), late: now > by.getTime() };
      };
      return { commit, who, when, message, live: stateOf(), ...(await publishOf(root, commit)) };
    }),
  );
}

/**
 * Takes back the change `commit` made, in the working tree of `root` (brought to the branch's
 * newest commit just before), for the caller to commit: refused, with the tree left as it was, when
 * it is not a publish of the branch, changed the site's code, collides with a later publish of the
 * same lines, or leaves the site breaking one of its rules. Answers the new commit's message.
 */
export async function undoInTree(root: string, commit: string): Promise<string> {
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new StudioError("Not undone: no such publish.", 400);
  const reset = async () => {
    await git(root, "reset", "--quiet", "--hard", "HEAD").catch(() => undefined);
    await git(root, "clean", "--quiet", "--force", "-d", "--", ...ownersFolders).catch(() => undefined);
  };
  const onBranch = await git(root, "merge-base", "--is-ancestor", commit, "HEAD").then(
    () => true,
    () => false,
  );
  if (!onBranch) throw new StudioError("Not undone: that publish is not in your site's history.", 404);
  const message = (await git(root, "log", "-1", "--format=%s", commit)).trim();
  const { notUndoable } = await publishOf(root, commit);
  if (notUndoable) throw new StudioError(`Not undone: ${notUndoable}.`);
  const files = await filesOf(root, commit);
  // The opposite of its change to what she edits, merged into the files as they are now; the files
  // derived from the towns are worked out afresh from the towns after it, never merged.
  const derived = [...derivedFiles].map((path) => `:(exclude)${path}`);
  const patch = join(await mkdtemp(join(tmpdir(), "studio-undo-")), "undo.patch");
  try {
    await writeFile(patch, await git(root, "diff", "--binary", commit, `${commit}^`, "--", ...ownersFolders, ...derived));
    await git(root, "apply", "--3way", "--index", patch);
  } catch {
    await reset();
    throw new StudioError(
      "Not undone: a later publish changed the same words or picture. Open that page in the studio and change it back there.",
    );
  } finally {
    await rm(dirname(patch), { recursive: true, force: true });
  }
  const staged = await git(root, "diff", "--cached", "--name-only");
  if (staged.trim() === "") {
    await reset();
    throw new StudioError("Not undone: your site already reads as it did before that publish.");
  }
  const problems = await problemsAsWritten(root, files.map(({ path }) => path).filter((path) => !derivedFiles.has(path)));
  if (problems.length > 0) {
    await reset();
    throw new StudioError(`Not undone: without that publish your site would break a rule. ${problems.join("; ")}`);
  }
  // The towns' generated files and the pages' words as the files now say (the next save's checks read them), for the caller to commit.
  await rederive(root, files.map(({ path }) => path));
  await git(root, "add", "--all", "--", "content");
  return `Undo: ${message}`;
}
