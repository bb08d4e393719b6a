import { describe, expect, it } from "vitest";
import { siteConfig } from "./site.ts";
import { validateSiteConfig } from "./site-schema.ts";

describe("validateSiteConfig", () => {
  it("accepts the embedded defaults", () => {
    expect(() => validateSiteConfig(siteConfig)).not.toThrow();
  });

  it("names each invalid value", () => {
    const bad = { ...siteConfig, phone: "941 555", appUrl: "ftp://x", email: "nope" };
    expect(() => validateSiteConfig(bad)).toThrow(/must look like[\s\S]*at phone/);
    expect(() => validateSiteConfig(bad)).toThrow(/at appUrl/);
    expect(() => validateSiteConfig(bad)).toThrow(/at email/);
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
