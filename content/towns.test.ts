import { describe, expect, it } from "vitest";
import { sharedTrigramRatio } from "../tests/support/text-similarity.ts";
import { business } from "./business.ts";
import { townPageList as towns, type TownPage as Town } from "./town-pages.ts";
import { heroTownOrder, townBySlug } from "./towns.ts";

/** Zip coverage per city page, as the specification lists it (§3). */
const specZips: Record<string, Array<[string, string[]]>> = {
  "north-port": [
    ["34286", ["North Port West"]],
    ["34287", ["North Port Estates"]],
    ["34288", ["Central North Port"]],
    ["34293", ["South Venice"]],
  ],
  venice: [
    ["34285", ["Venice Beach", "Venice Island"]],
    ["34293", ["South Venice"]],
    ["34275", ["Nokomis"]],
  ],
  "wellen-park": [["34293", ["West Villages", "Downtown Wellen", "Playmore District", "Ballpark area"]]],
  "west-port": [["34287", ["West Port Central", "West Port North", "West Port South", "West Port Gardens"]]],
  "port-charlotte": [
    ["33952", ["Charlotte Harbor", "Mid-Port"]],
    ["33953", ["North Port Charlotte"]],
    ["33981", ["South Gulf Cove"]],
  ],
  "punta-gorda": [
    ["33950", ["Downtown Punta Gorda", "Punta Gorda Isles"]],
    ["33955", ["Burnt Store"]],
    ["33980", ["Charlotte Harbor"]],
  ],
  englewood: [
    ["34223", ["Englewood Beach", "Manasota Key"]],
    ["34224", ["Grove City"]],
    ["33946", ["Placida"]],
  ],
  "rotonda-west": [
    ["33947", ["Rotonda Heights", "Rotonda Sands", "Rotonda Lakes"]],
    ["33946", ["Cape Haze"]],
  ],
  "boca-grande": [["33921", ["Boca Grande Island", "Gasparilla Island"]]],
};
const withSurrounding = ["wellen-park", "west-port", "boca-grande"];

/** The copy written for one town: what must differ from town to town. */
function mainCopy(town: Town): string {
  return [
    town.headline,
    town.lead,
    town.description,
    ...town.reasons.flatMap((r) => [r.title, r.text]),
    town.neighbourhoodsIntro,
    town.testimonial.text,
  ].join("\n");
}

/** The copy with the town's own name taken out, so a name swap alone cannot make two pages differ. */
const anonymised = (town: Town) => mainCopy(town).replaceAll(town.name, "TOWN");

describe("towns", () => {
  it("lists the nine towns once each, in the hero order too", () => {
    expect(new Set(towns.map((t) => t.slug)).size).toBe(9);
    expect([...heroTownOrder].sort()).toEqual(towns.map((t) => t.slug).sort());
    expect(townBySlug("venice")?.name).toBe("Venice");
    expect(townBySlug("naples")).toBeUndefined();
  });

  it("has exactly the zip codes and neighbourhoods of the specification", () => {
    for (const town of towns) {
      expect(town.zips.map((z) => [z.zip, [...z.areas]]), town.name).toEqual(specZips[town.slug]);
      expect(town.alsoSurrounding, town.name).toBe(withSurrounding.includes(town.slug));
    }
  });

  it("puts every town in Sarasota or Charlotte County territory", () => {
    for (const { geo, name } of towns) {
      expect(geo.latitude, name).toBeGreaterThan(26.7);
      expect(geo.latitude, name).toBeLessThan(27.2);
      expect(geo.longitude, name).toBeGreaterThan(-82.5);
      expect(geo.longitude, name).toBeLessThan(-82.0);
    }
  });

  it("offers same-day service only in Boca Grande, and says so nowhere else", () => {
    expect(towns.filter((t) => t.speed === "same-day").map((t) => t.slug)).toEqual(["boca-grande"]);
    for (const town of towns.filter((t) => t.slug !== "boca-grande")) {
      expect(mainCopy(town), town.name).not.toMatch(/same[- ]day/i);
    }
  });

  it("keeps business constants out of the copy", () => {
    const constants = [
      String(business.pricing.washFoldPerLb),
      String(business.pricing.washFoldWasPerLb),
      `${business.pricing.minimumOrderLb} lb`,
      `${business.pricing.firstOrderDiscountPercent}%`,
      business.turnaround.range,
      business.brandName,
    ];
    for (const town of towns) for (const constant of constants) expect(mainCopy(town), town.name).not.toContain(constant);
  });

  it("names the town in its headline and keeps its description to a search-result length", () => {
    for (const town of towns) {
      expect(town.headline).toContain(town.name);
      expect(town.description).toContain(town.name);
      expect(town.description.length, town.name).toBeGreaterThan(80);
      expect(town.description.length, town.name).toBeLessThanOrEqual(160);
    }
  });

  it("gives every town its own copy: any two share under 50% of their word trigrams", () => {
    let worst = { ratio: 0, pair: "" };
    for (const [i, a] of towns.entries()) {
      for (const b of towns.slice(i + 1)) {
        const ratio = sharedTrigramRatio(anonymised(a), anonymised(b));
        if (ratio > worst.ratio) worst = { ratio, pair: `${a.name} / ${b.name}` };
      }
    }
    expect(worst.ratio, worst.pair).toBeLessThan(0.5);
    // Well apart, not just under the line: today's copy shares only a few stock phrases.
    expect(worst.ratio, worst.pair).toBeLessThan(0.15);
  });
});
