/** A prerendered page in the shape React Router writes, with the head parts as options. */
export function pageHtml(options: {
  title?: string;
  description?: string;
  canonical?: string;
  robots?: string;
  scripts?: readonly string[];
}): string {
  const head = [
    '<meta charSet="utf-8"/>',
    options.title === undefined ? "" : `<title>${options.title}</title>`,
    options.description === undefined ? "" : `<meta name="description" content="${options.description}"/>`,
    options.canonical === undefined ? "" : `<link rel="canonical" href="${options.canonical}"/>`,
    options.robots === undefined ? "" : `<meta name="robots" content="${options.robots}"/>`,
    '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
    ...(options.scripts ?? []).map((s) => `<script>${s}</script>`),
  ];
  return `<!DOCTYPE html><html lang="en"><head>${head.join("")}</head><body><p>Hi</p></body></html>`;
}

/** The client modules a fixture page's React Router scripts refer to, as React Router 7 builds them (abridged). */
export const routerModules: Readonly<Record<string, string>> = {
  "assets/manifest-1a.js": 'window.__reactRouterManifest={"entry":{"module":"/assets/entry.client-4d.js"}};',
  "assets/entry.client-4d.js":
    "function h(){if(window.__reactRouterContext&&window.__reactRouterManifest&&window.__reactRouterRouteModules)hydrate()}h();",
  "assets/react-dom-5e.js": "export const dom = 1;",
  "assets/root-2b.js": "export default function Root() {}",
  "assets/home-3c.js": "export default function Home() {}",
};

/** React Router's inline module script for the fixture modules. */
export const routerScript = [
  'import "/assets/manifest-1a.js";',
  'import * as route0 from "/assets/root-2b.js";',
  'import * as route1 from "/assets/home-3c.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-4d.js");',
].join("\n");

/**
 * A page with the parts React Router 7.18 adds for hydration: one `modulepreload` link per module
 * in the head, then at the end of the body the inline script setting `window.__reactRouterContext`
 * and the `<script type="module" async="">` importing the modules.
 */
export function withRouterScripts(html: string): string {
  const preloads = ["manifest-1a", "entry.client-4d", "react-dom-5e", "root-2b", "home-3c"]
    .map((name) => `<link rel="modulepreload" href="/assets/${name}.js"/>`)
    .join("");
  const body = `<script>window.__reactRouterContext = {"basename":"/"};</script><script type="module" async="">${routerScript}</script>`;
  return html.replace("</head>", `${preloads}</head>`).replace("</body>", `${body}</body>`);
}
