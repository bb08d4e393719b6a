import { describe, expect, it } from "vitest";
import { checkDeferredPage, deferHydration, DeferHydrationError, parseRouterScript } from "./defer-hydration.ts";
import { pageHtml, routerModules, withRouterScripts } from "./test-fixture.ts";

// The shape React Router 7 writes into a prerendered page (abridged).
const routerScript = [
  'import "/assets/manifest-1a.js";',
  'import * as route0 from "/assets/root-2b.js";',
  'import * as route1 from "/assets/home-3c.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-4d.js");',
].join("\n");

const page = [
  '<!DOCTYPE html><html lang="en"><head><link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/manifest-1a.js"/><link rel="modulepreload" href="/assets/entry.client-4d.js"/>',
  '<link rel="modulepreload" href="/assets/react-dom-5e.js"/>',
  '<link rel="modulepreload" href="/assets/root-2b.js"/><link rel="modulepreload" href="/assets/home-3c.js"/>',
  '<style>h1{color:red}</style><link rel="stylesheet" href="/assets/root.css" disabled/></head><body><h1>Hi</h1>',
  '<script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${routerScript}</script></body></html>`,
].join("");

describe("parseRouterScript", () => {
  it("reads the imports, the route-module table and the entry", () => {
    expect(parseRouterScript(routerScript)).toEqual({
      imports: [
        { url: "/assets/manifest-1a.js" },
        { url: "/assets/root-2b.js", binding: "route0" },
        { url: "/assets/home-3c.js", binding: "route1" },
      ],
      routeModules: '{"root":route0,"routes/home":route1}',
      entry: "/assets/entry.client-4d.js",
    });
  });

  it("refuses a statement it does not know", () => {
    expect(parseRouterScript(`${routerScript}\nwindow.somethingNew = 1;`)).toBeUndefined();
    expect(parseRouterScript('import("/assets/entry.js");')).toBeUndefined();
  });
});

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("removes the module preloads and React Router's eager module script, keeping everything else", () => {
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
    expect(out).not.toContain('async="">');
    expect(out).toContain('<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css" disabled/>');
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  /** Runs the loader against a fake browser; `painted` says whether the first contentful paint happened. */
  function runLoader(painted: boolean) {
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    const appended: string[] = [];
    const imported: string[] = [];
    let observer: ((list: { getEntries(): { name: string }[] }, o: { disconnect(): void }) => void) | undefined;
    const fakeWindow: { __reactRouterRouteModules?: Record<string, unknown> } = {};
    const fakeDocument = {
      readyState: "interactive",
      visibilityState: "visible",
      createElement: () => ({ rel: "", href: "", fetchPriority: "" }),
      head: {
        append: (link: { rel: string; href: string; fetchPriority: string }) =>
          appended.push(`${link.rel} ${link.fetchPriority} ${link.href}`),
      },
    };
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    }
    const fakePerformance = {
      getEntriesByType: () => (painted ? [{ name: "first-paint" }, { name: "first-contentful-paint" }] : []),
    };
    const importModule = (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    };
    const run = new Function(
      "document",
      "window",
      "PerformanceObserver",
      "performance",
      "__import",
      loader.replaceAll("import(", "__import("),
    );
    run(
      fakeDocument,
      fakeWindow,
      FakeObserver,
      fakePerformance,
      importModule,
    );
    const paint = (name: string) => observer?.({ getEntries: () => [{ name }] }, { disconnect: () => (observer = undefined) });
    return { appended, imported, fakeWindow, paint };
  }
  /** Lets the loader run to its end: it yields to the event loop once per module. */
  const settle = async () => {
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it("loads the inert whole stylesheet and the same modules once the page has painted: low-priority preloads, then shared chunks, routes, entry", async () => {
    const { appended, imported, fakeWindow } = runLoader(true);
    await settle();
    expect(appended).toEqual([
      "stylesheet low /assets/root.inert.css",
      "modulepreload low /assets/react-dom-5e.js",
      "modulepreload low /assets/manifest-1a.js",
      "modulepreload low /assets/root-2b.js",
      "modulepreload low /assets/home-3c.js",
      "modulepreload low /assets/entry.client-4d.js",
    ]);
    expect(imported).toEqual([
      "/assets/react-dom-5e.js",
      "/assets/manifest-1a.js",
      "/assets/root-2b.js",
      "/assets/home-3c.js",
      "/assets/entry.client-4d.js",
    ]);
    expect(fakeWindow.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2b.js" },
      "routes/home": { url: "/assets/home-3c.js" },
    });
  });

  it("evaluates one module per task, yielding to the event loop between them", async () => {
    const { imported } = runLoader(true);
    for (let microtask = 0; microtask < 50; microtask++) await Promise.resolve();
    expect(imported).toEqual(["/assets/react-dom-5e.js"]);
    await settle();
    expect(imported).toHaveLength(5);
  });

  it("waits for the first contentful paint when the page has not painted yet", async () => {
    const { appended, imported, paint } = runLoader(false);
    await settle();
    expect(imported).toEqual([]);
    expect(appended).toEqual([]);
    paint("first-paint");
    await settle();
    expect(imported).toEqual([]);
    paint("first-contentful-paint");
    await settle();
    expect(imported).toHaveLength(5);
  });

  it("leaves a page without a module script alone and refuses one it cannot read", () => {
    const redirect = '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0;url=/"/></head></html>';
    expect(deferHydration(redirect)).toBe(redirect);
    expect(() => deferHydration(page.replace('import("/assets/entry.client-4d.js");', "boot();"))).toThrow(DeferHydrationError);
  });
});

