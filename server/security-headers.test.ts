import { Hono, type Handler } from "hono";
import { describe, expect, it } from "vitest";
import {
  buildContentSecurityPolicy,
  googleAnalyticsSources,
  mergeCspSources,
  securityHeaders,
  siteCspSources,
  type SecurityEnv,
} from "./security-headers.ts";

const hashA = `sha256-${"A".repeat(43)}=`;
const hashB = `sha256-${"B".repeat(42)}8=`;

describe("buildContentSecurityPolicy", () => {
  it("writes the baseline policy", () => {
    expect(buildContentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'",
    );
  });

  it("quotes script hashes into script-src only", () => {
    const policy = buildContentSecurityPolicy({ scriptHashes: [hashA, hashB] });
    expect(policy).toContain(`script-src 'self' '${hashA}' '${hashB}';`);
    expect(policy.match(/sha256-/g)).toHaveLength(2);
  });

  it("adds extra sources per directive without duplicates", () => {
    const policy = buildContentSecurityPolicy({
      extra: { "connect-src": ["https://fn.example.net", "https://fn.example.net", "'self'"] },
    });
    expect(policy).toContain("connect-src 'self' https://fn.example.net;");
  });

  it("replaces 'none' when a directive gains a source", () => {
    expect(buildContentSecurityPolicy({ extra: { "frame-ancestors": ["https://admin.example.net"] } })).toMatch(
      /frame-ancestors https:\/\/admin\.example\.net$/,
    );
  });

  it.each([
    [{ extra: { "script-src": ["'unsafe-inline'"] } }, /Refusing/],
    [{ extra: { "script-src": ["'UNSAFE-EVAL'"] } }, /Refusing/],
    [{ extra: { "img-src": ["https://a.example; script-src *"] } }, /one token/],
    [{ extra: { "img-src": ["https://a.example https://b.example"] } }, /one token/],
    [{ scriptHashes: ["sha256-short="] }, /Not a sha256/],
    [{ scriptHashes: ["'unsafe-inline'"] }, /Not a sha256/],
  ])("refuses a value that would widen or break the policy: %j", (options, message) => {
    expect(() => buildContentSecurityPolicy(options)).toThrow(message);
  });
});

describe("siteCspSources", () => {
  const siteUrl = "https://www.example.com";

  it("adds nothing for a plain deployment", () => {
    expect(siteCspSources({ siteUrl })).toEqual({});
  });

  it("adds exactly the gtag.js hosts when a GA id is set", () => {
    expect(siteCspSources({ siteUrl, gaMeasurementId: "G-ABC123" })).toEqual({
      "script-src": ["https://*.googletagmanager.com"],
      "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
      "connect-src": [
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      ],
    });
  });

  it("adds the origin of a functions URL on another origin to connect-src", () => {
    expect(siteCspSources({ siteUrl, functionsUrl: "https://abc.functions.example.net/functions/v1" })).toEqual({
      "connect-src": ["https://abc.functions.example.net"],
    });
  });

  it("adds nothing for a same-origin or relative functions URL", () => {
    expect(siteCspSources({ siteUrl, functionsUrl: "https://www.example.com/functions/v1" })).toEqual({});
    expect(siteCspSources({ siteUrl, functionsUrl: "/functions/v1" })).toEqual({});
  });

  it("combines analytics and functions sources", () => {
    const sources = siteCspSources({ siteUrl, gaMeasurementId: "G-ABC123", functionsUrl: "https://fn.example.net/v1" });
    expect(sources["connect-src"]).toEqual([...(googleAnalyticsSources["connect-src"] ?? []), "https://fn.example.net"]);
  });

  it.each(["not a url", "ftp://files.example.net/x"])("rejects PUBLIC_FUNCTIONS_URL=%s", (functionsUrl) => {
    expect(() => siteCspSources({ siteUrl, functionsUrl })).toThrow(/PUBLIC_FUNCTIONS_URL/);
  });
});

describe("mergeCspSources", () => {
  it("keeps first-seen order and drops duplicates", () => {
    expect(mergeCspSources({ "img-src": ["a:", "b:"] }, { "img-src": ["b:", "c:"], "font-src": ["d:"] })).toEqual({
      "img-src": ["a:", "b:", "c:"],
      "font-src": ["d:"],
    });
  });
});

describe("securityHeaders middleware", () => {
  function appWith(handler: Handler<SecurityEnv>) {
    const app = new Hono<SecurityEnv>();
    app.use("*", securityHeaders({ cspSources: { "connect-src": ["https://fn.example.net"] } }));
    app.get("/", handler);
    return app;
  }

  it("uses the hashes the handler stored and the configured sources", async () => {
    const res = await appWith((c) => {
      c.set("cspScriptHashes", [hashA]);
      return c.text("hi");
    }).request("/");
    const policy = res.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain(`script-src 'self' '${hashA}';`);
    expect(policy).toContain("connect-src 'self' https://fn.example.net;");
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  });

  it("leaves a header the handler set itself", async () => {
    const res = await appWith((c) => c.text("hi", 200, { "X-Frame-Options": "SAMEORIGIN" })).request("/");
    expect(res.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("sets headers on a response whose headers are immutable", async () => {
    const res = await appWith(() => Response.redirect("https://www.example.com/", 302)).request("/");
    expect(res.status).toBe(302);
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});
