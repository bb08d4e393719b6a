import { firstResponseBudgetBytes } from "../../scripts/first-response.ts";
import { locales, pathIn } from "../../core/locale.ts";

/**
 * Byte budgets. 1 KB = 1024 bytes. Bytes are stable from run to run, unlike timings, so these are
 * asserted and timings go to `npm run bench`. Each figure is what a first-time visitor's browser
 * receives from the real server, which sends the precompressed brotli files; each is measured where
 * it is a fact:
 * - from the build's files, on every page of both languages: the HTML response, headers included,
 *   as the server answers it (tests/built/first-response.test.ts), and the JavaScript, hydration data
 *   and CSS a page loads, its module graph's compressed files (tests/built/byte-budgets.test.ts);
 * - in Chromium, on one page of each layout in each language (tests/e2e/budgets.spec.ts): the web
 *   fonts and images it actually fetches, which depend on what the layout's styles and pictures use,
 *   and every figure above once more, the same bytes counted the other way, so the file-based
 *   measure cannot drift from what a browser fetches unnoticed.
 */
const KB = 1024;
export const budget = {
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
export const homes: ReadonlySet<string> = new Set(locales.map((of) => pathIn("/", of)));

/** Bytes as KB (1 KB = 1024 bytes) with one decimal, for messages and the printed tables. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** A page's HTML response: its header block and compressed body, and what of the body is the owner's article text. */
export type HtmlFigures = {
  /** The compressed body, as sent. */
  html: number;
  /** The response's header block: status line, fields, the blank line. */
  htmlHeaders: number;
  /** Of `html`, the compressed bytes of the owner's article text, which the budgets leave out. */
  article: number;
};

/** What a page loads after its HTML, compressed: its JavaScript, its hydration module, its stylesheets. */
export type LoadFigures = {
  js: number;
  hydration: number;
  /** Of `hydration`, about what the article's text takes in the loader data: the text compressed on its own. */
  articleData: number;
  css: number;
};

/** How the HTML response compares with its budget: Home's body with `homeHtml`, every other page's first response with `firstResponse`. */
export function htmlProblems(path: string, m: HtmlFigures): string[] {
  const problems: string[] = [];
  const home = homes.has(path);
  if (home && m.html > budget.homeHtml) problems.push(`home HTML ${kb(m.html)} KB > ${kb(budget.homeHtml)} KB`);
  if (m.html === 0) problems.push("HTML was not measured");
  const firstResponse = m.htmlHeaders + m.html - m.article;
  if (!home && firstResponse > budget.firstResponse) {
    problems.push(
      `HTML response ${firstResponse} bytes with its ${m.htmlHeaders} bytes of headers, without the article's text (${m.html} bytes of body with it) > ${budget.firstResponse} bytes`,
    );
  }
  if (m.htmlHeaders === 0) problems.push("the HTML response's headers were not measured");
  return problems;
}

/** How the JavaScript, the hydration module and the CSS compare with their budgets. */
export function loadProblems(m: LoadFigures): string[] {
  const problems: string[] = [];
  if (m.js > budget.js) problems.push(`JavaScript ${kb(m.js)} KB > ${kb(budget.js)} KB`);
  const ownHydration = m.hydration - m.articleData;
  if (ownHydration > budget.hydration) {
    problems.push(`hydration module ${kb(ownHydration)} KB without the article's text > ${kb(budget.hydration)} KB`);
  }
  if (m.hydration === 0) problems.push("no hydration module measured");
  if (m.css > budget.css) problems.push(`CSS ${kb(m.css)} KB > ${kb(budget.css)} KB`);
  if (m.js === 0) problems.push("no JavaScript measured: the page did not load its modules");
  return problems;
}

/** A table of figures per route, right-aligned, for the test's output. */
export function figuresTable(title: string, head: readonly string[], body: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [title, line(head), ...body.map(line)].join("\n");
}

/**
 * The site's own pictures are SVG or WebP; a PNG, JPEG or GIF in an `<img>` is a picture someone
 * forgot to convert. The owner's uploads (the studio's media folder, served from /images/uploads/)
 * keep the format she uploads from her phone, as the studio saves them (studio/backend.ts), so a
 * post with her photo is not a broken build.
 */
const rasterExtension = /\.(png|jpe?g|gif|bmp|tiff?)(?:[?#].*)?$/i;
export const ownerUploads = "/images/uploads/";

/** Whether an `<img>` source is a raster file the site itself should have converted. */
export function isUnconvertedRaster(source: string): boolean {
  return rasterExtension.test(source) && !new URL(source, "http://site.invalid").pathname.startsWith(ownerUploads);
}