describe("deferHydration reads the page as a browser does", () => {
  it("finds React Router's script and preloads whatever the attribute order and quoting", () => {
    const reordered = page
      .replace('<script type="module" async="">', "<script async type=module>")
      .replaceAll('<link rel="modulepreload" href=', "<link crossorigin rel=modulepreload href=");
    const deferred = deferHydration(reordered);
    expect(deferred).not.toMatch(/<link[^>]*modulepreload/);
    expect(deferred).toContain('<script type="module">let started=false;');
    expect(deferred).toContain('"/assets/react-dom-5e.js"');
  });

  it("ignores markup-like text inside other scripts and comments", () => {
    const tricky = page.replace(
      "<h1>Hi</h1>",
      '<h1>Hi</h1><!-- <script type="module" async="">x()</script> --><script>const s = \'<link rel="modulepreload" href="/x.js">\';</script>',
    );
    const deferred = deferHydration(tricky);
    expect(deferred).toContain('<!-- <script type="module" async="">x()</script> -->');
    expect(deferred).toContain('const s = \'<link rel="modulepreload" href="/x.js">\';');
  });

  it("refuses a page that is not a redirect and has no module script, or has no module preloads", () => {
    expect(() => deferHydration(page.replace(/<script type="module" async="">[\s\S]*?<\/script>/, ""))).toThrow(
      "no React Router module script",
    );
    expect(() => deferHydration(page.replace(/<link rel="modulepreload"[^>]*>/g, ""))).toThrow("no <link rel=\"modulepreload\">");
  });
});

describe("checkDeferredPage", () => {
  const modules = new Map(Object.entries(routerModules).map(([file, text]) => [`/${file}`, text]));
  const readModule = (url: string) => modules.get(url);
  const built = withRouterScripts(pageHtml({ title: "Home", description: "Laundry", canonical: "https://www.example.com/" }));

  it("accepts the page deferHydration writes from React Router's output, and a redirect page", () => {
    expect(checkDeferredPage(deferHydration(built), readModule)).toEqual([]);
    const inlined = built.replace("</head>", '<style>h1{color:red}</style><link rel="stylesheet" href="/assets/app.css" disabled/></head>');
    const withInertSheet = (url: string) => (url === "/assets/app.inert.css" ? ":root.all-styles h1{color:red}" : readModule(url));
    expect(checkDeferredPage(deferHydration(inlined), withInertSheet)).toEqual([]);
    expect(checkDeferredPage(deferHydration(inlined), readModule)).toEqual([
      "the deferred loader imports /assets/app.inert.css, which the build does not have",
    ]);
    expect(checkDeferredPage('<meta http-equiv="refresh" content="0;url=/"/>', readModule)).toEqual([]);
  });

  it("names each way the page would not load its JavaScript after the first paint", () => {
    expect(checkDeferredPage(built, readModule)).toEqual([
      'still has 5 <link rel="modulepreload"> (/assets/manifest-1a.js, /assets/entry.client-4d.js, /assets/react-dom-5e.js, /assets/root-2b.js, /assets/home-3c.js)',
      "has 0 deferred loaders, expected 1",
      "has 1 module script(s) that load during the first paint",
    ]);
    const deferred = deferHydration(built);
    expect(checkDeferredPage(deferred.replace("</head>", '<link rel="stylesheet" href="/assets/app.css"/></head>'), readModule)).toEqual([
      "has a render-blocking stylesheet (/assets/app.css): scripts/critical-css.ts did not inline it",
    ]);
    expect(checkDeferredPage(deferred.replace("</head>", '<link rel="stylesheet" href="/assets/app.css" disabled/></head>'), readModule)).toEqual([
      "the deferred loader does not add /assets/app.inert.css, the inert copy of its stylesheet",
    ]);
    expect(checkDeferredPage(deferred.replace("window.__reactRouterContext = ", "window.ctx = "), readModule)).toEqual([
      "no inline script sets window.__reactRouterContext",
    ]);
    expect(checkDeferredPage(deferred, (url) => (url.includes("manifest") ? undefined : readModule(url)))).toEqual([
      "the deferred loader imports /assets/manifest-1a.js, which the build does not have",
      "no module the loader imports sets window.__reactRouterManifest",
    ]);
    const renamed = (url: string) => readModule(url)?.replace("window.__reactRouterContext", "window.__rrContext");
    expect(checkDeferredPage(deferred, renamed)).toEqual([
      "React Router's client entry /assets/entry.client-4d.js does not read window.__reactRouterContext: the loader no longer matches it",
    ]);
  });
});
