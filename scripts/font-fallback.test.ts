import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fallbackFamily, fallbackFontFaces, weightBands } from "./font-fallback.ts";

const appCss = readFileSync(join(import.meta.dirname, "../app/styles/app.css"), "utf8");

describe("the web font's metric-matched fallback", () => {
  it("is in app.css exactly as computed from Figtree's font files", async () => {
    expect(appCss).toContain(await fallbackFontFaces());
  });

  it("is the font the sans stack falls back to, right after Figtree", () => {
    expect(appCss).toMatch(new RegExp(`--font-sans: "Figtree Variable", "${fallbackFamily}",`));
  });

  it("scales a local Arial-metric font per weight band and sets Figtree's vertical metrics", async () => {
    const faces = (await fallbackFontFaces()).split("@font-face").slice(1);
    expect(faces).toHaveLength(weightBands.length);
    const percent = (face: string, name: string) => Number(new RegExp(`${name}: ([\\d.]+)%`).exec(face)?.[1]);
    const widths = faces.map((face) => percent(face, "size-adjust"));
    for (const face of faces) {
      expect(percent(face, "size-adjust")).toBeGreaterThan(80);
      expect(percent(face, "size-adjust")).toBeLessThan(120);
      expect(percent(face, "ascent-override")).toBeGreaterThan(percent(face, "descent-override"));
      // ascent-override is scaled by size-adjust: every face ends up with Figtree's one ascent.
      expect((percent(face, "ascent-override") * percent(face, "size-adjust")) / 100).toBeCloseTo(95, 0);
    }
    expect(faces[0]).toContain('local("Arial")');
    expect(faces.at(-1)).toContain('local("Arial Bold")');
    // Figtree widens with its weight: each face on the same local font is scaled up from the last.
    expect(widths[1]).toBeGreaterThan(widths[0] ?? Infinity);
    expect(widths[4]).toBeGreaterThan(widths[3] ?? Infinity);
  });

  it("has one face for every weight from 1 to 1000, with no gap or overlap", () => {
    const ranges = weightBands.map((band) => band.range.split(" ").map(Number));
    expect(ranges[0]?.[0]).toBe(1);
    expect(ranges.at(-1)?.[1]).toBe(1000);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]?.[0]).toBe((ranges[i - 1]?.[1] ?? NaN) + 1);
  });
});
