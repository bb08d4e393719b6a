import type { MiddlewareHandler } from "hono";

export interface CorsOptions {
  /** Exact origins allowed (`https://www.example.com`); nothing else ever gets an Allow-Origin. */
  origins: readonly string[];
  /** The methods a preflight may ask for. */
  methods: readonly string[];
  /** The request headers a preflight may ask for, lowercase (those the contact form sends). */
  allowHeaders: readonly string[];
  /** Response headers the page's script may read. */
  exposeHeaders?: readonly string[];
  /** How long the browser may cache a preflight answer. */
  maxAgeSeconds?: number;
}

/** What the contact form sends cross-origin: app/lib/contact-client.ts. */
export const contactCorsRules: Omit<CorsOptions, "origins"> = {
  methods: ["POST"],
  allowHeaders: ["authorization", "content-type", "idempotency-key"],
  exposeHeaders: ["retry-after", "idempotent-replayed"],
  maxAgeSeconds: 600,
};

/**
 * CORS for exactly the configured origins (docs/decisions/017-cross-origin-contact.md). A request from
 * one of them gets `Access-Control-Allow-Origin` naming that origin (never `*`, never credentials); a
 * preflight from one of them asking for an allowed method and headers is answered here with 204. Any
 * other request passes through untouched, so a foreign origin's preflight reaches the endpoint's own
 * OPTIONS answer, which carries no Allow-* header, and the browser never sends the post.
 */
export function cors(options: CorsOptions): MiddlewareHandler {
  const origins = new Set(options.origins);
  const methods = new Set(options.methods.map((method) => method.toUpperCase()));
  const allowHeaders = new Set(options.allowHeaders.map((header) => header.toLowerCase()));
  const { exposeHeaders = [], maxAgeSeconds = 600 } = options;

  return async (c, next) => {
    const origin = c.req.header("origin");
    if (origin === undefined || !origins.has(origin)) {
      await next();
      // The answer depends on Origin: a shared cache must not hand one origin's answer to another.
      if (origins.size > 0) c.res.headers.append("Vary", "Origin");
      return;
    }

    const requestedMethod = c.req.header("access-control-request-method");
    if (c.req.method === "OPTIONS" && requestedMethod !== undefined) {
      const requestedHeaders = (c.req.header("access-control-request-headers") ?? "")
        .split(",")
        .map((header) => header.trim().toLowerCase())
        .filter((header) => header !== "");
      if (!methods.has(requestedMethod.toUpperCase()) || !requestedHeaders.every((header) => allowHeaders.has(header))) {
        await next(); // no Allow-* headers: the browser refuses
        c.res.headers.append("Vary", "Origin");
        return;
      }
      return c.body(null, 204, {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Methods": [...methods].join(", "),
        "Access-Control-Allow-Headers": [...allowHeaders].join(", "),
        "Access-Control-Max-Age": String(maxAgeSeconds),
        "Cache-Control": "no-store",
        Vary: "Origin, Access-Control-Request-Method, Access-Control-Request-Headers",
      });
    }

    await next();
    c.res.headers.set("Access-Control-Allow-Origin", origin);
    if (exposeHeaders.length > 0) c.res.headers.set("Access-Control-Expose-Headers", exposeHeaders.join(", "));
    c.res.headers.append("Vary", "Origin");
  };
}
