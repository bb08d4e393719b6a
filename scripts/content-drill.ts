/**
 * `npm run test:drill`: does what the README's "Content" section tells an owner to do, in a scratch
 * copy of the repository, and checks that it works. Whatever the content is: the drill reads the
 * copy's own content, makes there the state an edit needs (the first-order offer on, so that the
 * owner can pause it; a near postal place served, so that she can stop serving it), and picks what it
 * edits from what exists (a town to edit and another to remove, an opening-hours entry, a price
 * other than today's, a town, post and picture name that are not taken yet). Every expectation below
 * is worked out from the copy, never from the repository's content as this script imported it.
 *
 * The edits, a month of an owner's work: in the owner's studio (`npm run studio`, driven in
 * Chromium), wash & fold gets a new price (which moves Home's "Save over N%" claim), an opening-hours
 * entry (Sunday's, when it has one) opens at another time, the first-order offer is paused, a town
 * page gets a new headline, a post with a picture is written, About's heading is rewritten in English
 * and in Spanish and a near postal place (Sarasota, when it is served) is no longer served; as files,
 * a new town is added as one file in content/towns/en/ and its Spanish twin in content/towns/es/,
 * another town's two files are deleted, and a 5,000-word blog post is added in English only (its
 * file holding a stale `readTime`, as one copied from an older post would).
 *
 * Then, in the copy:
 * - `npm run generate`, then the build without generating again: the content variant's build, which
 *   itself checks the content and refuses what it cannot use;
 * - beside the build, type checks (`react-router typegen` and `tsc`), side by side with
 *   the unit tests that read content (scripts/content-drill-tests.ts says which and why: the others
 *   test code on its own fixtures, pass here exactly as in the repository, and `npm test` runs them);
 * - the built layer (tests/built, vitest.built.config.ts) over the copy's build: every page's head,
 *   links, words in each language, hero pictures and so on, for the edited content;
 * - the built site, served by the real server, must show the new price and savings claim on Home,
 *   the price on /faq and the new headline and price on the edited town's page, the new opening time
 *   on /contact, no word of the paused offer on any page (the offer pages lead with the price instead),
 *   the studio's post with its picture on its page, on /blog and in sitemap.xml, About's new headings
 *   on /about and /es/about, the zip check sending a zip of the place no longer served to the
 *   outside-area page and the new town's zip to the town, the new town's own page, the town on
 *   /service-areas (its {{rush}} highlight filled in) and in sitemap.xml, the new town's Spanish page,
 *   no page (in either language) and no sitemap entry for the removed town, and the long post on
 *   /blog, on its own page (with the minutes of its text, not its file's figure) and in sitemap.xml
 *   but not in Spanish, its page within the first-response
 *   byte budget once its text is left out (scripts/first-response.ts), though not with it.
 * The built layer and the served checks run side by side too.
 *
 * Not run in the copy: lint. It lints code (eslint.config.js covers .ts and .tsx files; content/
 * holds JSON, Markdown and pictures besides its modules, which the owner does not edit), and the
 * owner's edits change only content/ and public/images/uploads/. The only code they change is the
 * data in the generated modules (app/lib/zip-coverage.generated.ts and the like), whose shape the
 * generators fix and whose tests run here. So lint answers as in the repository, where `npm test` runs it.
 *
 * The copy is the working tree's files (`git ls-files`, so uncommitted edits count) with
 * node_modules linked, in the system's temporary folder; it is removed afterwards unless
 * DRILL_KEEP=1 or a step failed. DRILL_VERBOSE=1 streams every step's output; DRILL_PORT picks the
 * server's port (default 4509; the studio takes the next one). Each step has a time limit, and so has the whole drill.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import type { Town } from "../content/towns.ts";
import type { BusinessFacts } from "../core/site-schema.ts";
import { formatHours, formatPrice } from "../core/format.ts";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.ts";
import { waitForHydration } from "../tests/e2e/hydration.ts";
import { minutesToRead } from "../app/lib/blog.server.ts";
import { readFrontMatter } from "../app/lib/markdown.server.ts";
import sharp from "sharp";
import { addToList, listItemField, openBusinessFacts, openEntry, openServiceArea, openTown, otherPrices, publish, startStudio, writeIn, writePost } from "../tests/studio/studio.ts";
import { deriveZipCoverage, serviceAreaRuleProblems } from "./build-zip-coverage.ts";
import { contentReadingTests } from "./content-drill-tests.ts";
import { articleBodyBytes, firstResponseBudgetBytes } from "./first-response.ts";
import { generateTownData } from "./generate-town-list.ts";
import { newTownFile, newTownSpanishFile, newTownSpanishHeadline, newTownZip } from "./new-town-files.ts";

const repo = fileURLToPath(new URL("..", import.meta.url));
const verbose = process.env.DRILL_VERBOSE === "1";
const port = Number(process.env.DRILL_PORT ?? 4509);
const studioPort = port + 1;
const totalLimitMs = 30 * 60_000;
const started = Date.now();

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[drill ${seconds(Date.now() - started).padStart(7)}] ${line}`);

function fail(message: string): never {
  throw new Error(message);
}

/** The first of `candidates` that `ok` accepts, or a failure naming what was wanted. */
function firstThat<T>(candidates: readonly T[], ok: (candidate: T) => boolean, wanted: string): T {
  return candidates.find(ok) ?? fail(`no ${wanted} among ${JSON.stringify(candidates)}`);
}

