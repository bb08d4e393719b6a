import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Browser, type Response } from "@playwright/test";
import { articleBodies, articleBodyBytes, brotliBytes } from "../../scripts/first-response.ts";
import { budget, figuresTable, htmlProblems, isUnconvertedRaster, kb, loadProblems, ownerUploads } from "../built/budgets.ts";
import { pageLoad, servedBytes } from "../built/modules.ts";
import { builtRoutes, clientDir } from "./built-routes.ts";
import { waitForHydration } from "./hydration.ts";
import { layoutSample } from "./layout-kinds.ts";

/**
 * Byte budgets (tests/built/budgets.ts: the limits and their reasons), as a first-time
 * visitor's Chromium receives them from the real server, which sends the precompressed brotli
 * files: the encoded (transfer) body size of every response requested until the network is idle,
 * summed per route. Every page's HTML, JavaScript, hydration data and CSS are facts of the build's
 * files, checked on every page of both languages in tests/built/ (first-response.test.ts,
 * byte-budgets.test.ts). What only a browser knows is measured here: which web fonts and images the
 * page's styles and pictures make it fetch, and whether it asks another origin for anything.
 *
 * One page of each layout kind, languages alternating (`layoutSample()`): the fonts a page fetches
 * are those its layout's text uses (the same header, footer and typeface on every page of a layout),
 * and its images are its layout's pictures, filled from the same slots; the two languages have their
 * own words but the same pictures and faces, so a kind seen in one language fetches what it fetches
 * in the other. The JavaScript, hydration data, CSS and HTML are measured here as well and must be
 * the bytes the file-based measure finds for the same page, so that measure is shown to follow what
 * a browser fetches (a module loaded on start that the files' module graph does not show would fail
 * here); that measure itself covers every page of both languages.
 */

const rasterTypes = /^image\/(png|jpe?g|gif|bmp|tiff)/i;

type Measured = {
  path: string;
  html: number;
  /** The HTML response's header block. */
  htmlHeaders: number;
  /** Of `html`, the compressed bytes of the owner's article text, which the budgets leave out. */
  article: number;
  /** Of `hydration`, about what the same text takes in the loader data: the text compressed on its own. */
  articleData: number;
  css: number;
  js: number;
  hydration: number;
  fonts: number;
  fontFiles: number;
  images: number;
  /** The JavaScript modules and stylesheets fetched, by path: compared with the files' module graph. */
  scripts: string[];
  stylesheets: string[];
  problems: string[];
};

