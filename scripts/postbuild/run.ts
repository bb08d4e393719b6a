import { existsSync, readFileSync, realpathSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
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
 * Runs after `react-router build`: checks every page's head, defers each page's JavaScript until
 * its first paint (scripts/postbuild/defer-hydration.ts), writes the CSP hash manifest, sitemap.xml and robots.txt, then precompresses the
 * text files (sitemap and robots included). Throws PostbuildError listing every problem found,
 * before writing anything.
 */
export async function runPostbuild(options: PostbuildOptions): Promise<void> {
  const { clientDir, manifestFile, siteUrl, log = () => {} } = options;
  const problems = findPageProblems(await readBuiltPages(clientDir));
  if (problems.length > 0) {
    throw new PostbuildError(`The built pages are not ready to publish:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }

  // Rewrite the pages before hashing and compressing them (scripts/postbuild/defer-hydration.ts says why).
  const deferred = await deferHydrationIn(clientDir);
  log(`postbuild: JavaScript deferred until the first paint in ${deferred} pages`);
  const pages = await readBuiltPages(clientDir);

  // Unknown paths are answered with the prerendered 404 page, so the SPA fallback would only be
  // an orphan page without title or canonical link: remove it rather than serve it.
  await rm(join(clientDir, spaFallbackFile), { force: true });

  await writeFile(manifestFile, `${JSON.stringify(cspHashManifest(pages), null, 2)}\n`);
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, pages));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  const indexed = pages.filter((page) => isIndexable(page, siteUrl)).length;
  log(`postbuild: ${pages.length} pages checked, ${indexed} in sitemap.xml, CSP hashes in ${manifestFile}`);

  const compressed = await precompress(clientDir);
  log(`postbuild: ${compressed.length} text files precompressed (.br, .gz)`);
}

/**
 * Inlines each HTML page's CSS (scripts/postbuild/inline-critical-css.ts), completes React's streamed boundaries
 * (scripts/postbuild/complete-boundaries.ts) and applies deferHydration to it (writing its hydration module
 * beside the other assets), then
 * checks each result with checkDeferredPage (no render-blocking stylesheet or module preload left,
 * the deferred loader present, React Router's globals set and read); returns how many pages changed. Reads and checks all pages before writing any, so
 * a page it cannot transform, or a result that would not hydrate after its first paint, stops the
 * build naming the page and leaves the build as it was.
 */
async function deferHydrationIn(clientDir: string): Promise<number> {
  const changes: { path: string; html: string }[] = [];
  const problems: string[] = [];
  const modules = new Map<string, string | undefined>();
  const hydrationModules = new Map<string, string>();
  const readModule = (url: string) => {
    const written = css.inertSheets.get(url) ?? hydrationModules.get(url);
    if (written !== undefined) return written;
    if (!modules.has(url)) {
      const file = join(clientDir, ...new URL(url, "http://site.invalid/").pathname.split("/").filter(Boolean));
      modules.set(url, existsSync(file) ? readFileSync(file, "utf8") : undefined);
    }
    return modules.get(url);
  };
  const readCss = (href: string) => {
    const text = readModule(href);
    if (text === undefined) throw new CriticalCssError(`links the stylesheet ${href}, which the build does not have`);
    return text;
  };
  const css = criticalCss(clientDir, readCss, readModule);
  const files = (await listFiles(clientDir)).filter((f) => f.endsWith(".html") && f !== spaFallbackFile);
  for (const file of files) {
    const path = join(clientDir, ...file.split("/"));
    const html = await readFile(path, "utf8");
    let deferred: string;
    try {
      const page = deferHydration(completeBoundaries(await css.inline(html)));
      deferred = page.html;
      if (page.module) hydrationModules.set(page.module.url, page.module.text);
    } catch (error) {
      if (!(error instanceof DeferHydrationError || error instanceof CriticalCssError || error instanceof CompleteBoundariesError)) throw error;
      problems.push(`${file}: ${error.message}`);
      continue;
    }
    for (const problem of checkDeferredPage(deferred, readModule)) problems.push(`${file}: ${problem}`);
    if (deferred !== html) changes.push({ path, html: deferred });
  }
  if (problems.length > 0) {
    throw new PostbuildError(
      `Cannot make the pages paint from their first response (scripts/postbuild/inline-critical-css.ts, scripts/postbuild/complete-boundaries.ts, scripts/postbuild/defer-hydration.ts):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
  for (const { path, html } of changes) await writeFile(path, html);
  for (const [href, text] of [...css.inertSheets, ...hydrationModules]) await writeFile(join(clientDir, ...href.split("/").filter(Boolean)), text);
  return changes.length;
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
