import { towns, type Town } from "../../content/towns.ts";

/** What a typed zip code means for the visitor. */
export type ZipAnswer =
  | { kind: "covered"; zip: string; towns: readonly Town[] }
  | { kind: "uncovered"; zip: string }
  | { kind: "invalid"; input: string };

/** Every covered zip code with the towns whose pages list it, in the towns' order. */
export const zipIndex: ReadonlyMap<string, readonly Town[]> = (() => {
  const index = new Map<string, Town[]>();
  for (const town of towns) {
    for (const { zip } of town.zips) {
      const list = index.get(zip) ?? [];
      if (!list.includes(town)) list.push(town);
      index.set(zip, list);
    }
  }
  return index;
})();

/** All covered zip codes, ascending. */
export const coveredZips: readonly string[] = [...zipIndex.keys()].sort();

/**
 * Answers "do you come to my zip code?". Accepts surrounding spaces and a ZIP+4 suffix
 * ("34287-1234"); anything that is not a five-digit zip is invalid.
 */
export function checkZip(input: string): ZipAnswer {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(input);
  if (!match?.[1]) return { kind: "invalid", input };
  const zip = match[1];
  const covering = zipIndex.get(zip);
  return covering ? { kind: "covered", zip, towns: covering } : { kind: "uncovered", zip };
}

/** Where an uncovered zip is sent: the outside-area page, which names it. */
export function outsideAreaPath(zip: string): string {
  return `/outside-service-area?${new URLSearchParams({ zip }).toString()}`;
}
