import { readFile } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { Hono } from "hono";
import { stringify } from "yaml";
import { business } from "../content/business.ts";
import { escapeHtml } from "../core/escape-html.ts";
import { handleAction, StudioError } from "./backend.ts";
import { cmsConfig } from "./cms-config.ts";

/**
 * The studio's web app: the editor's page at /admin/, its configuration at /admin/config.yml, the
 * site's pictures under /images/ for the editor's previews, the editor's own files (Decap CMS's prebuilt bundle, from studio/editor/node_modules) under /admin/decap/,
 * and the file store Decap's proxy backend talks to at /api/v1. Nothing here is part of the site's
 * build: visitors never download any of it.
 */

export type StudioOptions = {
  /** The repository whose content/ the studio edits. */
  root: string;
  /** Where the owner sees the site while she edits ("View site" in the editor). */
  siteUrl: string;
  /** The folder of Decap CMS's prebuilt bundle. */
  editorDir: string;
  /** The Host headers the studio answers ("127.0.0.1:3001"): another name is a page trying to reach it through DNS. */
  hosts: readonly string[];
};

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".map": "application/json",
};

const pictureTypes: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

/**
 * The editor's page, on its own policy (the site's pages keep theirs). Decap CMS checks its
 * configuration with a validator that compiles each schema into a function ('unsafe-eval') and
 * styles itself with inline styles; images come from the studio itself, uploads being previewed
 * (blob:) and inline icons (data:). Scripts only from the studio: nothing from another site.
 */
const editorPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const editorPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Studio · ${escapeHtml(business.brandName)}</title>
</head>
<body>
<script src="/admin/decap/decap-cms.js"></script>
</body>
</html>
`;

export function studioApp({ root, siteUrl, editorDir, hosts }: StudioOptions): Hono {
  const app = new Hono();
  const editorRoot = resolve(editorDir);

  app.use("*", async (c, next) => {
    if (!hosts.includes(c.req.header("Host") ?? "")) return c.text("The studio answers only on this computer's own address.", 421);
    await next();
  });

  app.use("*", async (c, next) => {
    await next();
    c.header("X-Robots-Tag", "noindex, nofollow");
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    if (c.res.headers.get("Content-Type")?.startsWith("text/html")) c.header("Content-Security-Policy", editorPolicy);
  });

  app.get("/", (c) => c.redirect("/admin/"));
  app.get("/admin", (c) => c.redirect("/admin/"));
  app.get("/admin/", (c) => c.html(editorPage));
  app.get("/admin/config.yml", (c) =>
    c.body(stringify(cmsConfig({ backend: { name: "proxy", proxy_url: "/api/v1" }, siteUrl })), 200, {
      "Content-Type": "text/yaml; charset=utf-8",
    }),
  );
  app.get("/admin/decap/:file", async (c) => {
    const file = c.req.param("file");
    const full = resolve(join(editorRoot, file));
    if (!full.startsWith(editorRoot + sep) || !types[extname(full)]) return c.notFound();
    try {
      // The editor's files change only with its version: the browser may keep them for a day.
      return c.body(await readFile(full), 200, { "Content-Type": types[extname(full)]!, "Cache-Control": "public, max-age=86400" });
    } catch {
      return c.notFound();
    }
  });

  // The site's pictures as the editor previews them (/images/uploads/towels.png), from the
  // working tree it edits: read only, and only under public/images/.
  const pictures = resolve(root, "public", "images");
  app.get("/images/*", async (c) => {
    const full = resolve(pictures, `.${decodeURIComponent(c.req.path).slice("/images".length)}`);
    const type = pictureTypes[extname(full).toLowerCase()];
    if (!full.startsWith(pictures + sep) || !type) return c.notFound();
    try {
      return c.body(await readFile(full), 200, { "Content-Type": type });
    } catch {
      return c.notFound();
    }
  });

  app.post("/api/v1", async (c) => {
    // Only the editor's own page may write: a page on another site cannot send a JSON request here
    // without the browser asking first, and the studio never answers that question with yes.
    if (!c.req.header("Content-Type")?.startsWith("application/json")) return c.json({ error: "JSON only" }, 415);
    let body: { action?: unknown; params?: Record<string, unknown> };
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: "the request is not JSON" }, 400);
    }
    try {
      return c.json((await handleAction(root, body)) ?? null);
    } catch (error) {
      if (error instanceof StudioError) return c.json({ error: error.message }, error.status);
      console.error("[studio]", error);
      return c.json({ error: "The studio could not do that. Its window shows why." }, 500);
    }
  });

  return app;
}
