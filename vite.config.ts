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
    plugins: [tailwindcss(), reactRouter(), checkSiteConfig()],
    build: {
      rolldownOptions: {
        output: {
          // Hydration calls nearly every function of React DOM, React and the shared chunk: compile
          // them eagerly (off the main thread where the browser can) instead of one by one as they
          // are first called. docs/decisions/012-short-hydration-tasks.md
          postBanner: (chunk) => (eagerlyCompiledChunks.has(chunk.name) ? "//# allFunctionsCalledOnLoad\n" : ""),
          // Many pages share the same small sections, icons and content modules; one shared chunk
          // for them costs fewer bytes and requests than dozens of sub-kilobyte files.
          codeSplitting: {
            groups: [
              {
                name: "site",
                test: (id: string) => sharedModules.test(id) && !fewPagesModules.test(id),
                minShareCount: 2,
              },
              {
                name: "react-dom",
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});

/** Modules the pages share: sections, icons, content. */
const sharedModules = /[\\/](app[\\/](components|lib|config)|content|node_modules[\\/](lucide-react|clsx|class-variance-authority))[\\/]/;
/**
 * Shared by two pages only, so left out of the site chunk that every page loads: the bundler puts
 * them in a chunk of their own for those two pages. The price estimator (Home, FAQ) and the blog's
 * post cards (/blog, the articles). docs/decisions/021-price-estimator-without-javascript.md
 */
const fewPagesModules =
  /[\\/](app[\\/]components[\\/]sections[\\/]price-estimator|app[\\/]lib[\\/]laundry-estimate|content[\\/]estimator|app[\\/]components[\\/]ui[\\/]post-(card|meta))\.tsx?$/;

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

