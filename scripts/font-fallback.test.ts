import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fallbackFamily, fallbackFontFace } from "./font-fallback.ts";

const appCss = readFileSync(join(import.meta.dirname, "../app/styles/app.css"), "utf8");

describe("the web font's metric-matched fallback", () => {
  it("is in app.css exactly as computed from Figtree's font file", async () => {
    expect(appCss).toContain(await fallbackFontFace());
  });

  it("is the font the sans stack falls back to, right after Figtree", () => {
    expect(appCss).toMatch(new RegExp(`--font-sans: "Figtree Variable", "${fallbackFamily}",`));
  });

  it("scales a local Arial-metric font and sets Figtree's vertical metrics", async () => {
    const face = await fallbackFontFace();
    const percent = (name: string) => Number(new RegExp(`${name}: ([\\d.]+)%`).exec(face)?.[1]);
    expect(percent("size-adjust")).toBeGreaterThan(80);
    expect(percent("size-adjust")).toBeLessThan(120);
    expect(percent("ascent-override")).toBeGreaterThan(percent("descent-override"));
    expect(face).toContain('local("Arial")');
  });
});
