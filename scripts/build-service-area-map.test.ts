import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mapCounties, mapTownPoints, mapViewBox } from "../app/components/sections/service-area-map.generated.ts";
import { towns } from "../content/towns.ts";
import { buildServiceAreaMap } from "./build-service-area-map.ts";

describe("the generated service-area map", () => {
  it("is what the script produces from us-atlas and content/towns.ts", () => {
    const committed = readFileSync(new URL("../app/components/sections/service-area-map.generated.ts", import.meta.url), "utf8");
    expect(committed).toBe(buildServiceAreaMap());
  });

  it("draws the two served counties with real outlines", () => {
    const served = mapCounties.filter((c) => c.served).map((c) => [c.fips, c.name]);
    expect(served).toEqual(
      expect.arrayContaining([
        ["12115", "Sarasota"],
        ["12015", "Charlotte"],
      ]),
    );
    for (const county of mapCounties) expect(county.d).toMatch(/^M[\d.,LMZ-]+Z$/);
  });

  it("places every town inside the picture, west to east and north to south as on the ground", () => {
    expect(mapTownPoints.map((p) => p.slug)).toEqual(towns.map((t) => t.slug));
    for (const point of mapTownPoints) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(mapViewBox.width);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(mapViewBox.height);
    }
    const at = (slug: string) => mapTownPoints.find((p) => p.slug === slug)!;
    // Venice is the westernmost and northernmost, Punta Gorda the easternmost, Boca Grande the southernmost.
    expect(Math.min(...mapTownPoints.map((p) => p.x))).toBe(at("venice").x);
    expect(Math.min(...mapTownPoints.map((p) => p.y))).toBe(at("venice").y);
    expect(Math.max(...mapTownPoints.map((p) => p.x))).toBe(at("punta-gorda").x);
    expect(Math.max(...mapTownPoints.map((p) => p.y))).toBe(at("boca-grande").y);
  });
});
