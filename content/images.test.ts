import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { images } from "./images.ts";
import { picturesFileSchema } from "./page-files.ts";
import pictureWords from "./pages/filled/en/pictures.json" with { type: "json" };

const publicFile = (src: string) => new URL(`../public${src}`, import.meta.url);

describe("image slots", () => {
  it("each have a field in the pictures' page file, and say its description, or nothing while it has none", () => {
    expect(Object.keys(picturesFileSchema().shape).sort()).toEqual(Object.keys(images).sort());
    const descriptions: Partial<Record<string, string>> = pictureWords;
    for (const [name, slot] of Object.entries(images)) expect(slot.alt, name).toBe(descriptions[name] ?? "");
  });

  it.each(Object.entries(images))("%s points at a file in public/ of the size it declares", (_name, slot) => {
    const file = readFileSync(publicFile(slot.src));
    if (slot.src.endsWith(".svg")) {
      const svg = file.toString("utf8");
      // The width and height reserve the picture's box, so they must have the drawing's proportions.
      const [, , w, h] = svg.match(/viewBox="([\d.-]+ ){2}([\d.]+) ([\d.]+)"/) ?? [];
      expect(Number(w) / Number(h)).toBeCloseTo(slot.width / slot.height, 3);
      // Hero pictures must stay small enough not to hold up the first paint.
      expect(gzipSync(file).length).toBeLessThan(2048);
      // Only plain drawing: no script, no external reference.
      expect(svg).not.toMatch(/<script|href="http|@import/i);
    }
  });
});
