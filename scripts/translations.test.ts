import { describe, expect, it } from "vitest";
import { englishWordsIn } from "./translations.ts";

describe("englishWordsIn", () => {
  it("finds English words left in a Spanish text, as written there", () => {
    expect(englishWordsIn("Tom and Linda B. nos confían su ropa")).toEqual(["and"]);
    expect(englishWordsIn("The laundry está lista")).toEqual(["The", "laundry"]);
    expect(englishWordsIn("Programe su pickup para mañana")).toEqual(["pickup"]);
  });

  it("leaves names, addresses, figures and the words Spanish shares with English alone", () => {
    // Spanish words English also has; loanwords US Spanish keeps; a capitalized name with an English word in it.
    expect(englishWordsIn("Use dos bolsas. Compare y ahorre: un plan real, total y regular.")).toEqual([]);
    expect(englishWordsIn("Jeans, chaquetas de chef y sábanas tamaño queen, con detergente premium.")).toEqual([]);
    expect(englishWordsIn("Cerca de Price Boulevard y Burnt Store Marina, en North Port.")).toEqual([]);
    expect(englishWordsIn("Lea [la guía](/blog/getting-laundry-ready-for-your-first-pickup) o vea Ready.gov.")).toEqual([]);
    expect(englishWordsIn("Escriba a info@example.com o visite https://example.com/the-laundry antes de las {{pickupCutoff}}.")).toEqual([]);
    expect(englishWordsIn("## Contáctenos {#contact}")).toEqual([]);
    // A name the caller knows (a customer's, a neighborhood's) is left out whole.
    expect(englishWordsIn("Reseña de Dorothy and Frank", ["Dorothy and Frank"])).toEqual([]);
  });
});
