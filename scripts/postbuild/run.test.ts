import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PostbuildError, runPostbuild } from "./run.ts";
import { pageHtml, routerModules, withRouterScripts } from "./test-fixture.ts";

const siteUrl = "https://www.example.com";
const homeScript = 'if(location.protocol==="http:")location.replace("https:"+location.href.slice(5))';
const padding = "<!-- " + "padding to pass the 1 KB compression threshold ".repeat(30) + "-->";

let root: string;
let clientDir: string;
let manifestFile: string;

function write(file: string, body: string) {
  mkdirSync(dirname(join(clientDir, file)), { recursive: true });
  writeFileSync(join(clientDir, file), body);
}

const contextScript = 'window.__reactRouterContext = {"basename":"/"};';
const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
/** The deferred loader the post-build step wrote into a page. */
const loaderOf = (html: string) => /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
const read = (file: string) => readFileSync(join(clientDir, file), "utf8");
/** The hydration module a page's loader imports, as the post-build step wrote it. */
const hydrationOf = (html: string) => read(/import\("\/([^"]+)"\)/.exec(loaderOf(html))?.[1] ?? "missing.js");

/** Pages and modules as React Router 7.18 writes them (scripts/postbuild/test-fixture.ts). */
function buildFixture() {
  const page = (options: Parameters<typeof pageHtml>[0]) => withRouterScripts(pageHtml(options));
  write("index.html", page({ title: "Home", description: "Laundry", canonical: `${siteUrl}/`, scripts: [homeScript] }) + padding);
  write("about/index.html", page({ title: "About", description: "About us", canonical: `${siteUrl}/about` }));
  write("newcustomerofferQR1/index.html", page({ title: "Offer QR1", description: "20% off", canonical: `${siteUrl}/newcustomeroffer` }));
  write("newcustomeroffer/index.html", page({ title: "Offer", description: "20% off", canonical: `${siteUrl}/newcustomeroffer` }));
  write("404/index.html", page({ title: "Not found", description: "Oops", robots: "noindex", scripts: ["nf()"] }));
  write(
    "old-offer/index.html",
    '<!DOCTYPE html><html><head><title>Redirecting</title><meta name="robots" content="noindex"/><meta http-equiv="refresh" content="0;url=/newcustomeroffer"/></head><body></body></html>',
  );
  write("__spa-fallback.html", withRouterScripts("<html><head></head><body></body></html>"));
  write("assets/entry-Xy12.js", `console.log(${JSON.stringify("z".repeat(3000))});`);
  for (const [file, text] of Object.entries(routerModules)) write(file, text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "postbuild-"));
  clientDir = join(root, "client");
  manifestFile = join(root, "csp-hashes.json");
  buildFixture();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("runPostbuild", () => {
  it("writes the CSP manifest outside the client dir, with hashes over the script text", async () => {
    await runPostbuild({ clientDir, manifestFile, siteUrl });
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string[]>;
    // React Router's context script now runs from the hydration module, outside the page.
    const hashes = (file: string, ...scripts: string[]) => [loaderOf(read(file)), ...scripts].map(sha).sort();
    expect(manifest).toEqual({
      "/": hashes("index.html", homeScript),
      "/404": hashes("404/index.html", "nf()"),
      "/about": hashes("about/index.html"),
      "/newcustomeroffer": hashes("newcustomeroffer/index.html"),
      "/newcustomerofferQR1": hashes("newcustomerofferQR1/index.html"),
      "/old-offer": [],
    });
    expect(existsSync(join(clientDir, "csp-hashes.json"))).toBe(false);
  });

  it("writes sitemap.xml without noindex or campaign-variant pages, and robots.txt", async () => {
    await runPostbuild({ clientDir, manifestFile, siteUrl });
    const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://www.example.com/",
      "https://www.example.com/about",
      "https://www.example.com/newcustomeroffer",
    ]);
    expect(readFileSync(join(clientDir, "robots.txt"), "utf8")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n",
    );
  });

  it("precompresses large text files, removes the unused SPA fallback, and logs a summary", async () => {
    const lines: string[] = [];
    await runPostbuild({ clientDir, manifestFile, siteUrl, log: (line) => lines.push(line) });
    for (const file of ["index.html", "assets/entry-Xy12.js"]) {
      expect(existsSync(join(clientDir, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(clientDir, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(join(clientDir, "old-offer/index.html.br"))).toBe(false); // under 1 KB
    expect(existsSync(join(clientDir, "__spa-fallback.html"))).toBe(false);
    expect(lines.join("\n")).toContain("6 pages checked, 3 in sitemap.xml");
    // One line per rewriting step, in the order they run (the fixture's pages link no stylesheet
    // and have no streamed boundary).
    expect(lines.slice(0, 3)).toEqual([
      "postbuild: critical CSS inlined in 0 pages",
      "postbuild: React's streamed boundaries completed in 0 pages",
      "postbuild: JavaScript deferred until the first paint in 5 pages",
    ]);
  });

  it("defers each page's JavaScript until its first paint, before hashing and compressing the pages", async () => {
    const lines: string[] = [];
    await runPostbuild({ clientDir, manifestFile, siteUrl, log: (line) => lines.push(line) });
    const html = read("index.html");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('async=""');
    expect(html).not.toContain(contextScript);
    const hydration = hydrationOf(html);
    expect(hydration.startsWith(contextScript)).toBe(true);
    expect(hydration).toContain('link.fetchPriority="low"');
    expect(brotliDecompressSync(readFileSync(join(clientDir, "index.html.br"))).toString()).toBe(html);
    // The CSP manifest allows the loader as written, not React Router's original script.
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string[]>;
    expect(manifest["/"]).toContain(sha(loaderOf(html)));
    expect(lines.join("\n")).toContain("JavaScript deferred until the first paint in 5 pages");
  });

  /** Runs the post-build step after `change`, expecting it to stop naming `file`, having written nothing. */
  async function expectStopped(change: () => void, file: string, problem: string) {
    change();
    const before = read(file);
    const home = read("index.html");
    const run = runPostbuild({ clientDir, manifestFile, siteUrl });
    await expect(run).rejects.toBeInstanceOf(PostbuildError);
    await expect(run).rejects.toThrow(`  - ${file}: ${problem}`);
    expect(read(file)).toBe(before);
    expect(read("index.html")).toBe(home);
    expect(existsSync(manifestFile)).toBe(false);
    expect(existsSync(join(clientDir, "index.html.br"))).toBe(false);
  }
  const edit = (file: string, from: string | RegExp, to: string) => () => {
    const html = read(file);
    const changed = html.replace(from, to);
    if (changed === html) throw new Error(`the fixture ${file} has no ${String(from)}`);
    write(file, changed);
  };

  it("stops, naming the page, when React Router's module script is not in the expected shape", async () => {
    await expectStopped(
      edit("about/index.html", 'import("/assets/entry.client-4d.js");', "boot();"),
      "about/index.html",
      "React Router's module script is not in the expected shape",
    );
  });

  it("inlines a page's stylesheet and writes its inert copy, which the deferred loader adds after the first paint", async () => {
    write("assets/root.css", "p{margin:0}.menu-open{display:block}");
    edit("about/index.html", "</head>", '<link rel="stylesheet" href="/assets/root.css"/></head>')();
    await runPostbuild({ clientDir, manifestFile, siteUrl });
    const html = read("about/index.html");
    expect(html).toContain('<style>p{margin:0}</style><link rel="stylesheet" href="/assets/root.css" disabled/>');
    expect(hydrationOf(html)).toContain('for(const href of ["/assets/root.inert.css"])');
    expect(read("assets/root.inert.css")).toBe(":root.all-styles p{margin:0}:root.all-styles .menu-open{display:block}");
  });

  it("stops, naming the page, when a page links a stylesheet the build does not have", async () => {
    await expectStopped(
      edit("about/index.html", "</head>", '<link rel="stylesheet" href="/assets/gone.css"/></head>'),
      "about/index.html",
      "links the stylesheet /assets/gone.css, which the build does not have",
    );
  });

  it("stops, naming the page, when a page that is not a redirect has no module script", async () => {
    await expectStopped(
      edit("about/index.html", /<script type="module" async="">[\s\S]*?<\/script>/, ""),
      "about/index.html",
      "no React Router module script",
    );
  });

  it("stops, naming the page, when React Router writes no module preloads", async () => {
    await expectStopped(edit("about/index.html", /<link rel="modulepreload"[^>]*>/g, ""), "about/index.html", 'no <link rel="modulepreload">');
  });

  it("stops, naming the page, when another module script would load during the first paint", async () => {
    await expectStopped(
      edit("about/index.html", "<p>Hi</p>", '<p>Hi</p><script type="module" src="/assets/home-3c.js"></script>'),
      "about/index.html",
      "has 1 module script(s) that load during the first paint",
    );
  });

  it("stops, naming the page, when the page does not set React Router's context", async () => {
    await expectStopped(
      edit("about/index.html", "window.__reactRouterContext = ", "window.__reactRouterState = "),
      "about/index.html",
      "no inline script sets window.__reactRouterContext",
    );
  });

  it("stops, naming the pages, when the client entry no longer reads a global the loader sets", async () => {
    await expectStopped(
      edit("assets/entry.client-4d.js", "window.__reactRouterRouteModules", "window.__reactRouterModules"),
      "about/index.html",
      "React Router's client entry /assets/entry.client-4d.js does not read window.__reactRouterRouteModules",
    );
  });

  it("stops, naming the page, when a module the loader imports is not in the build", async () => {
    await expectStopped(
      () => rmSync(join(clientDir, "assets/manifest-1a.js")),
      "index.html",
      "the hydration module imports /assets/manifest-1a.js, which the build does not have",
    );
  });

  it("stops, naming the page, when no module the loader imports sets React Router's manifest", async () => {
    await expectStopped(
      edit("assets/manifest-1a.js", "window.__reactRouterManifest=", "window.__routes="),
      "index.html",
      "no module the hydration module imports sets window.__reactRouterManifest",
    );
  });

  it("can run twice on the same output", async () => {
    await runPostbuild({ clientDir, manifestFile, siteUrl });
    const first = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
    await runPostbuild({ clientDir, manifestFile, siteUrl });
    expect(readFileSync(join(clientDir, "sitemap.xml"), "utf8")).toBe(first);
  });

  it("fails with every problem named, and writes nothing, when a page lacks its title", async () => {
    write("faq/index.html", pageHtml({ description: "Questions", canonical: `${siteUrl}/faq` }));
    write("contact/index.html", pageHtml({ title: "Contact", canonical: `${siteUrl}/contact` }));
    const run = runPostbuild({ clientDir, manifestFile, siteUrl });
    await expect(run).rejects.toBeInstanceOf(PostbuildError);
    await expect(run).rejects.toThrow(
      'The built pages are not ready to publish:\n  - contact/index.html (/contact) lacks <meta name="description">\n  - faq/index.html (/faq) lacks <title>',
    );
    expect(existsSync(manifestFile)).toBe(false);
    expect(existsSync(join(clientDir, "sitemap.xml"))).toBe(false);
    expect(existsSync(join(clientDir, "index.html.br"))).toBe(false);
  });
});