const readJson = <T>(root: string, file: string) => JSON.parse(readFileSync(join(root, file), "utf8")) as T;
const writeJson = (root: string, file: string, value: unknown) => writeFileSync(join(root, file), `${JSON.stringify(value, null, 2)}\n`);
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** The towns as the copy's files say now (what `npm run generate` will write), in page order. */
function townsOf(root: string): Town[] {
  const { problems, files } = generateTownData(join(root, "content/towns/en"));
  if (!files) fail(`the copy's town files have problems:\n${problems.join("\n")}`);
  return (JSON.parse(files["towns.generated.json"]) as Town[]).sort((a, b) => a.order - b.order);
}

type ServiceAreaFile = { alsoServe?: string[]; doNotServe?: string[]; placesNotServed?: string[] };
type PageWords = Record<string, Record<string, string>>;

/** What the drill edits, and to what: picked from the copy's content, so that each edit changes something. */
type Plan = {
  newPrice: number;
  /** The opening-hours entry whose opening time changes ("Sun" while Sunday has hours). */
  hours: BusinessFacts["hours"][number];
  newOpens: string;
  editedTown: { slug: string; name: string; headline: string };
  removedTown: { slug: string; name: string };
  newTown: { slug: string; name: string };
  studioPost: { slug: string; title: string; summary: string; date: string; text: string; picture: { name: string; alt: string } };
  /** `storedReadTime`: a stale figure in its file, as a post copied from an older one would have; the page shows the minutes of its text. */
  longPost: { slug: string; title: string; words: number; storedReadTime: number };
  aboutHeading: string;
  aboutHeadingSpanish: string;
  /** A postal place the zip check serves through zips no town page lists, which the owner stops serving; `zip` is one of them. */
  leftOutPlace: { place: string; zip: string };
};


/** Runs a command in the copy; on failure (or past its time limit) shows the end of its output. */
async function run(
  label: string,
  command: string,
  args: string[],
  cwd: string,
  limitMs: number,
  { env = {} }: { env?: Record<string, string> } = {},
): Promise<void> {
  const t0 = Date.now();
  // A long list of files (the unit tests) is counted, not listed.
  const shown = args.length > 8 ? [...args.filter((arg) => !arg.includes("/")), `<${args.filter((arg) => arg.includes("/")).length} files>`] : args;
  say(`${label}: ${Object.entries(env).map(([name, value]) => `${name}=${value} `).join("")}${command} ${shown.join(" ")}`);
  const child = spawn(command, args, { cwd, detached: true, env: { ...process.env, CI: "", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (verbose) process.stdout.write(chunk);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const remaining = totalLimitMs - (Date.now() - started);
  const timer = setTimeout(() => process.kill(-child.pid!, "SIGTERM"), Math.min(limitMs, remaining));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  clearTimeout(timer);
  running.delete(child);
  if (code !== 0) {
    console.error(`--- ${label}, the end of its output ---\n${output.split("\n").slice(-60).join("\n")}`);
    fail(`${label} failed (exit ${code ?? "killed at its time limit"}) after ${seconds(Date.now() - t0)}`);
  }
  say(`${label}: passed in ${seconds(Date.now() - t0)}`);
}

/** The steps' processes still running: stopped when the drill ends early. */
const running = new Set<ChildProcess>();

/**
 * Steps side by side (the machine's cores share them; the waits of one fill the other's): waits
 * for every one, so none is left running and each failure is shown, then fails with the first.
 */
async function together(...steps: Promise<void>[]): Promise<void> {
  const results = await Promise.allSettled(steps);
  // A step that waits for another fails with the other's error: shown once.
  const failures = [...new Set(results.flatMap((result) => (result.status === "rejected" ? [result.reason as Error] : [])))];
  for (const failure of failures.slice(1)) console.error(`also failed: ${failure.message}`);
  if (failures[0]) throw failures[0];
}

/**
 * The working tree's files (tracked and new, not ignored), copied; node_modules linked. Returns the
 * files. Only files: a clone whose node_modules is a link to another's lists the link, which git's
 * "node_modules/" ignore rule, being for folders, does not match.
 */
function copyRepository(to: string): string[] {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: repo })
    .toString()
    .split("\0")
    .filter((file) => file && existsSync(join(repo, file)) && statSync(join(repo, file)).isFile() && file !== "node_modules");
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(join(repo, file), join(to, file));
  }
  symlinkSync(join(repo, "node_modules"), join(to, "node_modules"), "dir");
  say(`copied ${files.length} files to ${to} (node_modules linked)`);
  return files;
}

