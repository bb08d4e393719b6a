import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "../../content/page-copy.ts";
import { defaultLocale, locale, locales, ogLocales, pathIn } from "../../core/locale.ts";
import { site } from "../../core/site.ts";

/** A page's title, description and canonical path (as its content module gives them), and the rest. */
export type SeoInput = PageMeta & {
  /** Keep the page out of search results (e.g. the 404 page). */
  noindex?: boolean;
  /** Open Graph type; "website" unless an article. */
  type?: "website" | "article";
  /**
   * Structured data objects placed in the head as application/ld+json: app/lib/structured-data.ts
   * types them with schema-dts where they are made. Not here: relating a loader's serialized data to
   * schema-dts's `Thing` union took the type check five seconds per route.
   */
  jsonLd?: ReadonlyArray<object>;
  /**
   * Whether the page has its twin in every language (it does, but for a blog post written in one
   * language only): then the head links each language's version (hreflang), itself included.
   */
  inEveryLanguage?: boolean;
};

/** An absolute URL on the public site for a path, with any query or fragment removed. */
export function absoluteUrl(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? "";
  const normalized = "/" + pathname.replace(/^\/+|\/+$/g, "");
  return `${site.siteUrl}${normalized}`;
}

/** The absolute URL of a site path in the page's language: "/about" on a Spanish page is ".../es/about". */
export function pageUrl(path: string): string {
  return absoluteUrl(pathIn(path, locale));
}

/**
 * The head links to a page's versions (`path` as the English page has it): one per language, and
 * x-default, the English, for a reader of any other language. Every version links every version,
 * itself included, as search engines ask.
 */
export function languageAlternates(path: string): MetaDescriptor[] {
  return [
    ...locales.map((of) => ({ tagName: "link", rel: "alternate", hrefLang: of, href: absoluteUrl(pathIn(path, of)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(pathIn(path, defaultLocale)) },
  ];
}

/** The full document title: "About Us | Brand". */
export function pageTitle(title: string): string {
  return title.includes(site.brandName) ? title : `${title} | ${site.brandName}`;
}

/** Title, description, canonical URL (in the page's language), its versions in each language, Open Graph, Twitter and JSON-LD tags for a route's `meta`. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const url = pageUrl(input.path);
  const image = absoluteUrl("/social-card.png");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(input.noindex || input.inEveryLanguage === false ? [] : languageAlternates(input.path)),
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:locale", content: ogLocales[locale] },
    ...(input.inEveryLanguage === false ? [] : locales.filter((of) => of !== locale).map((of) => ({ property: "og:locale:alternate", content: ogLocales[of] }))),
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${site.brandName}: ${site.tagline}` },
    // X reads the title, description and image from the og: tags when its own are absent.
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
