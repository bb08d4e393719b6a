import { describe, expect, it } from "vitest";
import { policies } from "../content/policies.ts";
import { formatDollars, formatPrice } from "./format.ts";
import { fillPlaceholders, placeholders } from "./placeholders.ts";
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

  it("refuses an unknown placeholder, naming the source", () => {
    expect(() => fillPlaceholders("{{prize}}", "post.md")).toThrow(/post\.md: unknown placeholder \{\{prize\}\}/);
  });

  it("has a value for every name", () => {
    for (const [name, value] of Object.entries(placeholders)) expect(value, name).not.toBe("");
  });
});
