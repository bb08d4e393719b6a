import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildFloor, oneResponseFloor, stripScripts } from "./floor.ts";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="modulepreload" href="/assets/a.js"/>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "<script>window.__ctx = 1;</script>",
  "</head><body><h1>Hi</h1>",
  '<script type="module" async="">import "/assets/a.js";</script>',
  '<SCRIPT src="/x.js"></SCRIPT>',
  "</body></html>",
].join("");

describe("stripScripts", () => {
  it("removes every executable script and modulepreload hint, keeping JSON-LD, styles and content", () => {
    const floor = stripScripts(page);
    expect(floor).not.toMatch(/modulepreload/);
    expect(floor).not.toMatch(/__ctx|import |x\.js/);
    expect(floor).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(floor).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(floor).toContain("<h1>Hi</h1>");
  });
});

const css = '@font-face{font-family:"Figtree Variable";src:url(/assets/f.woff2)}body{color:red}';

describe("oneResponseFloor", () => {
  it("inlines every stylesheet without its web fonts, and drops font preloads and scripts", () => {
    const withFont = page.replace("</head>", '<link rel="preload" href="/assets/f.woff2" as="font" crossorigin=""/><style>@font-face{src:url(/f.woff2)}h1{margin:0}</style></head>');
    const floor = oneResponseFloor(withFont, (href) => (href === "/assets/app.css" ? css : ""));
    expect(floor).toContain("<style>body{color:red}</style>");
    expect(floor).toContain("<style>h1{margin:0}</style>");
    expect(floor).not.toMatch(/stylesheet|woff2|@font-face|modulepreload|__ctx|x\.js/);
    expect(floor).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(floor).toContain("<h1>Hi</h1>");
    const critical = oneResponseFloor('<head><style>p{margin:0}</style><link rel="stylesheet" href="/assets/app.css" disabled/></head>', () => css);
    expect(critical).toBe("<head><style>p{margin:0}</style></head>");
  });
});

describe("buildFloor", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("copies the build with stripped pages, fresh compressed variants and the CSP manifest", async () => {
    dir = await mkdtemp(join(tmpdir(), "floor-"));
    const build = join(dir, "build");
    await mkdir(join(build, "client", "about"), { recursive: true });
    const long = page.replace("<h1>Hi</h1>", `<h1>Hi</h1><p>${"text ".repeat(400)}</p>`);
    await writeFile(join(build, "client", "about", "index.html"), long.replace("/assets/app.css", "/app.css"));
    await writeFile(join(build, "client", "about", "index.html.br"), "stale");
    await writeFile(join(build, "csp-hashes.json"), "{}");
    const client = await buildFloor(build, join(dir, "floor"));
    const html = await readFile(join(client, "about", "index.html"), "utf8");
    expect(html).not.toContain("modulepreload");
    const { brotliDecompressSync } = await import("node:zlib");
    expect(brotliDecompressSync(await readFile(join(client, "about", "index.html.br"))).toString()).toBe(html);
    expect(await readFile(join(dir, "floor", "csp-hashes.json"), "utf8")).toBe("{}");
    await writeFile(join(build, "client", "app.css"), css);
    const oneResponse = await buildFloor(build, join(dir, "one-response"), "one-response");
    const inlined = await readFile(join(oneResponse, "about", "index.html"), "utf8");
    expect(inlined).toContain("<style>body{color:red}</style>");
    expect(inlined).not.toContain("<script>");
    // The original build is untouched.
    expect(await readFile(join(build, "client", "about", "index.html"), "utf8")).toBe(long.replace("/assets/app.css", "/app.css"));
  });
});
