import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { CspHashManifest } from "../../server/csp-hashes.ts";
import { escapeHtml } from "../../core/escape-html.ts";
import { locales, localePrefix } from "../../core/locale.ts";
import { isSafeUrl, urlScheme } from "../../core/safe-url.ts";
import { inlineScriptsOf, isExecutableScript, scanTags, type ScannedTag } from "./html-scan.ts";

/** What the post-build step needs to know about one prerendered HTML file. */
export type BuiltPage = {
  /** Path of the file inside the client directory, with "/" separators. */
  file: string;
  /** The path the server answers it at: "/" for index.html, "/about" for about/index.html. */
  path: string;
  title?: string;
  description?: string;
  canonical?: string;
  noindex: boolean;
  /** React Router writes a meta-refresh page for a route that redirects while prerendering. */
  redirect: boolean;
  /** `sha256-<base64>` of each inline script the browser runs, sorted, without duplicates. */
  scriptHashes: string[];
  /** The page's versions in each language, as its head links them (`<link rel="alternate" hreflang>`). */
  alternates: { hrefLang: string; href: string }[];
  /** Code inside the page's `<main>`, where its content is (`codeInContent`): none on a page that may be published. */
  codeInMain: string[];
};

/** Every file under `dir`, as paths relative to it with "/" separators, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** The served path of an HTML file: "index.html" → "/", "about/index.html" → "/about". */
export function servedPath(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

/**
 * The CSP hash of a script's text. The browser hashes the text after its input-stream
 * preprocessing, which turns CRLF and lone CR into LF; doing the same keeps the two equal.
 */
export function scriptHash(text: string): string {
  const normalized = text.replace(/\r\n?/g, "\n");
  return `sha256-${createHash("sha256").update(normalized, "utf8").digest("base64")}`;
}

/** Elements that run code or load a document of their own. */
const codeElements = new Set(["iframe", "frame", "frameset", "object", "embed", "applet", "base"]);
/** Attributes holding an address a click, a load or a form follows. */
const addressAttributes = ["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background"];

/**
 * What in `tags` would run code: a script (not a data block), an element that loads a document of
 * its own, an event-handler attribute (`onclick`, `onerror`), or an address with a scheme that runs
 * code or carries a document (`javascript:`, `data:`; a picture may be a `data:image/…`: the site's
 * drawings travel inside the page so). The site writes none of these into a page's `<main>`, where
 * the owner's words are, so any found there came from content: the build refuses the page, and no
 * script of it ever gets a hash in the Content-Security-Policy.
 */
export function codeInContent(tags: readonly ScannedTag[]): string[] {
  const found: string[] = [];
  for (const tag of tags) {
    if (isExecutableScript(tag) || codeElements.has(tag.name)) found.push(`<${tag.name}>`);
    for (const [name, value] of tag.attrs) {
      if (/^on/.test(name)) found.push(`<${tag.name} ${name}>`);
      const picture = (tag.name === "img" || tag.name === "source") && name === "src" && urlScheme(value) === "data" && /^\s*data:image\//i.test(value);
      if (addressAttributes.includes(name) && !isSafeUrl(value) && !picture) found.push(`<${tag.name} ${name}="${value.slice(0, 30)}">`);
    }
  }
  return found;
}

/** Reads the head facts and inline-script hashes of one page. */
export function analyzePage(file: string, html: string): BuiltPage {
  const tags = scanTags(html);
  const relTokens = (value: string | undefined) => (value ?? "").toLowerCase().split(/\s+/);
  const meta = (name: string) =>
    tags.find((tag) => tag.name === "meta" && tag.attrs.get("name")?.toLowerCase() === name)?.attrs.get("content");
  const title = tags.find((tag) => tag.name === "title")?.text?.trim();
  const description = meta("description")?.trim();
  const canonical = tags
    .find((tag) => tag.name === "link" && relTokens(tag.attrs.get("rel")).includes("canonical"))
    ?.attrs.get("href")
    ?.trim();
  const robots = (meta("robots") ?? "").toLowerCase().split(/[\s,]+/);
  const redirect = tags.some(
    (tag) => tag.name === "meta" && tag.attrs.get("http-equiv")?.toLowerCase() === "refresh",
  );
  const alternates = tags
    .filter((tag) => tag.name === "link" && relTokens(tag.attrs.get("rel")).includes("alternate") && tag.attrs.has("hreflang"))
    .map((tag) => ({ hrefLang: tag.attrs.get("hreflang")!.trim(), href: tag.attrs.get("href")?.trim() ?? "" }));
  const page: BuiltPage = {
    file,
    path: servedPath(file),
    noindex: robots.includes("noindex") || robots.includes("none"),
    redirect,
    scriptHashes: [...new Set(inlineScriptsOf(tags).map(scriptHash))].sort(),
    alternates,
    codeInMain: [],
  };
  const main = tags.find((tag) => tag.name === "main");
  if (main) page.codeInMain = codeInContent(tags.filter((tag) => tag.start > main.start && tag.end <= main.end));
  if (title) page.title = title;
  if (description) page.description = description;
  if (canonical) page.canonical = canonical;
  return page;
}

/** React Router's SPA fallback; unused here because unknown paths get the prerendered 404 page. */
export const spaFallbackFile = "__spa-fallback.html";

/** Analyses every prerendered HTML file under `clientDir`, sorted by served path. */
export async function readBuiltPages(clientDir: string): Promise<BuiltPage[]> {
  const files = (await listFiles(clientDir)).filter((file) => file.endsWith(".html") && file !== spaFallbackFile);
  const pages = await Promise.all(
    files.map(async (file) => analyzePage(file, await readFile(join(clientDir, ...file.split("/")), "utf8"))),
  );
  return pages.sort((a, b) => compare(a.path, b.path));
}

/** Code-unit order, the same on every machine (no locale): the order pages and sitemap entries are listed in. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Each language's not-found page: "/404", "/es/404". */
const notFoundPaths = new Set(locales.map((of) => `${localePrefix(of)}/404`));

/** Whether `path` is a language's not-found page, which no visitor lands on by a link. */
export const isNotFoundPage = (path: string) => notFoundPaths.has(path);

/**
 * Problems that must fail the build: a page without title, description or canonical link; a
 * not-found page without title, description or `noindex`; a missing home or not-found page in a
 * language; versions in other languages (hreflang) that do not link back, or lead nowhere.
 * Redirect pages React Router writes need only their title and `noindex`.
 */
export function findPageProblems(pages: readonly BuiltPage[], siteUrl?: string): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const missing: string[] = [];
    if (!page.title) missing.push("<title>");
    if (page.redirect) {
      if (!page.noindex) missing.push('<meta name="robots" content="noindex">');
    } else {
      if (!page.description) missing.push('<meta name="description">');
      if (isNotFoundPage(page.path)) {
        if (!page.noindex) missing.push('<meta name="robots" content="noindex">');
      } else if (!page.canonical) {
        missing.push('<link rel="canonical">');
      }
    }
    if (missing.length > 0) problems.push(`${page.file} (${page.path}) lacks ${missing.join(", ")}`);
    if (page.codeInMain.length > 0) {
      problems.push(`${page.file} (${page.path}) has code in its content, which the site never shows: ${page.codeInMain.join(", ")}`);
    }
  }
  // English's home and not-found page always; another language's once the build has its pages.
  for (const of of locales) {
    const prefix = localePrefix(of);
    if (prefix && !pages.some((page) => page.path.startsWith(`${prefix}/`) || page.path === prefix)) continue;
    for (const path of [prefix || "/", `${prefix}/404`]) {
      const file = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
      if (!pages.some((page) => page.path === path)) problems.push(`${file} is missing: the server needs ${path}`);
    }
  }
  if (siteUrl !== undefined) problems.push(...alternateProblems(pages, siteUrl));
  return problems;
}

