import { z } from "zod";

/**
 * The rules of content/es/business-words.json (core/business-words.ts), titled in the owner's words;
 * imported by the build's checks and the studio only, never by a page.
 */
const text = (title: string, description?: string) =>
  z.string("must be text").trim().min(1, "must not be empty").meta({ title, ...(description ? { description } : {}) });

/** content/es/business-words.json's rules, titled in the owner's words; `english` gives each list its length. */
export function spanishBusinessWordsSchema(english: { competitors: readonly unknown[]; detergents: readonly unknown[] }) {
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
        range: text("Turnaround range", 'Like "1 o 2 días"'),
        sameDay: text("Same-day service"),
      })
      .meta({ title: "Turnaround wording" }),
    pickupCutoff: text("Last pickup time, as written", 'Like "las 8 p. m.", as it reads after "antes de"'),
    detergents: sameLength(text("Detergent"), english.detergents.length, "Detergents offered", "detergents"),
  });
}

