/**
 * Draws the service-area map at build time: the real outlines of Sarasota and Charlotte Counties
 * (and their neighbors, for context) from the Census cartographic boundaries shipped in `us-atlas`,
 * projected with d3-geo and written as SVG path data to
 * app/components/sections/service-area-map.generated.ts. The towns are projected from their
 * coordinates in their files in content/towns/en/, so the map, the town pages and the zip check share one source.
 *
 * Runs before every build (`prebuild` in package.json); `--check` exits non-zero when the committed
 * module is out of date instead of writing it. See docs/decisions/004-service-area-map-at-build-time.md.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { writeGeneratedFile } from "./generated-file.ts";
import { geoMercator, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { towns } from "../content/towns.ts";

/** The two served counties (FIPS) and the neighbors drawn around them for context. */
export const servedCounties = { "12115": "Sarasota", "12015": "Charlotte" } as const;
/**
 * Every county the picture reaches: Highlands and Hendry fill its inland east edge, which would
 * otherwise show the sea color behind the map.
 */
const neighborCounties = {
  "12081": "Manatee",
  "12027": "DeSoto",
  "12071": "Lee",
  "12043": "Glades",
  "12049": "Hardee",
  "12055": "Highlands",
  "12051": "Hendry",
} as const;

/** Where each served county's name is written: open inland ground, clear of the town labels. */
const countyLabelAt: Record<string, [number, number]> = { Sarasota: [-82.33, 27.24], Charlotte: [-81.95, 26.8] };

/** Width of the SVG coordinate system; the height follows from the counties' shape. */
const WIDTH = 800;
const PADDING = 36;

/**
 * The least distance, in SVG units, between two town dots. North Port and West Port are about 3 km
 * apart, 22 units at this scale: on a 390 px phone their dots touched. Closer pairs are pushed apart
 * along the line joining them, each by half the shortfall (a cartographer's displacement, well under
 * 1 km on the ground), so every dot stays on its own town and clear of its neighbor.
 */
export const MIN_DOT_DISTANCE = 34;

const outFile = fileURLToPath(new URL("../app/components/sections/service-area-map.generated.ts", import.meta.url));

type CountyProps = { name: string };

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Shortens path data to whole SVG units. The county map draws 800 units across at most 560 CSS
 * pixels, a town's crop 360 units across at most 560, so a rounded point moves by less than a
 * pixel on screen, below the detail of the 1:10,000,000 outlines themselves; the decimals cost
 * each town page about 0.3 KB of its first response (docs/page-loading.md#the-bar).
 */
function compact(d: string): string {
  return d.replace(/-?\d+\.?\d*(?:e-?\d+)?/g, (n) => String(Math.round(Number(n))));
}

export function buildServiceAreaMap(): string {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve("us-atlas/counties-10m.json"), "utf8")) as Topology<{
    counties: GeometryCollection<CountyProps>;
  }>;
  const all = feature(topology, topology.objects.counties) as FeatureCollection<Geometry, CountyProps>;
  const byId = (id: string) => {
    const county = all.features.find((f) => String(f.id) === id);
    if (!county) throw new Error(`County ${id} is missing from us-atlas`);
    return county;
  };
  const served = Object.keys(servedCounties).map(byId);
  const neighbors = Object.keys(neighborCounties).map(byId);

  // Fit a Mercator projection (true shapes at this scale) to the two served counties.
  // The towns are part of the fit so that Boca Grande, just south of the Charlotte line on Gasparilla
  // Island, is never at the very edge.
  const townPoints: Feature = {
    type: "Feature",
    properties: {},
    geometry: { type: "MultiPoint", coordinates: towns.map((t) => [t.geo.longitude, t.geo.latitude]) },
  };
  const fitted: FeatureCollection = { type: "FeatureCollection", features: [...(served as Feature[]), townPoints] };
  const projection = geoMercator().fitWidth(WIDTH - 2 * PADDING, fitted);
  const [[, y0], [, y1]] = geoPath(projection).bounds(fitted);
  const height = Math.ceil(y1 - y0 + 2 * PADDING);
  projection.fitExtent(
    [
      [PADDING, PADDING],
      [WIDTH - PADDING, height - PADDING],
    ],
    fitted,
  );
  const path = geoPath(projection);

  const counties = [
    ...served.map((f) => ({ fips: String(f.id), name: f.properties.name, served: true, d: compact(path(f) ?? "") })),
    ...neighbors.map((f) => ({ fips: String(f.id), name: f.properties.name, served: false, d: compact(path(f) ?? "") })),
  ];
  // County names sit inland, away from the towns (the centroids fall among the town labels).
  const labels = Object.entries(countyLabelAt).map(([name, [longitude, latitude]]) => {
    const xy = projection([longitude, latitude]);
    if (!xy) throw new Error(`Cannot project the ${name} label`);
    return { name, x: round(xy[0]), y: round(xy[1]) };
  });
  const projected = towns.map((town) => {
    const xy = projection([town.geo.longitude, town.geo.latitude]);
    if (!xy) throw new Error(`Cannot project ${town.name}`);
    return { slug: town.slug, x: xy[0], y: xy[1] };
  });
  const points = separateDots(projected, MIN_DOT_DISTANCE).map((p) => ({ slug: p.slug, x: round(p.x), y: round(p.y) }));

  return `// Generated by scripts/build-service-area-map.ts from us-atlas (Census cartographic boundaries,
// 2017) and content/towns/en/. Do not edit by hand: run \`npm run generate\`.
import type { TownSlug } from "../../../content/towns.ts";

export const mapViewBox = { width: ${WIDTH}, height: ${height} } as const;

/** County outlines in SVG user units; \`served\` marks Sarasota and Charlotte. */
export const mapCounties: ReadonlyArray<{ fips: string; name: string; served: boolean; d: string }> = ${JSON.stringify(counties, null, 2)};

/** Where the served counties' names are written. */
export const mapCountyLabels: ReadonlyArray<{ name: string; x: number; y: number }> = ${JSON.stringify(labels, null, 2)};

/** Each town's position, projected from its coordinates. */
export const mapTownPoints: ReadonlyArray<{ slug: TownSlug; x: number; y: number }> = ${JSON.stringify(points, null, 2)};
`;
}

/** Moves each pair of points closer than `min` apart symmetrically until no pair is. */
export function separateDots<T extends { x: number; y: number }>(points: readonly T[], min: number): T[] {
  const out = points.map((p) => ({ ...p }));
  for (let pass = 0; pass < 20; pass++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!;
        const b = out[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const distance = Math.hypot(dx, dy);
        if (distance >= min - 0.05 || distance === 0) continue;
        const push = (min - distance) / 2 / distance;
        a.x -= dx * push;
        a.y -= dy * push;
        b.x += dx * push;
        b.y += dy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeGeneratedFile(outFile, buildServiceAreaMap(), "scripts/build-service-area-map.ts");
}
