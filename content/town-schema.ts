import { z } from "zod";
import { business } from "./business.ts";

/**
 * The rules every town file in content/towns/ must meet. `townFileProblems()` runs when the build
 * starts (checkContent() in scripts/check-content.ts) and in the unit tests, never in the browser:
 * pages import only the types from here, so the browser bundle carries no validation library.
 * Schemas are built on demand, so importing this module costs nothing until something is checked.
 */

/** Which side of its dot a town's name sits on the service-area map. */
export const mapLabelSides = ["left", "right", "below", "above-right", "below-right"] as const;
export type MapLabelSide = (typeof mapLabelSides)[number];

/** How fast the town page says laundry comes back: same-day only where the business offers it. */
export type TownSpeed = "same-day" | "rush";

/** The county names towns may be in, from content/business.ts ("Sarasota County" → "Sarasota"). */
export const townCounties = business.counties.map((county) => county.replace(/ County$/, ""));

/** zod's message for a value of the wrong kind: "is missing" when the field is not there at all. */
const expected = (what: string) => (issue: { input?: unknown }) => (issue.input === undefined ? "is missing" : `must be ${what}`);

function schemas() {
  const text = z
    .string({ error: expected("text") })
    .trim()
    .min(1, "must not be empty")
    .refine((value) => !/\{\{|\}\}|\bundefined\b|\bNaN\b|\[object /.test(value), "has an unfilled value (undefined, NaN or {{...}})");
  const texts = (what: string) => z.array(text, { error: `must be a list of ${what}` }).min(1, `must name at least one ${what.replace(/s$/, "")}`);
  const position = z.number({ error: expected("a number") });

  const zip = z.object(
    {
      zip: z.string({ error: expected("text") }).regex(/^\d{5}$/, "must be five digits"),
      areas: texts("neighborhoods"),
    },
    { error: "must be a zip code with its neighborhoods" },
  );

  const town = z.strictObject({
    slug: z
      .string({ error: "must be text" })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens, like north-port"),
    name: text,
    order: position,
    heroOrder: position,
    county: z.enum(townCounties, { error: `must be one of ${townCounties.join(", ")}` }),
    geo: z.strictObject({
      latitude: z.number({ error: expected("a number") }).min(-90).max(90),
      longitude: z.number({ error: expected("a number") }).min(-180).max(180),
    }),
    speed: z.enum(["same-day", "rush"], { error: 'must be "same-day" or "rush"' }),
    zips: z
      .array(zip, { error: expected("a list of zip codes") })
      .min(1, "must list at least one zip code")
      .superRefine((zips, ctx) => {
        const seen = new Set<string>();
        zips.forEach((entry, index) => {
          if (seen.has(entry.zip)) ctx.addIssue({ code: "custom", message: `lists ${entry.zip} twice`, path: [index, "zip"] });
          seen.add(entry.zip);
        });
      }),
    alsoSurrounding: z.boolean({ error: expected("true or false") }),
    mapLabel: z.enum(mapLabelSides, { error: `must be one of ${mapLabelSides.join(", ")}` }).optional(),
  });

  const serviceArea = z.strictObject({
    description: text,
    highlights: texts("highlights"),
  });

  const page = z.strictObject({
    headline: text,
    lead: text,
    description: text.max(160, "must be at most 160 characters (search results cut it)"),
    reasons: z
      .array(z.strictObject({ title: text, text }), { error: "must be a list of reasons" })
      .length(3, "must be exactly three reasons"),
    neighborhoodsIntro: text,
    testimonial: z.strictObject({ name: text, text }),
  });

  return { town, serviceArea, page };
}

/** A zip code and the neighborhoods of the town it covers. */
export type TownZip = z.input<ReturnType<typeof schemas>["town"]>["zips"][number];

/**
 * A town's facts: what the lists, the map, the zip-code check and the town page read. At least one
 * zip code, so `town.zips[0]` is a zip code in the type too.
 */
export type TownFacts = Omit<z.input<ReturnType<typeof schemas>["town"]>, "zips"> & {
  zips: [TownZip, ...TownZip[]];
};
/** What /service-areas says about the town (spec §3, "Service area": description, highlights). */
export type TownServiceArea = z.input<ReturnType<typeof schemas>["serviceArea"]>;
/** The town page's own copy. */
export type TownPageCopy = z.input<ReturnType<typeof schemas>["page"]>;

/** What one file in content/towns/ exports. */
export type TownFile = { town: TownFacts; serviceArea: TownServiceArea; page: TownPageCopy };

/** "zips[1].zip" from zod's ["zips", 1, "zip"]. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("");
}

/**
 * Every problem in the town files, one line each, naming the file and the field, e.g.
 * "content/towns/venice.ts: zips[1].zip must be five digits". `files` maps each file's path to
 * what it exports (possibly not a valid town at all).
 */
export function townFileProblems(files: Readonly<Record<string, Partial<Record<keyof TownFile, unknown>>>>): string[] {
  const { town, serviceArea, page } = schemas();
  const problems: string[] = [];
  const valid: Array<{ file: string; town: z.output<typeof town> }> = [];

  for (const [file, exports] of Object.entries(files)) {
    const check = (name: keyof TownFile, schema: z.ZodType, prefix: string) => {
      if (exports[name] === undefined) {
        problems.push(`${file}: must export \`${name}\``);
        return undefined;
      }
      const parsed = schema.safeParse(exports[name]);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = `${prefix}${fieldPath(issue.path)}`;
          const at = (key: string) => `${file}: ${field ? `${field}.` : prefix}${key}`;
          if (issue.code === "unrecognized_keys") {
            for (const key of issue.keys) problems.push(`${at(key)} is not a field a town file has (check its spelling)`);
          } else {
            problems.push(`${file}: ${field ? `${field} ` : ""}${issue.message}`);
          }
        }
        return undefined;
      }
      return parsed.data;
    };
    const facts = check("town", town, "") as z.output<typeof town> | undefined;
    const copy = check("page", page, "page.") as z.output<typeof page> | undefined;
    check("serviceArea", serviceArea, "serviceArea.");
    if (!facts) continue;
    const expected = file.replace(/^.*\//, "").replace(/\.ts$/, "");
    if (facts.slug !== expected) problems.push(`${file}: slug must match the file name ("${expected}")`);
    if (copy && !copy.headline.includes(facts.name)) problems.push(`${file}: page.headline must name the town (${facts.name})`);
    valid.push({ file, town: facts });
  }

  for (const key of ["name", "order", "heroOrder"] as const) {
    const byValue = new Map<unknown, string[]>();
    for (const { file, town: facts } of valid) byValue.set(facts[key], [...(byValue.get(facts[key]) ?? []), file]);
    for (const [value, clash] of byValue) {
      if (clash.length > 1) problems.push(`${clash.join(", ")}: ${key} ${JSON.stringify(value)} is used by more than one town`);
    }
  }
  if (Object.keys(files).length === 0) problems.push("content/towns/: there must be at least one town file");
  return problems;
}
