import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { listPosts } from "./lib/blog.server.ts";
import { campaignVariants } from "../content/campaign-variants.ts";
import { towns } from "../content/towns.ts";

/**
 * The route table. Every path here without a parameter is prerendered (react-router.config.ts),
 * and the sitemap is built from the prerendered pages.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("service-areas", "routes/service-areas.tsx"),
  route("faq", "routes/faq.tsx"),
  route("laundry-for-families", "routes/laundry-for-families.tsx"),
  route("laundry-for-seniors", "routes/laundry-for-seniors.tsx"),
  route("commercial-laundry", "routes/commercial-laundry.tsx"),
  route("contact", "routes/contact.tsx"),
  route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("outside-service-area", "routes/outside-service-area.tsx"),
  route("blog", "routes/blog.tsx"),
  // One route per post in content/blog/en/ (like the town pages), so an unknown /blog/... path is the 404 page.
  ...listPosts().map((post) => route(`blog/${post.slug}`, "routes/blog-post.tsx", { id: `blog-${post.slug}` })),
  // The town pages, one per file in content/towns/en/: one module, one route per town (its id tells the page which town it is).
  ...towns.map((town) => route(town.slug, "routes/town.tsx", { id: `town-${town.slug}` })),
  // The six new-customer-offer pages: one module fed by the variant table.
  ...campaignVariants.map((v) => route(v.path.slice(1), "routes/new-customer-offer.tsx", { id: v.id })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
