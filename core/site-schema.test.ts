import { describe, expect, it } from "vitest";
import facts from "../content/business.json" with { type: "json" };
import { siteConfig } from "./site.ts";
import { businessFactsSchema, daysInWords, problemsInOwnersWords, validateSiteConfig } from "./site-schema.ts";

describe("validateSiteConfig", () => {
  it("accepts the embedded defaults", () => {
    expect(() => validateSiteConfig(siteConfig)).not.toThrow();
  });

  it("names each invalid value by its title and its path", () => {
    const bad = { ...siteConfig, phone: "941 555", appUrl: "ftp://x", email: "nope" };
    expect(() => validateSiteConfig(bad)).toThrow(/Phone number: must be written[\s\S]*at phone/);
    expect(() => validateSiteConfig(bad)).toThrow(/at appUrl/);
    expect(() => validateSiteConfig(bad)).toThrow(/Email address: must be an email address[\s\S]*at email/);
  });

  it("names a wrong business fact by its path", () => {
    const cheaperWas = { ...siteConfig, pricing: { ...siteConfig.pricing, washFoldWasPerLb: 1 } };
    expect(() => validateSiteConfig(cheaperWas)).toThrow(/at pricing\.washFoldWasPerLb/);
    const badHour = { ...siteConfig, hours: [{ ...siteConfig.hours[0], opens: "8am" }] };
    expect(() => validateSiteConfig(badHour)).toThrow(/24-hour time[\s\S]*at hours\[0\]\.opens/);
    const noMinimum = { ...siteConfig, pricing: { ...siteConfig.pricing, minimumOrderLb: 0 } };
    expect(() => validateSiteConfig(noMinimum)).toThrow(/at pricing\.minimumOrderLb/);
  });

  it("rejects a malformed analytics id", () => {
    expect(() => validateSiteConfig({ ...siteConfig, gaMeasurementId: "UA-1" })).toThrow(/G-XXXXXXX/);
  });
});

describe("problemsInOwnersWords", () => {
  const schema = businessFactsSchema();
  // Whatever days the owner's hours name: Sunday's entry when it has one of its own, else the first.
  const entry = Math.max(0, facts.hours.findIndex((h) => h.days.length === 1 && h.days[0] === "Sunday"));
  const withHours = (change: (hours: typeof facts.hours) => typeof facts.hours) => ({ ...facts, hours: change(facts.hours) });

  it("finds nothing wrong with the owner's file as it is", () => {
    expect(problemsInOwnersWords(schema, facts)).toEqual([]);
  });

  it("says which day closes before it opens", () => {
    const early = withHours((hours) => hours.map((h, i) => (i === entry ? { ...h, opens: "18:00", closes: "09:00" } : h)));
    const { label, days } = facts.hours[entry]!;
    expect(problemsInOwnersWords(schema, early)).toEqual([
      `Opening hours › ${label} › Closes at: ${daysInWords(days)} closing time must be after opening time`,
    ]);
  });

  it("refuses a day named twice, a former price below the price, and a price in fractions of a cent", () => {
    const twice = withHours((hours) => [...hours, { label: "Again", days: [hours[0]!.days[0]!], opens: "09:00", closes: "10:00" }]);
    expect(problemsInOwnersWords(schema, twice)).toEqual(["Opening hours: name each day only once"]);
    const price = facts.pricing.washFoldPerLb;
    const lower = { ...facts, pricing: { ...facts.pricing, washFoldWasPerLb: price - 0.01 } };
    expect(problemsInOwnersWords(schema, lower)).toEqual([
      "Prices › Former price per pound, shown struck through ($): must be higher than the wash & fold price",
    ]);
    const fraction = { ...facts, pricing: { ...facts.pricing, washFoldPerLb: 1.499 } };
    expect(problemsInOwnersWords(schema, fraction)).toEqual([
      "Prices › Wash & fold price per pound ($): must be in whole cents (at most two digits after the point)",
    ]);
  });

  it("names a list entry by its own name, and a field that is not part of the file", () => {
    const noName = { ...facts, competitors: facts.competitors.map((c, i) => (i === 0 ? { ...c, note: " " } : c)) };
    expect(problemsInOwnersWords(schema, noName)).toEqual([
      `Competitors' prices › ${facts.competitors[0]?.name} › Note under their price: must not be empty`,
    ]);
    expect(problemsInOwnersWords(schema, { ...facts, pricee: 1 })).toEqual(["is not a field here: pricee"]);
  });
});
