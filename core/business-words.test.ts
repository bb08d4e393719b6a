import { describe, expect, it } from "vitest";
import facts from "../content/business.json" with { type: "json" };
import spanishWords from "../content/es/business-words.json" with { type: "json" };
import { englishWords, withWords, type BusinessWords } from "./business-words.ts";

const words = spanishWords as BusinessWords;

/** Each English competitor's Spanish name and note, and each detergent's Spanish name, as `withWords` lays them over `english`. */
function spanishOf(english: typeof facts) {
  const spanish = withWords(english, words);
  return {
    competitors: new Map(english.competitors.map((competitor, i) => [competitor.name, spanish.competitors[i]])),
    detergents: new Map(english.detergents.map((detergent, i) => [detergent, spanish.detergents[i]])),
  };
}

describe("the Spanish words laid over the business facts", () => {
  it("keep each Spanish name on its competitor and detergent when the English lists are reordered", () => {
    const asWritten = spanishOf(facts);
    const reordered = spanishOf({ ...facts, competitors: [...facts.competitors].reverse(), detergents: [...facts.detergents].reverse() });
    expect(reordered).toEqual(asWritten);
    for (const competitor of facts.competitors) {
      const entry = words.competitors!.find((w) => w.for === competitor.name)!;
      // The Spanish words, the English figures.
      expect(reordered.competitors.get(competitor.name)).toEqual({ ...competitor, name: entry.name, note: entry.note });
    }
    for (const detergent of facts.detergents) {
      expect(reordered.detergents.get(detergent)).toBe(words.detergents!.find((w) => w.for === detergent)!.name);
    }
  });

  it("ignore an entry whose English name the facts do not have (yet), and leave an English entry without one as it is", () => {
    const first = facts.competitors[0]!;
    const extra = { for: "A competitor not added yet", name: "Una lavandería nueva", note: "todavía no" };
    const spanish = withWords(facts, { ...words, competitors: [extra, ...words.competitors!.filter((w) => w.for !== first.name)] });
    expect(spanish.competitors).toHaveLength(facts.competitors.length);
    expect(spanish.competitors[0]).toEqual(first);
    expect(spanish.competitors.map((c) => c.name)).not.toContain(extra.name);
  });

  it("are translated from the English words each named by itself", () => {
    const english = englishWords({ ...facts, tagline: "", region: "", counties: [], serviceAreaSummary: "" });
    expect(english.competitors.map((c) => c.for)).toEqual(facts.competitors.map((c) => c.name));
    expect(english.detergents).toEqual(facts.detergents.map((name) => ({ for: name, name })));
  });
});
