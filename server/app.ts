import { Hono } from "hono";
import { contactCorsRules, cors } from "./cors.ts";
import { readCspHashManifest } from "./csp-hashes.ts";
import { securityHeaders, type CspSources, type SecurityEnv } from "./security-headers.ts";
import { createStaticSite } from "./static-site.ts";

/** A sub-app joined under a path prefix with `app.route()`, e.g. the contact API. */
export type Mount = {
  path: `/${string}`;
  // Any Hono app, whatever its own bindings and variables: a sub-app typed with its own Variables
  // is not assignable to Hono<Env>, and app.route() accepts it either way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  app: Hono<any, any, any>;
};

export type AppOptions = {
  /** The built site (normally build/client). */
  clientDir: string;
  /** build/csp-hashes.json from the post-build step. Without it, pages get a CSP with no hashes. */
  cspManifestPath?: string;
  /** Extra CSP sources for this deployment (see siteCspSources in security-headers.ts). */
  cspSources?: CspSources;
  /**
   * Sub-apps to serve before the static site, each under its own prefix. They get the security
   * headers too, and their routes win over the static site (so POST reaches them rather than 405):
   *
   *   createApp({ clientDir, mounts: [{ path: "/functions/v1", app: contactApp }] })
   */
  mounts?: readonly Mount[];
  /**
   * Site origins on other hosts or ports whose pages may post to the mounted sub-apps (CORS_ORIGINS;
   * see server/cors.ts). Empty or absent: same origin only.
   */
  corsOrigins?: readonly string[];
  /** Backs GET /healthz/messages: whether messages are reaching the owner (see MessagesHealth). */
  messagesHealth?: () => Promise<MessagesHealth>;
};

/**
 * What an uptime monitor reads at /healthz/messages: `ok`, or `degraded` with the number of failed
 * messages and of messages waiting longer than `maxWaitMinutes` (answered 503, so a monitor alerts).
 */
export type MessagesHealth = {
  status: "ok" | "degraded";
  failed: number;
  waiting: number;
  maxWaitMinutes: number;
};

/**
 * The production server as one Hono app: security headers on every response, `GET /healthz` (and
 * `/healthz/messages`), the mounted sub-apps (with CORS for `corsOrigins`), then the prerendered static site (which answers everything else).
 * Tests call `createApp(...).request(path)`; server/main.ts serves it on a port.
 */
export function createApp(options: AppOptions): Hono<SecurityEnv> {
  const cspHashes = options.cspManifestPath ? readCspHashManifest(options.cspManifestPath) : {};
  const app = new Hono<SecurityEnv>();

  app.use("*", securityHeaders(options.cspSources ? { cspSources: options.cspSources } : {}));

  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.text("Internal Server Error", 500, { "Cache-Control": "no-store" });
  });

  // Liveness: the process answers. Load balancers and the proxy's checks read this one.
  app.get("/healthz", (c) => c.text("ok", 200, { "Cache-Control": "no-store" }));

  const messagesHealth = options.messagesHealth;
  if (messagesHealth) {
    app.get("/healthz/messages", async (c) => {
      const noStore = { "Cache-Control": "no-store" };
      try {
        const health = await messagesHealth();
        return c.json(health, health.status === "ok" ? 200 : 503, noStore);
      } catch (error) {
        console.error("The messages health check failed:", error);
        return c.json({ status: "error", error: "The message store cannot be read." }, 503, noStore);
      }
    });
  }

  const corsOrigins = options.corsOrigins ?? [];
  for (const { path, app: sub } of options.mounts ?? []) {
    if (corsOrigins.length > 0) app.use(`${path}/*`, cors({ origins: corsOrigins, ...contactCorsRules }));
    app.route(path, sub);
  }

  app.route("/", createStaticSite({ clientDir: options.clientDir, cspHashes }));
  return app;
}
