import { JSDOM } from "jsdom";
import { campaignVariants } from "../../content/campaign-variants.ts";
import { towns } from "../../content/towns.ts";
import { languageTags, locales, pathIn, splitLocale, type Locale } from "../../core/locale.ts";
import { layoutKindOf, type LayoutKind } from "../e2e/layout-kinds.ts";
import { builtPages, type PageFile } from "./build-output.ts";

/**
 * The built pages as documents: each prerendered file parsed once (jsdom, no scripts run), with
 * its language, its path without the language and its kind of layout. What these tests read is
 * what a visitor's browser gets before any script runs, and what a search engine indexes.
 */
export type PageDocument = PageFile & {
  locale: Locale;
  /** The path without its language: "/es/about" → "/about". */
  bare: string;
  kind: LayoutKind;
  /** The parsed page, made on first use (parsing every page takes a few seconds). */
  readonly document: Document;
};

const townSlugs = new Set(towns.map((town) => town.slug));
let documents: Promise<PageDocument[]> | undefined;

/** Every built page (builtPages()) parsed, once per test file. */
export function pageDocuments(): Promise<PageDocument[]> {
  documents ??= builtPages().then((pages) =>
    pages.map((page): PageDocument => {
      const { locale, path: bare } = splitLocale(page.path);
      let document: Document | undefined;
      return {
        ...page,
        locale,
        bare,
        kind: layoutKindOf(page.path, townSlugs),
        get document() {
          // The inlined critical CSS is left out: jsdom would parse it into a style sheet no test reads.
          document ??= new JSDOM(page.html.replace(/(<style[^>]*>)[\s\S]*?(<\/style>)/g, "$1$2")).window.document;
          return document;
        },
      };
    }),
  );
  return documents;
}

/** The page at a served path; throws naming it when the build has no such page. */
export function pageAt(pages: readonly PageDocument[], path: string): PageDocument {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`The build has no page at ${path}`);
  return page;
}

/** Each language's not-found page, which no visitor reaches by a link and search engines skip. */
export const isNotFound = (page: PageDocument) => page.kind === "not-found";

/** The offer pages other than the base page: flyers' addresses, canonical to the base page. */
const variantPaths = new Set<string>(campaignVariants.slice(1).map((variant) => variant.path));
export const isOfferVariant = (page: PageDocument) => variantPaths.has(page.bare);

/** The language tag a page of `of` declares on <html>. */
export const htmlLang = (of: Locale) => languageTags[of];

/** The pages in one language. */
export const inLanguage = (pages: readonly PageDocument[], of: Locale) => pages.filter((page) => page.locale === of);

/** A path's twin in the other language(s): "/about" → ["/es/about"]. */
export const twinPaths = (page: PageDocument) => locales.filter((of) => of !== page.locale).map((of) => pathIn(page.bare, of));

/**
 * Text as a visitor reads it: every text node, with a space between elements (so "<li>a</li><li>b</li>"
 * reads "a b", as the browser lays it out), spaces collapsed. Scripts, styles and templates left out.
 */
export function textOf(element: Element | null | undefined): string {
  if (!element) return "";
  const parts: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("script, style, template, noscript")) continue;
    parts.push(node.textContent ?? "");
  }
  return normalizeSpace(parts.join(" "));
}

/** Text with its white space collapsed and trimmed, for comparing what is shown with what a module says. */
export const normalizeSpace = (text: string) => text.replace(/\s+/g, " ").trim();

/** Text of a heading or link as its accessible name mostly is: inner text, spaces collapsed. */
export const ownText = (element: Element | null | undefined) => normalizeSpace(element?.textContent ?? "");

/** The page's <main>; throws naming the page when it has none. */
export function mainOf(page: PageDocument): Element {
  const main = page.document.querySelector("main");
  if (!main) throw new Error(`${page.path} has no <main>`);
  return main;
}

/**
 * Every JSON-LD object in the page, parsed (read from the HTML as written, without parsing the
 * whole page); a block that does not parse throws, naming the page.
 */
export function jsonLdOf(page: PageFile): Array<Record<string, unknown>> {
  return [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => {
    try {
      return JSON.parse(text ?? "") as Record<string, unknown>;
    } catch (error) {
      throw new Error(`${page.path}: a JSON-LD block does not parse: ${String(error)}`, { cause: error });
    }
  });
}

/** The hrefs of the links inside an element. */
export const hrefsIn = (element: Element) => [...element.querySelectorAll("a[href]")].map((link) => link.getAttribute("href") ?? "");

/** The link inside `element` whose text is `name` (spaces collapsed), or undefined. */
export const linkNamed = (element: Element, name: string) =>
  [...element.querySelectorAll("a")].find((link) => ownText(link) === name || link.getAttribute("aria-label") === name);