/**
 * Reads the copy's content, makes there the state the studio edits need (the first-order offer on),
 * picks what to edit and writes the owner's file edits: a new town, a town removed, a long post.
 */
function prepareCopy(root: string, files: readonly string[]): Plan {
  const business = readJson<BusinessFacts>(root, "content/business.json");
  if (!business.pricing.firstOrderOfferOn) {
    writeJson(root, "content/business.json", { ...business, pricing: { ...business.pricing, firstOrderOfferOn: true } });
    say("the copy's first-order offer was paused: switched it on in content/business.json, so that the owner can pause it");
  }

  // A price the studio accepts (below the former price and some competitor's) and that is not today's.
  const newPrice = otherPrices(business)[0]!;

  // Sunday's entry while Sunday has hours, else the last; one whose label no other entry shares (the studio finds it by its label).
  const entries = business.hours.filter((h) => business.hours.filter((other) => other.label === h.label).length === 1);
  const hours = entries.find((h) => (h.days as readonly string[]).includes("Sunday")) ?? entries.at(-1) ?? fail("no opening-hours entry with a label of its own");
  const times = [10, 9, 11, 8, 12, 7, 13, 6, 14, 15, 16, 17, 18, 19, 20, 21, 22, 5, 4, 3, 2, 1, 0].flatMap((h) => [`${String(h).padStart(2, "0")}:00`, `${String(h).padStart(2, "0")}:30`]);
  const newOpens = firstThat(times, (t) => t !== hours.opens && t < hours.closes, `opening time for ${hours.label} other than ${hours.opens} and before ${hours.closes}`);

  const before = townsOf(root);
  if (before.length < 2) fail(`the drill edits one town and removes another: the copy has ${before.length} town`);
  const townFile = (of: string, slug: string) => join(root, "content/towns", of, `${slug}.md`);
  const taken = (slug: string) => existsSync(townFile("en", slug)) || existsSync(townFile("es", slug));

  // The new town: its files are written for Osprey; a name and slug no town has yet.
  const newTownName = firstThat(["Osprey", "Osprey Bayfront", "Osprey Bay"], (name) => !before.some((t) => t.name === name) && !taken(slugOf(name)), "new town name not taken");
  const newTown = { slug: slugOf(newTownName), name: newTownName };
  writeFileSync(townFile("en", newTown.slug), newTownFile(newTown.name, before));
  writeFileSync(townFile("es", newTown.slug), newTownSpanishFile(newTown.name, before));
  say(`added content/towns/en/${newTown.slug}.md and its Spanish twin in content/towns/es/ (the only files written for the new town)`);
  // The new town lists its zip, which the owner's rules must then not leave out (a town page's zip is served).
  const rules = readJson<ServiceAreaFile>(root, "content/service-area.json");
  if (rules.doNotServe?.includes(newTownZip)) {
    writeJson(root, "content/service-area.json", { ...rules, doNotServe: rules.doNotServe.filter((zip) => zip !== newTownZip) });
    say(`took ${newTownZip} off the zips not served in content/service-area.json: the new town's page lists it`);
  }

  // The town to remove: one whose slug no other file names (a link to it, a test about it; generated
  // files and the required zips, which lapse with the town, aside), whose removal leaves the owner's
  // zip rules valid; the last such in page order.
  const withNew = townsOf(root);
  const rulesNow = readJson<ServiceAreaFile>(root, "content/service-area.json");
  const others = files
    .filter((file) => /^(app|core|content|scripts|server|studio|tests)\/.*\.(ts|tsx|json|md)$/.test(file))
    .filter((file) => !/^content\/(towns|pages\/filled)\/|\.generated\.|^content\/required-town-zips\.ts$|^scripts\/content-drill/.test(file) && existsSync(join(root, file)))
    .map((file) => readFileSync(join(root, file), "utf8"));
  const named = (slug: string) => others.some((text) => text.includes(slug));
  const keepsRules = (slug: string) => serviceAreaRuleProblems(rulesNow, withNew.filter((t) => t.slug !== slug)).length === 0;
  const candidates = [...before].reverse();
  const removed =
    candidates.find((t) => !named(t.slug) && keepsRules(t.slug)) ??
    candidates.find((t) => keepsRules(t.slug)) ??
    fail("no town can be removed without making the owner's zip rules invalid");
  if (named(removed.slug)) say(`every town the drill could remove is named in some other file; removing ${removed.slug} anyway`);
  rmSync(townFile("en", removed.slug));
  rmSync(townFile("es", removed.slug));
  say(`removed content/towns/en/${removed.slug}.md and content/towns/es/${removed.slug}.md (the only files deleted for the removed town)`);

  // The town whose headline the owner rewrites in the studio: the first left, to a headline it has not.
  const edited = before.find((t) => t.slug !== removed.slug)!;
  const headlineNow = (JSON.parse(generateTownData(join(root, "content/towns/en")).files!["town-copy.generated.json"]) as Record<string, Record<string, { page: { headline: string } }>>)
    .en?.[edited.slug]?.page.headline;
  const headline = firstThat(
    [`${edited.name} laundry, collected at the door and folded`, `${edited.name} laundry, picked up at the door and folded`],
    (h) => h !== headlineNow,
    "new headline",
  );

  const postTaken = (slug: string) => existsSync(join(root, "content/blog/en", `${slug}.md`)) || existsSync(join(root, "content/blog/es", `${slug}.md`));
  const longPostSlug = firstThat(["a-long-read-on-laundry-day", "a-long-read-on-laundry-day-2", "a-long-read-on-laundry-day-3"], (slug) => !postTaken(slug), "long post's file name not taken");
  const longPost = { slug: longPostSlug, title: "A Long Read on Laundry Day", words: 5000, storedReadTime: 3 };
  writeFileSync(join(root, "content/blog/en", `${longPost.slug}.md`), longPostFile(longPost));
  say(`added content/blog/en/${longPost.slug}.md (${longPost.words} words, in English only)`);

  // The studio's post: its address comes from its title.
  const title = firstThat(["Fresh Towels for the Season", "Fresh Towels for the Season 2", "Fresh Towels for the Season 3"], (t) => !postTaken(slugOf(t)), "post title whose address is not taken");
  const pictureName = firstThat(["towels.png", "towels-2.png", "towels-3.png"], (name) => !existsSync(join(root, "public/images/uploads", name)), "picture name not taken");
  const studioPost = {
    slug: slugOf(title),
    title,
    summary: "How we keep beach towels soft, and what to leave in the bag.",
    date: "2026-11-20",
    text: "Beach towels come back soft and folded.",
    picture: { name: pictureName, alt: "A stack of folded beach towels" },
  };

  const heading = (of: string) => readJson<PageWords>(root, `content/pages/${of}/about.json`).hero?.title;
  const aboutHeading = firstThat(["Local, woman-owned, and folding for our neighbors", "Local, woman-owned, and folding for the neighborhood"], (h) => h !== heading("en"), "About heading");
  const aboutHeadingSpanish = firstThat(["Un negocio local que dobla la ropa de sus vecinos", "Un negocio local que dobla la ropa del barrio"], (h) => h !== heading("es"), "Spanish About heading");

  return {
    newPrice,
    hours,
    newOpens,
    editedTown: { slug: edited.slug, name: edited.name, headline },
    removedTown: { slug: removed.slug, name: removed.name },
    newTown,
    studioPost,
    longPost,
    aboutHeading,
    aboutHeadingSpanish,
    leftOutPlace: leftOutPlace(root),
  };
}

