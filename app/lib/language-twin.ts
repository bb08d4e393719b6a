import { useLocation, useMatches } from "react-router";
import { locale, locales, pathIn, type Locale } from "../../core/locale.ts";

/** The site's other language than the page's (there are two). */
export const otherLocale: Locale = locales.find((candidate) => candidate !== locale)!;

/**
 * What a page's loader returns when the page has no twin in the other language (a blog post written
 * in one language only): the page of the other language the switcher leads to instead, "/blog".
 */
export type LanguageTwinData = { languageTwin?: string };

/**
 * The address of the page the visitor is on, in the other language: "/about" on an English page is
 * "/es/about", and back. A page without a twin names the page to go to instead (LanguageTwinData).
 */
export function useLanguageTwin(): string {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1)?.loaderData as LanguageTwinData | null | undefined;
  return pathIn(leaf?.languageTwin ?? pathname, otherLocale);
}
