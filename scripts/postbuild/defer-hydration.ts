/**
 * Every page is prerendered, so its content, links and images work before any JavaScript runs;
 * React only adds behavior (menus, timers, the contact form). React Router nevertheless writes,
 * into each page, a `<link rel="modulepreload">` for every module of the page and an inline module
 * script whose static imports fetch them all at once, while the page is still painting. Browsers
 * then share the connection between the hero image and ~100 KB of JavaScript, and Lighthouse's
 * simulation counts every request started before the Largest Contentful Paint as on its path: the
 * measured LCP doubled (2.0 s against 1.3 s for the same page without scripts).
 *
 * `deferHydration` moves that work after the page's first contentful paint: the preload links leave
 * the head and are added back by the loader then, with low priority, so all modules are still
 * fetched in parallel (no import waterfall) without competing with the hero image or the font; the
 * modules are then evaluated one task at a time (see `hydrationModule`). Only a paint entry is awaited, never a timer,
 * so tests that fake the clock still hydrate; they wait for <html data-hydrated> (app/root.tsx). Later navigations are unchanged: React Router fetches the next route's modules from
 * its manifest and `<Link prefetch>`. See docs/page-loading.md#hydration-after-the-first-paint.
 *
 * What hydration needs besides the modules (React Router's context and loader data, its inline
 * scripts, and the list of modules to load) leaves the page too, for a small module of its own,
 * the *hydration module*, that the page's loader imports after the first paint: the first response
 * carries only what paints. See docs/page-loading.md#hydration-after-the-first-paint.
 */
import { createHash } from "node:crypto";
import { inertStylesheetHref, isBlockingStylesheet } from "./inline-critical-css.ts";
import { applyEdits, isExecutableScript, relTokens, scanTags, type ScannedTag } from "./html-scan.ts";

export class DeferHydrationError extends Error {}

type ParsedScript = {
  /** Module URLs imported for their side effects or as route modules, in source order. */
  imports: { url: string; binding?: string }[];
  /** The object literal React Router assigns to window.__reactRouterRouteModules. */
  routeModules: string;
  /** The client entry, imported last. */
  entry: string;
};

/** Reads React Router's inline module script, statement by statement; undefined if any is unknown. */
export function parseRouterScript(body: string): ParsedScript | undefined {
  const imports: ParsedScript["imports"] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const raw of body.split(/;\s*\n|;\s*$/)) {
    const statement = raw.trim();
    if (!statement) continue;
    let m: RegExpExecArray | null;
    if ((m = /^import "([^"]+)"$/.exec(statement))) imports.push({ url: m[1] ?? "" });
    else if ((m = /^import \* as (route\d+) from "([^"]+)"$/.exec(statement)))
      imports.push({ binding: m[1] ?? "", url: m[2] ?? "" });
    else if ((m = /^window\.__reactRouterRouteModules = (\{[^;]*\})$/.exec(statement))) routeModules = m[1];
    else if ((m = /^import\("([^"]+)"\)$/.exec(statement))) entry = m[1];
    else return undefined;
  }
  if (!routeModules || !entry || imports.length === 0) return undefined;
  return { imports, routeModules, entry };
}

/**
 * The hydration module of a page, imported by its loader after the first paint (`pageLoader`). It
 * runs, in order, React Router's inline scripts that the page no longer carries (`routerScripts`:
 * the context, then the loader data it streams), then loads the modules.
 *
 * All preloads go out at once, so the modules download in parallel, but they are evaluated one per
 * task: the shared chunks (React, React DOM, the site's components) first, then the route modules,
 * then the entry, with a yield to the event loop between them. Evaluated together, as React
 * Router's static imports do, they made one long task that blocked input (Total Blocking Time);
 * one at a time, each stays short. The yield posts a message rather than setting a timer, so a
 * test that freezes the clock still hydrates.
 */
