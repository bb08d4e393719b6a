import type { Locale } from "./locale.ts";

/**
 * The words among the business facts: what a page reads aloud rather than computes. English are in
 * content/business.json (the owner's) and content/business.ts (the engineer's); Spanish in
 * content/es/business-words.json, which the owner edits in the studio ("Business facts" › "Words in
 * Spanish"). Each Spanish list has one entry per English entry, in the same order: the Spanish
 * name of the first competitor is the first competitor's. The opening hours have no Spanish words:
 * a Spanish page names their days from the days (`daysInSpanish` in core/format.ts). core/site.ts lays the build's
 * language over the facts; core/placeholders.ts fills each language's pages with its own. The
 * Spanish file's rules are in core/business-words-schema.ts, apart, so the pages carry no
 * validation library.
 */
export type BusinessWords = {
  tagline?: string;
  region?: string;
  counties?: readonly string[];
  serviceAreaSummary?: string;
  pricing?: { promoBadge: string };
  competitors?: readonly { name: string; note: string }[];
  turnaround?: Readonly<Record<"standard" | "standardDetail" | "rush" | "marketing" | "range" | "sameDay", string>>;
  pickupCutoff?: string;
  detergents?: readonly string[];
};

/**
 * The facts with `words` laid over them: each word field takes the language's words, every figure
 * (days, prices) stays. A list of words is replaced whole; a list of entries (the competitors)
 * takes each entry's words by position; a word the facts do not hold is ignored, so
 * the same words lay over content/business.json alone (vite.config.ts) or over all the facts.
 */
export function withWords<Facts>(facts: Facts, words: BusinessWords): Facts {
  return overlay(facts, words) as Facts;
}

function overlay(facts: unknown, words: unknown): unknown {
  if (words === undefined) return facts;
  if (typeof facts === "string") return typeof words === "string" ? words : facts;
  if (Array.isArray(facts)) {
    if (!Array.isArray(words)) return facts;
    if (facts.every((item) => typeof item === "string")) return words;
    return facts.map((item, i) => overlay(item, words[i]));
  }
  if (facts && typeof facts === "object") {
    if (!words || typeof words !== "object") return facts;
    return Object.fromEntries(Object.entries(facts).map(([key, value]) => [key, overlay(value, (words as Record<string, unknown>)[key])]));
  }
  return facts;
}

/** The English words of the facts, in the shape of a language's words file: what that file translates. */
export function englishWords(facts: { [Field in keyof BusinessWords]-?: NonNullable<BusinessWords[Field]> }): Required<BusinessWords> {
  return {
    tagline: facts.tagline,
    region: facts.region,
    counties: facts.counties,
    serviceAreaSummary: facts.serviceAreaSummary,
    pricing: { promoBadge: facts.pricing.promoBadge },
    competitors: facts.competitors.map(({ name, note }) => ({ name, note })),
    turnaround: facts.turnaround,
    pickupCutoff: facts.pickupCutoff,
    detergents: facts.detergents,
  };
}

/** Which file holds a language's words over the facts; English's are the facts themselves. */
export const businessWordsFile: Readonly<Record<Exclude<Locale, "en">, string>> = { es: "content/es/business-words.json" };
