import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { business } from "../content/business.ts";
import { towns } from "../content/towns.ts";
import { formatClock, formatPrice } from "./format.ts";
import spanishWords from "../content/es/business-words.json" with { type: "json" };
import type { BusinessWords } from "./business-words.ts";
import { site, siteIn } from "./site.ts";

describe("site config", () => {
  it("shows each price as the config's number formatted", () => {
    expect(site.price.perLb).toBe(`${formatPrice(business.pricing.washFoldPerLb)}/lb`);
    expect(site.price.wasPerLb).toBe(`${formatPrice(business.pricing.washFoldWasPerLb)}/lb`);
    expect(site.price.perLb).toMatch(/^\$\d+\.\d{2}\/lb$/);
  });

  it("lists every opening-hours entry as label, opening and closing time", () => {
    expect(site.hoursText).toHaveLength(business.hours.length);
    site.hoursText.forEach((line, i) => {
      const hours = business.hours[i]!;
      expect(line).toBe(`${hours.label} ${formatClock(hours.opens)}-${formatClock(hours.closes)}`);
    });
  });

  it("dials the phone number it shows", () => {
    expect(site.phoneHref).toBe(`tel:${site.phone.replaceAll("-", "")}`);
    expect(site.phoneHref.replace(/\D/g, "").slice(1)).toBe(site.phoneDisplay.replace(/\D/g, ""));
  });

  it("serves every town of content/towns.ts", () => {
    expect(site.towns.map((t) => t.slug)).toEqual(towns.map((t) => t.slug));
  });

  it("computes a savings claim that is true of the prices", () => {
    const claimed = Number(/over (\d+)%/.exec(site.savingsClaim)?.[1]);
    const dearest = Math.max(...business.competitors.map((c) => c.pricePerLb));
    expect(1 - business.pricing.washFoldPerLb / dearest).toBeGreaterThan(claimed / 100);
    expect(1 - business.pricing.washFoldPerLb / dearest).toBeLessThan(claimed / 100 + 0.1);
    // Spanish says the same figure, its percent sign written as the discount's is ("20%"), with no space.
    expect(siteIn("es", spanishWords as BusinessWords).savingsClaim).toBe(`más del ${claimed}%`);
  });
});

/**
 * One source for every business constant: these literals may appear only in content/business.json or
 * business.ts (and in tests, which check them). A component that types "1.49" or the phone number fails here.
 */
describe("no hard-coded business constants", () => {
  // Derived from the config, so the guard follows an edit of content/business.json.
  const guarded = [
    ...[business.pricing.washFoldPerLb, business.pricing.washFoldWasPerLb, ...business.competitors.map((c) => c.pricePerLb)].map(
      (price) => price.toFixed(2),
    ),
    business.phone.slice(-8),
    business.phone.slice(-8).replace("-", ""),
    business.email,
    new URL(business.appUrl).host,
    ...site.hoursText.map((line) => line.slice(line.indexOf(" ") + 1)),
  ];
  const roots = ["app", "content", "core", "server"];
  const files = roots.flatMap((root) => walk(root)).filter((file) => /\.(ts|tsx|md|css)$/.test(file));

  it("scans the source tree", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const literal of guarded) {
    it(`"${literal}" appears only in content/business.json or business.ts`, () => {
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
