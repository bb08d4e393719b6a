import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PostbuildError, runPostbuild } from "./postbuild.ts";
import { pageHtml } from "./test-fixture.ts";

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

function buildFixture() {
  write("index.html", pageHtml({ title: "Home", description: "Laundry", canonical: `${siteUrl}/`, scripts: [homeScript] }) + padding);
  write("about/index.html", pageHtml({ title: "About", description: "About us", canonical: `${siteUrl}/about` }));
  write(
    "newcustomerofferQR1/index.html",
    pageHtml({ title: "Offer QR1", description: "20% off", canonical: `${siteUrl}/newcustomeroffer` }),
  );
  write("newcustomeroffer/index.html", pageHtml({ title: "Offer", description: "20% off", canonical: `${siteUrl}/newcustomeroffer` }));
  write("404/index.html", pageHtml({ title: "Not found", description: "Oops", robots: "noindex", scripts: ["nf()"] }));
  write("__spa-fallback.html", "<html><head></head><body></body></html>");
  write("assets/entry-Xy12.js", `console.log(${JSON.stringify("z".repeat(3000))});`);
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
    const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    expect(manifest).toEqual({
      "/": [sha(homeScript)],
      "/404": [sha("nf()")],
      "/about": [],
      "/newcustomeroffer": [],
      "/newcustomerofferQR1": [],
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
    expect(existsSync(join(clientDir, "about/index.html.br"))).toBe(false); // under 1 KB
    expect(existsSync(join(clientDir, "__spa-fallback.html"))).toBe(false);
    expect(lines.join("\n")).toContain("5 pages checked, 3 in sitemap.xml");
  });

  it("defers each page's JavaScript until its first paint, before hashing and compressing the pages", async () => {
    const router = 'import * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry-Xy12.js");';
    const head = '<link rel="modulepreload" href="/assets/entry-Xy12.js"/></head>';
    const body = `<script type="module" async="">${router}</script></body>`;
    write(
      "index.html",
      readFileSync(join(clientDir, "index.html"), "utf8").replace("</head>", head).replace("</body>", body),
    );
    const lines: string[] = [];
    await runPostbuild({ clientDir, manifestFile, siteUrl, log: (line) => lines.push(line) });
    const html = readFileSync(join(clientDir, "index.html"), "utf8");
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(loader).toContain('link.fetchPriority="low"');
    expect(brotliDecompressSync(readFileSync(join(clientDir, "index.html.br"))).toString()).toBe(html);
    // The CSP manifest allows the loader as written, not React Router's original script.
    const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string[]>;
    expect(manifest["/"]).toEqual([sha(homeScript), sha(loader)].sort());
    expect(lines.join("\n")).toContain("JavaScript deferred until the first paint in 1 pages");
  });

  it("fails, leaving the pages as they were, when a module script is not React Router's", async () => {
    const page = pageHtml({ title: "FAQ", description: "Questions", canonical: `${siteUrl}/faq` }).replace(
      "</body>",
      '<script type="module" async="">boot();</script></body>',
    );
    write("faq/index.html", page);
    const before = readFileSync(join(clientDir, "index.html"), "utf8");
    await expect(runPostbuild({ clientDir, manifestFile, siteUrl })).rejects.toThrow(
      "Cannot defer hydration:\n  - faq/index.html: React Router's module script is not in the expected shape",
    );
    expect(readFileSync(join(clientDir, "faq/index.html"), "utf8")).toBe(page);
    expect(readFileSync(join(clientDir, "index.html"), "utf8")).toBe(before);
    expect(existsSync(manifestFile)).toBe(false);
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
