/**
 * How the client build splits shared modules into chunks, and the checks that stop the build when
 * React Router or lucide-react change a shape this depends on (docs/page-loading.md).
 *
 * Shared modules go where the fewest bytes reach the pages that do not use them: what the root and
 * Home run in one `site` chunk, everything else in one chunk per set of pages that uses it. That
 * needs to know which page modules import each module, and the page modules are recognized by the
 * query React Router adds to a route module's id in the client build.
 */
import { createHash } from "node:crypto";

/** A route module of React Router's client build, the root's included, or the client entry. */
export const pageModule = /[\\/]app[\\/](root|routes[\\/][^\\/]+)\.tsx\?__react-router-build-client-route$|[\\/]entry\.client\.tsx$/;
/** Modules the root or the client entry import run on every page. */
const everyPage = /[\\/]app[\\/]root\.tsx\?|[\\/]entry\.client\.tsx$/;
const homePage = /[\\/]app[\\/]routes[\\/]home\.tsx\?/;
/**
 * Home's large sections shared with at most two other pages stay out of the site chunk: the
 * service-area map and ZIP check (Home, /service-areas, the towns), the price estimator and the FAQ
 * disclosures (Home, /faq).
 */
const homeSectionPeers = /[\\/]app[\\/]routes[\\/](town|service-areas|faq)\.tsx\?/;

/** lucide-react's icons import `./createLucideIcon.mjs`; vite.config.ts aliases that to this file. */
export const lucideIconModule = /[\\/]app[\\/]lib[\\/]lucide-icon\.ts$/;
const lucideIcons = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** The chunks every page runs in full while it hydrates. */
export const eagerlyCompiledChunks = new Set(["site", "react-dom"]);

/** The module graph as the bundler shows it to a plugin at the end of a build. */
export type ModuleGraph = {
  getModuleIds(): Iterable<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/** For every module of the client build: the page modules that import it, directly or not. */
const pagesUsing = new Map<string, Set<string>>();

/**
 * Records which pages import each module (read by sharedChunkName), after checking the shapes it
 * relies on. Throws, naming what changed, instead of letting the build silently stop splitting.
 */
export function recordPageUsage(graph: ModuleGraph): void {
  const ids = [...graph.getModuleIds()];
  checkClientGraph(ids);
  pagesUsing.clear();
  for (const page of ids) {
    if (!pageModule.test(page)) continue;
    const stack = [page];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      let users = pagesUsing.get(id);
      if (!users) pagesUsing.set(id, (users = new Set()));
      users.add(page);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
  }
}

/** The client graph must hold the root and Home as route modules, and lucide's icons must draw through the alias. */
export function checkClientGraph(ids: readonly string[]): void {
  const pages = ids.filter((id) => pageModule.test(id));
  const has = (pattern: RegExp) => pages.some((id) => pattern.test(id));
  if (!has(/[\\/]root\.tsx\?/) || !has(homePage) || !has(/entry\.client\.tsx$/)) {
    throw new Error(
      "page-chunks: the client build's module ids no longer show the root, Home and the client entry as " +
        "page modules (React Router marked route modules with `?__react-router-build-client-route`). " +
        "Update `pageModule` in scripts/page-chunks.ts to the new shape; until then shared code would " +
        `not be split by page. Page modules found: ${pages.length}.`,
    );
  }
  if (ids.some((id) => lucideIcons.test(id)) && !ids.some((id) => lucideIconModule.test(id))) {
    throw new Error(
      "page-chunks: lucide-react's icons are in the build but app/lib/lucide-icon.ts is not: the alias " +
        "in vite.config.ts (`./createLucideIcon.mjs`) matched nothing. Check the name lucide-react's " +
        "icon files import their factory by, and update the alias.",
    );
  }
}

/**
 * The chunk for a module two or more pages import (one page's modules stay in its own chunk):
 * - `site` when every page runs it (the root's and the entry's), or Home does: Home, the page most
 *   visitors land on, then loads one shared chunk instead of a dozen small ones, each of which costs
 *   a few hundred bytes of imports and lost compression context;
 * - otherwise a chunk for exactly the pages that import it, so no other page loads it (a legal
 *   page does not load the contact form's fields, the map or the content icons).
 */
export function sharedChunkName(id: string): string | null {
  const users = pagesUsing.get(id);
  if (!users || users.size < 2) return null;
  const pages = [...users];
  const names = pages.map((page) => page.replace(/.*[\\/]/, "").replace(/\.tsx.*/, "")).sort();
  if (pages.some((page) => everyPage.test(page))) return "site";
  if (pages.some((page) => homePage.test(page))) {
    // An icon Home shares with them is not such a section: a few hundred bytes go with Home's.
    const homeSection = users.size <= 3 && pages.some((page) => homeSectionPeers.test(page)) && !lucideIcons.test(id);
    if (!homeSection) return "site";
  }
  // A chunk for a few pages is named after them; one for many (some are on 16) after their count
  // and a digest of the list: each name is written in every page's loader and in every import of it.
  const listed = names.join("-");
  if (listed.length <= 40) return `pages-${listed}`;
  return `pages-${names.length}-${createHash("sha256").update(listed).digest("hex").slice(0, 6)}`;
}
