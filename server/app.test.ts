import { rmSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.ts";
import { siteCspSources } from "./security-headers.ts";
import { createFixtureSite, type FixtureSite } from "./test-fixture.ts";

let fixture: FixtureSite;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  fixture = createFixtureSite();
  app = createApp({ clientDir: fixture.clientDir, cspManifestPath: fixture.manifestPath });
});
afterAll(() => fixture.cleanup());

function scriptSrc(response: Response): string[] {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  const directive = policy.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src "));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

describe("clean URLs", () => {
  it("serves / from index.html", async () => {
    const res = await app.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toBe(fixture.bodies["index.html"]);
  });

  it("serves /about from about/index.html", async () => {
    const res = await app.request("/about");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(fixture.bodies["about/index.html"]);
  });

  it.each([
    ["/robots.txt", "robots.txt", "text/plain; charset=utf-8"],
    ["/sitemap.xml", "sitemap.xml", "application/xml; charset=utf-8"],
    ["/assets/app-Ab12Cd.js", "assets/app-Ab12Cd.js", "text/javascript; charset=utf-8"],
    ["/assets/small-Ef34.css", "assets/small-Ef34.css", "text/css; charset=utf-8"],
    ["/favicon.svg", "favicon.svg", "image/svg+xml; charset=utf-8"],
    ["/site.webmanifest", "site.webmanifest", "application/manifest+json"],
  ])("serves %s as the file with its content type", async (path, file, type) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe(type);
    expect(await res.text()).toBe(fixture.bodies[file]);
  });

  it("answers HEAD like GET without a body", async () => {
    const res = await app.request("/about", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toBe("");
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])("refuses %s with 405 and Allow", async (method) => {
    const res = await app.request("/about", { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
  });
});

describe("redirects", () => {
  it.each([
    ["/about/", "/about"],
    ["/about/?utm_source=qr&x=1", "/about?utm_source=qr&x=1"],
    ["/no-such-page/", "/no-such-page"],
    ["/about/index.html", "/about"],
    ["/index.html", "/"],
  ])("redirects %s to %s with 301", async (from, to) => {
    const res = await app.request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(to);
  });

  it("never redirects to another host through a doubled slash", async () => {
    const res = await app.request(new Request("http://localhost//evil.example/"));
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/evil.example");
  });
});

describe("not found", () => {
  it.each(["/no-such-page", "/404", "/assets/missing-123.js", "/about/extra"])(
    "answers %s with status 404 and the prerendered 404 page",
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("Cache-Control")).toBe("no-cache");
      expect(res.headers.get("ETag")).toBeNull();
      expect(await res.text()).toBe(fixture.bodies["404/index.html"]);
    },
  );

  it("falls back to plain text when the build has no 404 page", async () => {
    const bare = createFixtureSite();
    rmSync(join(bare.clientDir, "404"), { recursive: true });
    const res = await createApp({ clientDir: bare.clientDir }).request("/nope");
    bare.cleanup();
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Not Found");
  });
});

describe("path safety", () => {
  it.each([
    "/../package.json",
    "/%2e%2e/package.json",
    "/%2E%2E/%2e%2e/package.json",
    "/..%2fpackage.json",
    "/assets/..%2f..%2fpackage.json",
    "/assets%5c..%5c..%5cpackage.json",
    "/.csp",
    "/%2ecsp",
    "/.well-known/secret.txt",
    "/index.html%00.txt",
    "/%E0%A4%A",
    "/leak.json",
    "/index.html.br",
    "/assets/app-Ab12Cd.js.gz",
  ])("does not serve %s", async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(body).not.toContain("secret");
    expect(body).not.toContain("dotfile");
    expect(body).toBe(fixture.bodies["404/index.html"]);
  });
});

