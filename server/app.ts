import { Hono } from "hono";
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
};

/**
 * The production server as one Hono app: security headers on every response, `GET /healthz`,
 * the mounted sub-apps, then the prerendered static site (which answers everything else).
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

  app.get("/healthz", (c) => c.text("ok", 200, { "Cache-Control": "no-store" }));

  for (const { path, app: sub } of options.mounts ?? []) app.route(path, sub);

  app.route("/", createStaticSite({ clientDir: options.clientDir, cspHashes }));
  return app;
}
