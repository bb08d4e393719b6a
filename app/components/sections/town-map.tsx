import { towns, type TownSlug } from "../../../content/towns.ts";
import { withFigures } from "../../lib/run-time-figures.ts";
import { mapCounties, mapCountyLabels, mapTownPoints, mapViewBox } from "./service-area-map.generated.ts";
import { countyName } from "./service-area-map.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/sections.json" with { type: "json" };

/** The part of the county map a town page shows, in map units (about 45 km across); 6:5 like the illustrations. */
const CROP = { width: 360, height: 300 } as const;

/** Rough width of a bold label character at the label's size, in map units (Figtree is narrow). */
const CHAR_WIDTH = 9.4;
const LABEL_HEIGHT = 28;
/** The same for the county names: 11 units, widely letter-spaced capitals. */
const COUNTY_CHAR_WIDTH = 10.5;

/**
 * A town page's hero picture: the build-time county map (scripts/build-service-area-map.ts) cropped
 * around the town, with its dot and name highlighted and the other towns as small dots, named where
 * there is room. Inline SVG drawn from data the town page already loads for its full map, so nothing
 * more is fetched.
 */
export function TownMap({ slug, name, county }: { slug: TownSlug; name: string; county: string }) {
  const point = mapTownPoints.find((p) => p.slug === slug);
  if (!point) return null;
  // Whole units, like the outlines: "105.80000000000001" would only lengthen the page.
  const x = Math.round(clamp(point.x - CROP.width / 2, 0, mapViewBox.width - CROP.width));
  const y = Math.round(clamp(point.y - CROP.height / 2, 0, mapViewBox.height - CROP.height));
  const labelWidth = name.length * CHAR_WIDTH + 20;
  // A county name is written only when the crop shows all of it.
  const fits = (at: { x: number; y: number }, width: number) =>
    at.x - width / 2 >= x && at.x + width / 2 <= x + CROP.width && at.y - 12 >= y && at.y <= y + CROP.height;
  // The name goes above the dot unless that would hide a neighboring town's dot; then below.
  const others = mapTownPoints.filter((p) => p.slug !== slug);
  const hides = (top: number) =>
    others.some((p) => Math.abs(p.x - point.x) < labelWidth / 2 + 6 && p.y > top - 6 && p.y < top + LABEL_HEIGHT + 6);
  const labelTop = hides(point.y - 22 - LABEL_HEIGHT) ? point.y + 20 : point.y - 22 - LABEL_HEIGHT;
  const mainLabel: Box = { x: point.x - labelWidth / 2, y: labelTop, width: labelWidth, height: LABEL_HEIGHT };
  const neighborLabels = placeNeighborLabels(
    others,
    [mainLabel, { x: point.x - 18, y: point.y - 18, width: 36, height: 36 }],
    { x: x + 4, y: y + 4, width: CROP.width - 8, height: CROP.height - 8 },
  );
  // Only what the crop shows is drawn: the outlines and dots wholly outside it would only lengthen
  // the page's first response (a stroke's width of margin keeps an edge on the border).
  const crop: Box = { x: x - 2, y: y - 2, width: CROP.width + 4, height: CROP.height + 4 };
  const counties = mapCounties.filter((c) => overlaps(countyBounds.get(c.fips) ?? crop, crop));
  const dots = others.filter((p) => overlaps(dotBox(p), crop));
  return (
    <svg
      viewBox={`${x} ${y} ${CROP.width} ${CROP.height}`}
      width={CROP.width}
      height={CROP.height}
      role="img"
      aria-label={withFigures(words.map.townMap, { town: name, county })}
      className="block h-auto w-full overflow-hidden rounded-[var(--radius-card)] bg-gulf-100 shadow-card"
    >
      {counties.map((c) => (
        <path
          key={c.fips}
          d={c.d}
          strokeLinejoin="round"
          className={c.served ? "fill-sand-50 stroke-gulf-600" : "fill-sand-200 stroke-sand-50"}
          strokeWidth={c.served ? 1.5 : 1}
        />
      ))}
      {mapCountyLabels.filter((label) => fits(label, countyName(label.name).length * COUNTY_CHAR_WIDTH)).map((label) => (
        <text
          key={label.name}
          x={label.x}
          y={label.y}
          textAnchor="middle"
          className="fill-ink-500 text-[11px] font-bold tracking-[0.2em] uppercase"
        >
          {countyName(label.name)}
        </text>
      ))}
      {dots.map((p) => (
        <circle key={p.slug} cx={p.x} cy={p.y} r={4} className="fill-gulf-600 stroke-white" strokeWidth={1.5} />
      ))}
      {neighborLabels.map((label) => (
        <text
          key={label.name}
          x={label.x}
          y={label.y}
          textAnchor={label.anchor}
          className="fill-ink-700 stroke-sand-50 text-[12px] font-semibold [paint-order:stroke]"
          strokeWidth={3}
        >
          {label.name}
        </text>
      ))}
      <circle cx={point.x} cy={point.y} r={16} className="fill-sunset-600" opacity={0.18} />
      <circle cx={point.x} cy={point.y} r={7} className="fill-sunset-600 stroke-white" strokeWidth={2.5} />
      <rect
        x={point.x - labelWidth / 2}
        y={labelTop}
        width={labelWidth}
        height={LABEL_HEIGHT}
        rx={8}
        className="fill-gulf-800"
      />
      <text x={point.x} y={labelTop + 19} textAnchor="middle" className="fill-white text-[15px] font-bold">
        {name}
      </text>
    </svg>
  );
}

type Box = { x: number; y: number; width: number; height: number };

const NEIGHBOR_CHAR_WIDTH = 6.6;

/** The room a town's dot takes, a little more than its circle. */
const dotBox = (p: { x: number; y: number }): Box => ({ x: p.x - 5, y: p.y - 5, width: 10, height: 10 });

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The other towns' names, small, right of their dots or else left of them; a name that would leave
 * the picture or touch the highlighted label, a dot or another name is left out (its dot stays).
 */
function placeNeighborLabels(
  points: ReadonlyArray<{ slug: TownSlug; x: number; y: number }>,
  taken: Box[],
  frame: Box,
) {
  const dots: Box[] = points.map(dotBox);
  const placed: Array<{ name: string; x: number; y: number; anchor: "start" | "end" }> = [];
  const boxes = [...taken];
  for (const p of points) {
    const name = towns.find((t) => t.slug === p.slug)?.name ?? p.slug;
    const width = name.length * NEIGHBOR_CHAR_WIDTH;
    for (const anchor of ["start", "end"] as const) {
      const box: Box = { x: anchor === "start" ? p.x + 8 : p.x - 8 - width, y: p.y - 9, width, height: 14 };
      const inside =
        box.x >= frame.x && box.y >= frame.y && box.x + box.width <= frame.x + frame.width && box.y + box.height <= frame.y + frame.height;
      if (!inside || [...boxes, ...dots].some((b) => overlaps(b, box))) continue;
      boxes.push(box);
      placed.push({ name, x: anchor === "start" ? p.x + 8 : p.x - 8, y: p.y + 4, anchor });
      break;
    }
  }
  return placed;
}

/** The box around an outline's points ("M215,372L297,373…Z", one or more rings). */
function outlineBounds(d: string): Box {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, px, py] of d.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)) {
    xs.push(Number(px));
    ys.push(Number(py));
  }
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** Each county outline's box, measured once: the outlines are the same for every town. */
const countyBounds = new Map(mapCounties.map((c) => [c.fips, outlineBounds(c.d)]));

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
