import { expect, test } from "vitest";
import { articleBodies, brotliBytes } from "../../scripts/first-response.ts";
import { scanTags } from "../../scripts/postbuild/html-scan.ts";
import { builtPages } from "./build-output.ts";
import { figuresTable, isUnconvertedRaster, kb, loadProblems, type LoadFigures } from "./budgets.ts";
import { pageLoad, servedBytes } from "./modules.ts";

/**
 * What every page of both languages loads after its HTML, compressed, within the budgets of
 * tests/built/budgets.ts (their reasons are there): its JavaScript, its hydration module
 * (without the owner's article text its loader data carries) and its CSS. These are facts of the
 * build's files: a page's loader imports its hydration module, which lists the modules the page
 * preloads and evaluates, and those import the rest; the server sends each file's brotli sibling.
 * tests/e2e/budgets.spec.ts counts the same bytes as Chromium receives them on a sample of pages,
 * and the fonts and images only a browser knows it fetches.
 *
 * The pictures' rules are read from the HTML as written too: every <img> states its size (no layout
 * shift), none is a PNG, JPEG or GIF but the owner's uploads, and nothing the page loads comes from another origin.
 */

/** Attributes through which an element makes the browser fetch something. */
const fetchedBy: Record<string, readonly string[]> = {
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  script: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  iframe: ["src"],
  embed: ["src"],
  object: ["data"],
  input: ["src"],
};
/** The <link> relations that fetch their href. */
const fetchingLinks = new Set(["stylesheet", "preload", "modulepreload", "prefetch", "icon", "apple-touch-icon", "manifest"]);

/** The URLs of a src or srcset value. */
function urlsOf(attribute: string, value: string): string[] {
  if (attribute !== "srcset") return [value.trim()];
  return value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "");
}

/** The picture and origin rules a page's HTML breaks. */
function markupProblems(html: string): string[] {
  const problems: string[] = [];
  for (const tag of scanTags(html)) {
    if (tag.name === "img") {
      const src = tag.attrs.get("src") ?? "";
      if (!tag.attrs.get("width") || !tag.attrs.get("height")) problems.push(`<img src="${src.slice(0, 80)}"> lacks width or height`);
      for (const source of [src, ...urlsOf("srcset", tag.attrs.get("srcset") ?? "")]) {
        if (source && isUnconvertedRaster(source)) problems.push(`<img> uses a PNG/JPEG/GIF file: ${source}`);
      }
    }
    const rels = (tag.attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const attributes = tag.name === "link" ? (rels.some((rel) => fetchingLinks.has(rel)) ? ["href"] : []) : (fetchedBy[tag.name] ?? []);
    for (const attribute of attributes) {
      for (const url of urlsOf(attribute, tag.attrs.get(attribute) ?? "")) {
        // A URL with a scheme or a host of its own is another origin: the pages' own files are named by path.
        if (/^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url)) problems.push(`requests another origin: <${tag.name} ${attribute}="${url}">`);
      }
    }
  }
  return problems;
}

type Row = LoadFigures & { path: string; problems: string[] };

test("every page loads JavaScript, hydration data and CSS within its byte budgets, and its pictures follow the rules", async () => {
  const pages = await builtPages();
  expect(pages.length).toBeGreaterThan(1);
  const rows: Row[] = pages.map((page) => {
    const load = pageLoad(page.html);
    const problems = load.missing.map((url) => `names ${url}, which the build does not have`);
    if (load.hydration.length !== 1) problems.push(`${load.hydration.length} hydration modules imported by the page's loader, expected 1`);
    const sum = (urls: readonly string[]) => urls.reduce((total, url) => total + (load.missing.includes(url) ? 0 : servedBytes(url)), 0);
    const articleText = articleBodies(page.html).join("\n");
    const figures: LoadFigures = {
      js: sum(load.modules),
      hydration: sum(load.hydration),
      // The hydration module carries the same text in the loader data: left out by its compressed size.
      articleData: articleText ? brotliBytes(articleText) : 0,
      css: sum(load.stylesheets),
    };
    problems.push(...loadProblems(figures), ...markupProblems(page.html));
    return { path: page.path, ...figures, problems };
  });
  console.log(
    figuresTable(
      "Loaded after the HTML on a first visit, KB (1 KB = 1024 bytes), brotli files of the build:",
      ["route", "JS", "hydration", "of it article", "CSS"],
      rows.map((r) => [r.path, kb(r.js), kb(r.hydration), kb(r.articleData), kb(r.css)]),
    ),
  );
  expect(rows.flatMap((r) => r.problems.map((problem) => `${r.path}: ${problem}`)), "routes over budget").toEqual([]);
});
