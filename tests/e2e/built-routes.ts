import { resolve } from "node:path";
import { readBuiltPages, type BuiltPage } from "../../scripts/postbuild/built-pages.ts";

/** The client folder of the build the browser tests run against (playwright.config.ts serves it). */
export const clientDir = resolve(process.env.BUILD_DIR || "build", "client");

/**
 * Every prerendered page of that build, as the post-build step reads them, except React Router's
 * meta-refresh redirect pages: the routes a visitor can land on, "/404" included.
 */
export async function builtRoutes(): Promise<BuiltPage[]> {
  const pages = (await readBuiltPages(clientDir)).filter((page) => !page.redirect);
  if (!pages.some((page) => page.path === "/")) throw new Error(`No prerendered home page in ${clientDir}: build first.`);
  return pages;
}
