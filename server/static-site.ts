import { existsSync, realpathSync } from "node:fs";
import { realpath } from "node:fs/promises";
import { extname, join, sep } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { etag } from "hono/etag";
import { defaultLocale, locales, localePrefix, splitLocale } from "../core/locale.ts";
import { isUploadName, uploadPolicy, uploadsUrl } from "../core/uploads.ts";
import type { CspHashManifest } from "./csp-hashes.ts";
import type { SecurityEnv } from "./security-headers.ts";

export const cacheControl = {
  /** Vite's fingerprinted output: the name changes whenever the content does. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages and loader data: cacheable, but always revalidated so a deploy shows at once. */
  revalidate: "no-cache",
  /** Everything else at a stable name (favicon, robots.txt, images from public/). */
  short: "public, max-age=3600",
} as const;

/** By URL: a path without an extension is a page (its folder's index.html). */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return cacheControl.immutable;
  const ext = extname(urlPath).toLowerCase();
  return ext === "" || ext === ".html" || ext === ".data" ? cacheControl.revalidate : cacheControl.short;
}

/**
 * Paths answered 404 although a file may exist: empty, `.` and `..` segments and dotfiles, the
 * precompressed siblings (served only through Accept-Encoding), and the not-found page's own
 * address, which is only ever sent with status 404. serveStatic itself refuses backslashes and any
 * `%` left after Hono's decoding (an encoded slash, NUL, or a second round of encoding).
 */
function isRefused(path: string): boolean {
  if (path === "/") return false;
  const segments = path.slice(1).split("/");
  return notFoundPaths.has(path) || segments.some((s) => s === "" || s.startsWith(".")) || /\.(br|gz)$/.test(path);
}

/** Each language's not-found page, "/404" and "/es/404". */
const notFoundPaths = new Set(locales.map((of) => `${localePrefix(of)}/404`));

type StaticEnv = { Variables: SecurityEnv["Variables"] & { servedFile?: string } };

export type StaticSiteOptions = {
  /** The built site, normally build/client. */
  clientDir: string;
  /** Inline-script hashes per page path (build/csp-hashes.json). A page without an entry gets none. */
  cspHashes?: CspHashManifest;
};

/**
 * The prerendered site: @hono/node-server's serveStatic (precompressed .br/.gz by Accept-Encoding)
 * under hono/etag (304 on If-None-Match), plus this site's rules: clean URLs ("/about" is
 * about/index.html; "/about/" and "/about/index.html" redirect to "/about"), cache headers by kind
 * of file, each page's CSP hashes, the prerendered 404 page with status 404 (the Spanish one under
 * /es), and 405 for anything
 * but GET and HEAD.
 */
export function createStaticSite(options: StaticSiteOptions): Hono<StaticEnv> {
  const root = realpathSync(options.clientDir);
  const cspHashes = options.cspHashes ?? {};
  const files = serveStatic<StaticEnv>({ root, precompressed: true, onFound: (file, c) => c.set("servedFile", file) });
  // The not-found page in the language of the address asked for: "/es/…" is answered in Spanish.
  const notFoundPages = new Map(
    locales.map((of) => [of, serveStatic<StaticEnv>({ root, path: `${localePrefix(of).slice(1)}${of === defaultLocale ? "" : "/"}404/index.html`, precompressed: true })]),
  );

  /** True when the path (or the index.html it stands for) is a symlink leading out of the build. */
  async function leavesRoot(path: string): Promise<boolean> {
    for (const file of [join(root, path), join(root, path, "index.html")]) {
      const real = await realpath(file).catch(() => undefined);
      if (real !== undefined && real !== root && !real.startsWith(root + sep)) return true;
    }
    return false;
  }

  async function notFound(c: Context<StaticEnv>): Promise<Response> {
    const { locale } = splitLocale(new URL(c.req.url).pathname);
    c.set("cspScriptHashes", cspHashes[`${localePrefix(locale)}/404`] ?? []);
    c.header("Cache-Control", cacheControl.revalidate);
    const page = await notFoundPages.get(locale)!(c, async () => {});
    if (!page) return c.text("Not Found", 404);
    page.headers.delete("Last-Modified"); // as for every file served below
    return new Response(page.body, { status: 404, headers: page.headers });
  }

  const site = new Hono<StaticEnv>();
  site.get(
    "*",
    async (c, next) => {
      const { pathname, search } = new URL(c.req.url);
      if (pathname !== "/" && pathname.endsWith("/")) {
        // Collapse "//" first: a Location of "//host" would send the visitor to another site.
        return redirect(c, (pathname.replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/") + search);
      }
      const path = c.req.path; // decoded as serveStatic reads it
      if (isRefused(path) || (await leavesRoot(path))) return notFound(c);
      // The owner's uploads are pictures: any other file there is not sent.
      if (path.startsWith(`${uploadsUrl}/`)) {
        if (!isUploadName(path)) return notFound(c);
        c.header("Content-Security-Policy", uploadPolicy);
      }
      if (path.endsWith("/index.html")) return redirect(c, (path.slice(0, -"/index.html".length) || "/") + search);

      c.set("cspScriptHashes", cspHashes[path] ?? []);
      c.header("Cache-Control", cacheControlFor(path));
      await next();
      const served = c.get("servedFile");
      if (served === undefined || c.res.status >= 400) return;
      // serveStatic adds the file's mtime, which a deploy resets and the ETag already covers; a
      // page's headers count against its first round trip, so they carry no redundant field.
      c.res.headers.delete("Last-Modified");
      // React Router's prerendered loader data (turbo-stream), which serveStatic does not know.
      if (c.res.status !== 304 && served.replace(/\.(br|gz)$/, "").endsWith(".data")) c.res.headers.set("Content-Type", "text/x-script");
      // The plain file went to a client that accepts no compression: caches must still know the
      // answer depends on Accept-Encoding (serveStatic says so only when it sends a variant).
      if (!c.res.headers.has("Vary") && (existsSync(`${served}.br`) || existsSync(`${served}.gz`))) {
        c.res.headers.set("Vary", "Accept-Encoding");
      }
    },
    etag(),
    files,
    notFound,
  );
  site.all("*", (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" }));
  return site;
}

function redirect(c: Context, location: string): Response {
  return c.body(null, 301, { Location: location, "Cache-Control": cacheControl.short });
}
