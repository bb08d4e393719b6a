import { describe, expect, it } from "vitest";
import { configured } from "./site.ts";
import { validateSiteConfig } from "./site-schema.ts";

describe("validateSiteConfig", () => {
  it("accepts the embedded defaults", () => {
    expect(() => validateSiteConfig(configured)).not.toThrow();
  });

  it("names each invalid value", () => {
    const bad = { ...configured, phone: "941 555", appUrl: "ftp://x", email: "nope" };
    expect(() => validateSiteConfig(bad)).toThrow(/must look like[\s\S]*at phone/);
    expect(() => validateSiteConfig(bad)).toThrow(/at appUrl/);
    expect(() => validateSiteConfig(bad)).toThrow(/at email/);
  });

  it("rejects a malformed analytics id", () => {
    expect(() => validateSiteConfig({ ...configured, gaMeasurementId: "UA-1" })).toThrow(/G-XXXXXXX/);
  });
});
