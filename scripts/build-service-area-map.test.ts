import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mapCounties, mapTownPoints, mapViewBox } from "../app/components/sections/service-area-map.generated.ts";
import { towns } from "../content/towns.ts";
import { buildServiceAreaMap } from "./build-service-area-map.ts";

describe("the generated service-area map", () => {
  it("is what the script produces from us-atlas and the town files", () => {
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
    // Every pair of towns keeps its compass relation: further west is further left, further north is higher.
    const at = new Map(mapTownPoints.map((p) => [p.slug, p]));
    for (const a of towns) {
      for (const b of towns) {
        const [pa, pb] = [at.get(a.slug)!, at.get(b.slug)!];
        if (a.geo.longitude < b.geo.longitude) expect(pa.x, `${a.name} west of ${b.name}`).toBeLessThanOrEqual(pb.x);
        if (a.geo.latitude > b.geo.latitude) expect(pa.y, `${a.name} north of ${b.name}`).toBeLessThanOrEqual(pb.y);
      }
    }
  });
});
