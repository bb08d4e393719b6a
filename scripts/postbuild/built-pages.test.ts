import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  alternateProblems,
  analyzePage,
  cspHashManifest,
  findPageProblems,
  isIndexable,
  pageUrl,
  readBuiltPages,
  robotsTxt,
  scriptHash,
  servedPath,
  sitemapXml,
  type BuiltPage,
} from "./built-pages.ts";
import { pageHtml } from "./test-fixture.ts";

const siteUrl = "https://www.example.com";

const complete = (path: string) => ({
  title: `Page ${path}`,
  description: "Laundry pickup and delivery.",
  canonical: pageUrl(siteUrl, path),
});

function page(path: string, overrides: Partial<BuiltPage> = {}): BuiltPage {
  return { file: "x.html", path, noindex: false, redirect: false, scriptHashes: [], alternates: [], codeInMain: [], ...complete(path), ...overrides };
}

describe("scriptHash", () => {
  it("is the base64 sha256 of exactly the script text", () => {
    const text = '\n  window.__reactRouterContext = {"basename":"/"};\n';
    const expected = createHash("sha256").update(text).digest("base64");
    expect(scriptHash(text)).toBe(`sha256-${expected}`);
  });

  it("hashes CRLF as the browser sees it, as LF", () => {
    expect(scriptHash("a();\r\nb();\rc();")).toBe(scriptHash("a();\nb();\nc();"));
  });
});

describe("analyzePage", () => {
  it("reads the head and hashes the inline scripts of a fixture page", () => {
    const scripts = ['if(location.protocol==="http:")location.replace("https:"+location.href.slice(5))', "go()"];
    const html = pageHtml({ ...complete("/about"), scripts });
    const result = analyzePage("about/index.html", html);
    const expected = scripts.map((s) => `sha256-${createHash("sha256").update(s).digest("base64")}`).sort();
    expect(result).toEqual({
      file: "about/index.html",
      path: "/about",
      title: "Page /about",
      description: "Laundry pickup and delivery.",
      canonical: "https://www.example.com/about",
      noindex: false,
      redirect: false,
      scriptHashes: expected,
      alternates: [],
      codeInMain: [],
    });
  });

  it("reads the page's language versions from its head", () => {
    const html = `<head><title>T</title><link rel="alternate" hreflang="es" href="https://www.example.com/es/about"><link rel="alternate" type="application/rss+xml" href="/feed"></head>`;
    expect(analyzePage("about/index.html", html).alternates).toEqual([{ hrefLang: "es", href: "https://www.example.com/es/about" }]);
  });

  it("recognizes noindex among other robots tokens, and redirect pages", () => {
    expect(analyzePage("a.html", pageHtml({ robots: "NoIndex, follow" })).noindex).toBe(true);
    expect(analyzePage("a.html", pageHtml({ robots: "index, follow" })).noindex).toBe(false);
    const redirect = '<head><title>Redirecting</title><meta http-equiv="refresh" content="0;url=/"></head>';
    expect(analyzePage("old/index.html", redirect).redirect).toBe(true);
  });

  it.each([
    ["a script", "<script>steal()</script>", "<script>"],
    ["a module script", '<script type="module">steal()</script>', "<script>"],
    ["a script from a file", '<script src="/uploads/x.js"></script>', "<script>"],
    ["a frame", '<iframe src="https://example.org"></iframe>', "<iframe>"],
    ["an event handler", '<img src="/x.png" alt="" onerror="steal()">', "<img onerror>"],
    ["a javascript: link", '<a href="javascript:steal()">Go</a>', '<a href="javascript:steal()">'],
    ["a javascript: link behind a character reference", '<a href="java&#10;script&colon;steal()">Go</a>', "<a href="],
    ["a data: link", '<a href="data:text/html,<script>steal()</script>">Go</a>', "<a href="],
    ["a form sent to javascript:", '<form action="javascript:steal()"></form>', "<form action="],
  ])("finds %s in the page's main content", (_what, code, expected) => {
    const found = analyzePage("a.html", `<html><head><title>T</title></head><body><main><h1>Hi</h1>${code}</main></body></html>`).codeInMain;
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(expected);
  });

  it("leaves the site's own scripts outside main, data blocks, safe links and drawings inside the page alone", () => {
    const html =
      '<html><head><title>T</title><script>go()</script></head><body><main><h1>Hi</h1><script type="application/ld+json">{}</script>' +
      '<a href="/faq">FAQ</a><a href="tel:+19415550100">Call</a><a href="mailto:a@example.com">Mail</a><a href="https://example.org">Web</a>' +
      '<img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" alt=""></main><script type="module">hydrate()</script></body></html>';
    expect(analyzePage("a.html", html).codeInMain).toEqual([]);
  });

  it("lists each hash once", () => {
    expect(analyzePage("a.html", pageHtml({ scripts: ["same()", "same()"] })).scriptHashes).toHaveLength(1);
  });
});

