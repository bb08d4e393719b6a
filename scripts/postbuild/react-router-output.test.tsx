import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createRequestHandler, Links, Meta, Outlet, Scripts, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { completeBoundaries } from "./complete-boundaries.ts";
import { checkDeferredPage, deferHydration, parseRouterScript, routerGlobals } from "./defer-hydration.ts";
import { isBlockingStylesheet } from "./inline-critical-css.ts";
import { scanTags } from "./html-scan.ts";

/**
 * The other tests of the post-build steps read hand-written copies of React Router's and React's
 * output. These render a page with the installed react-router and react-dom, through React Router's
 * own request handler and its default server entry, as `react-router build` prerenders each page
 * (a request without a bot's user agent, so React streams), and feed it to the steps: an upgrade
 * that changes a shape the steps depend on fails here, before a build. The route manifest is
 * written by hand (the Vite plugin writes it in a build); the markup is the libraries' own.
 */

const require = createRequire(import.meta.url);
const devDir = dirname(require.resolve("@react-router/dev/package.json"));
const routerDir = dirname(require.resolve("react-router/package.json"));

/** React Router's default server entry (the site has no app/entry.server.tsx), as the build uses it. */
const { default: handleRequest } = (await import(join(devDir, "dist/config/defaults/entry.server.node.tsx"))) as {
  default: ServerBuild["entry"]["module"]["default"];
};

function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

function Home() {
  return <h1>Home</h1>;
}

const entryRoute = { hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false };
const noClientModules = { clientActionModule: undefined, clientLoaderModule: undefined, clientMiddlewareModule: undefined, hydrateFallbackModule: undefined };

const build: ServerBuild = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: { id: "root", path: "", module: { default: Root, links: () => [{ rel: "stylesheet", href: "/assets/root-2b.css" }] } },
    "routes/home": {
      id: "routes/home",
      parentId: "root",
      index: true,
      module: { default: Home, loader: () => ({ town: "Venice" }), meta: () => [{ title: "Home" }] },
    },
  },
  assets: {
    url: "/assets/manifest-1a.js",
    version: "1a",
    entry: { module: "/assets/entry.client-4d.js", imports: ["/assets/react-dom-5e.js"] },
    routes: {
      root: { id: "root", path: "", module: "/assets/root-2b.js", imports: [], css: ["/assets/root-2b.css"], hasLoader: false, ...entryRoute, ...noClientModules },
      "routes/home": { id: "routes/home", parentId: "root", index: true, module: "/assets/home-3c.js", imports: [], hasLoader: true, ...entryRoute, ...noClientModules },
    },
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  // The v7 behaviors react-router.config.ts keeps.
  future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
  ssr: false,
  isSpaMode: false,
  prerender: ["/"],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
};

/** The page as `react-router build` prerenders it: React Router's handler, a plain request. */
async function prerendered(): Promise<string> {
  const response = await createRequestHandler(build, "production")(new Request("http://localhost/"));
  expect(response.status).toBe(200);
  return response.text();
}

/** The modules the hydration module imports, as the build would have them. */
const modules: Record<string, string> = {
  "/assets/manifest-1a.js": 'window.__reactRouterManifest={"entry":{"module":"/assets/entry.client-4d.js"}};',
  "/assets/entry.client-4d.js": "window.__reactRouterContext&&window.__reactRouterManifest&&window.__reactRouterRouteModules;",
  "/assets/react-dom-5e.js": "",
  "/assets/root-2b.js": "",
  "/assets/home-3c.js": "",
};

describe("React Router's and React's output, as the post-build steps read it", () => {
  it("links the route's stylesheet with a <link rel=\"stylesheet\"> in the head (inline-critical-css.ts)", async () => {
    const html = await prerendered();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(scanTags(head).filter(isBlockingStylesheet).map((tag) => tag.attrs.get("href"))).toEqual(["/assets/root-2b.css"]);
  });

  it("writes one module script in the shape parseRouterScript reads, and a modulepreload per module (defer-hydration.ts)", async () => {
    const html = await prerendered();
    const scripts = scanTags(html).filter((tag) => tag.name === "script" && tag.attrs.get("type") === "module");
    expect(scripts).toHaveLength(1);
    expect(parseRouterScript(scripts[0]?.text ?? "")).toEqual({
      imports: [
        { url: "/assets/manifest-1a.js" },
        { url: "/assets/root-2b.js", binding: "route0" },
        { url: "/assets/home-3c.js", binding: "route1" },
      ],
      routeModules: '{"root":route0,"routes/home":route1}',
      entry: "/assets/entry.client-4d.js",
    });
    const preloads = scanTags(html).filter((tag) => tag.name === "link" && tag.attrs.get("rel") === "modulepreload");
    expect(preloads.map((tag) => tag.attrs.get("href")).sort()).toEqual(Object.keys(modules).sort());
  });

  it("sets window.__reactRouterContext in its first inline script and streams the loader data after it (defer-hydration.ts)", async () => {
    const html = await prerendered();
    const inline = scanTags(html).filter((tag) => tag.name === "script" && !tag.attrs.has("type") && (tag.text ?? "").includes("__reactRouterContext"));
    expect(inline[0]?.text).toMatch(/^\s*window\.__reactRouterContext\s*=[^=]/);
    expect(inline.slice(1).map((tag) => tag.text).join("")).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(inline.at(-1)?.text).toContain("window.__reactRouterContext.streamController.close()");
  });

  it("streams the data in React's pending boundaries and reveal runtime, which completeBoundaries completes (complete-boundaries.ts)", async () => {
    const html = await prerendered();
    for (const shape of ['<!--$?--><template id="B:0"></template><!--/$-->', '<div hidden id="S:0">', '$RC("B:0","S:0")', '<script id="_R_">']) {
      expect(html).toContain(shape);
    }
    const completed = completeBoundaries(html);
    expect(completed).not.toMatch(/\$R[BCVT]\b|<!--\$\?-->|<template id="B:|<div hidden id="S:/);
    expect(completed).toContain("<!--$-->");
  });

  it("gives pages that deferHydration rewrites and checkDeferredPage accepts", async () => {
    const page = deferHydration(completeBoundaries(await prerendered()));
    expect(page.module).toBeDefined();
    const readModule = (url: string) => (url === page.module?.url ? page.module.text : modules[url]);
    // The stylesheet is left to inline-critical-css.ts (tested apart): here it is the one problem left.
    expect(checkDeferredPage(page.html, readModule)).toEqual([
      "has a render-blocking stylesheet (/assets/root-2b.css): scripts/postbuild/inline-critical-css.ts did not inline it",
    ]);
  });
});

describe("React Router's client globals, in the installed packages", () => {
  it("the client entry (react-router/dom's HydratedRouter) hydrates from the three globals the hydration module sets", () => {
    for (const build of ["development", "production"]) {
      const source = readFileSync(join(routerDir, "dist", build, "dom-export.mjs"), "utf8");
      for (const name of Object.values(routerGlobals)) expect(source, `${build} dom-export.mjs`).toContain(`window.${name}`);
    }
  });

  it("the Vite plugin's manifest module sets window.__reactRouterManifest", () => {
    expect(readFileSync(join(devDir, "dist", "vite.js"), "utf8")).toContain(`window.${routerGlobals.manifest}=`);
  });
});
