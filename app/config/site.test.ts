import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { business } from "../../content/business.ts";
import { site } from "./site.ts";

describe("site config", () => {
  it("derives display forms from the business constants", () => {
    expect(site.price.perLb).toBe("$1.49/lb");
    expect(site.price.wasPerLb).toBe("$1.89/lb");
    expect(site.hoursText).toEqual(["Mon-Sat 8AM-8PM", "Sun 12PM-8PM"]);
    expect(site.phoneHref).toMatch(/^tel:\+1\d{10}$/);
    expect(site.towns).toHaveLength(9);
  });

  it("keeps the savings claim true: our price is over 60% below the dry-cleaning chain", () => {
    const chain = Math.max(...business.competitors.map((c) => c.pricePerLb));
    expect(1 - business.pricing.washFoldPerLb / chain).toBeGreaterThan(0.6);
  });
});

/**
 * One source for every business constant: these literals may appear only in content/business.ts
 * (and in tests, which check them). A component that types "1.49" or the phone number fails here.
 */
describe("no hard-coded business constants", () => {
  const guarded = [
    "1.49",
    "1.89",
    "3.99",
    "1.99",
    "555-0142",
    "5550142",
    "info@example.com",
    "app.example.com",
    "8AM-8PM",
    "12PM-8PM",
  ];
  const roots = ["app", "content", "server"];
  const files = roots.flatMap((root) => walk(root)).filter((file) => /\.(ts|tsx|md|css)$/.test(file));

  it("scans the source tree", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const literal of guarded) {
    it(`"${literal}" appears only in content/business.ts`, () => {
      const offenders = files.filter(
        (file) =>
          file !== join("content", "business.ts") &&
          !/\.test\.tsx?$/.test(file) &&
          readFileSync(file, "utf8").includes(literal),
      );
      expect(offenders).toEqual([]);
    });
  }
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.endsWith(".generated.ts")) return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