/**
 * A postal place the zip check serves, with the towns as the copy has them now, through zips no town
 * page lists (Sarasota, the city, while it is served), and one of those zips that the owner does not
 * also serve by name. When the owner's rules leave no such place, the copy's rules are first cleared
 * of the zips and places she does not serve.
 */
function leftOutPlace(root: string): { place: string; zip: string } {
  const towns = townsOf(root);
  const pick = () => {
    const rules = readJson<ServiceAreaFile>(root, "content/service-area.json");
    const near = deriveZipCoverage(rules, towns).filter((row) => row.source === "near" && !(rules.alsoServe ?? []).includes(row.zip));
    return near.find((row) => row.place === "Sarasota") ?? near[0];
  };
  let row = pick();
  if (!row) {
    const rules = readJson<ServiceAreaFile>(root, "content/service-area.json");
    writeJson(root, "content/service-area.json", { ...rules, doNotServe: [], placesNotServed: [] });
    say("every near place was already left out: cleared the zips and places not served in the copy's content/service-area.json");
    row = pick() ?? fail("every served zip is on a town page or named as also served: no place to stop serving");
  }
  return { place: row.place, zip: row.zip };
}

/**
 * The long post's file: plain paragraphs of made-up words that do not repeat, as an owner's long text
 * does not (repeated sentences would compress to almost nothing and test no budget). Seeded, so
 * every run writes the same post. The words use no letter that could spell a British word.
 */
