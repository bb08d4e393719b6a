import { describe, expect, it } from "vitest";
import { towns } from "../../content/towns.ts";
import { checkZip, coveredZips, outsideAreaPath, zipIndex } from "./zip-coverage.ts";

const names = (input: string) => {
  const answer = checkZip(input);
  return answer.kind === "covered" ? answer.towns.map((t) => t.name) : answer.kind;
};

describe("checkZip", () => {
  it("finds every town whose page lists a shared zip code", () => {
    for (const zip of new Set(towns.flatMap((t) => t.zips.map((z) => z.zip)))) {
      const listing = towns.filter((t) => t.zips.some((z) => z.zip === zip)).map((t) => t.name);
      expect(names(zip), zip).toEqual(listing);
    }
    expect(names("34287")).toEqual(["North Port", "West Port"]);
  });

  it("serves the zips inside the towns that the town pages do not list, from a nearby town", () => {
    expect(names("34292")).toContain("Venice"); // Venice east of the Intracoastal
    expect(names("34289")).toEqual(["North Port"]);
    expect(names("34291")).toEqual(["North Port"]);
    expect(names("33948")).toEqual(["Port Charlotte"]);
    expect(names("33954")).toEqual(["Port Charlotte"]);
    expect(names("33983")).toContain("Port Charlotte");
    expect(names("33982")).toEqual(["Punta Gorda"]);
  });

  it("sends zips far from every town outside the area", () => {
    expect(checkZip("10001")).toEqual({ kind: "uncovered", zip: "10001" }); // New York
    expect(checkZip("32801")).toEqual({ kind: "uncovered", zip: "32801" }); // Orlando
    expect(checkZip("33901")).toMatchObject({ kind: "uncovered" }); // Fort Myers, Lee County
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