function hydrationModule(
  parsed: ParsedScript,
  preloads: readonly string[],
  stylesheets: readonly string[],
  routerScripts: readonly string[],
): string {
  const routeUrls = parsed.imports.map((i) => i.url);
  const own = new Set([...routeUrls, parsed.entry]);
  const shared = preloads.filter((href) => !own.has(href));
  // One list, in evaluation order, preloaded whole: the shared chunks, the route modules, the entry last.
  const modules = [...new Set([...shared, ...routeUrls, parsed.entry])];
  const bindings = [...shared.map(() => ""), ...parsed.imports.map((i, n) => i.binding ?? `_${n}`)].join(",");
  return [
    // Each script as its own statement; they were classic scripts of the page, all strict-mode safe.
    ...routerScripts.map((script) => `${script.trim().replace(/;$/, "")};\n`),
    `const nextTask=()=>new Promise((resolve)=>{const channel=new MessageChannel();channel.port1.onmessage=()=>{channel.port1.close();resolve()};channel.port2.postMessage(0)});`,
    // The inert copy of the whole stylesheet, for the pages reached by client-side navigation
    // (scripts/postbuild/inline-critical-css.ts): it applies nothing until the app sets the class core/all-styles.ts names.
    `for(const href of ${JSON.stringify(stylesheets)}){const link=document.createElement("link");link.rel="stylesheet";link.fetchPriority="low";link.href=href;document.head.append(link)}`,
    `const urls=${JSON.stringify(modules)};`,
    `for(const href of urls){const link=document.createElement("link");link.rel="modulepreload";link.fetchPriority="low";link.href=href;document.head.append(link)}`,
    `const modules=[];for(const url of urls.slice(0,-1)){modules.push(await import(url));await nextTask()}`,
    `const [${bindings}]=modules;window.__reactRouterRouteModules=${parsed.routeModules};await import(urls.at(-1));`,
  ].join("");
}

/**
 * The loader that replaces React Router's module script (a module script, so it runs once the HTML
 * is parsed): it imports the page's hydration module after the first rendering update that follows
 * both the first contentful paint and the end of parsing. The parser may paint the top of a long
 * page before it has read the rest (the header, then the hero a frame later); requests started
 * between those paints would compete with the page's largest paint. An IntersectionObserver's first
 * report comes after the next rendering update, and, unlike a timer or an animation frame, it is
 * not held back by a test's fake clock. A hidden tab, or a browser without paint timing, imports
 * at once.
 */
function pageLoader(hydrationModuleUrl: string): string {
  // Every page's first response carries it, so it is written short: `s` records that the import
  // started, `l` starts it, `p` finds the first contentful paint among paint entries, `r` waits
  // for the rendering update after it.
  return [
    loaderPrefix,
    `const l=()=>s||(s=1,import(${JSON.stringify(hydrationModuleUrl)}));`,
    `const p=e=>e.some(e=>e.name=="first-contentful-paint");`,
    `const r=()=>{const o=new IntersectionObserver(()=>{o.disconnect();l()});o.observe(document.documentElement)};`,
    `document.visibilityState=="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint")?l()`,
    `:p(performance.getEntriesByType("paint"))?r()`,
    `:new PerformanceObserver((e,o)=>{p(e.getEntries())&&(o.disconnect(),r())}).observe({type:"paint",buffered:!0})`,
  ].join("");
}
/** How every loader pageLoader writes begins: the post-build check recognizes it by this. */
export const loaderPrefix = "let s=0;";

/** Where a hydration module with this text is served: under /assets/, named by its content. */
function hydrationModuleUrl(text: string): string {
  return `/assets/hydrate-${createHash("sha256").update(text).digest("hex").slice(0, 10)}.js`;
}

/** Code that assigns the global `name` (`window.name=`, not a comparison). */
function assignment(name: string): string {
  return `window\\.${name}\\s*=[^=]`;
}

/** An inline classic script of React Router's: it sets or feeds `window.__reactRouterContext`. */
function isRouterClassicScript(tag: ScannedTag): boolean {
  return isExecutableScript(tag) && !tag.attrs.has("src") && !isInlineModuleScript(tag) && (tag.text ?? "").includes(`window.${routerGlobals.context}`);
}

/** A module script the browser runs from the page's own text (no src). */
function isInlineModuleScript(tag: ScannedTag): boolean {
  return tag.name === "script" && tag.attrs.get("type")?.trim().toLowerCase() === "module" && !tag.attrs.has("src");
}

function isModulePreload(tag: ScannedTag): boolean {
  return tag.name === "link" && relTokens(tag.attrs.get("rel")).includes("modulepreload");
}

