import { existsSync, readFileSync, realpathSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  cspHashManifest,
  findPageProblems,
  isIndexable,
  listFiles,
  readBuiltPages,
  robotsTxt,
  sitemapXml,
  spaFallbackFile,
} from "./built-pages.ts";
import { pageClassWordsFile, type PageClassWords } from "../page-class-words.ts";
import { precompress } from "./precompress.ts";
import { criticalCss, CriticalCssError } from "./inline-critical-css.ts";
import { checkDeferredPage, deferHydration, DeferHydrationError } from "./defer-hydration.ts";
import { completeBoundaries, CompleteBoundariesError } from "./complete-boundaries.ts";

export class PostbuildError extends Error {}

export type PostbuildOptions = {
  /** The prerendered site, normally build/client. */
  clientDir: string;
  /** Where the CSP hash manifest goes: outside clientDir, so it is never served. */
  manifestFile: string;
  /** The public origin, without a trailing slash (site.siteUrl). */
  siteUrl: string;
  log?: (line: string) => void;
};

/**
 * Runs after `react-router build`, one step after another (docs/page-loading.md, "The steps, in
 * the order they run"). The pages are rewritten in memory and checked before anything is written:
 * a page a step cannot rewrite, or a result that would not paint from its first response and
 * hydrate after it, stops the build with every page and reason listed, leaving the build as it was.
 * The CSP hashes are taken from the rewritten pages, and compression comes last.
 */
export async function runPostbuild(options: PostbuildOptions): Promise<void> {
  const { clientDir, manifestFile, siteUrl, log = () => {} } = options;
  await checkPageHeads(clientDir, siteUrl);

  const site = await readPagesToRewrite(clientDir);
  const pageWords = await readPageClassWords(clientDir);
  log(`postbuild: critical CSS inlined in ${await inlineCriticalCss(site, pageWords.words)} pages`);
  log(`postbuild: React's streamed boundaries completed in ${await completeStreamedBoundaries(site)} pages`);
  log(`postbuild: JavaScript deferred until the first paint in ${await deferHydrationUntilFirstPaint(site)} pages`);
  checkEveryPagePaintsFirst(site);
  await writeRewrittenPages(site);

  await removeSpaFallback(clientDir);
  await Promise.all(pageWords.files.map((file) => rm(file)));
  const pages = await readBuiltPages(clientDir);
  await writeFile(manifestFile, `${JSON.stringify(cspHashManifest(pages), null, 2)}\n`);
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, pages));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  const indexed = pages.filter((page) => isIndexable(page, siteUrl)).length;
  log(`postbuild: ${pages.length} pages checked, ${indexed} in sitemap.xml, CSP hashes in ${manifestFile}`);

  const compressed = await precompress(clientDir);
  log(`postbuild: ${compressed.length} text files precompressed (.br, .gz)`);
}

