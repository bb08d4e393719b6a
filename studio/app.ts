import { readFile } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { Hono, type MiddlewareHandler } from "hono";
import { stringify } from "yaml";
import { business } from "../content/business.ts";
import { escapeHtml } from "../core/escape-html.ts";
import { uploadPolicy } from "../core/uploads.ts";
import { awaitingReview } from "../scripts/translation-review.ts";
import { handleAction, problemsAsWritten, StudioError } from "./backend.ts";
import { cmsConfig, reviewListPath, studioLogoPath } from "./cms-config.ts";
import { historyPage, historyPath } from "./history-page.ts";
import { publishName, publishes, publishOf, readPublishStatus, undoInTree } from "./history.ts";
import type { Waiting } from "./live.ts";
import { previewPage } from "./preview-page.ts";
import { studioPageScript } from "./studio-page.ts";
import { previewPath, previewPolicy, previewSitePath, type PreviewBuilds } from "./preview.ts";
import { reviewListPage } from "./review-list.ts";

/**
 * The studio's web app: the editor's page at /admin/, its configuration at /admin/config.yml, the
 * site's pictures under /images/ for the editor's previews, the editor's own files (Decap CMS's prebuilt bundle, from studio/editor/node_modules) under /admin/decap/,
 * the list of Spanish texts awaiting review at /admin/translations, in the live studio the history of
 * her publishes at /admin/history, and the file store Decap's proxy backend talks to at /api/v1. Nothing here is part of the site's build: visitors never download any of it.
 */

export type StudioOptions = {
  /** The repository whose content/ the studio edits. */
  root: string;
  /** Where the owner sees the site while she edits (the address in the editor's top bar). */
  siteUrl: string;
  /** The live site, which an entry's "View Live" opens, when it is not `siteUrl` (the studio on her computer previews elsewhere). */
  liveUrl?: string;
  /** The folder of Decap CMS's prebuilt bundle. */
  editorDir: string;
  /** The Host headers the studio answers ("127.0.0.1:3001"): another name is a page trying to reach it through DNS. */
  hosts: readonly string[];
  /** Where the editor sends its actions; the live studio's sit under /admin/ (default /api/v1). */
  apiPath?: string;
  /** The editor's backend as config.yml names it (default: this studio's file store at `apiPath`). */
  signIn?: {
    /** Routes that must answer before sign-in (the sign-in itself). */
    routes: (app: Hono) => void;
    /** Lets a signed-in request through; answers the others (a redirect to sign in, or 401). */
    guard: MiddlewareHandler;
  };
  /**
   * Around every action that writes: `before` (bring the files up to date) runs first, `after`
   * (record the change: a commit) once the files are written, with the editor's description of the
   * change. Either may refuse with a StudioError; the editor shows its message.
   */
  writes?: {
    before: () => Promise<void>;
    after: (change: { message: string; request: Request }) => Promise<void>;
  };
  /**
   * The live studio's saved changes that wait to be put live (studio/live.ts's gitPublisher), and
   * the preview of the site with them (studio/preview.ts): her page of them at /admin/preview.
   */
  waiting?: {
    list: () => Promise<Waiting[]>;
    /** The commit the clone is at: the one the preview shows. */
    head: () => Promise<string>;
    putLive: (check: (paths: string[]) => Promise<string[]>) => Promise<number>;
    discard: () => Promise<number>;
    preview: PreviewBuilds;
  };
  /** The live site's last publish (deploy-status.txt of deploy/release.ts): shown at the foot of the editor. */
  publishStatusFile?: string;
  /**
   * The branch whose commits are her publishes (the live studio's): the history page lists them,
   * each with whether the live site shows it, and undoes one through `writes` (studio/history.ts).
   */
  history?: { branch: string };
};

/** The editor's actions that change files. */
const writeActions = new Set(["persistEntry", "persistMedia", "deleteFile", "deleteFiles", "reviewTranslations"]);

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

const editorPage = (withStatus: boolean) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Studio · ${escapeHtml(business.brandName)}</title>
<link rel="stylesheet" href="/admin/phone.css">
</head>
<body>
<script src="/admin/decap/decap-cms.js"></script>
<script src="${reviewListPath}.js" defer></script>
<script src="/admin/editor.js" defer></script>${withStatus ? '\n<script src="/admin/status.js" defer></script>' : ""}
</body>
</html>
`;

/**
 * The sign-in page's picture: the site's mark (its favicon, a 40 × 40 drawing) beside the
 * business's name and the word "Studio", wide, as Decap sets its logo in a 300-pixel box.
 */
function studioLogo(mark: string): string {
  const inner = mark.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 96" role="img" aria-label="${escapeHtml(business.brandName)} Studio">
<svg x="0" y="8" width="80" height="80" viewBox="0 0 40 40">${inner}</svg>
<text x="96" y="46" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="#0f6863" textLength="256" lengthAdjust="spacingAndGlyphs">${escapeHtml(business.brandName)}</text>
<text x="96" y="76" font-family="system-ui, sans-serif" font-size="18" fill="#3d4a4f">Studio</text>
</svg>
`;
}

