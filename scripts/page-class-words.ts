/**
 * The class names each page's own code can draw, recorded from the client build's module graph for
 * the critical CSS (scripts/postbuild/inline-critical-css.ts).
 *
 * A page inlines the rules of the classes its scripts may draw after the first paint (an open menu,
 * a zip answer, the form's messages). Read from the chunks a page loads, that set was too wide: the
 * shared `site` chunk carries Home's sections to every page, and React DOM's own strings ("blur",
 * "transition") read as class names. Read from the modules the page's route, the root and the client
 * entry import (statically or on demand), it is what those pages can render; modules under
 * node_modules draw none of the site's classes and are left out.
 */
import { pageModule } from "./page-chunks.ts";

/** The name the build gives the record (as `assets/page-class-words-<hash>.json`); the post-build step reads and removes it. */
export const pageClassWordsAsset = "page-class-words.json";
export const pageClassWordsFile = /^page-class-words-[\w-]+\.json$/;

/** The record: for each chunk of a page module, by its URL ("/assets/town-….js"), the class-like words of the modules it imports. */
export type PageClassWords = Record<string, string[]>;

/**
 * The words of a script's string literals that could be class names: what a component passes to
 * `className`, whole or in pieces. Over-inclusive on purpose (a word that names no rule costs
 * nothing); a class assembled from parts at run time is invisible here, as it is to Tailwind.
 */
export function scriptClassNames(script: string): Set<string> {
  const names = new Set<string>();
  // Each kind of quote on its own, so the strings inside a template's ${…} are read too.
  const literals = [/"([^"\n]*)"/g, /'([^'\n]*)'/g, /`([^`]*)`/g].flatMap((quote) => [...script.matchAll(quote)].map((m) => m[1] ?? ""));
  for (const literal of literals) {
    for (const word of literal.split(/\s+|\$\{|\}/)) {
      if (/^[-a-z!@[][^\s<>"'`{}$]*$/i.test(word) && word.length <= 120) names.add(word);
    }
  }
  return names;
}

/** The module graph with each module's code and its on-demand imports, as the bundler shows it at the end of a build. */
export type ModuleGraphWithCode = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; code: string | null } | null;
};

/** A chunk of the bundle, as far as this needs it. */
export type BundleChunk = { type: string; fileName: string; facadeModuleId?: string | null };

/** Modules that draw none of the site's classes: packages, and stylesheets (whose code is the CSS itself). */
const drawsNoClass = /[\\/]node_modules[\\/]|\.css($|\?)/;

/** The record for a finished client bundle: every chunk whose entry is a page module (scripts/page-chunks.ts). */
export function pageClassWords(graph: ModuleGraphWithCode, chunks: Iterable<BundleChunk>): PageClassWords {
  const wordsByModule = new Map<string, Set<string>>();
  const record: PageClassWords = {};
  for (const chunk of chunks) {
    if (chunk.type !== "chunk" || !chunk.facadeModuleId || !pageModule.test(chunk.facadeModuleId)) continue;
    const words = new Set<string>();
    const seen = new Set<string>();
    const stack = [chunk.facadeModuleId];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id) || drawsNoClass.test(id)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      if (!wordsByModule.has(id)) wordsByModule.set(id, info.code ? scriptClassNames(info.code) : new Set());
      for (const word of wordsByModule.get(id) ?? []) words.add(word);
      stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
    }
    record[`/${chunk.fileName}`] = [...words].sort();
  }
  return record;
}
