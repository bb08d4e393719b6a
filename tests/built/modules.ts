import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { clientDir } from "./build-output.ts";

/**
 * The JavaScript modules of the build as a browser meets them, read from the files: a page's loader
 * imports its hydration module (scripts/postbuild/defer-hydration.ts), which lists the modules it
 * preloads and evaluates; those import others in turn, statically (`import{…}from"./site-….js"`,
 * fetched before the importer runs) or on demand (`import("./contact-toaster-….js")`, fetched only
 * when the code runs that line).
 */

/** The file a served URL ("/assets/site-….js") stands for. */
export function assetFile(url: string): string {
  return join(clientDir, ...new URL(url, "http://site.invalid/").pathname.split("/").filter(Boolean).map(decodeURIComponent));
}

const texts = new Map<string, string | undefined>();

/** The text of a module by its URL, or undefined when the build has no such file. */
export function readAsset(url: string): string | undefined {
  if (!texts.has(url)) {
    const file = assetFile(url);
    texts.set(url, existsSync(file) ? readFileSync(file, "utf8") : undefined);
  }
  return texts.get(url);
}

/**
 * The bytes the real server sends for a file to a browser that accepts brotli: its precompressed
 * `.br` sibling where the build wrote one (scripts/postbuild/precompress.ts leaves out files too
 * small to gain, and variants no smaller), else `.gz`, else the file itself, as serveStatic chooses
 * (server/static-site.ts).
 */
export function servedBytes(url: string): number {
  const file = assetFile(url);
  for (const variant of [`${file}.br`, `${file}.gz`, file]) if (existsSync(variant)) return statSync(variant).size;
  throw new Error(`${url}: the build has no such file`);
}

/** The URL a specifier names, resolved against the module that names it. */
function resolveSpecifier(specifier: string, from: string): string {
  return new URL(specifier, `http://site.invalid${from}`).pathname;
}

/** The modules one module imports before it runs: static `import … from "…"`, `import "…"`, `export … from "…"`. */
export function staticImports(url: string, code: string): string[] {
  return [...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$\s{},*]*?\s*from\s*)?["']((?:\.{1,2}\/|\/assets\/)[^"']+\.js)["']/g)].map(
    (m) => resolveSpecifier(m[1]!, url),
  );
}

/**
 * Every module URL a module names as a whole string literal: its static and dynamic imports, and the
 * lists a hydration module preloads (`"/assets/….js"`). What it can load at all, now or on demand.
 */
export function namedModules(url: string, code: string): string[] {
  return [...code.matchAll(/["'`]((?:\.{1,2}\/|\/assets\/)[^"'`\s]+\.js)["'`]/g)].map((m) => resolveSpecifier(m[1]!, url));
}

/** The module URLs a page's HTML starts from: its loader's `import("…")` (its hydration module) and any `<script src>`. */
export function pageEntryModules(html: string): string[] {
  return [
    ...[...html.matchAll(/\bimport\("(\/assets\/[^"]+\.js)"\)/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  ];
}

/** The modules a hydration module preloads and imports in turn, in its order (its `const urls=[…]`). */
export function hydrationModuleList(code: string): string[] {
  const list = /\bconst urls=(\[[^\]]*\])/.exec(code)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * Every module reachable from `starts` through `follow`, each once, with its text. A module the build
 * does not have is listed in `missing` (the server would answer it 404).
 */
export function moduleGraph(
  starts: Iterable<string>,
  follow: (url: string, code: string) => string[],
): { modules: Map<string, string>; missing: string[] } {
  const modules = new Map<string, string>();
  const missing: string[] = [];
  const queue = [...starts];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (modules.has(url) || missing.includes(url)) continue;
    const code = readAsset(url);
    if (code === undefined) {
      missing.push(url);
      continue;
    }
    modules.set(url, code);
    queue.push(...follow(url, code));
  }
  return { modules, missing };
}

/** The modules a page's inline loader imports: its hydration module alone, on a deferred page. */
export function loaderImports(html: string): string[] {
  return [...html.matchAll(/<script type="module">([^<]*)<\/script>/g)].flatMap((m) => [...m[1]!.matchAll(/\bimport\("([^"]+)"\)/g)].map((i) => i[1]!));
}

/** What a page loads after its HTML, by URL, as a browser fetches it on a first visit, read from the files. */
export type PageLoad = {
  /** The modules its loader imports (one: its hydration module). */
  hydration: string[];
  /** Every other module fetched before the page has hydrated: the hydration module's list, any its HTML preloads or loads, and what those import statically. */
  modules: string[];
  /** The stylesheets it fetches: those its HTML links without `disabled`, and those its hydration module adds. */
  stylesheets: string[];
  /** Modules named that the build does not have. */
  missing: string[];
};

/**
 * What a page fetches after its HTML until it has hydrated: its hydration module, the modules that
 * lists and their static imports, and its stylesheets. Modules imported on demand
 * (`import("./contact-toaster-….js")`) are fetched when their code runs, not on load, and are not
 * counted, as the browser on a first visit does not fetch them (tests/e2e/budgets.spec.ts compares).
 */
export function pageLoad(html: string): PageLoad {
  const hydration = loaderImports(html);
  // A stylesheet inside <noscript> is fetched only without scripts.
  const stylesheets = [...html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "").matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel="(?:[^"]*\s)?stylesheet(?:\s[^"]*)?"/.test(tag) && !/\sdisabled(?:[\s=>]|\/>)/.test(tag))
    .flatMap((tag) => /\shref="([^"]+)"/.exec(tag)?.[1] ?? []);
  const lists: string[] = [];
  for (const url of hydration) {
    const code = readAsset(url) ?? "";
    lists.push(...hydrationModuleList(code));
    const added = /for\(const href of (\[[^\]]*\])\)\{const link=document\.createElement\("link"\);link\.rel="stylesheet"/.exec(code)?.[1];
    if (added) stylesheets.push(...(JSON.parse(added) as string[]));
  }
  // Modules the page's HTML itself fetches (a deferred page has none: tests/built/deferred-pages.test.ts).
  const fromHtml = [...html.matchAll(/<(?:link\b[^>]*\brel="modulepreload"|script\b)[^>]*\s(?:href|src)="(\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const { modules, missing } = moduleGraph([...lists, ...fromHtml], staticImports);
  for (const url of hydration) if (readAsset(url) === undefined) missing.push(url);
  return { hydration, modules: [...modules.keys()].filter((url) => !hydration.includes(url)), stylesheets: [...new Set(stylesheets)], missing };
}
