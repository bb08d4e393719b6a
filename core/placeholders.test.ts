import { describe, expect, it } from "vitest";
import { policies } from "../content/policies.ts";
import { countiesInSpanish, formatDollars, formatPrice } from "./format.ts";
import { fillPlaceholders, placeholderProblems, placeholders, placeholdersIn } from "./placeholders.ts";
import { site } from "./site.ts";

describe("fillPlaceholders", () => {
  it("fills business figures from the config and policies", () => {
    expect(fillPlaceholders("{{minimumLb}} lb at {{price}}")).toBe(`${site.pricing.minimumOrderLb} lb at ${site.price.now}`);
    expect(fillPlaceholders("{{ cost 10 }}")).toBe(formatPrice(10 * site.pricing.washFoldPerLb));
    expect(fillPlaceholders("{{hazardousItemsFee}}")).toBe(formatDollars(policies.fees.hazardousItems));
    expect(fillPlaceholders("[{{phone}}]({{phoneHref}})")).toBe(`[${site.phoneDisplay}](${site.phoneHref})`);
  });

  it("lets a document add its own values", () => {
    expect(fillPlaceholders("{{analytics}}", "privacy.md", { analytics: "Off." })).toBe("Off.");
  });

  it("keeps a Spanish time on one line, filled in or written: non-breaking spaces inside it", () => {
    expect(fillPlaceholders("antes de {{cutoff}} o a las 9 a. m. o 10 p.m.", "steps.json", { cutoff: "las 8 p. m." })).toBe(
      "antes de las 8\u00a0p.\u00a0m. o a las 9\u00a0a.\u00a0m. o 10\u00a0p.m.",
    );
    expect(fillPlaceholders("Open 8AM-8PM, a.m. and p.m. words", "steps.json")).toBe("Open 8AM-8PM, a.m. and p.m. words");
  });

  it("ends a sentence with one period when the value ends with one", () => {
    expect(fillPlaceholders("Before {{cutoff}}. Then more.", "steps.json", { cutoff: "8 p. m." })).toBe("Before 8\u00a0p.\u00a0m. Then more.");
    expect(fillPlaceholders("Before {{cutoff}}, then more.", "steps.json", { cutoff: "8 p. m." })).toBe("Before 8\u00a0p.\u00a0m., then more.");
    expect(fillPlaceholders("Wait for it... {{cutoff}}", "steps.json", { cutoff: "8 p.m." })).toBe("Wait for it... 8\u00a0p.m.");
  });

  it("refuses an unknown placeholder, naming the source", () => {
    expect(() => fillPlaceholders("{{prize}}", "post.md")).toThrow(/post\.md: \{\{prize\}\} is not a figure the site knows\. Known: \{\{brand\}\}/);
  });

  it("keeps the words about the first-order offer while it runs, and leaves them out while it is paused", () => {
    const text = "Pickup is free. {{#offer}}New customers get {{firstOrderDiscount}} off.{{/offer}} Call us.";
    expect(fillPlaceholders(text, "faq", {}, true)).toBe(`Pickup is free. New customers get ${placeholders.firstOrderDiscount} off. Call us.`);
    expect(fillPlaceholders(text, "faq", {}, false)).toBe("Pickup is free. Call us.");
    expect(fillPlaceholders("From {{price}}{{#offer}}, {{firstOrderDiscount}} off{{/offer}}.", "faq", {}, false)).toBe(`From ${site.price.now}.`);
  });

  it("refuses the discount outside an offer part, and an offer part left open, so pausing can never strand a sentence", () => {
    expect(placeholderProblems("New customers get {{firstOrderDiscount}} off.")).toEqual([
      "{{firstOrderDiscount}} must sit inside {{#offer}}…{{/offer}}, around the words about the offer, so they disappear while the offer is paused",
    ]);
    expect(placeholderProblems("{{#offer}}New customers get {{firstOrderDiscount}} off.")).toContain(
      "every {{#offer}} needs its {{/offer}} after it, around the words that mention the offer",
    );
    expect(() => fillPlaceholders("{{firstOrderDiscount}} off", "terms.md")).toThrow(/^terms\.md: \{\{firstOrderDiscount\}\} must sit inside/);
    expect(placeholderProblems("{{#offer}}{{firstOrderDiscount}} off{{/offer}} from {{price}}")).toEqual([]);
  });

  it("names two or more Spanish counties together, as Spanish writes them, and one or others as written", () => {
    expect(countiesInSpanish(["el condado de Sarasota", "el condado de Charlotte"])).toBe("los condados de Sarasota y Charlotte");
    expect(countiesInSpanish(["el condado de Sarasota", "el condado de Charlotte", "el condado de Lee"])).toBe("los condados de Sarasota, Charlotte y Lee");
    expect(countiesInSpanish(["el condado de Sarasota"])).toBe("el condado de Sarasota");
    expect(countiesInSpanish(["el condado de Sarasota", "la isla de Gasparilla"])).toBe("el condado de Sarasota y la isla de Gasparilla");
    expect(placeholdersIn("es").counties).toMatch(/^los condados de \S.* y \S/);
    expect(placeholdersIn("en").counties).toMatch(/County and .+ County$/);
  });

  it("has a value for every name", () => {
    for (const [name, value] of Object.entries(placeholders)) expect(value, name).not.toBe("");
  });
});