function longPostFile(longPost: Plan["longPost"]): string {
  let state = 2025;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const syllables = ["ba", "de", "fi", "ko", "lu", "ma", "ne", "pi", "so", "tu", "va", "zo", "ka", "le", "mi", "no", "sa", "te"];
  const word = () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(syllables)).join("");
  const paragraphs: string[] = [];
  let sentence: string[] = [];
  let paragraph: string[] = [];
  for (let i = 0; i < longPost.words; i++) {
    sentence.push(word());
    const last = i === longPost.words - 1;
    if (sentence.length >= 6 + Math.floor(next() * 9) || last) {
      const text = sentence.join(" ");
      paragraph.push(`${text[0]!.toUpperCase()}${text.slice(1)}.`);
      sentence = [];
      if (paragraph.length >= 5 || last) {
        paragraphs.push(paragraph.join(" "));
        paragraph = [];
      }
    }
  }
  return `---
title: "${longPost.title}"
excerpt: "Everything about laundry day, at length: the post an owner writes when there is a lot to say."
date: 2025-09-15
readTime: ${longPost.storedReadTime}
---

${paragraphs.join("\n\n")}
`;
}

/** A page's bytes as the server sends them to a browser that accepts brotli: on the wire, and decoded. */
/** A page as sent compressed: `transfer` counts its header block and its compressed body. */
function brotliResponse(base: string, path: string): Promise<{ status: number; transfer: number; html: string }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { "accept-encoding": "br" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        if (response.headers["content-encoding"] !== "br") return reject(new Error(`${path} was not sent brotli-compressed`));
        const { httpVersion, statusCode, statusMessage, rawHeaders } = response;
        const lines = [`HTTP/${httpVersion} ${statusCode} ${statusMessage}`];
        for (let i = 0; i + 1 < rawHeaders.length; i += 2) lines.push(`${rawHeaders[i]}: ${rawHeaders[i + 1]}`);
        const headerBytes = Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`);
        resolve({ status: statusCode ?? 0, transfer: headerBytes + body.byteLength, html: brotliDecompressSync(body).toString("utf8") });
      });
    }).on("error", reject);
  });
}

/** Waits until the server answers /healthz, or fails at the time limit. */
async function waitForServer(base: string, limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`the server did not answer ${base}/healthz within ${seconds(limitMs)}`);
}

/** The page's text as a visitor reads it (tags dropped, entities decoded). */
async function pageText(base: string, path: string): Promise<{ status: number; html: string; text: string }> {
  const response = await fetch(`${base}${path}`);
  const html = await response.text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
  return { status: response.status, html, text };
}

function expectIn(where: string, haystack: string, needle: string): void {
  if (!haystack.includes(needle)) fail(`${where} does not show "${needle}"`);
  say(`${where} shows "${needle}"`);
}

function expectNotIn(where: string, haystack: string, needle: string): void {
  if (haystack.includes(needle)) fail(`${where} still shows "${needle}"`);
  say(`${where} no longer shows "${needle}"`);
}

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";

async function checkBuiltSite(root: string, plan: Plan): Promise<void> {
  const { newPrice, hours, newOpens, editedTown, removedTown, newTown, studioPost, longPost } = plan;
  // The copy's facts and words, as the studio saved them.
  const business = readJson<BusinessFacts>(root, "content/business.json");
  const townLink = readJson<PageWords>(root, "content/pages/en/service-areas.json").communities?.townLink ?? fail("content/pages/en/service-areas.json has no communities.townLink");
  const base = `http://127.0.0.1:${port}`;
  say(`serving the copy's build at ${base}`);
  const server = spawn("npx", ["tsx", "server/main.ts"], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", CLIENT_DIR: "build/client", DATABASE_URL: `file:${join(root, "build", "drill-messages.db")}` },
    stdio: ["ignore", verbose ? "inherit" : "ignore", verbose ? "inherit" : "ignore"],
  });
  try {
    await waitForServer(base, 60_000);

    const home = (await pageText(base, "/")).text;
    expectIn("/", home, formatPrice(newPrice));
    // Worked out here from the prices, not with the site's own function: the largest whole ten below the saving (a whole percent at ten or less).
    const dearest = Math.max(...business.competitors.map((c) => c.pricePerLb));
    const saving = Math.round((1 - newPrice / dearest) * 10_000) / 100;
    expectIn("/", home, `over ${saving > 10 ? Math.ceil(saving / 10) * 10 - 10 : Math.max(0, Math.ceil(saving) - 1)}%`);
    expectIn("/contact", (await pageText(base, "/contact")).text, formatHours({ ...hours, opens: newOpens }));
    expectIn("/faq", (await pageText(base, "/faq")).text, formatPrice(newPrice));
    const edited = await pageText(base, `/${editedTown.slug}`);
    expectIn(`/${editedTown.slug}`, edited.text, formatPrice(newPrice));
    expectIn(`/${editedTown.slug}'s h1`, h1Of(edited.html), editedTown.headline);

    expectIn("/about's h1", h1Of((await pageText(base, "/about")).html), plan.aboutHeading);
    expectIn("/es/about's h1", h1Of((await pageText(base, "/es/about")).html), plan.aboutHeadingSpanish);

    const townPage = await pageText(base, `/${newTown.slug}`);
    if (townPage.status !== 200) fail(`/${newTown.slug} answered ${townPage.status}`);
    expectIn(`/${newTown.slug}'s h1`, h1Of(townPage.html), newTown.name);
    expectIn(`/${newTown.slug}`, townPage.text, `Zip ${newTownZip}`);

    const areas = await pageText(base, "/service-areas");
    expectIn("/service-areas", areas.html, `href="/${newTown.slug}"`);
    expectIn("/service-areas", areas.text, townLink.replace("{{town}}", newTown.name));
    expectIn("/service-areas", areas.text, `Around Oscar Scherer State Park ${business.turnaround.rush} service available`);
    const sitemap = (await pageText(base, "/sitemap.xml")).html;
    expectIn("/sitemap.xml", sitemap, `/${newTown.slug}</loc>`);

    // The paused offer: no page says a word of it, and the flyers' offer pages lead with the price.
    const percent = business.pricing.firstOrderDiscountPercent;
    const offerWords = new RegExp(
      `${percent}% off|off your first order|first-order discount|claim your|${percent} ?% de descuento|descuento de primer pedido`,
      "i",
    );
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(([, path]) => path!);
    if (paths.length < 10) fail(`sitemap.xml lists ${paths.length} pages`);
    for (const path of [...paths, "/newcustomerofferQR1"]) {
      const shown = (await pageText(base, path)).text.match(offerWords);
      if (shown) fail(`${path} still mentions the paused offer: "${shown[0]}"`);
    }
    say(`none of ${paths.length + 1} pages mentions the paused first-order offer`);
    expectIn("/newcustomerofferQR1's h1", h1Of((await pageText(base, "/newcustomerofferQR1")).html), `${formatPrice(newPrice)}/lb`);

    const removedPage = await pageText(base, `/${removedTown.slug}`);
    if (removedPage.status !== 404) fail(`/${removedTown.slug} answered ${removedPage.status}, not 404, after its file was removed`);
    const removedSpanish = await pageText(base, `/es/${removedTown.slug}`);
    if (removedSpanish.status !== 404) fail(`/es/${removedTown.slug} answered ${removedSpanish.status}, not 404, after its files were removed`);
    say(`/${removedTown.slug} and /es/${removedTown.slug} answer 404`);
    const spanishTown = await pageText(base, `/es/${newTown.slug}`);
    if (spanishTown.status !== 200) fail(`/es/${newTown.slug} answered ${spanishTown.status}`);
    expectIn(`/es/${newTown.slug}'s h1`, h1Of(spanishTown.html), newTownSpanishHeadline);
    expectIn("/sitemap.xml", sitemap, `/es/${newTown.slug}</loc>`);
    expectNotIn("/sitemap.xml", sitemap, `/${removedTown.slug}</loc>`);
    expectNotIn("/service-areas", areas.html, `href="/${removedTown.slug}"`);

    await checkZipAnswers(root, base, plan);

    const studioPostPath = `/blog/${studioPost.slug}`;
    const written = await pageText(base, studioPostPath);
    if (written.status !== 200) fail(`${studioPostPath} answered ${written.status}`);
    expectIn(studioPostPath, written.text, studioPost.title);
    expectIn(studioPostPath, written.html, `src="/images/uploads/${studioPost.picture.name}"`);
    expectIn(studioPostPath, written.html, `alt="${studioPost.picture.alt}"`);
    const blog = await pageText(base, "/blog");
    expectIn("/blog", blog.html, `href="${studioPostPath}"`);
    expectIn("/sitemap.xml", sitemap, `${studioPostPath}</loc>`);

    const postPath = `/blog/${longPost.slug}`;
    const post = await pageText(base, postPath);
    if (post.status !== 200) fail(`${postPath} answered ${post.status}`);
    expectIn(postPath, post.text, longPost.title);
    // The minutes of its text, not the figure its file holds.
    const minutes = minutesToRead(readFrontMatter(postPath, longPostFile(longPost)).body);
    expectIn(postPath, post.text, `${minutes} min read`);
    const lastWords = /([^.]+)\.\s*$/.exec(longPostFile(longPost))?.[1]?.trim() ?? fail("the long post has no last sentence");
    expectIn(postPath, post.text, lastWords);
    expectIn("/blog", blog.html, `href="${postPath}"`);
    expectIn("/sitemap.xml", sitemap, `${postPath}</loc>`);
    // Written in English only: no Spanish page, not on the Spanish blog, and no language versions in its head.
    const spanishPost = await pageText(base, `/es${postPath}`);
    if (spanishPost.status !== 404) fail(`/es${postPath} answered ${spanishPost.status} for a post written in English only`);
    expectNotIn("/es/blog", (await pageText(base, "/es/blog")).html, `${longPost.slug}"`);
    // Its language switch may name a language (hreflang on the link to the Spanish blog); its head links no versions.
    if (/<link[^>]*\brel="alternate"[^>]*\bhreflang=/i.test(post.html)) fail(`${postPath} links versions in other languages, which it does not have`);
    if (!/<link[^>]*\brel="alternate"[^>]*\bhreflang=/i.test(blog.html)) fail("/blog links no language versions: the check above cannot see them");
    say(`${postPath} is in English only: /es${postPath} answers 404, the Spanish blog does not list it, its head links no other language`);

    const { transfer, html } = await brotliResponse(base, postPath);
    const own = transfer - articleBodyBytes(html);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    if (transfer <= firstResponseBudgetBytes) {
      fail(`${postPath} is ${kb(transfer)} with its headers, within the first-response budget even with its text: write a longer post to test the budget`);
    }
    if (own > firstResponseBudgetBytes) {
      fail(`${postPath}'s own markup is ${kb(own)} with its headers and without its text, over the first-response budget of ${kb(firstResponseBudgetBytes)}`);
    }
    say(`${postPath}: ${kb(transfer)} with its headers, ${kb(own)} without its text, within the ${kb(firstResponseBudgetBytes)} first-response budget`);
  } finally {
    process.kill(-server.pid!, "SIGTERM");
  }
}

