import { describe, expect, it } from "vitest";
import { checkDeferredPage, deferHydration, DeferHydrationError, parseRouterScript } from "./defer-hydration.ts";
// The shape React Router 7 writes into a prerendered page (abridged): scripts/postbuild/test-fixture.ts.
import { pageHtml, routerModules, routerScript, withRouterScripts } from "./test-fixture.ts";


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
  const { html: out, module } = deferHydration(page);
  const hydration = module?.text ?? "";

  it("removes the module preloads and React Router's eager module script, keeping everything else", () => {
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
    expect(out).not.toContain('async="">');
    expect(out).toContain('<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css" disabled/>');
  });

  it("moves React Router's inline scripts into the hydration module, leaving the elements empty", () => {
    expect(out).not.toContain("__reactRouterContext");
    expect(out).toContain("<h1>Hi</h1><script></script><script type=\"module\">");
    expect(hydration.startsWith("window.__reactRouterContext = {};\n")).toBe(true);
    expect(module?.url).toMatch(/^\/assets\/hydrate-[0-9a-f]{10}\.js$/);
    expect(out).toContain(`import(${JSON.stringify(module?.url)})`);
    // Named by its content: another page's data gives another file.
    expect(deferHydration(page.replace("= {}", '= {"basename":"/"}')).module?.url).not.toBe(module?.url);
  });

  /**
   * Runs the page's loader against a fake browser; `painted` says whether the first contentful
   * paint happened. `render()` stands for a rendering update (the observer's first report).
   */
  function runLoader(painted: boolean, visibilityState = "visible") {
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    const imported: string[] = [];
    let paintObserver: ((list: { getEntries(): { name: string }[] }, o: { disconnect(): void }) => void) | undefined;
    let renderObservers: (() => void)[] = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof paintObserver) {
        paintObserver = callback;
      }
      observe() {}
    }
    class FakeIntersectionObserver {
      #callback: () => void;
      constructor(callback: () => void) {
        this.#callback = callback;
      }
      observe() {
        renderObservers.push(() => this.#callback());
      }
      disconnect() {
        renderObservers = renderObservers.filter(() => false);
      }
    }
    const fakePerformance = {
      getEntriesByType: () => (painted ? [{ name: "first-paint" }, { name: "first-contentful-paint" }] : []),
    };
    const run = new Function("document", "PerformanceObserver", "IntersectionObserver", "performance", "__import", loader.replaceAll("import(", "__import("));
    run({ visibilityState, documentElement: {} }, FakePerformanceObserver, FakeIntersectionObserver, fakePerformance, (url: string) => {
      imported.push(url);
      return Promise.resolve({});
    });
    const paint = (name: string) => paintObserver?.({ getEntries: () => [{ name }] }, { disconnect: () => (paintObserver = undefined) });
    const render = () => {
      for (const report of renderObservers) report();
    };
    return { imported, paint, render };
  }

  it("imports the hydration module after the rendering update that follows the first contentful paint", () => {
    const { imported, render } = runLoader(true);
    expect(imported).toEqual([]);
    render();
    expect(imported).toEqual([module?.url]);
    render();
    expect(imported).toHaveLength(1);
  });

  it("waits for the first contentful paint when the page has not painted yet", () => {
    const { imported, paint, render } = runLoader(false);
    render();
    paint("first-paint");
    render();
    expect(imported).toEqual([]);
    paint("first-contentful-paint");
    expect(imported).toEqual([]);
    render();
    expect(imported).toEqual([module?.url]);
  });

  it("imports at once in a hidden tab, which does not render", () => {
    expect(runLoader(false, "hidden").imported).toEqual([module?.url]);
  });

  /** Runs the hydration module against a fake browser. */
  function runHydration() {
    const appended: string[] = [];
    const imported: string[] = [];
    const fakeWindow: { __reactRouterContext?: unknown; __reactRouterRouteModules?: Record<string, unknown> } = {};
    const fakeDocument = {
      createElement: () => ({ rel: "", href: "", fetchPriority: "" }),
      head: {
        append: (link: { rel: string; href: string; fetchPriority: string }) => appended.push(`${link.rel} ${link.fetchPriority} ${link.href}`),
      },
    };
    const importModule = (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    };
    // Top-level await, as in a module: run the body inside an async function.
    const run = new Function("document", "window", "__import", `return (async () => {${hydration.replaceAll("import(", "__import(")}})()`);
    const done = run(fakeDocument, fakeWindow, importModule) as Promise<void>;
    return { appended, imported, fakeWindow, done };
  }

  it("sets React Router's context, then loads the inert whole stylesheet and the modules: low-priority preloads, then shared chunks, routes, entry", async () => {
    const { appended, imported, fakeWindow, done } = runHydration();
    expect(fakeWindow.__reactRouterContext).toEqual({});
    await done;
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
    const { imported, done } = runHydration();
    for (let microtask = 0; microtask < 50; microtask++) await Promise.resolve();
    expect(imported).toEqual(["/assets/react-dom-5e.js"]);
    await done;
    expect(imported).toHaveLength(5);
  });

  it("leaves a page without a module script alone and refuses one it cannot read", () => {
    const redirect = '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0;url=/"/></head></html>';
    expect(deferHydration(redirect)).toEqual({ html: redirect });
    expect(() => deferHydration(page.replace('import("/assets/entry.client-4d.js");', "boot();"))).toThrow(DeferHydrationError);
    expect(() => deferHydration(page.replace("window.__reactRouterContext = {};", "window.__reactRouterContext.x = 1;"))).toThrow(
      "does not set it",
    );
  });
});

