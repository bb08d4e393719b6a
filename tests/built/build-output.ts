import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { readBuiltPages, type BuiltPage } from "../../scripts/postbuild/built-pages.ts";

/** The build these tests read: BUILD_DIR, as for the browser tests, else build/. */
export const buildDir = resolve(process.env.BUILD_DIR || "build");
export const clientDir = join(buildDir, "client");

/** A prerendered page a visitor can land on, with its HTML as written. */
export type PageFile = BuiltPage & { html: string };

let pages: Promise<PageFile[]> | undefined;

/**
 * Every prerendered page of the build except React Router's meta-refresh redirect pages, "/404"
 * and "/es/404" included, read once per test file. Throws, naming the folder, when there is no build.
 */
export function builtPages(): Promise<PageFile[]> {
  pages ??= (async () => {
    if (!existsSync(join(clientDir, "index.html"))) throw new Error(`No prerendered home page in ${clientDir}: run npm run build first.`);
    const found = (await readBuiltPages(clientDir)).filter((page) => !page.redirect);
    return Promise.all(found.map(async (page) => ({ ...page, html: await readFile(join(clientDir, page.file), "utf8") })));
  })();
  return pages;
}
