import { campaignVariants } from "../../content/campaign-variants.ts";
import { defaultLocale, locales, splitLocale, type Locale } from "../../core/locale.ts";
import { builtRoutes } from "./built-routes.ts";

/**
 * The site's pages come in a handful of layouts: every town page is one route module fed by its
 * town's file, every offer page one module fed by the variant table, every post one module fed by
 * its Markdown, and the information pages share the hero-and-bands layout. A browser test of what
 * the layout does (focus against the sticky header, the action bar, the floating button, reflow)
 * learns as much from one page of a kind as from all of them, so it visits one page per kind, not
 * every route: the build's own pages are checked one by one over the files (tests/built/).
 *
 * The kinds alternate between the languages, so each language's longer or shorter words meet
 * every part of the layout across the sample; `layoutSample("both")` takes every kind in both.
 * The pages are picked from the build, so a town, post or flyer the owner adds or removes
 * changes the pick, never breaks it.
 */
export const layoutKinds = [
  "home",
  "information",
  "town",
  "offer",
  "post",
  "legal",
  "faq",
  "contact",
  "service-areas",
  "not-found",
] as const;
export type LayoutKind = (typeof layoutKinds)[number];

export type SamplePage = { kind: LayoutKind; locale: Locale; path: string };

/** The kinds whose every page the owner may remove in the studio (each post is a file she may delete). */
const ownersMayRemoveAll = new Set<LayoutKind>(["post"]);

/** Which language a kind is visited in by the one-language sample: alternating down the list. */
const sampleLocale = Object.fromEntries(layoutKinds.map((kind, n) => [kind, locales[n % locales.length]!])) as Record<
  LayoutKind,
  Locale
>;

const legalPaths = new Set(["/terms-and-conditions", "/privacy-policy", "/accessibility"]);
const offerPaths = new Set<string>(campaignVariants.map((variant) => variant.path));
/**
 * The page a kind is sampled by where the build has it: the information page the menu leads to
 * first, the legal page with a table of contents, the first town in the towns' own order.
 */
const preferred: Partial<Record<LayoutKind, string>> = { information: "/about", legal: "/terms-and-conditions" };
const ownPaths: Partial<Record<string, LayoutKind>> = {
  "/": "home",
  "/faq": "faq",
  "/contact": "contact",
  "/service-areas": "service-areas",
  "/404": "not-found",
};

/** The kind of layout of a built page's path ("/es/venice" → "town"), from the route table's data. */
export function layoutKindOf(path: string, townSlugs: ReadonlySet<string>): LayoutKind {
  const { path: bare } = splitLocale(path);
  const own = ownPaths[bare];
  if (own) return own;
  if (legalPaths.has(bare)) return "legal";
  if (offerPaths.has(bare)) return "offer";
  if (bare.startsWith("/blog/")) return "post";
  if (townSlugs.has(bare.slice(1))) return "town";
  return "information";
}

/**
 * One built page per layout kind: in the language the kind alternates to (or the other, where the
 * build has no page of that kind in it, such as a post written in English only), or in both.
 */
export async function layoutSample(languages: "alternating" | "both" = "alternating"): Promise<SamplePage[]> {
  const { towns } = await import("../../content/towns.ts");
  const townSlugs = new Set(towns.map((town) => town.slug));
  const pages = (await builtRoutes()).map(({ path }) => ({ path, kind: layoutKindOf(path, townSlugs), locale: splitLocale(path).locale }));
  const first = { ...preferred, town: `/${towns[0].slug}` };
  const pick = (kind: LayoutKind, of: Locale) => {
    const candidates = pages.filter((page) => page.kind === kind && page.locale === of);
    return candidates.find((page) => splitLocale(page.path).path === first[kind]) ?? candidates[0];
  };
  const sample: SamplePage[] = [];
  for (const kind of layoutKinds) {
    const wanted = languages === "both" ? locales : [sampleLocale[kind]];
    const found = wanted.map((of) => pick(kind, of)).filter((page) => page !== undefined);
    if (found.length === 0) {
      const fallback = pick(kind, defaultLocale) ?? locales.map((of) => pick(kind, of)).find(Boolean);
      // The owner may take every post off her blog: that kind is then not on the site to test.
      if (!fallback && ownersMayRemoveAll.has(kind)) continue;
      if (!fallback) throw new Error(`The build has no page of the "${kind}" layout: build first, or a route is missing.`);
      found.push(fallback);
    }
    sample.push(...found);
  }
  return sample;
}
