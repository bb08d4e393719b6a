import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { pictureSize } from "./picture-size.ts";

/** A 300 × 200 picture (wider than tall, so a turn shows), encoded by sharp as the site's files are. */
const picture = (channels: 3 | 4 = 3) => sharp({ create: { width: 300, height: 200, channels, background: { r: 40, g: 120, b: 160, alpha: 0.5 } } });

describe("pictureSize", () => {
  test("reads a picture's size from its own header, in every format the site takes", async () => {
    const files = {
      png: await picture().png().toBuffer(),
      jpeg: await picture().jpeg().toBuffer(),
      "lossy WebP": await picture().webp().toBuffer(),
      "lossless WebP": await picture().webp({ lossless: true }).toBuffer(),
      "WebP with transparency": await picture(4).webp().toBuffer(),
      avif: await picture().avif().toBuffer(),
    };
    for (const [format, bytes] of Object.entries(files)) expect(pictureSize(bytes), format).toEqual({ width: 300, height: 200 });
  });

  test("gives a JPEG turned by its EXIF orientation the size a browser shows it at", async () => {
    const turned = await picture().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(pictureSize(turned)).toEqual({ width: 200, height: 300 });
    const upright = await picture().jpeg().withMetadata({ orientation: 1 }).toBuffer();
    expect(pictureSize(upright)).toEqual({ width: 300, height: 200 });
  });

  test("reads an SVG's width and height, else its viewBox", () => {
    const svg = (attributes: string) => Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`);
    expect(pictureSize(svg('width="640" height="480"'))).toEqual({ width: 640, height: 480 });
    expect(pictureSize(svg('width="100%" viewBox="0 0 1200 800"'))).toEqual({ width: 1200, height: 800 });
    expect(pictureSize(svg('viewBox="0,0,90,60"'))).toEqual({ width: 90, height: 60 });
    expect(pictureSize(svg('width="100%"'))).toBeUndefined();
  });

  test("says nothing of a file that is no picture, or is cut short", async () => {
    expect(pictureSize(Buffer.from("<!doctype html><p>hello</p>"))).toBeUndefined();
    expect(pictureSize(new Uint8Array())).toBeUndefined();
    const png = await picture().png().toBuffer();
    expect(pictureSize(png.subarray(0, 20))).toBeUndefined();
    const jpeg = await picture().jpeg().toBuffer();
    expect(pictureSize(jpeg.subarray(0, 30))).toBeUndefined();
  });
});
