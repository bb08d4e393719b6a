import { z } from "zod";
import type { Locale } from "./locale.ts";

/**
 * The words among the business facts: what a page reads aloud rather than computes. English are in
 * content/business.json (the owner's) and content/business.ts (the engineer's); Spanish in
 * content/es/business-words.json, which the owner edits in the studio ("Business facts" › "Words in
 * Spanish"). Each Spanish list has one entry per English entry, in the same order: the Spanish
 * "Opening hours" label of the first line is the first line's. core/site.ts lays the build's
 * language over the facts; core/placeholders.ts fills each language's pages with its own.
 */
export type BusinessWords = {
  tagline?: string;
  region?: string;
  counties?: readonly string[];
  serviceAreaSummary?: string;
  hours?: readonly { label: string }[];
  pricing?: { promoBadge: string };
  competitors?: readonly { name: string; note: string }[];
  turnaround?: Readonly<Record<"standard" | "standardDetail" | "rush" | "marketing" | "range" | "sameDay", string>>;
  pickupCutoff?: string;
  detergents?: readonly string[];
};

/** The facts with `words` laid over them: each word field takes the language's words, every figure (days, prices) stays. */
export function withWords<Facts extends WordedFacts>(facts: Facts, words: BusinessWords): Facts {
  return {
    ...facts,
    ...(words.tagline === undefined ? {} : { tagline: words.tagline }),
    ...(words.region === undefined ? {} : { region: words.region }),
    ...(words.counties === undefined ? {} : { counties: words.counties }),
    ...(words.serviceAreaSummary === undefined ? {} : { serviceAreaSummary: words.serviceAreaSummary }),
    hours: facts.hours.map((hours, i) => ({ ...hours, label: words.hours?.[i]?.label ?? hours.label })),
    pricing: { ...facts.pricing, promoBadge: words.pricing?.promoBadge ?? facts.pricing.promoBadge },
    competitors: facts.competitors.map((competitor, i) => ({
      ...competitor,
      name: words.competitors?.[i]?.name ?? competitor.name,
      note: words.competitors?.[i]?.note ?? competitor.note,
    })),
    turnaround: { ...facts.turnaround, ...words.turnaround },
    pickupCutoff: words.pickupCutoff ?? facts.pickupCutoff,
    detergents: words.detergents ?? facts.detergents,
  };
}

/** The facts `withWords` lays words over. */
type WordedFacts = {
  hours: readonly { label: string }[];
  pricing: { promoBadge: string };
  competitors: readonly { name: string; note: string }[];
  turnaround: object;
  pickupCutoff: string;
  detergents: readonly string[];
};

const text = (title: string, description?: string) =>
  z.string("must be text").trim().min(1, "must not be empty").meta({ title, ...(description ? { description } : {}) });

/** content/es/business-words.json's rules, titled in the owner's words; `english` gives each list its length. */
export function spanishBusinessWordsSchema(english: { hours: readonly unknown[]; competitors: readonly unknown[]; detergents: readonly unknown[] }) {
  const sameLength = <T extends z.ZodType>(item: T, count: number, title: string, what: string) =>
    z
      .array(item)
      .length(count, `must have ${count} entries, one for each of the ${what} in English, in the same order`)
      .meta({ title });
  return z.strictObject({
    tagline: text("Tagline", "One line about the business, under its name in search results"),
    region: text("Your region", 'Like "el suroeste de Florida", as it reads inside a sentence'),
    counties: sameLength(text("County"), 2, "Counties", "counties").meta({ title: "Counties", description: "As they read inside a sentence" }),
    serviceAreaSummary: text("Where you serve, in a few words", 'Like "desde el sur de Sarasota hasta Punta Gorda"'),
    hours: sameLength(z.strictObject({ label: text("Days, as shown", 'Like "lun.–sáb."') }), english.hours.length, "Opening hours: the days", "lines of opening hours"),
    pricing: z.strictObject({ promoBadge: text("Offer badge", 'Like "Por tiempo limitado"') }).meta({ title: "Prices" }),
    competitors: sameLength(
      z.strictObject({ name: text("Who"), note: text("Note under their price") }),
      english.competitors.length,
      "Competitors",
      "competitors",
    ),
    turnaround: z
      .strictObject({
        standard: text("Standard turnaround", 'Like "entrega en 2 días"'),
        standardDetail: text("Standard turnaround, explained"),
        rush: text("Rush service"),
        marketing: text("Turnaround in headlines", 'Like "24 a 48 horas"'),
        range: text("Turnaround range", 'Like "1 a 2 días"'),
        sameDay: text("Same-day service"),
      })
      .meta({ title: "Turnaround wording" }),
    pickupCutoff: text("Last pickup time, as written", 'Like "las 8 p. m.", as it reads after "antes de"'),
    detergents: sameLength(text("Detergent"), english.detergents.length, "Detergents offered", "detergents"),
  });
}

/** Which file holds a language's words over the facts; English's are the facts themselves. */
export const businessWordsFile: Readonly<Record<Exclude<Locale, "en">, string>> = { es: "content/es/business-words.json" };
