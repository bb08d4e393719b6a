/**
 * Builds the site's other languages and moves them into the English build (`npm run build`, after
 * `react-router build`): for each language but English, `react-router build` again with
 * SITE_LOCALE set (react-router.config.ts builds it into <build>/.<code>/, with the basename
 * /<code>), then its pages (<build>/.<code>/client/<code>/…) go to <build>/client/<code>/ and its
 * fingerprinted files to <build>/client/assets/. The files both builds copy from public/ are the
 * same and stay the English build's. See docs/decisions/043-spanish-edition-as-a-second-build.md.
 * scripts/start.ts runs the passes side by side instead, then moves them in with `moveLanguagePass`.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { defaultLocale, locales, localePrefix, type Locale } from "../core/locale.ts";

export class BuildLanguagesError extends Error {}

/** Moves a language's pass (<build>/.<code>/client) into the English client folder; returns how many assets it added. */
export function moveLanguageIn(passClient: string, client: string, prefix: string): number {
  const pages = join(passClient, prefix.slice(1));
  if (!existsSync(pages)) throw new BuildLanguagesError(`${pages} is missing: the pass did not prerender its pages under ${prefix}`);
  if (existsSync(join(client, prefix.slice(1)))) throw new BuildLanguagesError(`${join(client, prefix.slice(1))} exists already: the English build has pages under ${prefix}`);
  cpSync(pages, join(client, prefix.slice(1)), { recursive: true });
  let added = 0;
  for (const name of readdirSync(join(passClient, "assets"))) {
    const target = join(client, "assets", name);
    // Fingerprinted: a name both builds wrote is the same content.
    if (existsSync(target)) continue;
    cpSync(join(passClient, "assets", name), target);
    added++;
  }
  return added;
}

/** The languages built by a pass of their own, after (or beside) the English one. */
export const otherLocales = locales.filter((candidate) => candidate !== defaultLocale);

/**
 * Moves the finished pass of `of` (<build>/.<code>/) into the English build, then removes it; returns
 * the line that says so. Run once both builds are done: the English one empties <build>/client/ first.
 */
export function moveLanguagePass(buildDir: string, of: Locale): string {
  const passDir = join(buildDir, `.${of}`);
  const added = moveLanguageIn(join(passDir, "client"), join(buildDir, "client"), localePrefix(of));
  rmSync(passDir, { recursive: true, force: true });
  return `build-languages: ${of} pages moved to ${join(buildDir, "client", of)}, ${added} files added to assets/`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const buildDir = resolve(process.env.BUILD_DIR || "build");
  for (const of of otherLocales) {
    console.log(`Building the ${of} pages (SITE_LOCALE=${of}) …`);
    const pass = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, SITE_LOCALE: of } });
    if (pass.status !== 0) process.exit(pass.status ?? 1);
    try {
      console.log(moveLanguagePass(buildDir, of));
    } catch (error) {
      if (!(error instanceof BuildLanguagesError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  }
}
