import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { validateSiteConfig } from "./core/site-schema.ts";

export default defineConfig(({ mode }) => {
  // A wrong PUBLIC_* value stops the build here, with a message naming it. The browser bundle then
  // carries only values that passed (app/config/site.ts).
  Object.assign(process.env, loadEnv(mode, process.cwd(), "PUBLIC_"));
  return {
    // PUBLIC_* variables are baked into the prerendered pages at build time (see README, "Configuration").
    envPrefix: "PUBLIC_",
    resolve: {
      alias: [
        // lucide-react's icons draw through this site's smaller createLucideIcon, same markup (app/lib/lucide-icon.ts).
        { find: /^\.{1,2}\/createLucideIcon\.mjs$/, replacement: fileURLToPath(new URL("./app/lib/lucide-icon.ts", import.meta.url)) },
      ],
    },
    plugins: [tailwindcss(), reactRouter(), checkSiteConfig(), pageUsage()],
    build: {
      rolldownOptions: {
        output: {
          // Hydration calls nearly every function of React DOM, React and the shared chunk: compile
          // them eagerly (off the main thread where the browser can) instead of one by one as they
          // are first called. docs/page-loading.md#short-hydration-tasks-and-eager-compilation
          postBanner: (chunk) => (eagerlyCompiledChunks.has(chunk.name) ? "//# allFunctionsCalledOnLoad\n" : ""),
          // Shared modules go where the fewest bytes reach the pages that do not use them
          // (docs/page-loading.md#chunks-by-the-pages-that-use-them): what the root and Home run
          // in one `site` chunk, everything else in one chunk per set of pages that uses it.
          codeSplitting: {
            groups: [
              {
                name: "react-dom",
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                priority: 2,
              },
              { name: "site", test: (id: string) => sharedChunkName(id) === "site", priority: 1 },
              { name: (id: string) => sharedChunkName(id), minShareCount: 2 },
            ],
          },
        },
      },
    },
  };
});

/** For every module of the client build: the page modules (root, routes, entry) that import it, directly or not. */
const pagesUsing = new Map<string, Set<string>>();
const pageModule = /[\\/]app[\\/](root|routes[\\/][^\\/]+)\.tsx\?__react-router-build-client-route$|[\\/]entry\.client\.tsx$/;
/** Modules the root or the client entry import run on every page. */
const everyPage = /[\\/]app[\\/]root\.tsx\?|[\\/]entry\.client\.tsx$/;
const homePage = /[\\/]app[\\/]routes[\\/]home\.tsx\?/;
/**
 * Home's large sections shared with at most two other pages stay out of the site chunk: the
 * service-area map and ZIP check (Home, /service-areas, the towns), the price estimator and the FAQ
 * disclosures (Home, /faq).
 */
const homeSectionPeers = /[\\/]app[\\/]routes[\\/](town|service-areas|faq)\.tsx\?/;

/** Records, once the client graph is complete, which pages import each module (read by sharedChunkName). */
function pageUsage() {
  return {
    name: "page-usage",
    buildEnd(this: PluginGraph) {
      if (this.environment && this.environment.name !== "client") return;
      pagesUsing.clear();
      for (const page of this.getModuleIds()) {
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
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
  };
}
type PluginGraph = {
  environment?: { name: string };
  getModuleIds(): Iterable<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/**
 * The chunk for a module two or more pages import (one page's modules stay in its own chunk):
 * - `site` when every page runs it (the root's and the entry's), or Home does: Home, the page most
 *   visitors land on, then loads one shared chunk instead of a dozen small ones, each of which costs
 *   a few hundred bytes of imports and lost compression context;
 * - otherwise a chunk for exactly the pages that import it, so no other page loads it (a legal
 *   page does not load the contact form's fields, the map or the content icons).
 */
function sharedChunkName(id: string): string | null {
  const users = pagesUsing.get(id);
  if (!users || users.size < 2) return null;
  const pages = [...users];
  const names = pages.map((page) => page.replace(/.*[\\/]/, "").replace(/\.tsx.*/, "")).sort();
  if (pages.some((page) => everyPage.test(page))) return "site";
  if (pages.some((page) => homePage.test(page))) {
    const homeSection = users.size <= 3 && pages.some((page) => homeSectionPeers.test(page));
    if (!homeSection) return "site";
  }
  // A chunk for a few pages is named after them; one for many (some are on 16) after their count
  // and a digest of the list: each name is written in every page's loader and in every import of it.
  const listed = names.join("-");
  if (listed.length <= 40) return `pages-${listed}`;
  return `pages-${names.length}-${createHash("sha256").update(listed).digest("hex").slice(0, 6)}`;
}

/** The chunks every page runs in full while it hydrates (see the codeSplitting groups above). */
const eagerlyCompiledChunks = new Set(["site", "react-dom"]);

/** Stops the build, naming the file and field, when the business config or any content module is invalid. */
function checkSiteConfig() {
  return {
    name: "check-site-config",
    async buildStart() {
      const { siteConfig } = await import("./core/site.ts");
      validateSiteConfig(siteConfig);
      const { checkContent } = await import("./scripts/check-content.ts");
      checkContent();
    },
  };
}

