import { useId, type CSSProperties } from "react";
import { mapLabelSide, towns, type MapLabelSide, type TownSlug } from "../../../content/towns.ts";
import { countWord } from "../../../core/format.ts";
import { cn } from "../../lib/cn.ts";
import { withFigures } from "../../lib/run-time-figures.ts";
import { mapCounties, mapCountyLabels, mapTownPoints, mapViewBox } from "./service-area-map.generated.ts";
import { Link } from "../ui/link.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/sections.json" with { type: "json" };

const { map } = words;

/** Half the dot's size in px: the dot's center, not the link's corner, sits on the town. */
const DOT = 5;
/**
 * How a label sits on each side of its dot. Each town's side is in its file in content/towns/en/
 * (`mapLabel`), chosen so that no two names overlap, nor cover another town's dot, from a 360 px
 * phone to the desktop layouts (checked by tests/e2e/towns.spec.ts).
 */
const placement: Record<MapLabelSide, { transform: string; layout: string }> = {
  right: { transform: `translate(-${DOT}px, -50%)`, layout: "flex-row items-center" },
  left: { transform: `translate(calc(-100% + ${DOT}px), -50%)`, layout: "flex-row-reverse items-center" },
  below: { transform: `translate(-50%, -${DOT}px)`, layout: "flex-col items-center" },
  "above-right": { transform: `translate(-${DOT}px, calc(-100% + ${DOT}px))`, layout: "flex-col-reverse items-start" },
  "below-right": { transform: `translate(-${DOT}px, -${DOT}px)`, layout: "flex-col items-start" },
};

/**
 * On phones the map shows only its western part, where all nine towns are (the east of Charlotte
 * County is open land), so the towns are drawn larger. Width in SVG units of that part.
 */
const PHONE_CROP_WIDTH = 620;

/**
 * The map's description for screen readers, its figures from the towns' coordinates: "… the nine
 * communities we serve marked from Venice in the northwest to Boca Grande in the south."
 */
function describeMap(): string {
  const [first, ...rest] = towns;
  if (!first) return "";
  const north = rest.reduce((a, b) => (b.geo.latitude > a.geo.latitude ? b : a), first);
  const south = rest.reduce((a, b) => (b.geo.latitude < a.geo.latitude ? b : a), first);
  const west = rest.reduce((a, b) => (b.geo.longitude < a.geo.longitude ? b : a), first);
  return withFigures(map.description, {
    count: countWord(towns.length),
    northTown: north.name,
    direction: north === west ? map.northwest : map.north,
    southTown: south.name,
  });
}

const mapDescription = describeMap();

/** A county's name as the maps write it: "Sarasota" → "Sarasota County". */
export const countyName = (county: string) => withFigures(map.countyName, { county });

/** The words a town's link says around the town's name (for screen readers only): "Laundry pickup in ", "". */
const [townLinkBefore = "", townLinkAfter = ""] = map.townLink.split(/\{\{\s*town\s*\}\}/);

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

/**
 * The service area drawn from real county outlines (generated at build time by
 * scripts/build-service-area-map.ts): Sarasota and Charlotte Counties with their neighbors, and
 * the nine towns at their coordinates, each a link to its page. The SVG is a picture with a text
 * description; the towns are ordinary links laid over it, so they stay readable and focusable.
 */
export function ServiceAreaMap({
  className,
  tone = "light",
  current,
}: {
  className?: string;
  tone?: "light" | "dark";
  /** The town whose page this is: its name is highlighted and its link says so (aria-current). */
  current?: TownSlug;
}) {
  const { width, height } = mapViewBox;
  const id = useId();
  const byTown = new Map(mapTownPoints.map((p) => [p.slug, p]));
  return (
    <figure className={cn("m-0", className)}>
      <div className="overflow-hidden rounded-[var(--radius-card)] bg-gulf-100 shadow-card">
        <div
          className="relative w-[var(--map-phone-width)] sm:w-full"
          style={{ "--map-phone-width": percent(width, PHONE_CROP_WIDTH) } as CSSProperties}
        >
          <svg
            viewBox={`0 0 ${width} ${height}`}
            className="block h-auto w-full"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
          >
            {/* One string each: React hydrates an SVG <title> as a single text node. */}
            <title id={`${id}-title`}>{map.title}</title>
            <desc id={`${id}-desc`}>{mapDescription}</desc>
            {mapCounties.map((county) => (
              <path
                key={county.fips}
                d={county.d}
                vectorEffect="non-scaling-stroke"
                strokeLinejoin="round"
                className={county.served ? "fill-sand-50 stroke-gulf-600" : "fill-sand-200 stroke-sand-50"}
                strokeWidth={county.served ? 2 : 1}
              />
            ))}
          </svg>
          {mapCountyLabels.map((label) => (
            <span
              key={label.name}
              aria-hidden="true"
              className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 text-[0.6rem] font-bold uppercase tracking-[0.2em] text-ink-500 sm:text-xs"
              style={{ left: percent(label.x, width), top: percent(label.y, height) }}
            >
              {countyName(label.name)}
            </span>
          ))}
          <ul className="m-0 list-none p-0">
            {towns.map((town) => {
              const point = byTown.get(town.slug);
              if (!point) return null;
              const side = placement[mapLabelSide(town)];
              const style: CSSProperties = {
                left: percent(point.x, width),
                top: percent(point.y, height),
                transform: side.transform,
              };
              return (
                <li key={town.slug} className="absolute" style={style}>
                  <Link
                    to={`/${town.slug}`}
                    aria-current={town.slug === current ? "page" : undefined}
                    className={cn("group flex gap-1 rounded-md no-underline", side.layout)}
                  >
                    <span
                      aria-hidden="true"
                      className="size-2.5 shrink-0 rounded-full bg-sunset-600 ring-2 ring-white group-hover:bg-sunset-700"
                    />
                    <span
                      className={cn(
                        "flex min-h-6 items-center whitespace-nowrap rounded-md px-1.5 text-xs font-bold leading-tight shadow-card group-hover:underline sm:text-sm",
                        town.slug === current
                          ? "bg-gulf-800 text-white"
                          : "bg-white/95 text-ink-900 group-hover:text-gulf-800",
                      )}
                    >
                      {townLinkBefore && <span className="sr-only">{townLinkBefore}</span>}
                      {town.name}
                      {townLinkAfter && <span className="sr-only">{townLinkAfter}</span>}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <figcaption className={cn("mt-3 text-sm", tone === "dark" ? "text-gulf-100" : "text-ink-700")}>
        {map.caption}
      </figcaption>
    </figure>
  );
}
