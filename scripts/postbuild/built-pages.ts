import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { CspHashManifest } from "../../server/csp-hashes.ts";
import { escapeHtml } from "../../core/escape-html.ts";
import { inlineScripts, scanTags } from "./html-scan.ts";

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
  const page: BuiltPage = {
    file,
    path: servedPath(file),
    noindex: robots.includes("noindex") || robots.includes("none"),
    redirect,
    scriptHashes: [...new Set(inlineScripts(html).map(scriptHash))].sort(),
  };
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

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Problems that must fail the build: a page without title, description or canonical link; the
 * not-found page without title, description or `noindex`; a missing home or not-found page.
 * Redirect pages React Router writes need only their title and `noindex`.
 */
export function findPageProblems(pages: readonly BuiltPage[]): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const missing: string[] = [];
    if (!page.title) missing.push("<title>");
    if (page.redirect) {
      if (!page.noindex) missing.push('<meta name="robots" content="noindex">');
    } else {
      if (!page.description) missing.push('<meta name="description">');
      if (page.path === "/404") {
        if (!page.noindex) missing.push('<meta name="robots" content="noindex">');
      } else if (!page.canonical) {
        missing.push('<link rel="canonical">');
      }
    }
    if (missing.length > 0) problems.push(`${page.file} (${page.path}) lacks ${missing.join(", ")}`);
  }
  for (const [path, file] of [["/", "index.html"], ["/404", "404/index.html"]] as const) {
    if (!pages.some((page) => page.path === path)) problems.push(`${file} is missing: the server needs ${path}`);
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

/** sitemap.xml listing the indexable pages, sorted by URL, without lastmod. */
export function sitemapXml(siteUrl: string, pages: readonly BuiltPage[]): string {
  const urls = pages
    .filter((page) => isIndexable(page, siteUrl))
    .map((page) => pageUrl(siteUrl, page.path))
    .sort(compare);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
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
