import type { Locale } from "./locale.ts";

/**
 * The words among the business facts: what a page reads aloud rather than computes. English are in
 * content/business.json (the owner's) and content/business.ts (the engineer's); Spanish in
 * content/es/business-words.json, which the owner edits in the studio ("Business facts" › "Words in
 * Spanish"). Each Spanish list has one entry per English entry, in the same order: the Spanish
 * "Opening hours" label of the first line is the first line's. core/site.ts lays the build's
 * language over the facts; core/placeholders.ts fills each language's pages with its own. The
 * Spanish file's rules are in core/business-words-schema.ts, apart, so the pages carry no
 * validation library.
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

/** Which file holds a language's words over the facts; English's are the facts themselves. */
export const businessWordsFile: Readonly<Record<Exclude<Locale, "en">, string>> = { es: "content/es/business-words.json" };
