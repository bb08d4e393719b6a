import { expect, test } from "vitest";
import { localePrefix, locales } from "../../core/locale.ts";
import { site } from "../../core/site.ts";
import { scanTags } from "../../scripts/postbuild/html-scan.ts";
import { createStaticSite } from "../../server/static-site.ts";
import { builtPages, clientDir } from "./build-output.ts";

/**
 * A crawl of the built site, reading the prerendered HTML as a search engine does (no script runs):
 * every internal link must answer 200 after redirects (the catch-all 404 page is a failure), every
 * #fragment must name an id on its target page, and every page of sitemap.xml and of the /sitemap
 * page must be one click from the menu, the footer or /sitemap.
 *
 * A link's target is resolved to the built file by the server's own rules, in this process: the
 * static site of server/static-site.ts (clean URLs, "/about/" and "/about/index.html" redirecting to
 * "/about", the not-found page for anything else), asked through Hono's `request()`, so no port and
 * no browser. The crawl starts from "/" and from every built page of both languages, so a page no
 * other page links to (a flyer's offer page, the not-found pages) has its own links checked too.
 */

/** A fetched URL: its status and, for HTML, its ids, its links, and where its <main> begins and ends. */
type Crawled = { status: number; html?: string; ids: Set<string>; links: Anchor[]; main?: { start: number; end: number } };
/** An <a href> of a page, and where it starts in the page's HTML. */
type Anchor = { href: string; start: number };
type Link = { from: string; href: string; path: string; fragment: string };

/** The origin the crawl asks the in-process server at: links to it, or to the public site, are internal. */
const origin = "http://127.0.0.1";
const maxPages = 400;
const maxRedirects = 5;

/**
 * Each language's not-found page, which the server sends, with status 404, for any address it has
 * no page for. Its links to itself (the skip link's "#main") and to its twin in the other language
 * lead to the page meant, so from these pages a 404 answer of these addresses is not a broken link.
 */
const notFoundPaths = new Set(locales.map((of) => `${localePrefix(of)}/404`));

/** The served path and fragment of an internal href, or undefined for another site, mailto: or tel:. */
function internal(href: string, pageUrl: URL): { path: string; fragment: string } | undefined {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== origin && url.origin !== new URL(site.siteUrl).origin) return undefined;
  return { path: url.pathname + url.search, fragment: decodeURIComponent(url.hash.slice(1)) };
}

/** The <a href> elements of a page's tags. */
function anchors(tags: ReturnType<typeof scanTags>): Anchor[] {
  return tags.flatMap((tag) => {
    const href = tag.name === "a" ? tag.attrs.get("href") : undefined;
    return href !== undefined && href.trim() !== "" ? [{ href, start: tag.start }] : [];
  });
}

const server = createStaticSite({ clientDir });

/** What the server answers for a path, following its redirects as a crawler does. */
async function fetchPage(path: string): Promise<Crawled> {
  let url = new URL(path, origin);
  let response = await server.request(url.href);
  for (let redirects = 0; response.status >= 300 && response.status < 400; redirects += 1) {
    const location = response.headers.get("location");
    if (!location || redirects === maxRedirects) return { status: response.status, ids: new Set(), links: [] };
    url = new URL(location, url);
    if (url.origin !== origin) return { status: response.status, ids: new Set(), links: [] };
    response = await server.request(url.href);
  }
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/html")) {
    await response.body?.cancel();
    return { status: response.status, ids: new Set(), links: [] };
  }
  const html = await response.text();
  // The page's tags are read once (the scanner is the slow part of the crawl).
  const tags = scanTags(html);
  const ids = new Set(tags.flatMap((tag) => tag.attrs.get("id") ?? []));
  const mainStart = html.search(/<main[\s>]/);
  const mainEnd = html.lastIndexOf("</main>");
  const main = mainStart === -1 || mainEnd === -1 ? undefined : { start: mainStart, end: mainEnd };
  // The not-found page answering an unknown address is not that address's page: its links are
  // checked where the build has it, at its own address.
  const links = response.status === 200 || notFoundPaths.has(path) ? anchors(tags) : [];
  return { status: response.status, html, ids, links, ...(main ? { main } : {}) };
}

test("no page links to a missing page or anchor, and every sitemap page is linked from the menu, footer or /sitemap", async () => {
  const built = await builtPages();
  const pages = new Map<string, Crawled>();
  const links: Link[] = [];
  const queue = ["/", ...built.map((page) => page.path)];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (pages.has(path)) continue;
    expect(pages.size, "the crawl is bounded").toBeLessThan(maxPages);
    const crawled = await fetchPage(path);
    pages.set(path, crawled);
    for (const { href } of crawled.links) {
      const target = internal(href, new URL(path, origin));
      if (!target) continue;
      links.push({ from: path, href, ...target });
      if (!pages.has(target.path) && !queue.includes(target.path)) queue.push(target.path);
    }
  }
  expect(links.length, "internal links found").toBeGreaterThan(built.length);

  const broken: string[] = [];
  for (const link of links) {
    const target = pages.get(link.path);
    const notFoundToNotFound = notFoundPaths.has(link.from) && notFoundPaths.has(link.path) && target?.status === 404;
    if (target?.status !== 200 && !notFoundToNotFound) broken.push(`${link.from}: ${link.href} answers ${target?.status ?? "nothing"}`);
    else if (link.fragment && !target?.ids.has(link.fragment))
      broken.push(`${link.from}: ${link.href} — no id="${link.fragment}" on ${link.path}`);
  }

  // What the menu, the footer and /sitemap link to: the menu sits before <main>, the footer after it.
  const navigable = new Set<string>();
  for (const [path, page] of pages) {
    if (!page.html) continue;
    const { main } = page;
    if (!main) {
      // React Router's meta-refresh redirect pages have no layout; every other page has its <main>.
      if (!/<meta[^>]+http-equiv="refresh"/i.test(page.html)) broken.push(`${path}: no <main> element`);
      continue;
    }
    for (const { href, start } of page.links) {
      if (start >= main.start && start < main.end && path !== "/sitemap") continue;
      const target = internal(href, new URL(path, origin));
      if (target) navigable.add(target.path);
    }
  }

  const sitemapXml = await (await server.request(`${origin}/sitemap.xml`)).text();
  const listed = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(listed.length, "sitemap.xml lists pages").toBeGreaterThan(1);
  const sitemapPage = pages.get("/sitemap");
  expect(sitemapPage?.html, "/sitemap is linked from the site and answers HTML").toBeDefined();
  const humanList = (sitemapPage?.links ?? [])
    .map(({ href }) => internal(href, new URL("/sitemap", origin))?.path)
    .filter((path): path is string => path !== undefined);
  const unreachable = [...new Set([...listed, ...humanList])].filter((path) => !navigable.has(path));

  // Both lists at once, so a run shows every problem.
  expect(
    { broken, unreachable },
    `broken links or anchors among ${links.length} internal links of ${pages.size} URLs; sitemap pages not linked from the menu, footer or /sitemap`,
  ).toEqual({ broken: [], unreachable: [] });
});
