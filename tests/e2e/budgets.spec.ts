import { expect, test, type Browser, type Response } from "@playwright/test";
import { articleBodies, articleBodyBytes, brotliBytes, firstResponseBudgetBytes } from "../../scripts/first-response.ts";
import { locales, pathIn } from "../../core/locale.ts";
import { builtRoutes, kb } from "./built-routes.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * Byte budgets, measured as a first-time visitor's Chromium receives them from the real
 * server, which sends the precompressed brotli files: the encoded (transfer) body size of every
 * response requested until the network is idle, summed per route. 1 KB = 1024 bytes. Bytes are
 * stable from run to run, unlike timings, so these are asserted here and timings go to `npm run bench`.
 */
const KB = 1024;
const budget = {
  /**
   * First-load JavaScript per route, compressed. Shared modules are split by the pages that use them
   * and Home's structured data is built at build time
   * (docs/page-loading.md#chunks-by-the-pages-that-use-them); 120 KB until the phone action bar,
   * the swap to the brand typeface and the forms' pre-hydration typing took Home to 120.8 KB and the
   * town pages to 120.5 KB (docs/decisions/039-phone-action-bar.md); 122 KB until the second
   * language: the interface words moved from the components into each language's page files (their
   * keys ride along), the language switcher and every page's language versions in its head took
   * Home to 123.2 KB, and the Spanish words, longer, Spanish Home to 124.2 KB
   * (docs/decisions/043-spanish-edition-as-a-second-build.md). The same budget for both languages.
   */
  js: 125 * KB,
  /**
   * A page's hydration module, compressed: React Router's context and the page's loader data, which
   * the page's inline scripts carried until they moved out of its first response
   * (docs/page-loading.md#hydration-after-the-first-paint). Data, not code, so it is counted
   * apart from the JavaScript budget above. It is fetched after the first paint. A blog post's or a
   * legal page's loader data carries the owner's text, whose length is the owner's to choose: that
   * text, compressed on its own, is left out of the measure, as it is of the first response below.
   */
  hydration: 8 * KB,
  /** CSS per route, compressed. */
  css: 20 * KB,
  /** Web fonts per route: files and compressed bytes. */
  fontFiles: 2,
  fonts: 60 * KB,
  /** The home page's HTML, compressed, in every language. */
  homeHtml: 60 * KB,
  /**
   * Every other route's HTML response, headers and compressed body: the first response, which
   * carries the page's CSS (scripts/postbuild/inline-critical-css.ts) and, for a town page, its hero's county-map
   * crop, fits in the 14,600 bytes a new connection's first round trip delivers, not counting the
   * owner's article text (a post's body, a legal page's sections, a town's reasons and customer
   * story; scripts/first-response.ts says why). Home is the exception: its own
   * markup (69 inline icons, the service-area map, the structured data) is already 11.3 KB
   * compressed before its 4.7 KB of CSS; it keeps homeHtml.
   */
  firstResponse: firstResponseBudgetBytes,
} as const;

/** Home in every language ("/", "/es"), which keeps `homeHtml`. */
const homes = new Set(locales.map((of) => pathIn("/", of)));

const rasterTypes = /^image\/(png|jpe?g|gif|bmp|tiff)/i;
const rasterExtension = /\.(png|jpe?g|gif|bmp|tiff?)(?:[?#].*)?$/i;

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
        m.article += articleBodyBytes(html);
        articleText += articleBodies(html).join("\n");
      }
      else if (type === "stylesheet") m.css += responseBodySize;
      else if (type === "script" && hydrationUrls.includes(url.href)) m.hydration += responseBodySize;
      else if (type === "script") m.js += responseBodySize;
      else if (type === "font") {
        m.fonts += responseBodySize;
        m.fontFiles += 1;
      } else if (type === "image") {
        m.images += responseBodySize;
        if (rasterTypes.test(contentType)) m.problems.push(`raster image served as ${contentType}: ${url.pathname}`);
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
        if (source && rasterExtension.test(source)) m.problems.push(`<img> uses a PNG/JPEG/GIF file: ${source}`);
      }
    }
  } finally {
    await context.close();
  }
  if (m.js > budget.js) m.problems.push(`JavaScript ${kb(m.js)} KB > ${kb(budget.js)} KB`);
  const ownHydration = m.hydration - m.articleData;
  if (ownHydration > budget.hydration) {
    m.problems.push(`hydration module ${kb(ownHydration)} KB without the article's text > ${kb(budget.hydration)} KB`);
  }
  if (m.hydration === 0) m.problems.push("no hydration module measured");
  if (m.css > budget.css) m.problems.push(`CSS ${kb(m.css)} KB > ${kb(budget.css)} KB`);
  if (m.fontFiles > budget.fontFiles) m.problems.push(`${m.fontFiles} font files > ${budget.fontFiles}`);
  if (m.fonts > budget.fonts) m.problems.push(`fonts ${kb(m.fonts)} KB > ${kb(budget.fonts)} KB`);
  const home = homes.has(path);
  if (home && m.html > budget.homeHtml) m.problems.push(`home HTML ${kb(m.html)} KB > ${kb(budget.homeHtml)} KB`);
  if (m.html === 0) m.problems.push("HTML was not measured");
  const firstResponse = m.htmlHeaders + m.html - m.article;
  if (!home && firstResponse > budget.firstResponse) {
    m.problems.push(
      `HTML response ${firstResponse} bytes with its ${m.htmlHeaders} bytes of headers, without the article's text (${m.html} bytes of body with it) > ${budget.firstResponse} bytes`,
    );
  }
  if (m.htmlHeaders === 0) m.problems.push("the HTML response's headers were not measured");
  if (m.js === 0) m.problems.push("no JavaScript measured: the page did not load its modules");
  return m;
}

function table(rows: readonly Measured[]): string {
  const head = ["route", "HTML", "of it article", "first response, bytes", "CSS", "JS", "hydration", "fonts", "font files", "images"];
  const body = rows.map((r) => [
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
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [
    "Transfer sizes on first load, KB (1 KB = 1024 bytes), brotli from the real server; the first response is the HTML's headers and body without the article's text:",
    line(head),
    ...body.map(line),
  ].join("\n");
}

test("every route stays within its byte budgets: JS, hydration data, CSS, fonts, images, HTML", async ({ browser, baseURL }) => {
  // One route after another, each until its network falls quiet, the typeface included: about two
  // minutes on this machine, more while other browser tests run beside it.
  test.setTimeout(360_000);
  if (!baseURL) throw new Error("playwright.config.ts sets baseURL");
  const routes = await builtRoutes();
  const measured: Measured[] = [];
  for (const route of routes) measured.push(await measure(browser, baseURL, route.path));
  console.log(table(measured));
  const over = measured.flatMap((m) => m.problems.map((problem) => `${m.path}: ${problem}`));
  expect(over, "routes over budget").toEqual([]);
});
