import { z } from "zod";
import { entryFor, keyedLists, translatesField, type KeyedList } from "./business-words.ts";

/**
 * The rules of content/es/business-words.json (core/business-words.ts), titled in the owner's words;
 * imported by the build's checks and the studio only, never by a page.
 */
const text = (title: string, description?: string) =>
  z.string("must be text").trim().min(1, "must not be empty").meta({ title, ...(description ? { description } : {}) });

/** The English facts a language's words are checked against: the lists whose entries each need their words. */
export type EnglishLists = { competitors: readonly unknown[]; detergents: readonly unknown[] };

/** What the owner calls each keyed list, in English (content/business.json's form) and in the words' form, and one of its entries. */
export const keyedListNames: Readonly<Record<KeyedList, { english: string; words: string; one: string }>> = {
  competitors: { english: "Competitors' prices", words: "Competitors", one: "competitor" },
  detergents: { english: "Detergents offered", words: "Detergents offered", one: "detergent" },
};

/** The English entries of `english` that no entry of `words` translates, list by list, by their English names. */
export function entriesWithoutWords(english: EnglishLists, words: unknown): { list: KeyedList; name: string }[] {
  const own = words && typeof words === "object" ? (words as Record<string, unknown>) : {};
  return (Object.keys(keyedLists) as KeyedList[]).flatMap((list) => {
    const entries = Array.isArray(own[list]) ? (own[list] as unknown[]) : [];
    return english[list].flatMap((item) => {
      const name = keyedLists[list](item);
      return name === undefined || name.trim() === "" || entryFor(entries, name) ? [] : [{ list, name }];
    });
  });
}

/** Why an English entry is refused: no entry translates it yet, and the order of saves that adds one. */
export const noWordsFor = (list: KeyedList, name: string) =>
  `no entry translates “${name}” (a ${keyedListNames[list].one} in ${keyedListNames[list].english}, in English); add one whose “Translates (the English name)” is “${name}”, or take the ${keyedListNames[list].one} out of the English first`;

/** content/es/business-words.json's rules, titled in the owner's words; `english` names the entries each keyed list must translate. */
export function spanishBusinessWordsSchema(english: EnglishLists) {
  const translates = (one: string) =>
    text(
      "Translates (the English name)",
      `The ${one}'s name exactly as it is written in English. To add a ${one}, add its entry here first, then the ${one} in English; an entry whose English name is not there (yet) is kept, and the pages leave it out`,
    );
  /** One entry for each English entry, found by its English name in any order; no name twice; entries for names the English lacks allowed. */
  const keyed = <T extends z.ZodType>(list: KeyedList, item: T, description: string) =>
    z
      .array(item)
      .superRefine((entries, context) => {
        const seen = new Set<string>();
        for (const entry of entries as Record<string, unknown>[]) {
          const key = typeof entry[translatesField] === "string" ? (entry[translatesField] as string).trim() : "";
          if (key === "") continue;
          if (seen.has(key)) context.addIssue({ code: "custom", message: `two entries translate “${key}”; keep one` });
          seen.add(key);
        }
        for (const missing of entriesWithoutWords(english, { [list]: entries })) {
          if (missing.list === list) context.addIssue({ code: "custom", message: noWordsFor(list, missing.name) });
        }
      })
      .meta({ title: keyedListNames[list].words, description, pairedBy: translatesField });
  return z.strictObject({
    tagline: text("Tagline", "One line about the business, under its name in search results"),
    region: text("Your region", 'Like "el suroeste de Florida", as it reads inside a sentence'),
    counties: z
      .array(text("County"))
      .length(2, "must have 2 entries, one for each of the counties in English, in the same order")
      .meta({ title: "Counties", description: "As they read inside a sentence" }),
    serviceAreaSummary: text("Where you serve, in a few words", 'Like "desde el sur de Sarasota hasta Punta Gorda"'),
    pricing: z.strictObject({ promoBadge: text("Offer badge", 'Like "Por tiempo limitado"') }).meta({ title: "Prices" }),
    competitors: keyed(
      "competitors",
      z.strictObject({ [translatesField]: translates("competitor"), name: text("Who"), note: text("Note under their price") }),
      "One entry for each competitor in Prices, hours and contact details, in any order",
    ),
    turnaround: z
      .strictObject({
        standard: text("Standard turnaround", 'Like "entrega en 2 días"'),
        standardDetail: text("Standard turnaround, explained"),
        rush: text("Rush service"),
        marketing: text("Turnaround in headlines", 'Like "24 a 48 horas"'),
        range: text("Turnaround range", 'Like "1 o 2 días"'),
        sameDay: text("Same-day service"),
      })
      .meta({ title: "Turnaround wording" }),
    pickupCutoff: text("Last pickup time, as written", 'Like "las 8 p. m.", as it reads after "antes de"'),
    detergents: keyed(
      "detergents",
      z.strictObject({ [translatesField]: translates("detergent"), name: text("Detergent", 'Like "con aroma"') }),
      "One entry for each detergent in Prices, hours and contact details, in any order",
    ),
  });
}
