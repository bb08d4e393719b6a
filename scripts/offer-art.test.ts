import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { offerHeroImages } from "../content/images.ts";
import { artSize, artworks } from "./offer-art.ts";
import { readPalette } from "./offer-images-palette.ts";

const palette = readPalette(readFileSync(new URL("../app/styles/app.css", import.meta.url), "utf8"));
const tokenValues = new Set(Object.values(palette));

describe("offer hero art", () => {
  it("reads the color tokens of app.css", () => {
    expect(palette["gulf-900"]).toMatch(/^#[0-9a-f]{6}$/i);
    expect(palette["gulf-700"]).toBe("#0f6863");
  });

  it.each(Object.entries(artworks))("%s paints only with the site's color tokens", (_id, draw) => {
    const svg = draw(palette);
    expect(svg).toContain(`viewBox="0 0 ${artSize.width} ${artSize.height}"`);
    expect(svg).not.toMatch(/undefined|NaN/);
    const colors = [...svg.matchAll(/(?:fill|stroke|stop-color)="(#[0-9a-f]+)"/gi)].map((m) => m[1]);
    expect(colors.length).toBeGreaterThan(10);
    for (const color of colors) expect(tokenValues).toContain(color);
  });

  it("every configured illustration exists", () => {
    for (const image of offerHeroImages) {
      if (image.source.startsWith("art:")) expect(Object.keys(artworks)).toContain(image.source.slice(4));
    }
  });
});