/**
 * The zip check on the built Home page, in Chromium: a zip of the place the owner stopped serving
 * leads to the outside-area page; the new town's zip is served from its page.
 */
async function checkZipAnswers(root: string, base: string, { leftOutPlace, newTown }: Plan): Promise<void> {
  const words = readJson<Record<string, string>>(root, "content/pages/en/zip-check.json");
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const check = async (zip: string) => {
      await page.goto(`${base}/`);
      await waitForHydration(page);
      await page.getByRole("textbox", { name: words.label }).fill(zip);
      await page.getByRole("button", { name: words.button }).click();
    };
    await check(leftOutPlace.zip);
    await page.waitForURL(`${base}/outside-service-area?zip=${leftOutPlace.zip}`, { timeout: 15_000 });
    say(`zip check: ${leftOutPlace.zip} (${leftOutPlace.place}) leads to /outside-service-area`);
    await check(newTownZip);
    // The answer's words up to its town list: the same whether one town's route serves the zip or several.
    const answer = (words.coveredByOne ?? fail("content/pages/en/zip-check.json has no coveredByOne")).split("{{townList}}")[0]!.replace("{{zip}}", newTownZip);
    const served = page.getByText(answer);
    await served.waitFor({ timeout: 15_000 });
    if (!((await served.textContent()) ?? "").includes(newTown.name)) fail(`the zip check does not serve ${newTownZip} from ${newTown.name}`);
    say(`zip check: ${newTownZip} is served from ${newTown.name}`);
  } finally {
    await browser.close();
  }
}