describe("precompressed files", () => {
  it("prefers brotli when the client accepts it", async () => {
    const res = await app.request("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(body).toBe(fixture.bodies["index.html"]);
  });

  it("sends gzip when brotli is refused", async () => {
    const res = await app.request("/assets/app-Ab12Cd.js", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    const body = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(body).toBe(fixture.bodies["assets/app-Ab12Cd.js"]);
  });

  it("sends the original, still with Vary, to a client that accepts no compression", async () => {
    const res = await app.request("/");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await res.text()).toBe(fixture.bodies["index.html"]);
  });

  it("sends a file without variants as is, without Vary", async () => {
    const res = await app.request("/assets/small-Ef34.css", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Vary")).toBeNull();
  });

  it("serves the not-found page compressed too", async () => {
    const res = await app.request("/missing", { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Encoding")).toBeNull(); // 404/index.html has no variants here
  });
});

describe("ETag", () => {
  it("answers a matching If-None-Match with 304 and no body", async () => {
    const first = await app.request("/about");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const second = await app.request("/about", { headers: { "If-None-Match": etag ?? "" } });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe("");
    expect(second.headers.get("ETag")).toBe(etag);
    expect(second.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("matches weakly and within a list", async () => {
    const etag = (await app.request("/robots.txt")).headers.get("ETag") ?? "";
    const res = await app.request("/robots.txt", { headers: { "If-None-Match": `"other", W/${etag}` } });
    expect(res.status).toBe(304);
  });

  it("sends the full file when the ETag differs", async () => {
    const res = await app.request("/about", { headers: { "If-None-Match": '"stale"' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(fixture.bodies["about/index.html"]);
  });

  it("gives each encoding its own ETag", async () => {
    const br = await app.request("/", { headers: { "Accept-Encoding": "br" } });
    const plain = await app.request("/");
    expect(br.headers.get("ETag")).not.toBe(plain.headers.get("ETag"));
  });

  it("keeps the page's CSP hashes on a 304, since caches take its headers", async () => {
    const etag = (await app.request("/")).headers.get("ETag") ?? "";
    const res = await app.request("/", { headers: { "If-None-Match": etag } });
    expect(res.status).toBe(304);
    for (const hash of fixture.hashes["/"] ?? []) expect(scriptSrc(res)).toContain(`'${hash}'`);
  });
});

describe("caching", () => {
  it.each([
    ["/assets/app-Ab12Cd.js", "public, max-age=31536000, immutable"],
    ["/assets/small-Ef34.css", "public, max-age=31536000, immutable"],
    ["/", "no-cache"],
    ["/about", "no-cache"],
    ["/about.data", "no-cache"],
    ["/robots.txt", "public, max-age=3600"],
    ["/favicon.svg", "public, max-age=3600"],
    ["/healthz", "no-store"],
  ])("%s → Cache-Control %s", async (path, expected) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(expected);
  });
});

describe("security headers", () => {
  const expected = {
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };

  it.each([
    ["a page", "/", "GET"],
    ["an asset", "/assets/app-Ab12Cd.js", "GET"],
    ["a 404", "/nope", "GET"],
    ["a redirect", "/about/", "GET"],
    ["a 405", "/", "POST"],
    ["the health check", "/healthz", "GET"],
  ])("are on %s", async (_label, path, method) => {
    const res = await app.request(path, { method });
    for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(res.headers.get("Permissions-Policy")).toContain("geolocation=()");
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
  });

  it("sends the full policy, without hashes, on a response that is not a page", async () => {
    const res = await app.request("/robots.txt");
    expect(res.headers.get("Content-Security-Policy")).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'",
    );
  });

  it.each(["/", "/about"])("lists the hashes of %s's inline scripts, and no others", async (path) => {
    const res = await app.request(path);
    const sources = scriptSrc(res);
    const own = fixture.hashes[path] ?? [];
    expect(own.length).toBeGreaterThan(0);
    expect(sources).toEqual(["'self'", ...own.map((h) => `'${h}'`)]);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(res.headers.get("Content-Security-Policy")).not.toContain("upgrade-insecure-requests");
  });

  it("uses the 404 page's hashes for an unknown path", async () => {
    const res = await app.request("/nowhere");
    expect(scriptSrc(res)).toEqual(["'self'", `'${fixture.hashes["/404"]?.[0]}'`]);
  });

  it("sends no hashes for a page missing from the manifest", async () => {
    const bare = createFixtureSite();
    const res = await createApp({ clientDir: bare.clientDir }).request("/");
    bare.cleanup();
    expect(scriptSrc(res)).toEqual(["'self'"]);
  });

  it("allows the gtag.js hosts when a GA measurement id is configured", async () => {
    const withGa = createApp({
      clientDir: fixture.clientDir,
      cspManifestPath: fixture.manifestPath,
      cspSources: siteCspSources({ siteUrl: "https://www.example.com", gaMeasurementId: "G-TEST123" }),
    });
    const res = await withGa.request("/");
    const policy = res.headers.get("Content-Security-Policy") ?? "";
    expect(scriptSrc(res)).toContain("https://*.googletagmanager.com");
    expect(scriptSrc(res)).toContain(`'${fixture.hashes["/"]?.[0]}'`);
    expect(policy).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(policy).toContain("img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com");
    expect(scriptSrc(res)).not.toContain("'unsafe-inline'");
  });

  it("takes the GA id from the site configuration (PUBLIC_GA_ID)", async () => {
    vi.stubEnv("PUBLIC_GA_ID", "G-FROMENV1");
    vi.resetModules();
    try {
      const { site } = await import("../core/site.ts");
      expect(site.gaMeasurementId).toBe("G-FROMENV1");
      const sources = siteCspSources({ siteUrl: site.siteUrl, gaMeasurementId: site.gaMeasurementId });
      expect(sources["script-src"]).toEqual(["https://*.googletagmanager.com"]);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe("health check and mounted sub-apps", () => {
  it("answers GET /healthz with ok", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
  });

  it("routes a mounted sub-app before the static site, with security headers", async () => {
    const api = new Hono().post("/send-contact-email", (c) => c.json({ received: true }));
    const withApi = createApp({ clientDir: fixture.clientDir, mounts: [{ path: "/functions/v1", app: api }] });
    const res = await withApi.request("/functions/v1/send-contact-email", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    const unknown = await withApi.request("/functions/v1/other");
    expect(unknown.status).toBe(404);
  });

  it("answers 500 without details when a handler throws", async () => {
    const broken = new Hono().get("/boom", () => {
      throw new Error("database password leaked in message");
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await createApp({ clientDir: fixture.clientDir, mounts: [{ path: "/x", app: broken }] }).request("/x/boom");
    errors.mockRestore();
    expect(res.status).toBe(500);
    expect(await res.text()).toBe("Internal Server Error");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("fails at start when the CSP manifest is missing", () => {
    expect(() => createApp({ clientDir: fixture.clientDir, cspManifestPath: join(fixture.root, "absent.json") })).toThrow(
      /CSP hash manifest .*absent\.json/,
    );
  });
});
