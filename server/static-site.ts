import { createHash } from "node:crypto";
import type { Stats } from "node:fs";
import { realpathSync } from "node:fs";
import { readFile, realpath, stat } from "node:fs/promises";
import { extname, join, sep } from "node:path";
import { Hono, type Context } from "hono";
import type { CspHashManifest } from "./csp-hashes.ts";
import type { SecurityEnv } from "./security-headers.ts";

/** Content types by extension of the original (uncompressed) file. */
const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  // React Router's prerendered loader data (turbo-stream), fetched on client-side navigation.
  ".data": "text/x-script",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};

export function contentTypeFor(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream";
}

export const cacheControl = {
  /** Vite's fingerprinted output: the name changes whenever the content does. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages and loader data: cacheable, but always revalidated so a deploy shows at once. */
  revalidate: "no-cache",
  /** Everything else at a stable name (favicon, robots.txt, images from public/). */
  short: "public, max-age=3600",
} as const;

export function cacheControlFor(urlPath: string, file: string): string {
  if (urlPath.startsWith("/assets/")) return cacheControl.immutable;
  const ext = extname(file).toLowerCase();
  if (ext === ".html" || ext === ".data") return cacheControl.revalidate;
  return cacheControl.short;
}

type Encoding = "br" | "gzip";
const encodingSuffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The best precompressed encoding the client accepts among those on disk: highest q-value wins,
 * brotli on a tie. `br;q=0` refuses brotli; `*` stands for any encoding not named.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.split(";").map((s) => s.trim());
    if (!token) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    weights.set(token.toLowerCase(), Number.isFinite(q) ? q : 0);
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of (["br", "gzip"] as const).filter((e) => available.includes(e))) {
    const q = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** RFC 9110 If-None-Match with weak comparison, as caches use it for GET and HEAD. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

export type Resolution =
  | { kind: "file"; file: string; /** Served path of an HTML page, the key in the CSP manifest. */ page?: string }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" };

/**
 * Maps a URL path to a file under `root` (a real path). Clean URLs: "/" is index.html, "/about" is
 * about/index.html; "/about/" and "/about/index.html" redirect to "/about". Refuses, as not found:
 * dot-segments and dotfiles, encoded slashes, backslashes or NUL, precompressed siblings, and any
 * file whose real path (after symlinks) leaves `root`.
 */
export async function resolvePath(root: string, pathname: string, search = ""): Promise<Resolution> {
  if (pathname !== "/" && pathname.endsWith("/")) {
    // Collapse "//" first: a Location of "//host" would send the visitor to another site.
    const location = pathname.replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/";
    return { kind: "redirect", location: location + search };
  }
  const raw = pathname === "/" ? [] : pathname.slice(1).split("/");
  const segments: string[] = [];
  for (const part of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return { kind: "not-found" };
    }
    if (decoded === "" || decoded.startsWith(".") || /[/\\\0]/.test(decoded)) return { kind: "not-found" };
    segments.push(decoded);
  }
  const last = segments.at(-1);
  if (last?.endsWith(".br") || last?.endsWith(".gz")) return { kind: "not-found" };
  if (last === "index.html") {
    return { kind: "redirect", location: `/${raw.slice(0, -1).join("/")}${search}` };
  }

  const target = join(root, ...segments);
  const servedPath = `/${segments.join("/")}`;
  let file: string | undefined;
  let page: string | undefined;
  const info = await statOrUndefined(target);
  if (info?.isFile()) {
    file = target;
    if (extname(target).toLowerCase() === ".html") page = servedPath;
  } else if (info?.isDirectory() && (await statOrUndefined(join(target, "index.html")))?.isFile()) {
    file = join(target, "index.html");
    page = servedPath;
  }
  if (!file) return { kind: "not-found" };
  const real = await realpath(file).catch(() => undefined);
  if (!real || !real.startsWith(root + sep)) return { kind: "not-found" };
  // The not-found page is only ever sent with status 404, even at its own address.
  if (page === "/404") return { kind: "not-found" };
  return page === undefined ? { kind: "file", file } : { kind: "file", file, page };
}

