import { spawnSync } from "node:child_process";
import { readFileSync, realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, searchForWorkspaceRoot, type Plugin } from "vite";
import { businessWordsFile, withWords, type BusinessWords } from "./core/business-words.ts";
import { defaultLocale, isLocale, localeConditions, localePrefix, type Locale } from "./core/locale.ts";
import { eagerlyCompiledChunks, recordPageUsage, sharedChunkName } from "./scripts/page-chunks.ts";
import { pageClassWords, pageClassWordsAsset } from "./scripts/page-class-words.ts";

export default defineConfig(({ command, mode }) => {
  // A wrong PUBLIC_* value stops the build here, with a message naming it. The browser bundle then
  // carries only values that passed (core/site.ts).
  Object.assign(process.env, loadEnv(mode, process.cwd(), "PUBLIC_"));
  // The language this pass builds (core/locale.ts): English, or Spanish with SITE_LOCALE=es.
  const siteLocale = process.env.SITE_LOCALE || "en";
  if (!isLocale(siteLocale)) throw new Error(`SITE_LOCALE="${siteLocale}" is not one of the site's languages`);
  const serving = command === "serve";
  return {
    // `npm run dev` (scripts/dev.ts): a language other than English is served by a dev server of its
    // own, everything of it (pages, scripts, styles, the reload connection) under its prefix, "/es",
    // where the English server passes it on (`spanishEditionBeside`); its dependency cache is its own,
    // so the two servers never take each other's for stale. The build keeps "/": its files are moved
    // beside English's (scripts/build-languages.ts).
    ...(serving && siteLocale !== defaultLocale ? { base: localePrefix(siteLocale), cacheDir: `node_modules/.vite-${siteLocale}` } : {}),
    server: {
      // Vite serves the project's folder, and node_modules wherever it really is: a copy of the site
      // whose node_modules links to another folder's (the studio tests' scratch copies) gets its
      // packages' files (React Router's client entry, the fonts) too.
      fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync(fileURLToPath(new URL("./node_modules", import.meta.url)))] },
    },
    define: { __SITE_LOCALE__: JSON.stringify(siteLocale) },
    // PUBLIC_* variables are baked into the prerendered pages at build time (see README, "Configuration").
    envPrefix: "PUBLIC_",
    resolve: {
      alias: [
        // A page's words in the build's language (content/pages/filled/<language>/), the FAQ and the
        // quotes (content/<language>/), and the words of the business facts (core/site.ts): a page
        // never carries the other language's.
        { find: /^#words\//, replacement: fileURLToPath(new URL(`./content/pages/filled/${siteLocale}/`, import.meta.url)) },
        { find: /^#content\//, replacement: fileURLToPath(new URL(`./content/${siteLocale}/`, import.meta.url)) },
        {
          find: /^#business-words$/,
          replacement: fileURLToPath(new URL(siteLocale === "en" ? "./content/business.json" : `./content/${siteLocale}/business-words.json`, import.meta.url)),
        },
        // lucide-react's icons draw through this site's smaller createLucideIcon (app/lib/lucide-icon.ts);
        // the build stops if this matches nothing (scripts/page-chunks.ts).
        { find: /^\.{1,2}\/createLucideIcon\.mjs$/, replacement: fileURLToPath(new URL("./app/lib/lucide-icon.ts", import.meta.url)) },
      ],
    },
    // The prerender bundles lucide-react too, so the alias above applies to it: the pages' markup
    // is the one the browser's hydration renders.
    ssr: { noExternal: ["lucide-react"] },
    plugins: [envDirInsteadOfEnvFile(), tailwindcss(), reactRouter(), checkSiteConfig(siteLocale), businessFactsIn(siteLocale), pageUsage(), pagesRoutedAsWritten(siteLocale), spanishEditionBeside(siteLocale)],
    build: {
      // The gzip size of every chunk in the build's report: seconds of compression nobody reads
      // (scripts/postbuild/precompress.ts writes what is served).
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          // Hydration calls nearly every function of React DOM, React and the shared chunk: compile
          // them eagerly (off the main thread where the browser can) instead of one by one as they
          // are first called. docs/page-loading.md#short-hydration-tasks-and-eager-compilation
          postBanner: (chunk) => (eagerlyCompiledChunks.has(chunk.name) ? "//# allFunctionsCalledOnLoad\n" : ""),
          // Shared modules go where the fewest bytes reach the pages that do not use them
          // (docs/page-loading.md#chunks-by-the-pages-that-use-them): what the root and Home run
          // in one `site` chunk, everything else in one chunk per set of pages that uses it.
          codeSplitting: {
            groups: [
              {
                name: "react-dom",
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                priority: 2,
              },
              { name: "site", test: (id: string) => sharedChunkName(id) === "site", priority: 1 },
              { name: (id: string) => sharedChunkName(id), debugName: "pages-sharing", minShareCount: 2 },
            ],
          },
        },
      },
    },
  };
});

/**
 * React Router 7 creates Vite instances of its own with `envFile: false`, an option Vite 8 has
 * deprecated for `envDir: false` (the same thing: no .env file is read) and warns about once per
 * instance. The instances that take this config's plugins (those compiling route modules beside
 * the build) get the new name here, so they stay quiet; the ones React Router creates to read its
 * own config take no plugins, and scripts/start.ts and scripts/dev.ts leave their warning out of what
 * they print (scripts/quiet-output.ts). A React Router upgrade that stops passing the option makes
 * this plugin idle; docs/page-loading.md's upgrade checklist says to remove it then.
 */