/**
 * The language versions of the indexable pages: each page that links versions links itself and one
 * per language plus x-default, and every version it links is a page of the build that links the
 * same versions back.
 */
export function alternateProblems(pages: readonly BuiltPage[], siteUrl: string): string[] {
  const problems: string[] = [];
  const byUrl = new Map(pages.map((page) => [pageUrl(siteUrl, page.path), page]));
  const key = (page: BuiltPage) => JSON.stringify([...page.alternates].map((a) => `${a.hrefLang} ${a.href}`).sort());
  for (const page of pages.filter((candidate) => isIndexable(candidate, siteUrl) && candidate.alternates.length > 0)) {
    const own = pageUrl(siteUrl, page.path);
    const languages = page.alternates.map((a) => a.hrefLang);
    const expected = [...locales, "x-default"];
    if (languages.length !== expected.length || !expected.every((language) => languages.includes(language))) {
      problems.push(`${page.file} (${page.path}) links the languages ${languages.join(", ")}; it must link ${expected.join(", ")}, once each`);
      continue;
    }
    if (!page.alternates.some((a) => sameUrl(a.href, own))) problems.push(`${page.file} (${page.path}) does not link itself among its languages`);
    for (const alternate of page.alternates) {
      const target = byUrl.get(alternate.href) ?? byUrl.get(alternate.href.replace(/\/+$/, "")) ?? byUrl.get(`${alternate.href}/`);
      if (!target) {
        problems.push(`${page.file} (${page.path}) links ${alternate.href} as its ${alternate.hrefLang} version, which the build does not have`);
      } else if (key(target) !== key(page)) {
        problems.push(`${page.file} (${page.path}) and ${target.file} (${target.path}) do not link the same language versions`);
      }
    }
  }
  return problems;
}