async function statOrUndefined(path: string): Promise<Stats | undefined> {
  return stat(path).catch(() => undefined);
}

export type StaticSiteOptions = {
  /** The built site, normally build/client. */
  clientDir: string;
  /** Inline-script hashes per page path (build/csp-hashes.json). A page without an entry gets none. */
  cspHashes?: CspHashManifest;
};

/**
 * The prerendered site as a Hono app: GET and HEAD only (405 with Allow otherwise), precompressed
 * variants chosen by Accept-Encoding, strong ETags with 304, cache headers by kind of file, and the
 * prerendered 404 page with status 404 for anything else.
 */
export function createStaticSite(options: StaticSiteOptions): Hono<SecurityEnv> {
  const root = realpathSync(options.clientDir);
  const cspHashes = options.cspHashes ?? {};
  const notFoundPage = join(root, "404", "index.html");
  const etags = new Map<string, { version: string; etag: string }>();

  async function etagFor(file: string, info: Stats): Promise<string> {
    const version = `${info.size}:${info.mtimeMs}`;
    const cached = etags.get(file);
    if (cached?.version === version) return cached.etag;
    const digest = createHash("sha256").update(await readFile(file)).digest("base64url").slice(0, 27);
    const etag = `"${digest}"`;
    etags.set(file, { version, etag });
    return etag;
  }

  async function sendFile(
    c: Context<SecurityEnv>,
    file: string,
    { status, urlPath, page }: { status: 200 | 404; urlPath: string; page?: string | undefined },
  ): Promise<Response> {
    if (page !== undefined) c.set("cspScriptHashes", cspHashes[page] ?? []);
    const available: Encoding[] = [];
    for (const encoding of ["br", "gzip"] as const) {
      if ((await statOrUndefined(file + encodingSuffix[encoding]))?.isFile()) available.push(encoding);
    }
    const encoding = pickEncoding(c.req.header("Accept-Encoding"), available);
    const servedFile = encoding ? file + encodingSuffix[encoding] : file;
    const info = await stat(servedFile);

    const headers = new Headers({ "Cache-Control": status === 404 ? cacheControl.revalidate : cacheControlFor(urlPath, file) });
    if (available.length > 0) headers.set("Vary", "Accept-Encoding");
    if (status === 200) {
      const etag = await etagFor(servedFile, info);
      headers.set("ETag", etag);
      if (etagMatches(c.req.header("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
    }
    headers.set("Content-Type", contentTypeFor(file));
    if (encoding) headers.set("Content-Encoding", encoding);
    const body = await readFile(servedFile);
    headers.set("Content-Length", String(body.byteLength));
    return new Response(new Uint8Array(body), { status, headers });
  }

  async function sendNotFound(c: Context<SecurityEnv>, urlPath: string): Promise<Response> {
    if ((await statOrUndefined(notFoundPage))?.isFile()) {
      return sendFile(c, notFoundPage, { status: 404, urlPath, page: "/404" });
    }
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.revalidate },
    });
  }

  const site = new Hono<SecurityEnv>();
  site.get("*", async (c) => {
    const url = new URL(c.req.url);
    const resolved = await resolvePath(root, url.pathname, url.search);
    switch (resolved.kind) {
      case "redirect":
        return new Response(null, {
          status: 301,
          headers: { Location: resolved.location, "Cache-Control": cacheControl.short },
        });
      case "not-found":
        return sendNotFound(c, url.pathname);
      case "file":
        return sendFile(c, resolved.file, { status: 200, urlPath: url.pathname, page: resolved.page });
    }
  });
  site.all("*", () =>
    new Response("Method Not Allowed", {
      status: 405,
      headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
    }),
  );
  return site;
}
