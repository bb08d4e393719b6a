import { towns, type Town, type TownSlug } from "../../content/towns.ts";
import { servedZips } from "./zip-coverage.generated.ts";

/** What a typed zip code means for the visitor. */
export type ZipAnswer =
  | { kind: "covered"; zip: string; towns: readonly Town[] }
  | { kind: "uncovered"; zip: string }
  | { kind: "invalid"; input: string };

const townsBySlug = new Map<TownSlug, Town>(towns.map((town) => [town.slug, town]));

/**
 * Every served zip code with the towns whose routes serve it, in the towns' order: the town pages'
 * zips and the others of Sarasota and Charlotte Counties within reach of a town, derived at build
 * time by scripts/build-zip-coverage.ts (docs/decisions/015-zip-coverage-from-postal-data.md).
 */
export const zipIndex: ReadonlyMap<string, readonly Town[]> = new Map(
  Object.entries(servedZips).map(([zip, slugs]) => [
    zip,
    slugs.map((slug) => {
      const town = townsBySlug.get(slug);
      if (!town) throw new Error(`Zip ${zip} names an unknown town: ${slug}`);
      return town;
    }),
  ]),
);

/** All covered zip codes, ascending. */
export const coveredZips: readonly string[] = [...zipIndex.keys()].sort();

/**
 * Answers "do you come to my zip code?". Accepts surrounding spaces and a ZIP+4 suffix, written
 * "34287-1234", "34287 1234" or "342871234"; anything that is not a five-digit zip is invalid.
 */
export function checkZip(input: string): ZipAnswer {
  const match = /^(\d{5})(?:[-\s]?\d{4})?$/.exec(input.trim());
  if (!match?.[1]) return { kind: "invalid", input };
  const zip = match[1];
  const covering = zipIndex.get(zip);
  return covering ? { kind: "covered", zip, towns: covering } : { kind: "uncovered", zip };
}

/** Where an uncovered zip is sent: the outside-area page, which names it. */
export function outsideAreaPath(zip: string): string {
  return `/outside-service-area?${new URLSearchParams({ zip }).toString()}`;
}
