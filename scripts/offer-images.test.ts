import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { plannedFiles, readLock } from "./offer-images.ts";

const publicDir = join(import.meta.dirname, "..", "public");

/*
 * The offer pictures are committed so that no build encodes them again (scripts/offer-images.ts).
 * A change to what they are made of (the art, the palette, a size, an encoder's settings, sharp)
 * renders them again in the next build; these fail until the new files and lock are committed.
 */
describe("the committed offer pictures", () => {
  const planned = plannedFiles();

  it("are the ones the art and settings make today (scripts/offer-images.lock.json)", () => {
    expect(readLock()).toEqual(Object.fromEntries(planned.map(({ file, key }) => [file, key])));
  });

  it.each(planned.map(({ file, format, w }) => [file, format, w] as const))("%s is there, a %s file %i px wide", async (file, format, w) => {
    const path = join(publicDir, file);
    expect(existsSync(path)).toBe(true);
    const { format: read, width } = await sharp(readFileSync(path)).metadata();
    expect(read === "heif" ? "avif" : read).toBe(format);
    expect(width).toBe(w);
  });
});