/** The owner's edits in the studio, in Chromium: prices, hours and the offer, a town's headline, a post, About's heading, a place not served. */
async function editInStudio(root: string, plan: Plan): Promise<void> {
  const { newPrice, hours, newOpens, editedTown, studioPost, leftOutPlace } = plan;
  const studio = await startStudio({ root, port: studioPort });
  say(`studio started on the copy: ${studio.base}/admin/`);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openBusinessFacts(page, studio.base);
    await page.getByLabel("Wash & fold price per pound ($)").fill(String(newPrice));
    await (await listItemField(page, hours.label, "Opens at")).fill(newOpens);
    const offerSwitch = page.getByRole("switch", { name: "First-order discount is on" });
    // The copy's file has the offer on (prepareCopy): a switch shown off would be the studio misreading it.
    if ((await offerSwitch.getAttribute("aria-checked")) !== "true") fail("the studio shows the first-order offer paused, though the copy's content/business.json has it on");
    await offerSwitch.click();
    const refusal = await publish(page);
    if (refusal) fail(`the studio refused the edit: ${refusal}`);
    say(`studio: wash & fold set to ${formatPrice(newPrice)}, ${hours.label} opens at ${newOpens}, first-order offer paused, published`);
    await openTown(page, studio.base, editedTown.slug);
    await page.getByLabel("Headline", { exact: true }).fill(editedTown.headline);
    const townRefusal = await publish(page);
    if (townRefusal) fail(`the studio refused the town edit: ${townRefusal}`);
    say(`studio: /${editedTown.slug}'s headline set to "${editedTown.headline}", published`);
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#e8f4f8" } }).png().toBuffer();
    const postRefusal = await writePost(page, studio.base, { ...studioPost, picture: { ...studioPost.picture, png } });
    if (postRefusal) fail(`the studio refused the post: ${postRefusal}`);
    say(`studio: post "${studioPost.title}" written with a picture, published`);
    await openEntry(page, studio.base, "pages/entries/about", "Heading");
    await page.getByLabel("Heading", { exact: true }).first().fill(plan.aboutHeading);
    const pageRefusal = await publish(page);
    if (pageRefusal) fail(`the studio refused About's heading: ${pageRefusal}`);
    say(`studio: About's heading set to "${plan.aboutHeading}", published`);
    await openEntry(page, studio.base, "pages/entries/about", "Heading");
    await writeIn(page, "es");
    await page.getByLabel("Heading", { exact: true }).first().fill(plan.aboutHeadingSpanish);
    const spanishRefusal = await publish(page);
    if (spanishRefusal) fail(`the studio refused About's Spanish heading: ${spanishRefusal}`);
    say(`studio: About's Spanish heading set to "${plan.aboutHeadingSpanish}", published`);
    await openServiceArea(page, studio.base);
    await addToList(page, "Places you do not serve", leftOutPlace.place);
    const placeRefusal = await publish(page);
    if (placeRefusal) fail(`the studio refused to stop serving ${leftOutPlace.place}: ${placeRefusal}`);
    say(`studio: ${leftOutPlace.place} added to the places not served, published`);
  } finally {
    await browser.close();
    await studio.stop();
  }
  const written = readJson<BusinessFacts>(root, "content/business.json");
  if (written.pricing.washFoldPerLb !== newPrice) fail(`content/business.json has price ${written.pricing.washFoldPerLb} after the studio saved ${newPrice}`);
  if (written.pricing.firstOrderOfferOn !== false) fail("content/business.json still has the first-order offer on after the studio paused it");
}