function envDirInsteadOfEnvFile(): Plugin {
  return {
    name: "env-dir-instead-of-env-file",
    enforce: "pre",
    config(config) {
      const options = config as { envFile?: boolean };
      if (options.envFile !== false) return;
      delete options.envFile;
      config.envDir = false;
    },
  };
}

/**
 * Records which pages import each module, once the client graph is complete (scripts/page-chunks.ts),
 * and the class names each page's modules can draw (scripts/page-class-words.ts).
 */
function pageUsage(): Plugin {
  const isClient = (context: { environment?: { name: string } }) => !context.environment || context.environment.name === "client";
  return {
    name: "page-usage",
    apply: "build",
    buildEnd() {
      if (isClient(this)) recordPageUsage(this);
    },
    generateBundle(_options, bundle) {
      if (!isClient(this)) return;
      const source = JSON.stringify(pageClassWords(this, Object.values(bundle)));
      this.emitFile({ type: "asset", name: pageClassWordsAsset, source });
    },
  };
}

/**
 * The business facts in the build's language: in a language other than English, content/business.json
 * and content/en/business-words.json (the English words of the facts) load with that language's
 * words (content/<language>/business-words.json) laid over them, so the pages' JavaScript carries
 * no English words of the facts (core/business-words.ts). Figures and other facts are unchanged.
 */
function businessFactsIn(siteLocale: Locale): Plugin {
  const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const englishFiles = new Set([at("./content/business.json"), at("./content/en/business-words.json")]);
  return {
    name: "business-facts-in-language",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0] ?? id;
      if (siteLocale === defaultLocale || !englishFiles.has(file)) return null;
      const wordsFile = at(`./${businessWordsFile[siteLocale as Exclude<Locale, "en">]}`);
      this.addWatchFile(wordsFile);
      const words = JSON.parse(readFileSync(wordsFile, "utf8")) as BusinessWords;
      return JSON.stringify(withWords(JSON.parse(readFileSync(file, "utf8")) as unknown, words));
    },
  };
}

/**
 * Stops the build, naming the file and field, when the business config or any content module is
 * invalid in the language being built: scripts/check-content.ts, run apart (under tsx, in that
 * language) so that this config never bundles the content.
 */
function checkSiteConfig(siteLocale: string) {
  return {
    name: "check-site-config",
    buildStart() {
      // Once per language pass: React Router loads this config again for the server build, in the
      // same process, and the content has not changed in between (the check takes seconds).
      const checkedMarker = "SITE_CONTENT_CHECKED";
      if (process.env[checkedMarker] === siteLocale) return;
      process.env[checkedMarker] = siteLocale;
      const run = spawnSync(process.execPath, ["--import", "tsx", ...localeConditions(siteLocale), fileURLToPath(new URL("./scripts/check-content.ts", import.meta.url))], {
        stdio: "inherit",
        env: { ...process.env, SITE_LOCALE: siteLocale },
      });
      if (run.status !== 0) throw new Error("The content cannot be built (see above).");
    },
  };
}

/**
 * `npm run dev` (the studio's preview of her changes): each post and each town is a route of its
 * own (app/routes.ts lists content/blog/<language>/ and the towns of content/towns.generated.json
 * when the server starts), so a post written or removed in the server's language, or the towns'
 * list written anew (the studio does so when a town is saved or deleted, studio/backend.ts), restarts
 * the server, which routes them as they are now. Without it a new post's or town's page was "Page
 * not found" until the studio was started again. tests/studio/preview.spec.ts adds both and opens
 * their pages.
 */
function pagesRoutedAsWritten(siteLocale: Locale): Plugin {
  return {
    name: "pages-routed-as-written",
    apply: "serve",
    configureServer(server) {
      const posts = fileURLToPath(new URL(`./content/blog/${siteLocale}/`, import.meta.url));
      const towns = fileURLToPath(new URL("./content/towns.generated.json", import.meta.url));
      server.watcher.add([posts, towns]);
      const routed = (file: string) => {
        if (file.startsWith(posts) && file.endsWith(".md")) void server.restart();
      };
      server.watcher.on("add", routed);
      server.watcher.on("unlink", routed);
      server.watcher.on("change", (file) => {
        if (file === towns) void server.restart();
      });
    },
  };
}

/**
 * `npm run dev`: the English dev server passes every address under /es (pages, data requests,
 * scripts, styles and the connection that reloads the page) to the Spanish one, which
 * scripts/dev.ts starts beside it and names in DEV_ES_ORIGIN, so the preview has both languages at
 * one address, as the built site does (docs/decisions/050-spanish-preview-beside-the-english-one.md).
 * Idle without DEV_ES_ORIGIN (`react-router dev` alone) and in the Spanish server itself.
 */
function spanishEditionBeside(siteLocale: Locale): Plugin {
  const spanish = process.env.DEV_ES_ORIGIN;
  return {
    name: "spanish-edition-beside",
    apply: "serve",
    config() {
      if (siteLocale !== defaultLocale || !spanish) return;
      // "/es", "/es/…" and "/es?…", not "/essay".
      return { server: { proxy: { [`^${localePrefix("es")}(?:[/?]|$)`]: { target: spanish, ws: true } } } };
    },
  };
}
