import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table. Every path here without a parameter is prerendered (react-router.config.ts),
 * and the sitemap is built from the prerendered pages.
 */
export default [
  index("routes/home.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
