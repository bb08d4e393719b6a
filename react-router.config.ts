import type { Config } from "@react-router/dev/config";

export default {
  // Every page is prerendered to static HTML at build time; there is no server rendering at runtime.
  ssr: false,
  async prerender({ getStaticPaths }) {
    // getStaticPaths() is every non-dynamic path of app/routes.ts, so the list is never retyped.
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
