/**
 * Every page is prerendered, so its content, links and images work before any JavaScript runs;
 * React only adds behaviour (menus, timers, the contact form). React Router nevertheless writes,
 * into each page, a `<link rel="modulepreload">` for every module of the page and an inline module
 * script whose static imports fetch them all at once, while the page is still painting. Browsers
 * then share the connection between the hero image and ~100 KB of JavaScript, and Lighthouse's
 * simulation counts every request started before the Largest Contentful Paint as on its path: the
 * measured LCP doubled (2.0 s against 1.3 s for the same page without scripts).
 *
 * `deferHydration` moves that work after the page's first contentful paint: the preload links leave
 * the head and are added back by the loader then, with low priority, so all modules are still
 * fetched in parallel (no import waterfall) without competing with the hero image or the font; the
 * modules are then evaluated one task at a time (see `deferredLoader`). Only a paint entry is awaited, never a timer,
 * so tests that fake the clock still hydrate; they wait for <html data-hydrated> (app/root.tsx). Later navigations are unchanged: React Router fetches the next route's modules from
 * its manifest and `<Link prefetch>`. See docs/decisions/011-hydrate-after-first-paint.md.
 */

export class DeferHydrationError extends Error {}

const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

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
 * The loader that replaces React Router's module script (a module script, so it runs once the HTML
 * is parsed). It starts once the page has painted its first content; a hidden tab, or a browser
 * without paint timing, starts at once.
 *
 * All preloads go out at once, so the modules download in parallel, but they are evaluated one per
 * task: the shared chunks (React, React DOM, the site's components) first, then the route modules,
 * then the entry, with a yield to the event loop between them. Evaluated together, as React
 * Router's static imports do, they made one long task that blocked input (Total Blocking Time);
 * one at a time, each stays short. The yield posts a message rather than setting a timer, so a
 * test that freezes the clock still hydrates.
 */
export function deferredLoader(parsed: ParsedScript, preloads: readonly string[]): string {
  const routeUrls = parsed.imports.map((i) => i.url);
  const own = new Set([...routeUrls, parsed.entry]);
  const shared = preloads.filter((href) => !own.has(href));
  const bindings = [...shared.map(() => ""), ...parsed.imports.map((i, n) => i.binding ?? `_${n}`)].join(",");
  return [
    `let started=false;`,
    `const nextTask=()=>new Promise((resolve)=>{const channel=new MessageChannel();channel.port1.onmessage=()=>{channel.port1.close();resolve()};channel.port2.postMessage(0)});`,
    `const load=async()=>{if(started)return;started=true;`,
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.fetchPriority="low";link.href=href;document.head.append(link)}`,
    `const modules=[];for(const url of ${JSON.stringify([...shared, ...routeUrls])}){modules.push(await import(url));await nextTask()}`,
    `const [${bindings}]=modules;window.__reactRouterRouteModules=${parsed.routeModules};await import(${JSON.stringify(parsed.entry)})`,
    `};`,
    `const fcp=(entries)=>entries.some((entry)=>entry.name==="first-contentful-paint");`,
    `const afterPaint=()=>{`,
    `if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint")||fcp(performance.getEntriesByType("paint")))return load();`,
    `new PerformanceObserver((list,observer)=>{if(fcp(list.getEntries())){observer.disconnect();load()}}).observe({type:"paint",buffered:true})`,
    `};`,
    `afterPaint();`,
  ].join("");
}

/**
 * The page with its module preloads removed and React Router's module script replaced by the
 * deferred loader. A page without a module script (a redirect page) is returned unchanged; one whose
 * script is not in the shape this understands throws, so a React Router upgrade cannot silently
 * ship pages that never hydrate.
 */
export function deferHydration(html: string): string {
  const scripts = [...html.matchAll(moduleScript)];
  if (scripts.length === 0) return html;
  if (scripts.length > 1) throw new DeferHydrationError("more than one React Router module script");
  const parsed = parseRouterScript(scripts[0]?.[1] ?? "");
  if (!parsed) throw new DeferHydrationError("React Router's module script is not in the expected shape");
  const preloads: string[] = [];
  const withoutHints = html.replace(modulePreload, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) preloads.push(href);
    return "";
  });
  return withoutHints.replace(moduleScript, () => `<script type="module">${deferredLoader(parsed, preloads)}</script>`);
}
