import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Town } from "../../content/towns.ts";
import { newTownFile, newTownSpanishFile, newTownSpanishHeadline, newTownZip } from "../../scripts/new-town-files.ts";
import { copyWorkingTree, startStudio, type RunningStudio } from "./studio.ts";

/** A town's page address from its name, as its file is named ("Osprey Bay" → osprey-bay). */
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/**
 * The studio's preview, the site beside the editor (`npm run studio`, which runs `npm run dev`), on
 * a scratch copy of the repository: the Spanish pages at /es of the same address, with the language
 * switch between a page and its twin; a Spanish text saved through the studio's file store shows on
 * the Spanish page; and a new post and a town saved in the studio, English and Spanish, are pages
 * of the preview without a restart (vite.config.ts, `pagesRoutedAsWritten`). Plain requests, no browser: the page as the dev server
 * renders it. Ports: STUDIO_PREVIEW_TEST_PORT (default 4631) for the editor, the next two for the
 * site and its Spanish pages.
 */

const repo = join(import.meta.dirname, "..", "..");
const port = Number(process.env.STUDIO_PREVIEW_TEST_PORT ?? 4631);
const preview = `http://127.0.0.1:${port + 1}`;
let root: string;
let studio: RunningStudio | undefined;

type PageWords = { hero: { title: string } };
const aboutIn = (locale: string) => JSON.parse(readFileSync(join(repo, "content", "pages", locale, "about.json"), "utf8")) as PageWords;