describe("deferHydration reads the page as a browser does", () => {
  it("finds React Router's script and preloads whatever the attribute order and quoting", () => {
    const reordered = page
      .replace('<script type="module" async="">', "<script async type=module>")
      .replaceAll('<link rel="modulepreload" href=', "<link crossorigin rel=modulepreload href=");
    const { html: deferred, module } = deferHydration(reordered);
    expect(deferred).not.toMatch(/<link[^>]*modulepreload/);
    expect(deferred).toContain('<script type="module">let s=0;');
    expect(module?.text).toContain('"/assets/react-dom-5e.js"');
  });

  it("ignores markup-like text inside other scripts and comments", () => {
    const tricky = page.replace(
      "<h1>Hi</h1>",
      '<h1>Hi</h1><!-- <script type="module" async="">x()</script> --><script>const s = \'<link rel="modulepreload" href="/x.js">\';</script>',
    );
    const { html: deferred } = deferHydration(tricky);
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
  const built = withRouterScripts(pageHtml({ title: "Home", description: "Laundry", canonical: "https://www.example.com/" }));
  /** The page deferHydration writes, and a readModule that also knows its hydration module. */
  function deferred(html: string) {
    const page = deferHydration(html);
    const known = new Map(modules);
    if (page.module) known.set(page.module.url, page.module.text);
    return { html: page.html, url: page.module?.url ?? "", readModule: (url: string) => known.get(url) };
  }

  it("accepts the page deferHydration writes from React Router's output, and a redirect page", () => {
    const plain = deferred(built);
    expect(checkDeferredPage(plain.html, plain.readModule)).toEqual([]);
    const inlined = deferred(built.replace("</head>", '<style>h1{color:red}</style><link rel="stylesheet" href="/assets/app.css" disabled/></head>'));
    const withInertSheet = (url: string) => (url === "/assets/app.inert.css" ? ":root.all-styles h1{color:red}" : inlined.readModule(url));
    expect(checkDeferredPage(inlined.html, withInertSheet)).toEqual([]);
    expect(checkDeferredPage(inlined.html, inlined.readModule)).toEqual([
      "the hydration module imports /assets/app.inert.css, which the build does not have",
    ]);
    expect(checkDeferredPage('<meta http-equiv="refresh" content="0;url=/"/>', plain.readModule)).toEqual([]);
  });

  it("names each way the page would not load its JavaScript after the first paint", () => {
    const { html, url, readModule } = deferred(built);
    expect(checkDeferredPage(built, readModule)).toEqual([
      'still has 5 <link rel="modulepreload"> (/assets/manifest-1a.js, /assets/entry.client-4d.js, /assets/react-dom-5e.js, /assets/root-2b.js, /assets/home-3c.js)',
      "has 0 deferred loaders, expected 1",
      "has 1 module script(s) that load during the first paint",
      "has 1 inline script(s) using window.__reactRouterContext before the hydration module sets it",
    ]);
    expect(checkDeferredPage(html.replace("</head>", '<link rel="stylesheet" href="/assets/app.css"/></head>'), readModule)).toEqual([
      "has a render-blocking stylesheet (/assets/app.css): scripts/postbuild/inline-critical-css.ts did not inline it",
    ]);
    expect(checkDeferredPage(html.replace("</head>", '<link rel="stylesheet" href="/assets/app.css" disabled/></head>'), readModule)).toEqual([
      "the hydration module does not add /assets/app.inert.css, the inert copy of its stylesheet",
    ]);
    expect(checkDeferredPage(html, (u) => (u === url ? undefined : readModule(u)))).toEqual([
      `the deferred loader imports ${url}, which the build does not have`,
    ]);
    expect(checkDeferredPage(html, (u) => (u === url ? readModule(u)?.replace("window.__reactRouterContext = ", "window.ctx = ") : readModule(u)))).toEqual([
      "the hydration module does not set window.__reactRouterContext",
    ]);
    expect(checkDeferredPage(html, (u) => (u.includes("manifest") ? undefined : readModule(u)))).toEqual([
      "the hydration module imports /assets/manifest-1a.js, which the build does not have",
      "no module the hydration module imports sets window.__reactRouterManifest",
    ]);
    const renamed = (u: string) => (u === url ? readModule(u) : readModule(u)?.replace("window.__reactRouterContext", "window.__rrContext"));
    expect(checkDeferredPage(html, renamed)).toEqual([
      "React Router's client entry /assets/entry.client-4d.js does not read window.__reactRouterContext: the loader no longer matches it",
    ]);
  });
});
