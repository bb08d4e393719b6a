import { describe, expect, it } from "vitest";
import { sharedTrigramRatio, wordTrigrams } from "./text-similarity.ts";

describe("wordTrigrams", () => {
  it("collects three-word phrases, ignoring case and punctuation", () => {
    expect([...wordTrigrams("Fresh, folded laundry! Fresh folded laundry.")]).toEqual([
      "fresh folded laundry",
      "folded laundry fresh",
      "laundry fresh folded",
    ]);
    expect(wordTrigrams("two words").size).toBe(0);
  });
});

describe("sharedTrigramRatio", () => {
  it("is 1 for the same text with the town swapped only where the town's name is", () => {
    const a = "We pick up laundry across the town every single week without fail";
    expect(sharedTrigramRatio(a, a)).toBe(1);
    expect(sharedTrigramRatio("Laundry in Venice is picked up weekly", "Laundry in Englewood is picked up weekly")).toBeCloseTo(2 / 5);
    expect(sharedTrigramRatio("the quick brown fox", "a slow green turtle")).toBe(0);
  });
});