/** A stylesheet link scripts/postbuild/inline-critical-css.ts left disabled: its rules are inlined in the page. */
function isInlinedStylesheet(tag: ScannedTag): boolean {
  return tag.name === "link" && relTokens(tag.attrs.get("rel")).includes("stylesheet") && tag.attrs.has("disabled") && tag.attrs.has("href");
}

/** React Router writes a meta-refresh page, without scripts, for a route that redirects while prerendering. */
function isRedirectPage(tags: readonly ScannedTag[]): boolean {
  return tags.some((tag) => tag.name === "meta" && tag.attrs.get("http-equiv")?.toLowerCase() === "refresh");
}

/** A page as `deferHydration` leaves it, and the hydration module its loader imports. */
export type DeferredPage = { html: string; module?: { url: string; text: string } };

/**
 * The page with its module preloads removed, React Router's inline scripts emptied (their text moves
 * to the hydration module; the elements stay, so React hydrates the body React Router rendered) and
 * its module script replaced by the loader. A redirect page (no module script), or a page already
 * deferred, is returned unchanged without a module; any other page whose scripts are not in the
 * shape this understands throws, so a React Router upgrade cannot silently ship pages that never
 * hydrate. `checkDeferredPage` then checks the result.
 */
export function deferHydration(html: string): DeferredPage {
  const tags = scanTags(html);
  const scripts = tags.filter(isInlineModuleScript);
  if (scripts.length === 0) {
    if (isRedirectPage(tags)) return { html };
    throw new DeferHydrationError("no React Router module script (<script type=\"module\">) in a page that is not a redirect");
  }
  if (scripts.length > 1) throw new DeferHydrationError("more than one React Router module script");
  const script = scripts[0] as ScannedTag;
  if (script.text?.startsWith(loaderPrefix)) return { html }; // already deferred (the post-build step ran twice)
  const parsed = parseRouterScript(script.text ?? "");
  if (!parsed) throw new DeferHydrationError("React Router's module script is not in the expected shape");
  const preloadTags = tags.filter(isModulePreload);
  const preloads = preloadTags.flatMap((tag) => tag.attrs.get("href") ?? []);
  if (preloadTags.length === 0) throw new DeferHydrationError('no <link rel="modulepreload">: React Router no longer writes them');
  const routerScripts = tags.filter(isRouterClassicScript);
  const first = routerScripts[0];
  if (!first) throw new DeferHydrationError(`no inline script sets window.${routerGlobals.context}`);
  if (!new RegExp(`^\\s*${assignment(routerGlobals.context)}`).test(first.text ?? "")) {
    throw new DeferHydrationError(`the first inline script using window.${routerGlobals.context} does not set it`);
  }
  const stylesheets = tags.filter(isInlinedStylesheet).map((tag) => inertStylesheetHref(tag.attrs.get("href") ?? ""));
  const text = hydrationModule(parsed, preloads, stylesheets, routerScripts.map((tag) => tag.text ?? ""));
  const url = hydrationModuleUrl(text);
  return {
    html: applyEdits(html, [
      ...preloadTags.map((tag) => ({ start: tag.start, end: tag.end, text: "" })),
      ...routerScripts.map((tag) => ({ start: tag.start, end: tag.end, text: "<script></script>" })),
      { start: script.start, end: script.end, text: `<script type="module">${pageLoader(url)}</script>` },
    ]),
    module: { url, text },
  };
}

/** The globals React Router's client entry needs before it hydrates, and who sets each. */
export const routerGlobals = {
  /** Set by React Router's first inline script, which the hydration module runs. */
  context: "__reactRouterContext",
  /** Set by the manifest module, one of the modules the hydration module imports. */
  manifest: "__reactRouterManifest",
  /** Set by the hydration module itself. */
  routeModules: "__reactRouterRouteModules",
} as const;

/**
 * Checks a page as the post-build step leaves it, after `deferHydration`: it returns the reasons
 * the page would not load its JavaScript after its first paint (empty when it would).
 * - no `<link rel="modulepreload">` is left (it would fetch the modules during the first paint);
 * - no stylesheet blocks the first paint (scripts/postbuild/inline-critical-css.ts inlined the page's rules);
 * - a page that is not a redirect has exactly one inline module script, the loader, and no other
 *   module script; the loader imports one hydration module the build has;
 * - no inline script of the page uses React Router's context (the hydration module sets it later);
 * - the globals React Router's client entry reads before hydrating are all set: the context and
 *   the route modules by the hydration module, the manifest by a module it imports. `readModule`
 *   returns the text of a module (by its URL), or undefined when there is no such file; the entry
 *   module must read all three globals.
 */
