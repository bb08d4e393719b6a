import type { TownPageCopy, TownServiceArea } from "./town-schema.ts";
import { townPageCopy, townServiceAreas } from "./towns.generated.ts";
import { towns, type Town } from "./towns.ts";

/**
 * Each town's words, from its file in content/towns/: the page copy (`page`) and the /service-areas
 * card (`serviceArea`). Read by route loaders, which run at build time only, so the JavaScript a
 * page loads never carries every town's text (docs/decisions/010-javascript-budget.md).
 */

export type { TownPageCopy, TownServiceArea } from "./town-schema.ts";

/** A town with its page copy, as the town page and its tests use it. */
export type TownPage = Town & TownPageCopy;

/** Every town with its page copy, in the towns' order. */
export const townPageList: readonly TownPage[] = towns.map((town) => ({ ...town, ...copyOf(townPageCopy, town) }));

/** The town with this slug and its page copy, or undefined. */
export function townPageBySlug(slug: string): TownPage | undefined {
  return townPageList.find((town) => town.slug === slug);
}

/** What /service-areas says about each town, keyed by slug. */
export const townServiceAreasBySlug: Readonly<Record<string, TownServiceArea>> = townServiceAreas;

/** The copy in the town's own file (its file name is its slug, which content/town-schema.ts checks). */
function copyOf<T>(table: Readonly<Record<string, T>>, town: Town): T {
  const copy = table[town.slug];
  if (!copy) throw new Error(`content/towns/${town.slug}.ts is missing: slug must match the file name`);
  return copy;
}
