import { z } from "zod";
import { business } from "./business.ts";
import { locales, type Locale } from "../core/locale.ts";
import { fillPlaceholders } from "../core/placeholders.ts";
import { sharedTrigramRatio } from "../core/text-similarity.ts";

/**
 * The rules every town file in content/towns/en/ (`{slug}.md`, its front matter) must meet.
 * scripts/generate-town-list.ts checks the files before it writes the generated data, and the build
 * (checkContent() in scripts/check-content.ts) and the unit tests check again; never in the browser:
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

/**
 * "source": the files as written, where the copy (`serviceArea`, `page`) may quote a business figure
 * as a {{placeholder}} (core/placeholders.ts); "filled": the copy after content/town-pages.ts filled
 * them in, which must read as finished text.
 */
export type TownCopyStage = "source" | "filled";

/** A {{placeholder}} as core/placeholders.ts fills it: {{rush}}, {{cost 15}}. */
const placeholder = /\{\{\s*[A-Za-z]+(?:\s+\d+(?:\.\d+)?)?\s*\}\}/g;

/** How long a town's two descriptions may be: its search-result description, and its card's on /service-areas. */
const descriptionLengths = { search: { min: 80, max: 160 }, card: { min: 40 } } as const;

function schemas(stage: TownCopyStage) {
  const { search, card } = descriptionLengths;
  const finished = (value: string) => !/\{\{|\}\}|\bundefined\b|\bNaN\b|\[object /.test(value);
  const plain = z.string({ error: expected("text") }).trim().min(1, "must not be empty");
  const text = plain.refine(finished, "has an unfilled value (undefined, NaN or {{...}})");
  const copyText =
    stage === "filled"
      ? text
      : plain.refine((value) => finished(value.replace(placeholder, "")), "has a broken {{placeholder}} or an unfilled value (undefined, NaN)");
  const list = (item: z.ZodType<string>, what: string) =>
    z.array(item, { error: `must be a list of ${what}` }).min(1, `must name at least one ${what.replace(/s$/, "")}`);
  const position = z.number({ error: expected("a number") });

  const zip = z.object(
    {
      // YAML reads zip: 34285 as a number; either way it must be five digits.
      zip: z
        .union([z.string(), z.number()], { error: expected("a zip code") })
        .transform(String)
        .pipe(z.string().regex(/^\d{5}$/, "must be five digits"))
        .meta({ title: "Zip code", patternMessage: "must be five digits", pattern: "^\\d{5}$" }),
      areas: list(text, "neighborhoods").meta({
        title: "Neighborhoods in it",
        description: 'In Spanish, translate a name that describes a place ("Ballpark area"); a proper name stays as it is',
      }),
    },
    { error: "must be a zip code with its neighborhoods" },
  );

  const town = z.strictObject({
    name: text.meta({ title: "Town name" }),
    order: position.meta({ title: "Place in the town lists", description: "Lower numbers come first" }),
    heroOrder: position.meta({ title: "Place in the offer pages' rotating banner", description: "Lower numbers come first" }),
    county: z.enum(townCounties, { error: `must be one of ${townCounties.join(", ")}` }).meta({ title: "County" }),
    geo: z
      .strictObject({
        // Sarasota and Charlotte Counties lie within these, with a margin for the coast.
        latitude: z
          .number({ error: expected("a number") })
          .min(26.6, "must be in Sarasota or Charlotte County (a latitude from 26.6 to 27.45)")
          .max(27.45, "must be in Sarasota or Charlotte County (a latitude from 26.6 to 27.45)")
          .meta({ title: "Latitude" }),
        longitude: z
          .number({ error: expected("a number") })
          .min(-82.7, "must be in Sarasota or Charlotte County (a longitude from -82.7 to -81.5)")
          .max(-81.5, "must be in Sarasota or Charlotte County (a longitude from -82.7 to -81.5)")
          .meta({ title: "Longitude" }),
      })
      .meta({ title: "Where its dot goes on the map", description: "The town center's coordinates, as a map app gives them" }),
    speed: z
      .enum(["same-day", "rush"], { error: 'must be "same-day" or "rush"' })
      .meta({ title: "Fastest service", description: "same-day only where you offer it" }),
    zips: z
      .array(zip, { error: expected("a list of zip codes") })
      .min(1, "must list at least one zip code")
      .superRefine((zips, ctx) => {
        const seen = new Set<string>();
        zips.forEach((entry, index) => {
          if (seen.has(entry.zip)) ctx.addIssue({ code: "custom", message: `lists ${entry.zip} twice`, path: [index, "zip"] });
          seen.add(entry.zip);
        });
      })
      // A zip code is a fact; its neighborhoods' names are words, translated where a name is not
      // a proper one ("Ballpark area"). The Spanish list's entry for a zip code is found by the
      // zip code; a zip code the Spanish lacks, or whose names it counts otherwise, shows the English names.
      .meta({ title: "Zip codes", pairedBy: "zip", translationOptional: true }),
    alsoSurrounding: z
      .boolean({ error: expected("true or false") })
      .meta({ title: "Also serves the surrounding area", description: 'The page says "and surrounding areas"' }),
    mapLabel: z
      .enum(mapLabelSides, { error: `must be one of ${mapLabelSides.join(", ")}` })
      .meta({ title: "Side of its dot the name sits on, on the map" })
      .optional(),
  });

  const long = { multiline: true };
  const serviceArea = z
    .strictObject({
      description: copyText
        .min(card.min, `must be at least ${card.min} characters: a sentence or two about the town`)
        .meta({ title: "Description", ...long }),
      highlights: list(copyText, "highlights").meta({ title: "Highlights" }),
    })
    .meta({ title: "Card on the service-areas page" });

  const page = z
    .strictObject({
      headline: copyText.meta({ title: "Headline", description: "Must name the town" }),
      lead: copyText.meta({ title: "Opening paragraph", ...long }),
      description: copyText
        .min(search.min, `must be at least ${search.min} characters (search results show about 150)`)
        .max(search.max, `must be at most ${search.max} characters (search results cut it)`)
        .meta({ title: "Description in search results", description: `${search.min} to ${search.max} characters, naming the town`, ...long }),
      reasons: z
        .array(
          z.strictObject({ title: copyText.meta({ title: "Title" }), text: copyText.meta({ title: "Text", ...long }) }),
          { error: "must be a list of reasons" },
        )
        .length(3, "must be exactly three reasons")
        .meta({ title: "Three reasons to use the service here" }),
      neighborhoodsIntro: copyText.meta({ title: "Sentence above the neighborhoods", ...long }),
      testimonial: z
        .strictObject({ name: copyText.meta({ title: "Customer's name" }), text: copyText.meta({ title: "What they said", ...long }) })
        .meta({ title: "Customer quote" }),
    })
    .meta({ title: "Town page" });

  /** A whole file's front matter: the facts, with the card and the page copy under their own keys. */
  const file = town.extend({ serviceArea, page });

  return { town, serviceArea, page, file };
}

type Schemas = ReturnType<typeof schemas>;

/** One town file's front matter as written (placeholders allowed): what the studio's town form edits. */
export const townFileSchema = () => schemas("source").file;

/** A zip code and the neighborhoods of the town it covers. */
export type TownZip = z.output<Schemas["town"]>["zips"][number];

/**
 * A town's facts: what the lists, the map, the zip-code check and the town page read. At least one
 * zip code, so `town.zips[0]` is a zip code in the type too.
 */
export type TownFacts = Omit<z.output<Schemas["town"]>, "zips"> & {
  /** The file's name without ".md": the page's address. */
  slug: string;
  zips: [TownZip, ...TownZip[]];
};
/** What /service-areas says about the town: description, highlights. */
export type TownServiceArea = z.output<Schemas["serviceArea"]>;
/** The town page's own copy. */
export type TownPageCopy = z.output<Schemas["page"]>;

/** One town file, checked: its facts, its /service-areas card and its page copy. */
export type TownFile = { town: TownFacts; serviceArea: TownServiceArea; page: TownPageCopy };

/** "zips[1].zip" from zod's ["zips", 1, "zip"]. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("");
}

/**
 * The text fields of a town file that are the same in every language (scripts/translations.ts, the
 * studio): the town's name, its zip codes (not their neighborhoods' names), and the quoted customer's name.
 */
export const townFacts = ["name", "zips.zip", "page.testimonial.name"] as const;

/**
 * The business's figures a town's words must not write out, each with the {{placeholder}} that
 * fills it from the facts (so a new price reaches every town page): the price, the former price,
 * the minimum order, the first-order discount while it runs, the turnaround and the brand's name.
 */
function businessFigures(): { figure: RegExp; shown: string; placeholder: string }[] {
  const { pricing, turnaround, brandName } = business;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // A price as a figure of money, however many of its cents are written: $1.50 as "$1.50" or "$1.5", $2 as "$2" or "$2.00".
  const money = (price: number) => {
    const [dollars, cents = ""] = price.toFixed(2).split(".");
    const significant = cents.replace(/0+$/, "");
    return new RegExp(`\\$${dollars}${significant ? `\\.${significant}0?` : "(?:\\.00?)?"}(?![\\d]|\\.\\d)`);
  };
  return [
    { shown: `$${pricing.washFoldPerLb.toFixed(2)}`, figure: money(pricing.washFoldPerLb), placeholder: "{{price}}" },
    { shown: `$${pricing.washFoldWasPerLb.toFixed(2)}`, figure: money(pricing.washFoldWasPerLb), placeholder: "{{wasPrice}}" },
    { shown: `${pricing.minimumOrderLb} lb`, figure: new RegExp(`(?<![\\d.])${pricing.minimumOrderLb} lb`), placeholder: "{{minimumLb}} lb" },
    { shown: turnaround.range, figure: new RegExp(escape(turnaround.range)), placeholder: "{{turnaround}}" },
    { shown: brandName, figure: new RegExp(escape(brandName)), placeholder: "{{brand}}" },
  ];
}

/**
 * Words that promise same-day service, in either language, as written or through the placeholder
 * that says it ("Same-day pickup", "same day service", "entrega el mismo día", {{sameDay}}); "the
 * same day every week" promises nothing.
 */
export const promisesSameDay =
  /same-day|same day (?:service|pickup|delivery|turnaround|laundry|return)|\{\{sameDay\}\}|(?:servicio|recogida|entrega|lavado)s? (?:en )?el mismo día/i;

/** What must differ from town to town: its page's own words, with the town's name taken out (a name swap alone makes no new page). */
function ownWords({ town, page }: TownFile): string {
  const { headline, lead, description, reasons, neighborhoodsIntro, testimonial } = page;
  return [headline, lead, description, ...reasons.flatMap((r) => [r.title, r.text]), neighborhoodsIntro, testimonial.text].join("\n").replaceAll(town.name, "TOWN");
}

/** The slug a town file's path names: "content/towns/en/north-port.md" → "north-port". */
export const slugOfTownFile = (file: string) => file.replace(/^.*\//, "").replace(/\.md$/, "");

/**
 * The two descriptions' lengths as the pages show them: their {{placeholders}} filled in, in the
 * file's language, with the first-order offer running and paused (a `{{#offer}}` part goes while it
 * is paused), so that no save of a town, nor a pause of the offer, leaves the build a description
 * shorter or longer than the schema's bounds. The filled stage measures them as they are.
 */
function filledLengthProblems(file: string, card: string, search: string): string[] {
  const of: Locale = locales.find((code) => file.includes(`/${code}/`)) ?? "en";
  const lengths = (text: string) => {
    try {
      return [true, false].map((offerRunning) => fillPlaceholders(text, file, {}, offerRunning, of).length);
    } catch {
      return []; // a broken placeholder: the schema names it
    }
  };
  const problems: string[] = [];
  const bounds = [
    { field: "page.description", text: search, ...descriptionLengths.search },
    { field: "serviceArea.description", text: card, max: Infinity, ...descriptionLengths.card },
  ];
  for (const { field, text, min, max } of bounds) {
    const shown = lengths(text);
    if (shown.length === 0) continue;
    const [shortest, longest] = [Math.min(...shown), Math.max(...shown)];
    if (shortest < min) problems.push(`${file}: ${field}: must be at least ${min} characters as the page shows it, its {{placeholders}} filled in (it shows ${shortest})`);
    if (longest > max) problems.push(`${file}: ${field}: must be at most ${max} characters as the page shows it, its {{placeholders}} filled in (it shows ${longest})`);
  }
  return problems;
}

/**
 * Checks every town file's front matter (`files` maps each file's path to its parsed YAML, possibly
 * not a town at all) and returns the towns that pass, keyed by path, and every problem, one line
 * each, naming the file and the field: "content/towns/en/venice.md: zips[1].zip: must be five digits".
 */
export function checkTownFiles(
  files: Readonly<Record<string, unknown>>,
  stage: TownCopyStage = "source",
): { problems: string[]; towns: Record<string, TownFile> } {
  const { file: schema } = schemas(stage);
  // Looked for as written: the filled-in copy has the figures in it, from its placeholders.
  const figures = stage === "source" ? businessFigures() : [];
  const problems: string[] = [];
  const towns: Record<string, TownFile> = {};

  for (const [file, data] of Object.entries(files)) {
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      problems.push(`${file}: the front matter must list the town's fields (name:, county:, zips: and so on)`);
      continue;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldPath(issue.path);
        if (issue.code === "unrecognized_keys") {
          for (const key of issue.keys) {
            problems.push(`${file}: ${field ? `${field}.` : ""}${key}: is not a field a town file has (check its spelling)`);
          }
        } else {
          problems.push(`${file}: ${field ? `${field}: ` : ""}${issue.message}`);
        }
      }
      continue;
    }
    const { serviceArea, page, ...facts } = parsed.data;
    const town = { slug: slugOfTownFile(file), ...facts } as TownFacts;
    if (!page.headline.includes(town.name)) problems.push(`${file}: page.headline: must name the town (${town.name})`);
    if (!page.description.includes(town.name)) problems.push(`${file}: page.description: must name the town (${town.name})`);
    if (stage === "source") problems.push(...filledLengthProblems(file, serviceArea.description, page.description));
    const words = JSON.stringify({ serviceArea, page });
    if (town.speed !== "same-day" && promisesSameDay.test(words)) {
      problems.push(`${file}: promises same-day service, but its fastest service is "${town.speed}": offer it there first (Fastest service), or take the promise out`);
    }
    for (const { figure, shown, placeholder } of figures) {
      if (figure.test(words)) problems.push(`${file}: writes "${shown}" where ${placeholder} keeps it up to date: write ${placeholder} instead`);
    }
    towns[file] = { town, serviceArea, page };
  }

  for (const key of ["name", "order", "heroOrder"] as const) {
    const byValue = new Map<unknown, string[]>();
    for (const [file, { town }] of Object.entries(towns)) byValue.set(town[key], [...(byValue.get(town[key]) ?? []), file]);
    for (const [value, clash] of byValue) {
      if (clash.length > 1) problems.push(`${clash.join(", ")}: ${key}: ${JSON.stringify(value)} is used by more than one town`);
    }
  }

  // Each town's page in words of its own: near-copies read as the same page to search engines.
  const entries = Object.entries(towns);
  for (const [i, [fileA, a]] of entries.entries()) {
    for (const [fileB, b] of entries.slice(i + 1)) {
      if (sharedTrigramRatio(ownWords(a), ownWords(b)) >= 0.5) {
        problems.push(`${fileA}, ${fileB}: the two town pages share half their wording or more; write each in words of its own (search engines pass over near-copies)`);
      }
    }
  }
  return { problems, towns };
}
