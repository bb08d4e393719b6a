import { realpathSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControlFor, contentTypeFor, etagMatches, pickEncoding, resolvePath } from "./static-site.ts";
import { createFixtureSite, type FixtureSite } from "./test-fixture.ts";

let fixture: FixtureSite;
let root: string;

beforeAll(() => {
  fixture = createFixtureSite();
  root = realpathSync(fixture.clientDir);
});
afterAll(() => fixture.cleanup());

describe("resolvePath", () => {
  it("maps clean URLs to files and names the page", async () => {
    expect(await resolvePath(root, "/")).toEqual({ kind: "file", file: join(root, "index.html"), page: "/" });
    expect(await resolvePath(root, "/about")).toEqual({
      kind: "file",
      file: join(root, "about", "index.html"),
      page: "/about",
    });
    expect(await resolvePath(root, "/assets/app-Ab12Cd.js")).toEqual({
      kind: "file",
      file: join(root, "assets", "app-Ab12Cd.js"),
    });
  });

  it("treats the not-found page's own address as not found", async () => {
    expect(await resolvePath(root, "/404")).toEqual({ kind: "not-found" });
  });

  // Paths as they could arrive without WHATWG URL normalisation: the resolver must refuse them itself.
  it.each([
    "/../package.json",
    "/assets/../../package.json",
    "/%2e%2e/package.json",
    "/..%2Fpackage.json",
    "/..%5Cpackage.json",
    "/.csp",
    "/%2Ecsp",
    "/.well-known/secret.txt",
    "/index.html%00",
    "/about//index.html",
    "/leak.json",
    "/%",
  ])("refuses %s", async (path) => {
    expect(await resolvePath(root, path)).toEqual({ kind: "not-found" });
  });

  it("redirects a trailing slash, keeping the query, and never to another host", async () => {
    expect(await resolvePath(root, "/about/", "?a=1")).toEqual({ kind: "redirect", location: "/about?a=1" });
    expect(await resolvePath(root, "//evil.example//", "")).toEqual({ kind: "redirect", location: "/evil.example" });
    expect(await resolvePath(root, "///", "")).toEqual({ kind: "redirect", location: "/" });
  });
});

describe("pickEncoding", () => {
  const both = ["br", "gzip"] as const;
  it.each([
    [undefined, both, undefined],
    ["", both, undefined],
    ["gzip, deflate, br", both, "br"],
    ["gzip, deflate, br", ["gzip"], "gzip"],
    ["br;q=0, gzip", both, "gzip"],
    ["gzip;q=1, br;q=0.5", both, "gzip"],
    ["identity", both, undefined],
    ["*", both, "br"],
    ["*;q=0, gzip", both, "gzip"],
    ["BR", both, "br"],
    ["deflate", both, undefined],
    ["br, gzip", [], undefined],
  ] as const)("%j with %j available → %s", (header, available, expected) => {
    expect(pickEncoding(header, available)).toBe(expected);
  });
});

describe("etagMatches", () => {
  it("compares weakly, in lists, and accepts *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe("content types and caching", () => {
  it.each([
    ["a.html", "text/html; charset=utf-8"],
    ["a.css", "text/css; charset=utf-8"],
    ["a.js", "text/javascript; charset=utf-8"],
    ["a.mjs", "text/javascript; charset=utf-8"],
    ["a.json", "application/json"],
    ["a.svg", "image/svg+xml"],
    ["a.xml", "application/xml; charset=utf-8"],
    ["a.txt", "text/plain; charset=utf-8"],
    ["a.woff2", "font/woff2"],
    ["a.webp", "image/webp"],
    ["a.avif", "image/avif"],
    ["a.png", "image/png"],
    ["a.ico", "image/x-icon"],
    ["a.webmanifest", "application/manifest+json"],
    ["A.PNG", "image/png"],
    ["a.unknown", "application/octet-stream"],
  ])("%s → %s", (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });

  it("caches assets for a year, revalidates pages, and keeps other files an hour", () => {
    expect(cacheControlFor("/assets/x-1.js", "x-1.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/about", "index.html")).toBe("no-cache");
    expect(cacheControlFor("/favicon.svg", "favicon.svg")).toBe("public, max-age=3600");
  });
});