export function checkDeferredPage(html: string, readModule: (url: string) => string | undefined): string[] {
  const problems: string[] = [];
  const tags = scanTags(html);
  const preloads = tags.filter(isModulePreload);
  if (preloads.length > 0) {
    problems.push(`still has ${preloads.length} <link rel="modulepreload"> (${preloads.map((tag) => tag.attrs.get("href")).join(", ")})`);
  }
  const blocking = tags.filter(isBlockingStylesheet);
  if (blocking.length > 0) {
    problems.push(`has a render-blocking stylesheet (${blocking.map((tag) => tag.attrs.get("href")).join(", ")}): scripts/postbuild/inline-critical-css.ts did not inline it`);
  }
  const modules = tags.filter((tag) => tag.name === "script" && tag.attrs.get("type")?.trim().toLowerCase() === "module");
  if (isRedirectPage(tags) && modules.length === 0) return problems;
  const loaders = modules.filter((tag) => isInlineModuleScript(tag) && tag.text?.startsWith(loaderPrefix));
  const others = modules.filter((tag) => !loaders.includes(tag));
  if (loaders.length !== 1) problems.push(`has ${loaders.length} deferred loaders, expected 1`);
  if (others.length > 0) problems.push(`has ${others.length} module script(s) that load during the first paint`);
  const early = tags.filter(isRouterClassicScript);
  if (early.length > 0) problems.push(`has ${early.length} inline script(s) using window.${routerGlobals.context} before the hydration module sets it`);
  const loader = loaders[0]?.text;
  if (!loader) return problems;

  const hydrationUrls = [...loader.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1] ?? "");
  if (hydrationUrls.length !== 1) {
    problems.push(`the deferred loader imports ${hydrationUrls.length} modules, expected its hydration module alone`);
    return problems;
  }
  const hydrationUrl = hydrationUrls[0] as string;
  const hydration = readModule(hydrationUrl);
  if (hydration === undefined) {
    problems.push(`the deferred loader imports ${hydrationUrl}, which the build does not have`);
    return problems;
  }

  const lists = [...hydration.matchAll(/\b(?:for\(const href of |const urls=)(\[[^\]]*\])/g)].map((m) => JSON.parse(m[1] ?? "[]") as string[]);
  const urls = lists.flat();
  // The hydration module imports the last module of its list last: React Router's client entry.
  const entryUrl = /await import\(urls\.at\(-1\)\);?$/.test(hydration) ? lists.at(-1)?.at(-1) : undefined;
  if (!entryUrl) problems.push(`the hydration module ${hydrationUrl} imports no client entry`);
  const texts = new Map<string, string>();
  for (const url of new Set([...urls, ...(entryUrl ? [entryUrl] : [])])) {
    const text = readModule(url);
    if (text === undefined) problems.push(`the hydration module imports ${url}, which the build does not have`);
    else texts.set(url, text);
  }

  for (const link of tags.filter(isInlinedStylesheet)) {
    const inert = inertStylesheetHref(link.attrs.get("href") ?? "");
    if (!urls.includes(inert)) problems.push(`the hydration module does not add ${inert}, the inert copy of its stylesheet`);
  }

  const assigns = (text: string, name: string) => new RegExp(`\\b${assignment(name)}`).test(text);
  if (!assigns(hydration, routerGlobals.context)) problems.push(`the hydration module does not set window.${routerGlobals.context}`);
  if (![...texts.values()].some((text) => assigns(text, routerGlobals.manifest))) {
    problems.push(`no module the hydration module imports sets window.${routerGlobals.manifest}`);
  }
  if (!assigns(hydration, routerGlobals.routeModules)) problems.push(`the hydration module does not set window.${routerGlobals.routeModules}`);
  const entryText = entryUrl ? texts.get(entryUrl) : undefined;
  if (entryText !== undefined) {
    const unread = Object.values(routerGlobals).filter((name) => !entryText.includes(`window.${name}`));
    if (unread.length > 0) {
      problems.push(`React Router's client entry ${entryUrl} does not read ${unread.map((name) => `window.${name}`).join(", ")}: the loader no longer matches it`);
    }
  }
  return problems;
}
