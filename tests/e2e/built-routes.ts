import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { analyzePage, compare, listFiles, servedPath, spaFallbackFile } from "../../scripts/postbuild/built-pages.ts";

/** The client folder of the build the browser tests run against (playwright.config.ts serves it). */
export const clientDir = resolve(process.env.BUILD_DIR || "build", "client");

/** A prerendered page: its file inside the client folder and the path the server answers it at. */
export type BuiltRoute = { file: string; path: string };

let routes: Promise<BuiltRoute[]> | undefined;

/**
 * Every prerendered page of that build, sorted by path, except React Router's meta-refresh redirect
 * pages: the routes a visitor can land on, "/404" included. Read once per process: the runner and
 * each of its workers load the spec files that call this at their top level.
 */
export function builtRoutes(): Promise<BuiltRoute[]> {
  routes ??= readRoutes();
  return routes;
}

async function readRoutes(): Promise<BuiltRoute[]> {
  const files = (await listFiles(clientDir)).filter((file) => file.endsWith(".html") && file !== spaFallbackFile);
  const pages = await Promise.all(
    files.map(async (file) => {
      const html = await readFile(join(clientDir, ...file.split("/")), "utf8");
      // Only a page that mentions http-equiv can be a redirect, so only those get the post-build
      // step's full reading (parsing all seventy pages took each worker about a second).
      const redirect = /http-equiv/i.test(html) && analyzePage(file, html).redirect;
      return { file, path: servedPath(file), redirect };
    }),
  );
  const landing = pages.filter((page) => !page.redirect).map(({ file, path }) => ({ file, path }));
  if (!landing.some((page) => page.path === "/")) throw new Error(`No prerendered home page in ${clientDir}: build first.`);
  return landing.sort((a, b) => compare(a.path, b.path));
}