async function measure(browser: Browser, baseURL: string, path: string): Promise<Measured> {
  // A fresh context per route: an empty cache, as a visitor arriving from search has.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on("response", (response) => responses.push(response));
  const m: Measured = {
    path,
    html: 0,
    htmlHeaders: 0,
    article: 0,
    articleData: 0,
    css: 0,
    js: 0,
    hydration: 0,
    fonts: 0,
    fontFiles: 0,
    images: 0,
    scripts: [],
    stylesheets: [],
    problems: [],
  };
  try {
    await page.goto(path, { waitUntil: "networkidle" });
    // The modules load after the first paint: count until React has hydrated and the network is quiet.
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // The one module the page's inline loader imports: its hydration module.
    const loaders = await page.locator('script[type="module"]:not([src])').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
    const hydrationUrls = loaders.flatMap((text) => [...text.matchAll(/\bimport\("([^"]+)"\)/g)].map((match) => new URL(match[1] ?? "", baseURL).href));
    if (hydrationUrls.length !== 1) m.problems.push(`${hydrationUrls.length} hydration modules imported by the page's loader, expected 1`);
    let articleText = "";
    for (const response of responses) {
      const request = response.request();
      const url = new URL(request.url());
      if (url.protocol === "data:") continue;
      if (url.origin !== new URL(baseURL).origin) m.problems.push(`requests another origin: ${url.href}`);
      const { responseBodySize, responseHeadersSize } = await request.sizes();
      const type = request.resourceType();
      const contentType = (await response.headerValue("content-type")) ?? "";
      if (type === "document") {
        // The first round trip carries the response's headers as well as its body.
        m.html += responseBodySize;
        m.htmlHeaders += responseHeadersSize;
        const html = await response.text();
        m.article += articleBodyBytes(html, responseBodySize);
        articleText += articleBodies(html).join("\n");
      } else if (type === "stylesheet") {
        m.css += responseBodySize;
        m.stylesheets.push(url.pathname);
      } else if (type === "script" && hydrationUrls.includes(url.href)) m.hydration += responseBodySize;
      else if (type === "script") {
        m.js += responseBodySize;
        m.scripts.push(url.pathname);
      } else if (type === "font") {
        m.fonts += responseBodySize;
        m.fontFiles += 1;
      } else if (type === "image") {
        m.images += responseBodySize;
        if (rasterTypes.test(contentType) && !url.pathname.startsWith(ownerUploads)) m.problems.push(`raster image served as ${contentType}: ${url.pathname}`);
      }
    }
    // The hydration module carries the same text in the loader data: left out by its compressed size.
    m.articleData = articleText ? brotliBytes(articleText) : 0;
    // Images below the fold may not have loaded yet: check every <img> in the document as well.
    const images = await page.locator("img").evaluateAll((nodes) =>
      nodes.map((node) => {
        const img = node as HTMLImageElement;
        return {
          src: img.getAttribute("src") ?? "",
          srcset: img.getAttribute("srcset") ?? "",
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        };
      }),
    );
    for (const img of images) {
      if (!img.width || !img.height) m.problems.push(`<img src="${img.src}"> lacks width or height`);
      const sources = [img.src, ...img.srcset.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "")];
      for (const source of sources) {
        if (source && isUnconvertedRaster(source)) m.problems.push(`<img> uses a PNG/JPEG/GIF file: ${source}`);
      }
    }
  } finally {
    await context.close();
  }
  m.problems.push(...loadProblems(m), ...htmlProblems(path, m));
  if (m.fontFiles > budget.fontFiles) m.problems.push(`${m.fontFiles} font files > ${budget.fontFiles}`);
  if (m.fonts > budget.fonts) m.problems.push(`fonts ${kb(m.fonts)} KB > ${kb(budget.fonts)} KB`);
  return m;
}

/**
 * Where the browser's figures differ from what the build's files say the page loads
 * (tests/built/modules.ts): the same modules and stylesheets, the same bytes.
 */
function differences(m: Measured, file: string): string[] {
  const load = pageLoad(readFileSync(join(clientDir, file), "utf8"));
  const sum = (urls: readonly string[]) => urls.reduce((total, url) => total + servedBytes(url), 0);
  const sorted = (urls: readonly string[]) => [...new Set(urls)].sort().join(", ");
  const found: string[] = [];
  if (sorted(m.scripts) !== sorted(load.modules)) found.push(`modules fetched: ${sorted(m.scripts)}; the files' module graph: ${sorted(load.modules)}`);
  if (sorted(m.stylesheets) !== sorted(load.stylesheets)) found.push(`stylesheets fetched: ${sorted(m.stylesheets)}; the files: ${sorted(load.stylesheets)}`);
  const pairs: Array<[string, number, number]> = [
    ["HTML", m.html, servedBytes(`/${file}`)],
    ["JavaScript", m.js, sum(load.modules)],
    ["hydration module", m.hydration, sum(load.hydration)],
    ["CSS", m.css, sum(load.stylesheets)],
  ];
  for (const [what, browser, files] of pairs) if (browser !== files) found.push(`${what}: ${browser} bytes in Chromium, ${files} in the files`);
  return found;
}

function table(rows: readonly Measured[]): string {
  return figuresTable(
    "Transfer sizes on first load, KB (1 KB = 1024 bytes), brotli from the real server; the first response is the HTML's headers and body without the article's text:",
    ["route", "HTML", "of it article", "first response, bytes", "CSS", "JS", "hydration", "fonts", "font files", "images"],
    rows.map((r) => [
      r.path,
      kb(r.html),
      kb(r.article),
      String(r.htmlHeaders + r.html - r.article),
      kb(r.css),
      kb(r.js),
      kb(r.hydration),
      kb(r.fonts),
      String(r.fontFiles),
      kb(r.images),
    ]),
  );
}

const sample = await layoutSample();
const files = new Map((await builtRoutes()).map((route) => [route.path, route.file]));

for (const { path, kind } of sample) {
  test(`${path} (${kind}) stays within its byte budgets: fonts, images, and what the files say it loads`, async ({ browser, baseURL }) => {
    // Until the network falls quiet, the typeface included.
    test.setTimeout(60_000);
    if (!baseURL) throw new Error("playwright.config.ts sets baseURL");
    const m = await measure(browser, baseURL, path);
    const file = files.get(path);
    if (!file) m.problems.push("not among the build's pages");
    else m.problems.push(...differences(m, file));
    console.log(table([m]));
    expect(m.problems, "over budget, or loading other than the files say").toEqual([]);
  });
}
