import type { Config } from "@react-router/dev/config";

export default {
  // Every page is prerendered to static HTML at build time; there is no server rendering at runtime.
  ssr: false,
  // BUILD_DIR lets several builds coexist (e.g. parallel test runs); the default is ./build.
  buildDirectory: process.env.BUILD_DIR || "build",
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