describe("servedPath", () => {
  it.each([
    ["index.html", "/"],
    ["about/index.html", "/about"],
    ["404/index.html", "/404"],
    ["blog/first-post/index.html", "/blog/first-post"],
    ["google123.html", "/google123.html"],
  ])("%s → %s", (file, path) => {
    expect(servedPath(file)).toBe(path);
  });
});

describe("findPageProblems", () => {
  const valid = [page("/"), page("/404", { canonical: undefined, noindex: true }), page("/about")];

  it("accepts complete pages and a noindex 404 without canonical", () => {
    expect(findPageProblems(valid)).toEqual([]);
  });

  it("refuses a page with code in its content", () => {
    const problems = findPageProblems([...valid, page("/blog/x", { codeInMain: ["<script>"] })]);
    expect(problems).toEqual([expect.stringMatching(/\/blog\/x\) has code in its content.*<script>/)]);
  });

  it.each([
    ["title", { title: undefined }, "<title>"],
    ["description", { description: undefined }, '<meta name="description">'],
    ["canonical", { canonical: undefined }, '<link rel="canonical">'],
  ])("fails a page without %s", (_label, override, expected) => {
    const problems = findPageProblems([...valid, page("/faq", { file: "faq/index.html", ...override })]);
    expect(problems).toEqual([`faq/index.html (/faq) lacks ${expected}`]);
  });

  it("fails a 404 page that may be indexed or has no description", () => {
    const problems = findPageProblems([
      page("/"),
      page("/404", { file: "404/index.html", canonical: undefined, description: undefined }),
    ]);
    expect(problems).toEqual([
      `404/index.html (/404) lacks <meta name="description">, <meta name="robots" content="noindex">`,
    ]);
  });

  it("asks a redirect page only for its title and noindex", () => {
    const redirect = page("/old", { redirect: true, noindex: true, description: undefined, canonical: undefined });
    expect(findPageProblems([...valid, redirect])).toEqual([]);
  });

  it("fails when the home or not-found page was not built", () => {
    expect(findPageProblems([page("/about")])).toEqual([
      "index.html is missing: the server needs /",
      "404/index.html is missing: the server needs /404",
    ]);
  });
});

