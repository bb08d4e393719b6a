import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadPolicy } from "../core/uploads.ts";
import { cacheControlFor, createStaticSite } from "./static-site.ts";
import { createFixtureSite, type FixtureSite } from "./test-fixture.ts";

// The static site alone, without the security-header middleware (server/app.test.ts covers both).
let fixture: FixtureSite;
let site: ReturnType<typeof createStaticSite>;

beforeAll(() => {
  fixture = createFixtureSite();
  site = createStaticSite({ clientDir: fixture.clientDir, cspHashes: fixture.hashes });
});
afterAll(() => fixture.cleanup());

describe("cacheControlFor", () => {
  it.each([
    ["/assets/x-1.js", "public, max-age=31536000, immutable"],
    ["/", "no-cache"],
    ["/about", "no-cache"],
    ["/about.data", "no-cache"],
    ["/legacy.html", "no-cache"],
    ["/favicon.svg", "public, max-age=3600"],
    ["/robots.txt", "public, max-age=3600"],
  ])("%s → %s", (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe("precompressed variants by Accept-Encoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["deflate", null],
    ["identity", null],
  ])("%j → %s", async (acceptEncoding, expected) => {
    const res = await site.request("/assets/app-Ab12Cd.js", { headers: { "Accept-Encoding": acceptEncoding } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe(expected);
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
  });

  it("sends a decodable body with a Content-Length of the bytes sent", async () => {
    const res = await site.request("/", { headers: { "Accept-Encoding": "gzip" } });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    expect(gunzipSync(bytes).toString()).toBe(fixture.bodies["index.html"]);
  });
});

describe("site rules around serveStatic", () => {
  it("serves prerendered loader data as React Router's turbo-stream type, revalidated", async () => {
    const res = await site.request("/about.data");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/x-script");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(await res.text()).toBe(fixture.bodies["about.data"]);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const res = await site.request("/robots.txt", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Length")).toBe(String(Buffer.byteLength(fixture.bodies["robots.txt"] ?? "")));
    expect(await res.text()).toBe("");
  });

  it.each(["/", "/about", "/about.data", "/assets/app-Ab12Cd.js", "/robots.txt", "/missing"])(
    "validates %s by its ETag alone, with no Last-Modified",
    async (path) => {
      const res = await site.request(path, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(res.status).toBe(path === "/missing" ? 404 : 200);
      expect(res.headers.get("Last-Modified")).toBeNull();
      if (res.status === 200) expect(res.headers.get("ETag")).toMatch(/^(W\/)?"[^"]+"$/);
    },
  );

  it("answers HEAD for an unknown path with 404", async () => {
    const res = await site.request("/nope", { method: "HEAD" });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("");
  });

  it("gives each page its own CSP hashes and the 404 page's to anything unknown", async () => {
    const seen: Record<string, readonly string[] | undefined> = {};
    const probe = createStaticSite({ clientDir: fixture.clientDir, cspHashes: fixture.hashes });
    const outer = new Hono<{ Variables: { cspScriptHashes?: readonly string[] } }>();
    outer.use("*", async (c, next) => {
      await next();
      seen[c.req.path] = c.get("cspScriptHashes");
    });
    outer.route("/", probe);
    for (const path of ["/", "/about", "/robots.txt", "/missing"]) await outer.request(path);
    expect(seen).toEqual({
      "/": fixture.hashes["/"],
      "/about": fixture.hashes["/about"],
      "/robots.txt": [],
      "/missing": fixture.hashes["/404"],
    });
  });

  it.each(["/.csp", "/%2ecsp", "/.well-known/secret.txt", "/leak.json", "/index.html.br", "/about//index.html", "/404"])(
    "answers %s with the 404 page",
    async (path) => {
      const res = await site.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(fixture.bodies["404/index.html"]);
    },
  );
});

describe("the owner's uploads", () => {
  beforeAll(() => {
    mkdirSync(join(fixture.clientDir, "images", "uploads"), { recursive: true });
    writeFileSync(join(fixture.clientDir, "images", "uploads", "towels.png"), "png bytes");
    // Files that are no pictures, as an upload before the studio checked them might have left.
    writeFileSync(join(fixture.clientDir, "images", "uploads", "page.html"), "<script>steal()</script>");
    writeFileSync(join(fixture.clientDir, "images", "uploads", "app.js"), "steal()");
    writeFileSync(join(fixture.clientDir, "images", "uploads", "logo.svg"), "<svg onload='steal()'/>");
  });

  it("are sent as pictures under a policy that lets them run nothing and load nothing", async () => {
    const res = await site.request("/images/uploads/towels.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Security-Policy")).toBe(uploadPolicy);
  });

  it.each(["/images/uploads/page.html", "/images/uploads/app.js", "/images/uploads/logo.svg"])("%s, which is no picture, is not sent", async (path) => {
    expect((await site.request(path)).status).toBe(404);
  });
});