/** The absolute URL of a served path: `${siteUrl}/` for home, `${siteUrl}/about` otherwise. */
export function pageUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}`;
}

/** Compares URLs ignoring a trailing slash and fragment; a relative href resolves against `base`. */
function sameUrl(href: string, own: string): boolean {
  let target: URL;
  try {
    target = new URL(href, own);
  } catch {
    return false;
  }
  const ownUrl = new URL(own);
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
  return (
    target.origin === ownUrl.origin && trim(target.pathname) === trim(ownUrl.pathname) && target.search === ownUrl.search
  );
}

/** A page belongs in the sitemap when it may be indexed and names itself as canonical. */
export function isIndexable(page: BuiltPage, siteUrl: string): boolean {
  return !page.noindex && !page.redirect && !!page.canonical && sameUrl(page.canonical, pageUrl(siteUrl, page.path));
}

/**
 * sitemap.xml listing the indexable pages, sorted by URL, without lastmod; a page in several
 * languages lists its versions (xhtml:link), as its head does.
 */
export function sitemapXml(siteUrl: string, pages: readonly BuiltPage[]): string {
  const entries = pages
    .filter((page) => isIndexable(page, siteUrl))
    .map((page) => ({ url: pageUrl(siteUrl, page.path), alternates: page.alternates }))
    .sort((a, b) => compare(a.url, b.url));
  const entry = ({ url, alternates }: (typeof entries)[number]) =>
    alternates.length === 0
      ? `  <url><loc>${escapeHtml(url)}</loc></url>`
      : [
          `  <url>`,
          `    <loc>${escapeHtml(url)}</loc>`,
          ...alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.hrefLang)}" href="${escapeHtml(a.href)}"/>`),
          `  </url>`,
        ].join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(entry),
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${pageUrl(siteUrl, "/sitemap.xml")}`, ""].join("\n");
}

/** The manifest the server reads at start: served path → inline-script hashes. */
export function cspHashManifest(pages: readonly BuiltPage[]): CspHashManifest {
  return Object.fromEntries(pages.map((page) => [page.path, page.scriptHashes]));
}
