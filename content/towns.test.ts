import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sharedTrigramRatio } from "../tests/support/text-similarity.ts";
import { business } from "./business.ts";
import { townPageList as towns, type TownPage as Town } from "./town-pages.ts";
import {
  distanceMeters,
  metersOutside,
  postalEntry,
  reachMeters,
  servedCountyShapes,
  zipAreaMarginMeters,
} from "../scripts/build-zip-coverage.ts";
import { heroTownOrder, townBySlug } from "./towns.ts";

/**
 * The specification's "Zip coverage per city page" section (§3), read from the spec itself, the one
 * place the zip table is checked against it. The spec sits in `shared/` beside the repository
 * (`../shared/spec/site-spec.md` from its root); SITE_SPEC names another copy.
 */
function specZipCoverage(): Array<{ town: string; zips: Array<{ zip: string; areas: string[] }>; surrounding: boolean }> {
  const candidates = [
    process.env.SITE_SPEC,
    fileURLToPath(new URL("../../shared/spec/site-spec.md", import.meta.url)),
    // In a linked git worktree, beside the main checkout.
    mainCheckoutSpec(),
  ].filter((path): path is string => Boolean(path));
  const file = candidates.find((path) => existsSync(path));
  if (!file) throw new Error(`The specification is not at ${candidates.join(" or ")}; set SITE_SPEC to its path`);
  const text = readFileSync(file, "utf8");
  const section = /^Zip coverage per city page:\s*\n((?:- .*\n?)+)/m.exec(text)?.[1];
  if (!section) throw new Error(`No "Zip coverage per city page" list in ${file}`);
  return section
    .trim()
    .split("\n")
    .map((line) => {
      const [, town = "", rest = ""] = /^- ([^:]+):\s*(.*)$/.exec(line) ?? [];
      const surrounding = /\bplus surrounding\b/.test(rest);
      const listed = rest.replace(/\s*plus surrounding.*$/, "");
      // "34285 (Venice Beach and Island), 34293 South Venice" -> each zip with the words up to the next.
      const zips = [...listed.matchAll(/(\d{5})\s*(.*?)(?=,?\s*\d{5}|\.?$)/g)].map(([, zip = "", words = ""]) => ({
        zip,
        areas: words
          .replace(/^\(|\)$/g, "")
          .split(/,\s*|\s+and\s+/)
          .map((w) => w.trim())
          .filter(Boolean),
      }));
      return { town, zips, surrounding };
    });
}

function mainCheckoutSpec(): string | undefined {
  try {
    const common = execFileSync("git", ["rev-parse", "--path-format=absolute", "--git-common-dir"], {
      cwd: fileURLToPath(new URL(".", import.meta.url)),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return join(dirname(common), "..", "shared", "spec", "site-spec.md");
  } catch {
    return undefined;
  }
}

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
  it("lists every town of the specification's zip table once, in the hero order too", () => {
    const slugs = towns.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(towns.map((t) => t.name).sort()).toEqual(specZipCoverage().map((s) => s.town).sort());
    expect([...heroTownOrder].sort()).toEqual([...slugs].sort());
    expect(townBySlug("venice")?.name).toBe("Venice");
    expect(townBySlug("naples")).toBeUndefined();
  });

  it("has the zip codes, neighbourhoods and 'plus surrounding' of the specification's zip table", () => {
    const spec = specZipCoverage();
    expect(spec.length).toBeGreaterThan(0);
    for (const entry of spec) {
      const town = towns.find((t) => t.name === entry.town);
      expect(town, entry.town).toBeDefined();
      if (!town) continue;
      expect(town.zips.map((z) => z.zip), town.name).toEqual(entry.zips.map((z) => z.zip));
      expect(town.alsoSurrounding, town.name).toBe(entry.surrounding);
      for (const [i, { zip, areas }] of entry.zips.entries()) {
        // The spec abbreviates ("34286 West", "33950 (Downtown, Isles)"): each of its words names one area, in order.
        const ours = town.zips[i]?.areas ?? [];
        expect(ours.length, `${town.name} ${zip}`).toBe(areas.length);
        for (const [j, words] of areas.entries()) expect(ours[j]?.toLowerCase(), `${town.name} ${zip}`).toContain(words.toLowerCase());
      }
    }
  });

  it("gives every town unique five-digit zips inside the served counties and within reach of the town", () => {
    const shapes = servedCountyShapes();
    for (const town of towns) {
      const zips = town.zips.map((z) => z.zip);
      expect(new Set(zips).size, town.name).toBe(zips.length);
      for (const zip of zips) {
        expect(zip, town.name).toMatch(/^\d{5}$/);
        const entry = postalEntry(zip);
        expect(entry.state, `${town.name} ${zip}`).toBe("FL");
        // Englewood straddles the county line: its page lists Placida (33946), across it in Charlotte.
        const outside = Math.min(...shapes.map((shape) => metersOutside(shape, entry)));
        expect(outside, `${town.name} ${zip}`).toBeLessThanOrEqual(zipAreaMarginMeters);
        expect(distanceMeters(entry, town.geo), `${town.name} ${zip}`).toBeLessThanOrEqual(reachMeters);
      }
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
