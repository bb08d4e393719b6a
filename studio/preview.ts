import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, symlink } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { business } from "../content/business.ts";
import { pathIn, splitLocale } from "../core/locale.ts";
import { buildFailureReason } from "../deploy/release.ts";
import { isNotFoundPage, listFiles, servedPath } from "../scripts/postbuild/built-pages.ts";

/**
 * The live studio's preview: her site as it would be with the changes she saved and has not put
 * live (studio/live.ts), built from the studio's clone exactly as the server builds a release
 * (`npm run build`), and shown under /admin/preview/site/ before anyone else sees it.
 *
 * The built pages are shown as static pages: every link and menu of the site works without
 * JavaScript, so the preview drops the pages' scripts, and with them anything that could act as
 * the signed-in editor; each root-relative address (a link, a picture, a font) is moved under the
 * preview's own. Pages come with a policy that runs no script at all.
 */

const run = promisify(execFile);

/** The preview's page of her waiting changes, and the site as built with them. */
export const previewPath = "/admin/preview";
export const previewSitePath = `${previewPath}/site`;

/** What the preview's pages may load: their own styles, pictures and fonts; no script, no form sent anywhere. */
export const previewPolicy = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

const served: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

/** A root-relative address ("/about", not "//elsewhere" nor "https://…"), moved under the preview. */
const underPreview = (url: string) => (url.startsWith("/") && !url.startsWith("//") ? `${previewSitePath}${url}` : url);

