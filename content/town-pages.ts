import { customerName } from "../core/format.ts";
import { locale, type Locale } from "../core/locale.ts";
import { fillPlaceholders } from "../core/placeholders.ts";
import townCopy from "./town-copy.generated.json" with { type: "json" };
import type { TownPageCopy, TownServiceArea } from "./town-schema.ts";
import { towns, type Town } from "./towns.ts";

/**
 * Each town's words in the page's language, from its file in content/towns/<language>/ (via content/town-copy.generated.json): the
 * page copy (`page`) and the /service-areas card (`serviceArea`), with their {{placeholders}}
 * filled from the live config here (core/placeholders.ts), so a price or turnaround edit in
 * content/business.ts reaches the town pages on the next build. Read by route loaders, which run at
 * build time only, so the JavaScript a page loads never carries every town's text
 * (docs/decisions/010-javascript-budget.md).
 */

export type { TownPageCopy, TownServiceArea } from "./town-schema.ts";

/** A town with its page copy, as the town page and its tests use it. */
export type TownPage = Town & TownPageCopy;

/** A town file's words: its /service-areas card, its page copy and its neighborhoods' names by zip code. */
export type TownCopy = { serviceArea: TownServiceArea; page: TownPageCopy; areas: Readonly<Record<string, readonly string[]>> };

/** Every string in `value` with its placeholders filled; an unknown one names the file and field. */
function filled<T>(value: T, where: string): T {
  if (typeof value === "string") return fillPlaceholders(value, where) as T;
  if (Array.isArray(value)) return value.map((item, i) => filled(item, `${where}[${i}]`)) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, `${where}.${key}`)])) as T;
  }
  return value;
}

/** Each town file's copy, filled in, keyed by slug (the file's name). */
export const townCopyBySlug: Readonly<Record<string, TownCopy>> = Object.fromEntries(
  Object.entries((townCopy as Readonly<Record<Locale, Readonly<Record<string, TownCopy>>>>)[locale]).map(([slug, copy]) => {
    const file = `content/towns/${locale}/${slug}.md`;
    const page = filled(copy.page, `${file}: page`);
    // Its customer's name joined by the page's own word ("Richard y Ann W." on a Spanish page).
    const testimonial = { ...page.testimonial, name: customerName(page.testimonial.name) };
    return [slug, { serviceArea: filled(copy.serviceArea, `${file}: serviceArea`), page: { ...page, testimonial }, areas: copy.areas }];
  }),
);

/** Every town with its page copy, in the towns' order. */
export const townPageList: readonly TownPage[] = towns.map((town) => {
  const copy = townCopyBySlug[town.slug];
  if (!copy) throw new Error(`content/towns/${locale}/${town.slug}.md has no copy in content/town-copy.generated.json; run npm run generate`);
  // The zip codes are the town's; their neighborhoods' names, the page's language's.
  return { ...town, ...copy.page, zips: town.zips.map((entry) => ({ ...entry, areas: [...(copy.areas[entry.zip] ?? entry.areas)] })) as Town["zips"] };
});

/** The town with this slug and its page copy, or undefined. */
export function townPageBySlug(slug: string): TownPage | undefined {
  return townPageList.find((town) => town.slug === slug);
}

/** What /service-areas says about each town, keyed by slug. */
export const townServiceAreasBySlug: Readonly<Record<string, TownServiceArea>> = Object.fromEntries(
  Object.entries(townCopyBySlug).map(([slug, copy]) => [slug, copy.serviceArea]),
);