const root = mkdtempSync(join(tmpdir(), "content-drill-"));
let passed = false;
try {
  const files = copyRepository(root);
  const plan = prepareCopy(root, files);
  await editInStudio(root, plan);

  const { run: unitTests, left } = contentReadingTests(root, files);
  say(`unit tests: ${unitTests.length} read content and run here; ${left.length} test code on its own fixtures and are left to npm test (scripts/content-drill-tests.ts)`);
  // The generated files are what the type checks and the unit tests read, and they read nothing the
  // rest of the build writes: generate first, then the build (without generating again) beside them.
  // The built layer and the served checks need the finished build.
  await run("generate", "npm", ["run", "--silent", "generate"], root, 5 * 60_000);
  const build = run("build", "npx", ["--no-install", "tsx", "scripts/start.ts", "--build", "--no-generate"], root, 15 * 60_000);
  const codeChecks = together(
    run("route types", "npx", ["--no-install", "react-router", "typegen"], root, 8 * 60_000).then(() => run("typecheck", "npx", ["--no-install", "tsc", "--noEmit"], root, 8 * 60_000)),
    run("unit tests", "npx", ["--no-install", "vitest", "run", ...unitTests], root, 12 * 60_000),
  );
  const buildChecks = build.then(() =>
    together(
      run("built layer", "npx", ["--no-install", "vitest", "run", "-c", "vitest.built.config.ts"], root, 8 * 60_000, { env: { BUILD_DIR: join(root, "build") } }),
      checkBuiltSite(root, plan),
    ),
  );
  await together(build, codeChecks, buildChecks);
  passed = true;
  say(`passed: the README's edits work, in ${seconds(Date.now() - started)}`);
} finally {
  for (const child of running) if (child.pid) process.kill(-child.pid, "SIGTERM");
  if (passed && process.env.DRILL_KEEP !== "1") rmSync(root, { recursive: true, force: true });
  else say(`the copy is kept for a look: ${root}`);
}