/** CSS's addresses (`url(/assets/…)`), under the preview. */
export function previewCss(css: string): string {
  return css.replace(/url\(\s*(["']?)(\/(?!\/)[^"')]*)\1\s*\)/g, (_, quote: string, url: string) => `url(${quote}${underPreview(url)}${quote})`);
}

/** The banner at the top of every preview page: what she is looking at, and the way back. */
const banner =
  `<p data-preview-banner style="margin:0;padding:10px 16px;background:#8a4b00;color:#fff;font:15px/1.4 system-ui,sans-serif;text-align:center">` +
  `Preview: your site with changes that are not live yet. <a href="${previewPath}" style="color:#fff;font-weight:700">Back to your changes</a></p>`;

/**
 * A built page as the preview shows it: without its scripts (and the links that load them), every
 * root-relative address under the preview (attributes, a `srcset`'s list, the inlined styles'
 * `url(…)`), and the preview's banner at the top of its body.
 */
export function previewHtml(html: string): string {
  return previewCss(
    html
      .replace(/<script\b[\s\S]*?<\/script\s*>/gi, "")
      .replace(/<link\b[^>]*\brel=["']?(?:modulepreload|preload)["']?[^>]*\bas=["']?script["']?[^>]*>/gi, "")
      .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "")
      .replace(/\s(href|src|action|poster)=(["'])(\/(?!\/)[^"']*)\2/gi, (_, name: string, quote: string, url: string) => ` ${name}=${quote}${underPreview(url)}${quote}`)
      .replace(/\s(srcset|imagesrcset)=(["'])([^"']*)\2/gi, (_, name: string, quote: string, list: string) => {
        const moved = list
          .split(",")
          .map((candidate) => candidate.trim().replace(/^\S+/, (url) => underPreview(url)))
          .join(", ");
        return ` ${name}=${quote}${moved}${quote}`;
      }),
  ).replace(/<body\b[^>]*>/i, (body) => `${body}${banner}`);
}

/** A built page's text with what differs between two builds of the same pages left out (scripts, their hashed names). */
export function pageWithoutBuildNoise(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "")
    .replace(/-[\w-]{8}\.(js|css|woff2?|png|jpe?g|webp|avif|svg)\b/g, ".$1");
}

const brandSuffix = ` | ${business.brandName}`;

/** A page that differs between two builds: its address and its title (as the built page says it). */
export type ChangedPage = { path: string; title: string };

/**
 * The pages of `preview` that read differently from the same page of `live` (or that `live` lacks):
 * what will change when the changes go live. The not-found pages are left out.
 */
export async function changedPages(preview: string, live: string | undefined): Promise<ChangedPage[]> {
  const changed: ChangedPage[] = [];
  for (const file of (await listFiles(preview)).filter((name) => name.endsWith("index.html"))) {
    const path = servedPath(file);
    if (isNotFoundPage(path)) continue;
    const now = readFileSync(join(preview, file), "utf8");
    const before = live && existsSync(join(live, file)) ? readFileSync(join(live, file), "utf8") : undefined;
    if (before !== undefined && pageWithoutBuildNoise(before) === pageWithoutBuildNoise(now)) continue;
    const title = (/<title>([^<]*)<\/title>/.exec(now)?.[1]?.trim() ?? path).replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
    // Every title ends with the business's name: the list leaves it out.
    changed.push({ path, title: title.endsWith(brandSuffix) && title !== brandSuffix ? title.slice(0, -brandSuffix.length) : title });
  }
  // By address, each page's other-language twin beside it (the home page's "/" comes first).
  const key = (path: string) => splitLocale(path).path;
  return changed.sort((a, b) => key(a.path).localeCompare(key(b.path)) || a.path.localeCompare(b.path));
}

/** How long a preview's build may take before it is stopped. */
const buildLimitMinutes = 10;

/** A build the site's build refused (exit code 1): its reason is in its output. */
class BuildRefused extends Error {}
/** A build that ended otherwise (stopped, overran): the message says how. */
class BuildEnded extends Error {}

/**
 * What of the studio's own environment a build gets: where programs and the home folder are, the
 * language, the temporary folder, Node's and npm's settings. Not its secrets.
 */
function buildBaseEnv(): Record<string, string> {
  const kept = Object.entries(process.env).filter(
    ([name, value]) => value !== undefined && (["PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "TZ", "NODE_OPTIONS"].includes(name) || /^npm_config_/i.test(name)),
  );
  return Object.fromEntries(kept) as Record<string, string>;
}

/** What builds and dev servers write inside node_modules: the preview's build writes its own. */
const writtenByBuilds = new Set([".vite-temp", ".vite", ".vite-es", ".cache"]);

export type PreviewState =
  | { state: "none" }
  | { state: "building"; commit: string; since: number }
  | { state: "ready"; commit: string; pages: ChangedPage[] }
  | { state: "failed"; commit: string; reason: string[]; again: boolean };

/**
 * Builds the preview of a commit of `clone`: its files (git archive, so the clone is never touched and
 * saves go on meanwhile) in a folder of `dir`, the live release's packages linked in (`modules()`,
 * asked at each build: a release comes after the studio started), then `npm run build` with the
 * site's build-time values (`siteValues()`, the PUBLIC_* of the release's environment file) and
 * nothing else of the studio's environment (no secret of its own reaches a build), as
 * deploy/release.ts builds a release. One build at a time; a build asked for while another runs
 * follows it (only the newest asked for). The newest finished build is the one shown; `live()` (the
 * live release's build/client) is what its changed pages are measured against.
 */
export function previewBuilds({
  clone,
  dir,
  modules,
  live = () => undefined,
  siteValues = () => ({}),
  limitMinutes = buildLimitMinutes,
}: {
  clone: string;
  dir: string;
  modules: () => string;
  live?: () => string | undefined;
  siteValues?: () => Record<string, string>;
  /** How long a build may take before it is stopped. */
  limitMinutes?: number;
}) {
  let shown: { commit: string; client: string; folder: string; pages: ChangedPage[] } | undefined;
  let building: { commit: string; since: number } | undefined;
  /** The last build that did not end well: refused by the site's build (exit code 1), or stopped or broken otherwise (`again`: asked for anew, it runs again). */
  let failed: { commit: string; reason: string[]; again: boolean } | undefined;
  let next: string | undefined;
  let count = 0;
  /** The build running now, whose process group goes when the studio stops. */
  let child: ChildProcess | undefined;
  /** Stops the build's whole process group: asked first, then made to, five seconds on. */
  const stopBuild = () => {
    const group = child?.pid;
    if (!group) return;
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-group, name);
      } catch {
        // already ended
      }
    };
    signal("SIGTERM");
    setTimeout(() => signal("SIGKILL"), 5_000).unref();
  };

  const build = async (commit: string) => {
    building = { commit, since: Date.now() };
    const folder = join(dir, `${commit.slice(0, 12)}-${++count}`);
    let output = "";
    try {
      await mkdir(folder, { recursive: true });
      // The commit's files, as a release's clone has them (its generated files written by the build).
      await run("sh", ["-c", 'git -C "$1" archive --format=tar "$2" | tar -x -C "$3"', "sh", clone, commit, folder], { timeout: 120_000, maxBuffer: 1 << 20 });
      // The packages, each linked from a folder of the preview's own: the build writes beside them
      // (Vite its bundled settings, in node_modules/.vite-temp), and the release's are read-only.
      await mkdir(join(folder, "node_modules"));
      const packages = modules();
      for (const name of await readdir(packages)) {
        if (!writtenByBuilds.has(name)) await symlink(join(packages, name), join(folder, "node_modules", name));
      }
      const env = { ...buildBaseEnv(), ...siteValues() };
      let overran = false;
      const code = await new Promise<number | null>((done) => {
        // Its own process group, so that a build past its time is stopped with every process it started.
        const started = spawn("npm", ["run", "--silent", "build"], { cwd: folder, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
        child = started;
        const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000));
        started.stdout.on("data", keep);
        started.stderr.on("data", keep);
        const limit = setTimeout(() => {
          overran = true;
          stopBuild();
        }, limitMinutes * 60_000);
        started.on("error", (error) => keep(Buffer.from(String(error))));
        // Settled when npm itself ends (a process it started may still hold the output open).
        started.on("exit", (exit) => {
          clearTimeout(limit);
          child = undefined;
          done(exit);
        });
      });
      if (overran) throw new BuildEnded(`The preview took longer than ${limitMinutes} minutes to build and was stopped. Open this page again to build it again; if it happens again, tell whoever looks after the site.`);
      if (code === null) throw new BuildEnded("The preview's build was stopped before it ended. Open this page again to build it again.");
      if (code !== 0) throw new BuildRefused();
      const client = join(folder, "build", "client");
      const liveClient = live();
      const pages = await changedPages(client, liveClient && existsSync(liveClient) ? liveClient : undefined);
      const old = shown;
      shown = { commit, client, folder, pages };
      failed = undefined;
      if (old) await rm(old.folder, { recursive: true, force: true });
    } catch (error) {
      console.error(`[studio] the preview of ${commit.slice(0, 10)} could not be built:`, error instanceof Error ? error.message : error, output.slice(-4_000));
      // The site's build refused it: its reason, in its words. Anything else: said plainly, and tried again when asked.
      failed =
        error instanceof BuildRefused
          ? { commit, reason: buildFailureReason(output), again: false }
          : { commit, reason: [error instanceof BuildEnded ? error.message : `The preview could not be built (${error instanceof Error ? error.message : String(error)}). Open this page again to try again.`], again: true };
      await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    } finally {
      building = undefined;
    }
    const wanted = next;
    next = undefined;
    if (wanted && wanted !== commit) void build(wanted);
  };

  return {
    /** Where the preview of `commit` stands. */
    stateOf(commit: string): PreviewState {
      if (shown?.commit === commit) return { state: "ready", commit, pages: shown.pages };
      if (building?.commit === commit || (building && next === commit)) return { state: "building", commit, since: building.since };
      if (failed?.commit === commit) return { state: "failed", commit, reason: failed.reason, again: failed.again };
      return { state: "none" };
    },
    /** Asks for the preview of `commit`, unless it is built, being built, or refused by the build. */
    want(commit: string): void {
      if (!/^[0-9a-f]{40}$/.test(commit) || shown?.commit === commit || (failed?.commit === commit && !failed.again)) return;
      if (building) {
        if (building.commit !== commit) next = commit;
        return;
      }
      void build(commit);
    },
    /**
     * The file at `path` (under the site's root) of the preview of `commit`, with its type; undefined
     * when that preview is not the one built (an older one is never shown as the newest).
     */
    async file(commit: string, path: string): Promise<{ body: string | Buffer<ArrayBuffer>; type: string; status: 200 | 404 } | undefined> {
      if (!shown || shown.commit !== commit) return undefined;
      const { client } = shown;
      const page = async (full: string, status: 200 | 404) => ({ body: previewHtml(await readFile(full, "utf8")), type: served[".html"]!, status });
      let full = resolve(client, `.${path}`);
      if (full !== client && !full.startsWith(client + sep)) return undefined;
      if ((await stat(full).catch(() => undefined))?.isDirectory()) full = join(full, "index.html");
      const type = served[extname(full).toLowerCase()];
      if (type && (await stat(full).catch(() => undefined))?.isFile()) {
        if (type === served[".html"]) return page(full, 200);
        return { body: type === served[".css"] ? previewCss(await readFile(full, "utf8")) : await readFile(full), type, status: 200 };
      }
      // Not a page of the site: its not-found page, in the address's language (or the first language's).
      const notFound = [pathIn("/404", splitLocale(path).locale), "/404"].map((page) => join(client, `.${page}`, "index.html")).find((file) => existsSync(file));
      return notFound ? page(notFound, 404) : undefined;
    },
    /** Stops the build running and the one asked for after it (their changes were discarded). */
    stop(): void {
      next = undefined;
      stopBuild();
    },
    /** Stops the build running, and removes every preview built (when the studio stops). */
    async clear(): Promise<void> {
      stopBuild();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type PreviewBuilds = ReturnType<typeof previewBuilds>;
