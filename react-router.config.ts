import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { defaultLocale, isLocale, localePrefix } from "./core/locale.ts";

// The language this pass builds: English at the site's own paths, then Spanish under /es, built
// into a folder of its own inside the English build and moved into it by scripts/build-languages.ts
// (docs/decisions/043-spanish-edition-as-a-second-build.md).
const siteLocale = process.env.SITE_LOCALE || defaultLocale;
if (!isLocale(siteLocale)) throw new Error(`SITE_LOCALE="${siteLocale}" is not one of the site's languages`);
// BUILD_DIR lets several builds coexist (e.g. parallel test runs); the default is ./build.
const buildDir = process.env.BUILD_DIR || "build";

export default {
  // Every page is prerendered to static HTML at build time; there is no server rendering at runtime.
  ssr: false,
  buildDirectory: siteLocale === defaultLocale ? buildDir : join(buildDir, `.${siteLocale}`),
  // The Spanish pages' links and data requests stay under /es.
  basename: localePrefix(siteLocale) || "/",
  // React Router v8 changes these behaviors. The site keeps v7's (the post-build steps depend on
  // how routes are split and how data requests are named); each flag is turned on, if ever, as a
  // step of an upgrade, with the checks of docs/page-loading.md. Set, they also keep every build
  // from printing five warnings.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  async prerender({ getStaticPaths }) {
    // getStaticPaths() is every non-dynamic path of app/routes.ts, so the list is never retyped.
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
