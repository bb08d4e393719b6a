/**
 * The site's two languages. English is the site at its own paths ("/about"); Spanish is the same
 * site under /es ("/es/about"), built by a second pass of the build with SITE_LOCALE=es
 * (docs/decisions/043-spanish-edition-as-a-second-build.md). A module that needs to know which
 * language the page it runs in speaks reads `locale`; a page's words come from the build's language
 * through the `#words/…` imports, so a page never carries the other language's text.
 */

export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];

/** English, the site at its own paths; the language every other must match, field for field. */
export const defaultLocale: Locale = "en";

/** A language's tag for `lang`, `hreflang`, `inLanguage` and `Intl`: the site speaks to the US. */
export const languageTags: Readonly<Record<Locale, string>> = { en: "en-US", es: "es-US" };

/** Open Graph's form of the tag. */
export const ogLocales: Readonly<Record<Locale, string>> = { en: "en_US", es: "es_US" };

/** A language's name in its own words, as the language switcher shows it. */
export const languageNames: Readonly<Record<Locale, string>> = { en: "English", es: "Español" };

/**
 * In a page build, the build's language, a constant the bundler folds in (vite.config.ts defines
 * `__SITE_LOCALE__`); undefined in tests, scripts and the server, which may ask for either language.
 * Code that picks words by language tests `(pageLocale ?? of) === "es"` inline, never through a
 * helper, so the bundler drops the other language's branch and a page's JavaScript carries its own
 * language's words only (tests/built/one-language-scripts.test.ts holds it to that).
 */
export const pageLocale: Locale | undefined = typeof __SITE_LOCALE__ === "string" ? (__SITE_LOCALE__ as Locale) : undefined;

/** The language a build, a test or a script runs in: SITE_LOCALE at build time (the build passes it to the pages), else English. */
export const locale: Locale = pageLocale ?? readLocale();

function readLocale(): Locale {
  const fromEnvironment = typeof process !== "undefined" ? process.env.SITE_LOCALE : undefined;
  const value = fromEnvironment ?? defaultLocale;
  if (!isLocale(value)) throw new Error(`SITE_LOCALE="${value}" is not one of the site's languages (${locales.join(", ")})`);
  return value;
}

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The path prefix of a language's pages: "" for English, "/es" for Spanish. */
export function localePrefix(of: Locale): string {
  return of === defaultLocale ? "" : `/${of}`;
}

/** A site path in a language: ("/about", "es") → "/es/about"; ("/", "es") → "/es". Queries and fragments are kept. */
export function pathIn(path: string, of: Locale): string {
  const prefix = localePrefix(of);
  if (!prefix) return path;
  return path === "/" || path.startsWith("/?") || path.startsWith("/#") ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** Which language a site path is in, and the path without its language: "/es/about" → { locale: "es", path: "/about" }. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const candidate of locales) {
    const prefix = localePrefix(candidate);
    if (!prefix) continue;
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`)) {
      const rest = path.slice(prefix.length);
      return { locale: candidate, path: rest.startsWith("/") ? rest : `/${rest}` };
    }
  }
  return { locale: defaultLocale, path };
}

/**
 * Node's import conditions for a language: package.json's "imports" give `#words/…` and
 * `#business-words` the English files by default and a language's own under "locale-<code>", so a
 * script run with `node --conditions=locale-es` (or these flags) reads the Spanish ones.
 */
export function localeConditions(of: string): string[] {
  return of === defaultLocale ? [] : [`--conditions=locale-${of}`];
}
