import { describe, expect, it } from "vitest";
import { serviceAreaRules } from "../../content/service-area-rules.ts";
import { towns } from "../../content/towns.ts";
import { distanceMeters, postalEntry, reachMeters } from "../../scripts/build-zip-coverage.ts";
import { checkZip, coveredZips, outsideAreaPath, zipIndex } from "./zip-coverage.ts";

const listedZips = new Set(towns.flatMap((t) => t.zips.map((z) => z.zip)));

const names = (input: string) => {
  const answer = checkZip(input);
  return answer.kind === "covered" ? answer.towns.map((t) => t.name) : answer.kind;
};

describe("checkZip", () => {
  it("finds every town whose page lists a shared zip code", () => {
    for (const zip of listedZips) {
      const listing = towns.filter((t) => t.zips.some((z) => z.zip === zip)).map((t) => t.name);
      expect(names(zip), zip).toEqual(listing);
    }
  });

  it("serves the zips near the towns that the town pages do not list, from the nearest town", () => {
    const unlisted = coveredZips.filter((zip) => !listedZips.has(zip) && !serviceAreaRules.alsoServe.includes(zip));
    expect(unlisted.length).toBeGreaterThan(0);
    for (const zip of unlisted) {
      const entry = postalEntry(zip);
      const nearest = towns.reduce((a, b) => (distanceMeters(entry, b.geo) < distanceMeters(entry, a.geo) ? b : a));
      expect(distanceMeters(entry, nearest.geo), zip).toBeLessThanOrEqual(reachMeters);
      expect(names(zip), zip).toContain(nearest.name);
    }
  });

  it("sends zips far from every town outside the area", () => {
    expect(checkZip("10001")).toEqual({ kind: "uncovered", zip: "10001" }); // New York
    expect(checkZip("32801")).toEqual({ kind: "uncovered", zip: "32801" }); // Orlando
    // Fort Myers, Lee County: outside unless the owner chose to serve it.
    if (!serviceAreaRules.alsoServe.includes("33901")) expect(checkZip("33901")).toMatchObject({ kind: "uncovered" });
  });

  it("accepts surrounding spaces and a ZIP+4 suffix on any zip", () => {
    for (const zip of ["34292", "34287", "10001"]) {
      const plain = checkZip(zip);
      for (const input of [` ${zip} `, `${zip}-1234`, ` ${zip}-0001\t`, `${zip} 1234`, `${zip}1234`]) {
        expect(checkZip(input), JSON.stringify(input)).toEqual(plain);
      }
    }
  });

  it("tells bad input apart from an uncovered zip", () => {
    for (const input of ["", "   ", "3428", "34a87", "342870", "34287-12", "34287-12345", "34287--1234", "zip 34287"]) {
      expect(checkZip(input), JSON.stringify(input)).toEqual({ kind: "invalid", input });
    }
  });

  it("names at least one town for every covered zip, each town once, in the towns' order", () => {
    const order = towns.map((t) => t.slug);
    expect(coveredZips).toEqual([...zipIndex.keys()].sort());
    for (const zip of coveredZips) {
      expect(zip).toMatch(/^\d{5}$/);
      const slugs = zipIndex.get(zip)!.map((t) => t.slug);
      expect(slugs.length, zip).toBeGreaterThan(0);
      expect(slugs, zip).toEqual([...new Set(slugs)].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    }
  });
});

describe("outsideAreaPath", () => {
  it("carries the zip in the query", () => {
    expect(outsideAreaPath("10001")).toBe("/outside-service-area?zip=10001");
  });
});
