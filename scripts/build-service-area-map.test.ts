import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mapCounties, mapTownPoints, mapViewBox } from "../app/components/sections/service-area-map.generated.ts";
import { towns } from "../content/towns.ts";
import { buildServiceAreaMap, MIN_DOT_DISTANCE, separateDots } from "./build-service-area-map.ts";

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

  it("fills the whole picture with land or sea: the inland east edge is covered by counties", () => {
    // Highlands and Hendry sit east of DeSoto and Glades; without them the sea color showed there.
    expect(mapCounties.map((c) => c.name)).toEqual(expect.arrayContaining(["Highlands", "Hendry"]));
    const eastEdge = (d: string) =>
      [...d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].some(([, x]) => Number(x) >= mapViewBox.width);
    expect(mapCounties.filter((c) => eastEdge(c.d)).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps every two town dots at least the minimum distance apart", () => {
    for (const [i, a] of mapTownPoints.entries()) {
      for (const b of mapTownPoints.slice(i + 1)) {
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.slug}–${b.slug}`).toBeGreaterThanOrEqual(MIN_DOT_DISTANCE - 0.2);
      }
    }
  });

  it("separates only the dots that are too close, symmetrically", () => {
    const moved = separateDots(
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 100, y: 100 },
      ],
      30,
    );
    expect(moved[0]!.x).toBeCloseTo(-10);
    expect(moved[1]!.x).toBeCloseTo(20);
    expect(moved[2]).toEqual({ x: 100, y: 100 });
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