describe("sitemap", () => {
  const pages = [
    page("/"),
    page("/about"),
    page("/404", { noindex: true, canonical: undefined }),
    page("/private", { noindex: true }),
    page("/newcustomeroffer"),
    page("/newcustomerofferQR1", { canonical: pageUrl(siteUrl, "/newcustomeroffer") }),
    page("/faq", { canonical: "/faq" }),
    page("/venice", { canonical: "https://www.example.com/venice/" }),
    page("/old", { redirect: true, noindex: true }),
  ];

  it("lists only indexable, self-canonical pages, sorted, as absolute URLs without lastmod", () => {
    expect(sitemapXml(siteUrl, pages)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        "  <url><loc>https://www.example.com/</loc></url>",
        "  <url><loc>https://www.example.com/about</loc></url>",
        "  <url><loc>https://www.example.com/faq</loc></url>",
        "  <url><loc>https://www.example.com/newcustomeroffer</loc></url>",
        "  <url><loc>https://www.example.com/venice</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("lists a page's versions in every language, as its head links them", () => {
    const alternates = [
      { hrefLang: "en", href: "https://www.example.com/about" },
      { hrefLang: "es", href: "https://www.example.com/es/about" },
      { hrefLang: "x-default", href: "https://www.example.com/about" },
    ];
    expect(sitemapXml(siteUrl, [page("/about", { alternates })])).toContain(
      [
        "  <url>",
        "    <loc>https://www.example.com/about</loc>",
        '    <xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/about"/>',
        '    <xhtml:link rel="alternate" hreflang="es" href="https://www.example.com/es/about"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/about"/>',
        "  </url>",
      ].join("\n"),
    );
  });

  it("is the same whatever order the pages come in", () => {
    expect(sitemapXml(siteUrl, [...pages].reverse())).toBe(sitemapXml(siteUrl, pages));
  });

  it("leaves out a page whose canonical points to another site", () => {
    expect(isIndexable(page("/about", { canonical: "https://other.example.net/about" }), siteUrl)).toBe(false);
  });

  it("escapes XML in URLs", () => {
    expect(sitemapXml("https://x.example", [page("/a&b", { canonical: "https://x.example/a&b" })])).toContain(
      "<loc>https://x.example/a&amp;b</loc>",
    );
  });
});

describe("robotsTxt", () => {
  it("allows every crawler and points to the sitemap", () => {
    expect(robotsTxt(siteUrl)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n");
  });
});

describe("readBuiltPages", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("finds every prerendered page, skipping the SPA fallback and compressed copies", async () => {
    dir = mkdtempSync(join(tmpdir(), "built-pages-"));
    const files = {
      "index.html": pageHtml({ ...complete("/"), scripts: ["home()"] }),
      "about/index.html": pageHtml(complete("/about")),
      "404/index.html": pageHtml({ title: "Not found", description: "Oops", robots: "noindex" }),
      "index.html.gz": "binary",
      "__spa-fallback.html": "<html><head></head></html>",
      "assets/app.js": "x",
    };
    for (const [file, body] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), body);
    }
    const pages = await readBuiltPages(dir);
    expect(pages.map((p) => p.path)).toEqual(["/", "/404", "/about"]);
    expect(cspHashManifest(pages)).toEqual({ "/": [scriptHash("home()")], "/404": [], "/about": [] });
  });
});

describe("alternateProblems", () => {
  const versions = (path: string) => [
    { hrefLang: "en", href: pageUrl(siteUrl, path) },
    { hrefLang: "es", href: pageUrl(siteUrl, path === "/" ? "/es" : `/es${path}`) },
    { hrefLang: "x-default", href: pageUrl(siteUrl, path) },
  ];

  it("accepts pages whose versions link each other, themselves included", () => {
    expect(alternateProblems([page("/about", { alternates: versions("/about") }), page("/es/about", { alternates: versions("/about") })], siteUrl)).toEqual([]);
    expect(alternateProblems([page("/", { alternates: versions("/") }), page("/es", { alternates: versions("/") })], siteUrl)).toEqual([]);
  });

  it("names a version the build does not have, one that links other versions back, and a language missing", () => {
    expect(alternateProblems([page("/about", { file: "about/index.html", alternates: versions("/about") })], siteUrl)).toEqual([
      "about/index.html (/about) links https://www.example.com/es/about as its es version, which the build does not have",
    ]);
    const otherBack = [...versions("/faq").slice(0, 2), { hrefLang: "x-default", href: pageUrl(siteUrl, "/faq") }];
    expect(
      alternateProblems(
        [page("/about", { file: "about/index.html", alternates: versions("/about") }), page("/es/about", { file: "es/about/index.html", alternates: otherBack })],
        siteUrl,
      ),
    ).toContain("about/index.html (/about) and es/about/index.html (/es/about) do not link the same language versions");
    expect(alternateProblems([page("/about", { file: "about/index.html", alternates: versions("/about").slice(0, 2) })], siteUrl)).toEqual([
      "about/index.html (/about) links the languages en, es; it must link en, es, x-default, once each",
    ]);
  });
});
