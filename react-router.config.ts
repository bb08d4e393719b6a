import type { Config } from "@react-router/dev/config";
import { listPosts } from "./app/lib/blog.server.ts";

export default {
  // Every page is prerendered to static HTML at build time; there is no server rendering at runtime.
  ssr: false,
  // BUILD_DIR lets several builds coexist (e.g. parallel test runs); the default is ./build.
  buildDirectory: process.env.BUILD_DIR || "build",
  async prerender({ getStaticPaths }) {
    // getStaticPaths() is every non-dynamic path of app/routes.ts, so the list is never retyped.
    // Blog posts come from content/blog/*.md; listing them validates every post, so a bad one fails the build.
    const posts = listPosts().map((post) => `/blog/${post.slug}`);
    return [...getStaticPaths(), ...posts, "/404"];
  },
} satisfies Config;