/** A page of the preview: its status and the text of its h1 (entities decoded); status 0 while the server is not answering. */
async function previewPage(path: string): Promise<{ status: number; heading: string; html: string }> {
  try {
    const response = await fetch(`${preview}${path}`, { signal: AbortSignal.timeout(15_000) });
    const html = await response.text();
    const heading = (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    return { status: response.status, heading, html };
  } catch {
    return { status: 0, heading: "", html: "" };
  }
}

/** Asks for `path` until its heading reads `heading` (the preview reloads, or restarts, after a change). */
async function headingOf(path: string, heading: string, timeoutMs: number): Promise<{ status: number; heading: string; html: string }> {
  const deadline = Date.now() + timeoutMs;
  let page = await previewPage(path);
  while (page.heading !== heading && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    page = await previewPage(path);
  }
  return page;
}

/** The studio's file store, as the editor calls it. */
async function fileStore<T>(action: string, params: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${studio!.base}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

test.describe.configure({ mode: "serial", timeout: 30_000 });

test.beforeAll(async () => {
  test.setTimeout(4 * 60_000);
  root = mkdtempSync(join(tmpdir(), "studio-preview-"));
  copyWorkingTree(root);
  studio = await startStudio({
    root,
    port,
    env: { STUDIO_SITE: "on", STUDIO_SITE_PORT: String(port + 1), STUDIO_SITE_ES_PORT: String(port + 2) },
  });
  // The site starts after the editor: the generated files, then both languages' dev servers, each
  // compiling its first page when it is asked for (both at once here). A page is there once a server
  // renders it: until then the preview answers nothing, or 502 for a server it cannot reach yet.
  const rendered = async (path: string) => {
    const deadline = Date.now() + 3 * 60_000;
    while (Date.now() < deadline) {
      const { status } = await previewPage(path);
      if (status === 200 || status === 404) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`The preview did not render ${path} within 3 minutes:\n${studio!.output()}`);
  };
  await Promise.all([rendered("/about"), rendered("/es/about")]);
});

test.afterAll(async () => {
  await studio?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

test("the preview has the Spanish pages at /es, and the language switch leads from a page to its twin and back", async () => {
  const spanish = aboutIn("es").hero.title;
  expect(spanish, "a heading without placeholders, as the page shows it").not.toContain("{{");
  const about = await headingOf("/es/about", spanish, 10_000);
  expect(about.status, studio!.output()).toBe(200);
  expect(about.heading).toBe(spanish);
  expect(about.html).toContain('<html lang="es-US"');
  expect(about.html).toMatch(/<a href="\/about" hrefLang="en-US"[^>]*data-language-switch/);
  // Its scripts come from the Spanish server too, under /es.
  expect((await fetch(`${preview}/es/@vite/client`)).status).toBe(200);
  expect((await previewPage("/es")).html).toContain('<html lang="es-US"');
  const english = await previewPage("/about");
  expect(english.html).toMatch(/<a href="\/es\/about" hrefLang="es-US"[^>]*data-language-switch/);
});

test("a Spanish text saved in the studio shows on the Spanish page of the preview", async () => {
  const entry = await fileStore<{ data: string }>("getEntry", { path: "content/pages/about.json" });
  const document = JSON.parse(entry.data) as { en: PageWords; es: PageWords };
  const changed = "Un negocio local que la dueña cambió hace un momento";
  document.es.hero.title = changed;
  await fileStore("persistEntry", { dataFiles: [{ path: "content/pages/about.json", raw: JSON.stringify(document) }] });
  const about = await headingOf("/es/about", changed, 20_000);
  expect(about.heading, studio!.output()).toBe(changed);
  expect((await previewPage("/about")).heading).toBe(document.en.hero.title);
});

test("a post written and a town saved while the preview runs are pages of it, in English and in Spanish, without a restart", async () => {
  // Both servers restart at once (about 10 s; more on a busy machine).
  test.setTimeout(90_000);
  const slug = "a-post-written-while-the-preview-runs";
  const posts = {
    en: { path: `/blog/${slug}`, title: "A Post Written While the Preview Runs" },
    es: { path: `/es/blog/${slug}`, title: "Una entrada escrita con la vista previa en marcha" },
  };
  for (const [locale, { title }] of Object.entries(posts)) {
    writeFileSync(
      join(root, "content", "blog", locale, `${slug}.md`),
      `---\ntitle: "${title}"\nexcerpt: "${title}."\ndate: 2026-12-01\n---\n\n${title}.\n`,
    );
  }
  // A new town, saved in the studio as the owner does (its zip served first, when her rules leave it out).
  const towns = JSON.parse(readFileSync(join(root, "content", "towns.generated.json"), "utf8")) as Town[];
  const name = ["Osprey", "Osprey Bayfront", "Osprey Bay"].find((name) => !towns.some((town) => town.name === name || town.slug === slugOf(name)))!;
  const rules = JSON.parse(readFileSync(join(root, "content", "service-area.json"), "utf8")) as { doNotServe?: string[] };
  if (rules.doNotServe?.includes(newTownZip)) {
    writeFileSync(join(root, "content", "service-area.json"), `${JSON.stringify({ ...rules, doNotServe: rules.doNotServe.filter((zip) => zip !== newTownZip) }, null, 2)}\n`);
  }
  const town = { en: `content/towns/en/${slugOf(name)}.md`, es: `content/towns/es/${slugOf(name)}.md` };
  await fileStore("persistEntry", {
    dataFiles: [
      { path: town.en, raw: newTownFile(name, towns) },
      { path: town.es, raw: newTownSpanishFile(name, towns) },
    ],
  });
  const headline = (/^ {2}headline: (.+)$/m.exec(newTownFile(name, towns))?.[1] ?? "").trim();
  const [english, spanish, englishTown] = await Promise.all([
    headingOf(posts.en.path, posts.en.title, 60_000),
    headingOf(posts.es.path, posts.es.title, 60_000),
    headingOf(`/${slugOf(name)}`, headline, 60_000),
  ]);
  expect(english.heading, studio!.output()).toBe(posts.en.title);
  expect(spanish.heading, studio!.output()).toBe(posts.es.title);
  expect(englishTown.heading, studio!.output()).toBe(headline);
  expect((await previewPage(`/es/${slugOf(name)}`)).heading).toMatch(new RegExp(`^${newTownSpanishHeadline}`));
});
