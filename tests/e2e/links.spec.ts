import { expect, test, type APIRequestContext } from "@playwright/test";
import { site } from "../../core/site.ts";
import { scanTags } from "../../scripts/postbuild/html-scan.ts";

/**
 * A crawl of the built site through the real server, from "/", reading the prerendered HTML as a
 * search engine does (no script runs): every internal link must answer 200 after redirects (the
 * catch-all 404 page is a failure), every #fragment must name an id on its target page, and every
 * page of sitemap.xml and of the /sitemap page must be one click from the menu, the footer or /sitemap.
 */

type Crawled = { status: number; html?: string; ids: Set<string>; links: string[] };
type Link = { from: string; href: string; path: string; fragment: string };

const maxPages = 200;

/** The served path and fragment of an internal href, or undefined for another site, mailto: or tel:. */
function internal(href: string, pageUrl: URL, localOrigin: string): { path: string; fragment: string } | undefined {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== localOrigin && url.origin !== new URL(site.siteUrl).origin) return undefined;
  return { path: url.pathname + url.search, fragment: decodeURIComponent(url.hash.slice(1)) };
}

/** The hrefs of the <a> elements in a piece of HTML. */
function hrefs(html: string): string[] {
  return scanTags(html)
    .filter((tag) => tag.name === "a")
    .map((tag) => tag.attrs.get("href"))
    .filter((href): href is string => href !== undefined && href.trim() !== "");
}

async function fetchPage(request: APIRequestContext, path: string): Promise<Crawled> {
  const response = await request.get(path, { maxRedirects: 5 });
  const type = response.headers()["content-type"] ?? "";
  if (!type.startsWith("text/html")) return { status: response.status(), ids: new Set(), links: [] };
  const html = await response.text();
  const ids = new Set(scanTags(html).flatMap((tag) => tag.attrs.get("id") ?? []));
  return { status: response.status(), html, ids, links: hrefs(html) };
}

test("the crawl from / finds no broken link or anchor, and every sitemap page is linked from the menu, footer or /sitemap", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error("playwright.config.ts sets baseURL");
  const origin = new URL(baseURL).origin;
  const pages = new Map<string, Crawled>();
  const links: Link[] = [];
  const queue = ["/"];
  while (queue.length > 0) {
    const path = queue.shift() ?? "/";
    if (pages.has(path)) continue;
    expect(pages.size, "the crawl is bounded").toBeLessThan(maxPages);
    const crawled = await fetchPage(request, path);
    pages.set(path, crawled);
    for (const href of crawled.links) {
      const target = internal(href, new URL(path, origin), origin);
      if (!target) continue;
      links.push({ from: path, href, ...target });
      if (!pages.has(target.path) && !queue.includes(target.path)) queue.push(target.path);
    }
  }

  const broken: string[] = [];
  for (const link of links) {
    const target = pages.get(link.path);
    if (target?.status !== 200) broken.push(`${link.from}: ${link.href} answers ${target?.status ?? "nothing"}`);
    else if (link.fragment && !target.ids.has(link.fragment))
      broken.push(`${link.from}: ${link.href} — no id="${link.fragment}" on ${link.path}`);
  }

  // What the menu, the footer and /sitemap link to: the menu sits before <main>, the footer after it.
  const navigable = new Set<string>();
  const addLinks = (html: string, from: string) => {
    for (const href of hrefs(html)) {
      const target = internal(href, new URL(from, origin), origin);
      if (target) navigable.add(target.path);
    }
  };
  for (const [path, page] of pages) {
    if (!page.html) continue;
    const mainStart = page.html.search(/<main[\s>]/);
    const mainEnd = page.html.lastIndexOf("</main>");
    if (mainStart === -1 || mainEnd === -1) {
      broken.push(`${path}: no <main> element`);
      continue;
    }
    addLinks(page.html.slice(0, mainStart), path);
    addLinks(page.html.slice(mainEnd), path);
    if (path === "/sitemap") addLinks(page.html.slice(mainStart, mainEnd), path);
  }

  const sitemapXml = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(listed.length, "sitemap.xml lists pages").toBeGreaterThan(1);
  const sitemapPage = pages.get("/sitemap")?.html;
  expect(sitemapPage, "/sitemap is linked from the site and answers HTML").toBeDefined();
  const humanList = hrefs(sitemapPage ?? "")
    .map((href) => internal(href, new URL("/sitemap", origin), origin)?.path)
    .filter((path): path is string => path !== undefined);
  const unreachable = [...new Set([...listed, ...humanList])].filter((path) => !navigable.has(path));

  console.log(
    `Link crawl: ${pages.size} URLs fetched, ${links.length} internal links checked, ` +
      `${listed.length} pages in sitemap.xml, ${navigable.size} URLs linked from menu, footer and /sitemap`,
  );
  expect(broken, "broken links or anchors").toEqual([]);
  expect(unreachable, "sitemap pages not linked from the menu, footer or /sitemap").toEqual([]);
});