/** Every page's head: title, description, canonical link or `noindex`, its language versions; a home and a 404 page per language. */
async function checkPageHeads(clientDir: string, siteUrl: string): Promise<void> {
  const problems = findPageProblems(await readBuiltPages(clientDir), siteUrl);
  if (problems.length > 0) {
    throw new PostbuildError(`The built pages are not ready to publish:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** One HTML page, as React Router wrote it and as the steps have rewritten it so far. */
type PageToRewrite = {
  /** Relative to the client folder, with "/" separators. */
  file: string;
  original: string;
  html: string;
  /** Why a step could not rewrite the page; the later steps then leave it alone. */
  failure?: string;
};

/** The pages being rewritten, in memory, and the files the steps add beside them. */
type PagesToRewrite = {
  clientDir: string;
  pages: PageToRewrite[];
  /** Files the steps write under /assets/ (inert stylesheets, hydration modules), by URL. */
  added: Map<string, string>;
  /** A file of the build by its URL: one a step added, else the built file; undefined when there is none. */
  readModule: (url: string) => string | undefined;
};

async function readPagesToRewrite(clientDir: string): Promise<PagesToRewrite> {
  const added = new Map<string, string>();
  const builtFiles = new Map<string, string | undefined>();
  const readModule = (url: string) => {
    const written = added.get(url);
    if (written !== undefined) return written;
    if (!builtFiles.has(url)) {
      const file = join(clientDir, ...new URL(url, "http://site.invalid/").pathname.split("/").filter(Boolean));
      builtFiles.set(url, existsSync(file) ? readFileSync(file, "utf8") : undefined);
    }
    return builtFiles.get(url);
  };
  const files = (await listFiles(clientDir)).filter((f) => f.endsWith(".html") && f !== spaFallbackFile);
  const pages: PageToRewrite[] = [];
  for (const file of files) {
    const html = await readFile(join(clientDir, ...file.split("/")), "utf8");
    pages.push({ file, original: html, html });
  }
  return { clientDir, pages, added, readModule };
}

/**
 * Applies `rewrite` to every page no earlier step failed on; returns how many pages it changed. An
 * error of the step's own kind marks the page failed (reported by `checkEveryPagePaintsFirst`);
 * any other error stops the build at once.
 */
async function rewriteEachPage(
  site: PagesToRewrite,
  stepError: new (...args: never[]) => Error,
  rewrite: (html: string) => string | Promise<string>,
): Promise<number> {
  let changed = 0;
  for (const page of site.pages) {
    if (page.failure !== undefined) continue;
    try {
      const html = await rewrite(page.html);
      if (html !== page.html) changed++;
      page.html = html;
    } catch (error) {
      if (!(error instanceof stepError)) throw error;
      page.failure = error.message;
    }
  }
  return changed;
}

/**
 * The class names the client build recorded for each page module's chunk (scripts/page-class-words.ts;
 * one record per language pass), and the files they are in, which are not served and go once the
 * pages are written.
 */
async function readPageClassWords(clientDir: string): Promise<{ words: PageClassWords; files: string[] }> {
  const assets = join(clientDir, "assets");
  const names = existsSync(assets) ? (await readdir(assets)).filter((name) => pageClassWordsFile.test(name)) : [];
  const files = names.map((name) => join(assets, name));
  const records = await Promise.all(files.map(async (file) => JSON.parse(await readFile(file, "utf8")) as PageClassWords));
  return { words: Object.assign({}, ...records), files };
}

/**
 * Step 1: each page's render-blocking stylesheet becomes the rules the page uses, inlined, and the
 * whole stylesheet's inert copy is added beside it (inline-critical-css.ts).
 */
async function inlineCriticalCss(site: PagesToRewrite, pageWords: PageClassWords): Promise<number> {
  const readCss = (href: string) => {
    const text = site.readModule(href);
    if (text === undefined) throw new CriticalCssError(`links the stylesheet ${href}, which the build does not have`);
    return text;
  };
  const css = criticalCss(site.clientDir, readCss, site.readModule, pageWords);
  return rewriteEachPage(site, CriticalCssError, async (html) => {
    const inlined = await css.inline(html);
    for (const [href, text] of css.inertSheets) site.added.set(href, text);
    return inlined;
  });
}

/** Step 2: React's pending boundaries written as completed, its reveal runtime removed (complete-boundaries.ts). */
function completeStreamedBoundaries(site: PagesToRewrite): Promise<number> {
  return rewriteEachPage(site, CompleteBoundariesError, completeBoundaries);
}

/**
 * Step 3: each page's module preloads and React Router's scripts leave the page for a hydration
 * module beside it, imported by a small loader after the first paint (defer-hydration.ts).
 */
function deferHydrationUntilFirstPaint(site: PagesToRewrite): Promise<number> {
  return rewriteEachPage(site, DeferHydrationError, (html) => {
    const page = deferHydration(html);
    if (page.module) site.added.set(page.module.url, page.module.text);
    return page.html;
  });
}

/**
 * Every page a step failed on, and every rewritten page `checkDeferredPage` finds would not paint
 * from its first response or not hydrate after it (a stylesheet or module preload left, no loader,
 * React Router's globals unset): stops the build naming each, page by page.
 */
function checkEveryPagePaintsFirst(site: PagesToRewrite): void {
  const problems = site.pages.flatMap((page) =>
    page.failure !== undefined ? [`${page.file}: ${page.failure}`] : checkDeferredPage(page.html, site.readModule).map((problem) => `${page.file}: ${problem}`),
  );
  if (problems.length > 0) {
    throw new PostbuildError(
      `Cannot make the pages paint from their first response (scripts/postbuild/inline-critical-css.ts, scripts/postbuild/complete-boundaries.ts, scripts/postbuild/defer-hydration.ts):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
}

/** Writes the pages that changed, then the inert stylesheets and hydration modules. */
async function writeRewrittenPages(site: PagesToRewrite): Promise<void> {
  for (const page of site.pages) {
    if (page.html !== page.original) await writeFile(join(site.clientDir, ...page.file.split("/")), page.html);
  }
  for (const [href, text] of site.added) await writeFile(join(site.clientDir, ...href.split("/").filter(Boolean)), text);
}

/**
 * Unknown paths are answered with the prerendered 404 page, so React Router's SPA fallback would
 * only be an orphan page without title or canonical link: removed rather than served.
 */
async function removeSpaFallback(clientDir: string): Promise<void> {
  await rm(join(clientDir, spaFallbackFile), { force: true });
}
function isEntryPoint(): boolean {
  const invoked = process.argv[1];
  if (!invoked) return false;
  try {
    return realpathSync(invoked) === realpathSync(import.meta.filename);
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  // Imported here, not at the top: the site config validates PUBLIC_* variables on load, and the
  // functions above are also used by tests that pass their own siteUrl.
  const { site } = await import("../../core/site.ts");
  // BUILD_DIR matches react-router.config.ts, so parallel builds each get their own manifest.
  const buildDir = resolve(process.env.BUILD_DIR || "build");
  try {
    await runPostbuild({
      clientDir: join(buildDir, "client"),
      manifestFile: join(buildDir, "csp-hashes.json"),
      siteUrl: site.siteUrl,
      log: (line) => console.log(line),
    });
  } catch (error) {
    console.error(error instanceof PostbuildError ? error.message : error);
    process.exitCode = 1;
  }
}
