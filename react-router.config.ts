import type { Config } from "@react-router/dev/config";

export default {
  // Every page is prerendered to static HTML at build time; there is no server rendering at runtime.
  ssr: false,
  // BUILD_DIR lets several builds coexist (e.g. parallel test runs); the default is ./build.
  buildDirectory: process.env.BUILD_DIR || "build",
  async prerender({ getStaticPaths }) {
    // getStaticPaths() is every non-dynamic path of app/routes.ts, so the list is never retyped.
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