export function studioApp({ root, siteUrl, liveUrl = siteUrl, editorDir, hosts, apiPath = "/api/v1", signIn, writes, waiting, publishStatusFile, history }: StudioOptions): Hono {
  const app = new Hono();
  // One write at a time: each is checked, written and recorded before the next begins.
  let writing: Promise<unknown> = Promise.resolve();
  /** Runs `change` once every write begun before it has ended, saved or refused. */
  const inTurn = <T>(change: () => Promise<T>): Promise<T> => {
    const done = writing.then(change);
    writing = done.catch(() => undefined);
    return done;
  };
  const editorRoot = resolve(editorDir);
  /** Serves one of the studio's own files beside this code (a script or stylesheet of the editor's page). */
  const ownFile = (path: string, file: string) =>
    app.get(path, async (c) => c.body(await readFile(join(import.meta.dirname, file)), 200, { "Content-Type": types[extname(file)]! }));

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
    // A page of the studio's own, unless it came with its own policy (the preview's pages).
    if (c.res.headers.get("Content-Type")?.startsWith("text/html") && !c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", editorPolicy);
  });

  if (signIn) {
    signIn.routes(app);
    app.use("/admin/*", signIn.guard);
    app.use(apiPath, signIn.guard);
  }

  app.get("/", (c) => c.redirect("/admin/"));
  app.get("/admin", (c) => c.redirect("/admin/"));
  app.get("/admin/", (c) => c.html(editorPage(publishStatusFile !== undefined)));
  if (publishStatusFile !== undefined) {
    ownFile("/admin/status.js", "status.js");
    app.get("/admin/status.json", async (c) => {
      const status = (await readPublishStatus(publishStatusFile)) ?? null;
      // Her newest publish, and whether the live site shows it yet (or when it will).
      // Read on every move in the editor: from the clone as its last save left it, not fetched.
      const [newest] = history ? await publishes(root, { branch: history.branch, statusFile: publishStatusFile, limit: 1, fetch: false }).catch(() => []) : [];
      // Her saves not yet live, newest first.
      const notLive = waiting ? await waiting.list().catch(() => []) : [];
      return c.json({
        status,
        newest: newest ? { message: newest.message, when: newest.when, live: newest.live } : null,
        waiting: notLive.map(({ message, when }) => ({ message, when })),
      });
    });
  }
  if (history && writes) {
    app.get(historyPath, async (c) => {
      try {
        return c.html(historyPage({ list: await publishes(root, { branch: history.branch, statusFile: publishStatusFile }) }, apiPath));
      } catch (error) {
        console.error("[studio] reading the history failed:", error);
        return c.html(historyPage({ list: [], problem: "The site's history could not be read. Try again in a minute." }, apiPath), 500);
      }
    });
    ownFile(`${historyPath}.js`, "history.js");
  }
  if (waiting) {
    // Her changes not yet live, and the preview of her site with them, built when she first asks.
    app.get(previewPath, async (c) => {
      try {
        // Read between writes: never a clone in the middle of a save.
        const { list, head } = await inTurn(async () => ({ list: await waiting.list(), head: await waiting.head() }));
        if (list.length > 0) waiting.preview.want(head);
        const described = await Promise.all(list.map(async (change) => ({ ...change, ...(await publishOf(root, change.commit)) })));
        return c.html(previewPage({ waiting: described, head, preview: list.length > 0 ? waiting.preview.stateOf(head) : { state: "none" } }, apiPath));
      } catch (error) {
        console.error("[studio] reading the changes waiting failed:", error);
        return c.html(previewPage({ waiting: [], head: "", preview: { state: "none" }, problem: "The studio could not read your changes. Try again in a minute." }, apiPath), 500);
      }
    });
    ownFile(`${previewPath}.js`, "preview.js");
    app.get(`${previewSitePath}/*`, async (c) => {
      let path: string;
      try {
        path = decodeURIComponent(c.req.path).slice(previewSitePath.length) || "/";
      } catch {
        return c.notFound();
      }
      // The preview of her changes as they are now, or the page that says where it stands.
      const file = await waiting.preview.file(await waiting.head(), path);
      if (!file) return c.redirect(previewPath);
      const policy = file.type.startsWith("text/html") ? previewPolicy : uploadPolicy;
      return c.body(file.body, file.status, { "Content-Type": file.type, "Content-Security-Policy": policy });
    });
    app.get(previewSitePath, (c) => c.redirect(`${previewSitePath}/`));
  }
  // Worked out at each load of the editor, so a field's mark follows the files as they are now.
  app.get("/admin/config.yml", (c) =>
    c.body(stringify(cmsConfig({ backend: { name: "proxy", proxy_url: apiPath }, siteUrl: liveUrl, previewUrl: siteUrl, toReview: awaitingReview(root).stale })), 200, {
      "Content-Type": "text/yaml; charset=utf-8",
    }),
  );
  // The Spanish texts awaiting review: the list the owner opens from the editor, its count for the
  // editor's link to it, and the script of both (each text's "still right" button sends
  // `reviewTranslations` to the file store).
  app.get(reviewListPath, (c) => c.html(reviewListPage(awaitingReview(root), apiPath)));
  app.get(`${reviewListPath}.json`, (c) => c.json({ count: awaitingReview(root).stale.length }));
  ownFile(`${reviewListPath}.js`, "translations.js");
  ownFile(studioPageScript, "studio-page.js");
  // What the studio adds to the editor: list entries open from their names, refusals kept in sight,
  // the form read afresh after a publish; and the editor laid out for a phone (Decap's is for 800 px and up).
  ownFile("/admin/editor.js", "editor.js");
  ownFile("/admin/phone.css", "phone.css");
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

  // The business's mark and name on the editor's sign-in page, where Decap would show its own.
  // The mark is the site's own (its favicon, beside this code), not a file the owner edits.
  // Drawn once, on the first sign-in page: the mark and the name do not change while the studio runs.
  let logo: Promise<string> | undefined;
  app.get(studioLogoPath, async (c) => {
    logo ??= readFile(join(import.meta.dirname, "..", "public", "favicon.svg"), "utf8")
      .then(studioLogo)
      .catch((error: unknown) => {
        logo = undefined;
        throw error;
      });
    return c.body(await logo, 200, { "Content-Type": "image/svg+xml; charset=utf-8", "Content-Security-Policy": uploadPolicy });
  });

  // The site's pictures as the editor previews them (/images/uploads/towels.png), from the
  // working tree it edits: read only, and only under public/images/.
  const pictures = resolve(root, "public", "images");
  app.get("/images/*", async (c) => {
    const full = resolve(pictures, `.${decodeURIComponent(c.req.path).slice("/images".length)}`);
    const type = pictureTypes[extname(full).toLowerCase()];
    if (!full.startsWith(pictures + sep) || !type) return c.notFound();
    try {
      // A picture needs none of a page's powers (the site's server sends uploads so too).
      return c.body(await readFile(full), 200, { "Content-Type": type, "Content-Security-Policy": uploadPolicy });
    } catch {
      return c.notFound();
    }
  });

  app.post(apiPath, async (c) => {
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
      // Whose forms: the sign-in (live), or the owner at her computer.
      const editor = c.get("editor" as never) as { sid?: string } | undefined;
      const reader = editor?.sid ?? "local";
      if (body.action === "undoPublish" && history && writes) {
        // Like a save: the clone brought up to date, the change checked by the site's rules, then recorded under her name.
        const answer = await inTurn(async () => {
          await writes.before();
          const message = await undoInTree(root, String(body.params?.commit ?? ""));
          await writes.after({ message, request: c.req.raw });
          return { message };
        });
        return c.json(answer);
      }
      if (waiting && (body.action === "putLive" || body.action === "discardWaiting")) {
        const action = body.action;
        const seen = String(body.params?.head ?? "");
        const count = await inTurn(async () => {
          // What she saw on the page of her changes, and nothing saved since.
          if (seen !== (await waiting.head())) {
            throw new StudioError(`Not ${action === "putLive" ? "put live" : "discarded"}: your changes waiting are not the ones this page showed (a save since, in another window?). Reload the page to see them.`, 409);
          }
          if (action === "discardWaiting") {
            // No preview to build of what is gone.
            waiting.preview.stop();
            return waiting.discard();
          }
          // Only what she has seen built: the preview is the site's own build, so it is what would go live.
          const preview = waiting.preview.stateOf(seen);
          if (preview.state !== "ready") {
            throw new StudioError(
              preview.state === "failed" && !preview.again
                ? "Not put live: your site could not be built with these changes (the reason is on this page). Change it in the studio, or discard them."
                : "Not put live: see your changes in the preview first; it is being built. Reload the page in a minute.",
            );
          }
          // Every waiting change, on the branch's newest commit, checked by the site's rules as the files now read, then pushed.
          return waiting.putLive((paths) => problemsAsWritten(root, paths));
        });
        return c.json({ count });
      }
      if (!writes || typeof body.action !== "string" || !writeActions.has(body.action)) {
        return c.json((await handleAction(root, body, reader)) ?? null);
      }
      const options = (body.params?.options ?? {}) as { commitMessage?: unknown };
      // Named in the studio's words, as the history of publishes lists it (before the save: a new entry is one not there yet).
      const message =
        publishName(root, body.action, body.params ?? {}) ??
        (typeof options.commitMessage === "string" && options.commitMessage ? options.commitMessage : `Studio: ${body.action}`);
      const answer = await inTurn(async () => {
        await writes.before();
        const answer = await handleAction(root, body, reader);
        await writes.after({ message, request: c.req.raw });
        return answer;
      });
      return c.json(answer ?? null);
    } catch (error) {
      if (error instanceof StudioError) return c.json({ error: error.message }, error.status);
      console.error("[studio]", error);
      return c.json({ error: "The studio could not do that. Its window shows why." }, 500);
    }
  });

  return app;
}
