import type { MapLabelSide, TownFacts } from "./town-schema.ts";
import townFacts from "./towns.generated.json" with { type: "json" };

/**
 * The communities served, one Markdown file each in content/towns/en/, whose facts
 * scripts/generate-town-list.ts checks (content/town-schema.ts) and writes to
 * content/towns.generated.json. The lists, the map, the zip-code check, the route table and the
 * sitemap read `towns`; a town's page copy and its /service-areas card are read at build time only
 * (content/town-pages.ts), so every page's JavaScript carries just these facts.
 */

export type { MapLabelSide, TownSpeed, TownZip } from "./town-schema.ts";

export type Town = TownFacts;
export type TownSlug = Town["slug"];

/**
 * Every town, in the order the pages list them (each file's `order`). The generator refuses an
 * empty folder, so `towns[0]` is a town, not possibly undefined.
 */
export const towns = ([...townFacts] as Town[]).sort((a, b) => a.order - b.order) as readonly Town[] as readonly [Town, ...Town[]];

/** The town with this slug, or undefined. */
export function townBySlug(slug: string): Town | undefined {
  return towns.find((town) => town.slug === slug);
}

/** The order in which hero banners cycle through the towns on the offer pages: each file's `heroOrder`. */
export const heroTownOrder: readonly TownSlug[] = [...towns].sort((a, b) => a.heroOrder - b.heroOrder).map((t) => t.slug);

/**
 * Which side of its dot the town's name sits on the map: the file's `mapLabel`, or else the side
 * facing away from the nearest other town (a new town's label starts clear of its neighbor).
 */
export function mapLabelSide(town: Town): MapLabelSide {
  if (town.mapLabel) return town.mapLabel;
  const others = towns.filter((t) => t.slug !== town.slug);
  if (others.length === 0) return "right";
  const distance = (t: Town) => Math.hypot(t.geo.latitude - town.geo.latitude, t.geo.longitude - town.geo.longitude);
  const nearest = others.reduce((a, b) => (distance(b) < distance(a) ? b : a));
  const east = nearest.geo.longitude - town.geo.longitude;
  const north = nearest.geo.latitude - town.geo.latitude;
  if (Math.abs(east) >= Math.abs(north)) return east > 0 ? "left" : "right";
  return north > 0 ? "below" : "above-right";
}
