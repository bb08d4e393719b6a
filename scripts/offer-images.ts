/**
 * Renders the offer pages' hero backgrounds (content/images.ts, `offerHeroImages`) to responsive
 * AVIF and WebP files in public/images/offer/, before the site is built. A source is an illustration
 * from scripts/offer-art.ts ("art:<id>") or a photo file. Files newer than their sources are kept,
 * so repeated builds cost nothing.
 * Usage: tsx scripts/offer-images.ts [--force]
 */
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { offerHeroImages, offerHeroSrc, offerHeroWidths, type OfferHeroImage } from "../content/images.ts";
import { artworks, type ArtworkId, type Palette } from "./offer-art.ts";
import { readPalette } from "./offer-images-palette.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = join(root, "public");
const tokensFile = join(root, "app/styles/app.css");
const force = process.argv.includes("--force");

function mtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function sourceFiles(image: OfferHeroImage): string[] {
  return image.source.startsWith("art:")
    ? [tokensFile, join(root, "scripts/offer-art.ts"), join(root, "content/images.ts")]
    : [join(root, image.source), join(root, "content/images.ts")];
}

function sourceBuffer(image: OfferHeroImage, palette: Palette): Buffer {
  if (!image.source.startsWith("art:")) return readFileSync(join(root, image.source));
  const id = image.source.slice(4);
  if (!(id in artworks)) {
    throw new Error(`content/images.ts: unknown artwork "${id}" (known: ${Object.keys(artworks).join(", ")})`);
  }
  return Buffer.from(artworks[id as ArtworkId](palette));
}

async function render(image: OfferHeroImage, palette: Palette) {
  const newestSource = Math.max(...sourceFiles(image).map(mtime));
  const outputs = offerHeroWidths.flatMap((w) =>
    (["avif", "webp"] as const).map((format) => ({ w, format, file: join(publicDir, offerHeroSrc(image, w, format)) })),
  );
  const stale = outputs.filter((o) => force || mtime(o.file) < newestSource);
  if (stale.length === 0) return;
  const input = sourceBuffer(image, palette);
  const ratio = image.height / image.width;
  for (const { w, format, file } of stale) {
    mkdirSync(dirname(file), { recursive: true });
    const pipeline = sharp(input, { density: 72 * Math.max(1, w / image.width) }).resize(w, Math.round(w * ratio), {
      fit: "cover",
    });
    if (format === "avif") await pipeline.avif({ quality: 50, effort: 4 }).toFile(file);
    else await pipeline.webp({ quality: 72 }).toFile(file);
  }
  console.log(`offer hero "${image.name}": ${stale.length} file(s) written`);
}

const palette = readPalette(readFileSync(tokensFile, "utf8"));
for (const image of offerHeroImages) await render(image, palette);
