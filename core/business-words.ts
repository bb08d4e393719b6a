import type { Locale } from "./locale.ts";

/**
 * The words among the business facts: what a page reads aloud rather than computes. English are in
 * content/business.json (the owner's) and content/business.ts (the engineer's); Spanish in
 * content/es/business-words.json, which the owner edits in the studio ("Business facts" › "Words in
 * Spanish"). Each entry of a Spanish list of names (the competitors, the detergents) names the
 * English entry it translates (`for`, the English name as written), and is laid over that entry
 * wherever either list has it: reordering the English moves the Spanish with it. An entry whose
 * English name is not (or not yet) among the facts is kept and ignored, so the owner writes the
 * Spanish of a new competitor first and then adds it in English
 * (docs/decisions/051-spanish-words-paired-by-name.md). The opening hours have no Spanish words: a
 * Spanish page names their days from the days (`daysInSpanish` in core/format.ts). core/site.ts lays the build's
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
  competitors?: readonly { for: string; name: string; note: string }[];
  turnaround?: Readonly<Record<"standard" | "standardDetail" | "rush" | "marketing" | "range" | "sameDay", string>>;
  pickupCutoff?: string;
  detergents?: readonly { for: string; name: string }[];
};

/** The lists whose entries name the English entry they translate, and that English entry's name (its key). */
export const keyedLists = {
  competitors: (entry: unknown) => (isRecord(entry) && typeof entry.name === "string" ? entry.name : undefined),
  detergents: (entry: unknown) => (typeof entry === "string" ? entry : undefined),
} as const;

export type KeyedList = keyof typeof keyedLists;

/** The field of a Spanish entry that names the English entry it translates, as written in English. */
export const translatesField = "for";

/** The text fields of a language's words that are English names, not words to translate (their paths, without list positions). */
export const businessWordsFacts: readonly string[] = Object.keys(keyedLists).map((list) => `${list}.${translatesField}`);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A key as compared: its spaces at either end do not count. */
const keyOf = (value: unknown) => (typeof value === "string" ? value.trim() : undefined);

/** The entry of `words` (a language's list) that translates the English entry named `name`, if any. */
export function entryFor<Entry>(words: readonly Entry[] | undefined, name: string | undefined): Entry | undefined {
  if (name === undefined || !Array.isArray(words)) return undefined;
  return words.find((entry) => isRecord(entry) && keyOf(entry[translatesField]) === name.trim());
}

/**
 * The facts with `words` laid over them: each word field takes the language's words, every figure
 * (days, prices) stays. A list of words (the counties) is replaced whole; each entry of a list of
 * names (the competitors, the detergents) takes the words of the entry that translates it, by its
 * English name, whatever the order of either list (an English entry without one keeps its English:
 * the build refuses that, core/business-words-schema.ts); a word the facts do not hold is ignored,
 * so the same words lay over content/business.json alone (vite.config.ts) or over all the facts.
 */
export function withWords<Facts>(facts: Facts, words: BusinessWords): Facts {
  return overlay(facts, inFactsOrder(facts, words)) as Facts;
}

/** `words` with each keyed list in the shape and order of the facts' list: an entry's words at its English entry's place. */
function inFactsOrder(facts: unknown, words: BusinessWords): unknown {
  if (!isRecord(facts) || !isRecord(words)) return words;
  const ordered: Record<string, unknown> = { ...words };
  for (const list of Object.keys(keyedLists) as KeyedList[]) {
    if (words[list] === undefined) continue;
    const english = facts[list];
    if (!Array.isArray(english)) {
      delete ordered[list];
      continue;
    }
    ordered[list] = english.map((item: unknown) => {
      const entry = entryFor(words[list] as readonly unknown[], keyedLists[list](item)) as Record<string, unknown> | undefined;
      if (!entry) return list === "detergents" ? item : undefined;
      const { [translatesField]: _key, ...own } = entry;
      return list === "detergents" ? own.name : own;
    });
  }
  return ordered;
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

/**
 * The English words of the facts, in the shape of a language's words file: what that file
 * translates, each entry of a keyed list naming itself.
 */
export function englishWords(facts: EnglishFacts): Required<BusinessWords> {
  return {
    tagline: facts.tagline,
    region: facts.region,
    counties: facts.counties,
    serviceAreaSummary: facts.serviceAreaSummary,
    pricing: { promoBadge: facts.pricing.promoBadge },
    competitors: facts.competitors.map(({ name, note }) => ({ [translatesField]: name, name, note })),
    turnaround: facts.turnaround,
    pickupCutoff: facts.pickupCutoff,
    detergents: facts.detergents.map((name) => ({ [translatesField]: name, name })),
  };
}

/** The facts that hold the English words. */
type EnglishFacts = { [Field in Exclude<keyof BusinessWords, KeyedList>]-?: NonNullable<BusinessWords[Field]> } & {
  competitors: readonly { name: string; note: string }[];
  detergents: readonly string[];
};

/** Which file holds a language's words over the facts; English's are the facts themselves. */
export const businessWordsFile: Readonly<Record<Exclude<Locale, "en">, string>> = { es: "content/es/business-words.json" };
