/**
 * Renders the offer pages' hero backgrounds (content/images.ts, `offerHeroImages`) to responsive
 * AVIF and WebP files in public/images/offer/, before the site is built. A source is an illustration
 * from scripts/offer-art.ts ("art:<id>") or a photo file.
 *
 * Encoding them is most of a build's time that is not React Router's (about 15 s on 2 cores), so
 * each file is kept in node_modules/.cache/offer-images/ under a name made from everything it is
 * made of (the source's bytes, its size, the format and its settings, sharp's version): a build whose
 * pictures have not changed copies them from there. The cache travels with node_modules, so the
 * content drill's copy (node_modules linked) and a release's (deploy/release.ts links the live
 * release's packages) find what the last build rendered; a fresh clone renders them once.
 * Usage: tsx scripts/offer-images.ts [--force]   (--force renders again, ignoring the cache)
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { offerHeroImages, offerHeroSrc, offerHeroWidths, type OfferHeroImage } from "../content/images.ts";
import { artworks, type ArtworkId, type Palette } from "./offer-art.ts";
import { readPalette } from "./offer-images-palette.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = join(root, "public");
const cacheDir = join(root, "node_modules", ".cache", "offer-images");
const tokensFile = join(root, "app/styles/app.css");
const force = process.argv.includes("--force");

/** The encoders' settings: part of every cached file's name, so changing one renders again. */
const encoders = { avif: { quality: 50, effort: 4 }, webp: { quality: 72 } } as const;

function sourceBuffer(image: OfferHeroImage, palette: Palette): Buffer {
  if (!image.source.startsWith("art:")) return readFileSync(join(root, image.source));
  const id = image.source.slice(4);
  if (!(id in artworks)) {
    throw new Error(`content/images.ts: unknown artwork "${id}" (known: ${Object.keys(artworks).join(", ")})`);
  }
  return Buffer.from(artworks[id as ArtworkId](palette));
}

/**
 * One image's files, encoded side by side (sharp works off the main thread: an AVIF encode keeps
 * one core busy for up to five seconds, and after the language builds finish nothing else would).
 */
async function render(image: OfferHeroImage, palette: Palette) {
  const input = sourceBuffer(image, palette);
  const ratio = image.height / image.width;
  const files = offerHeroWidths.flatMap((w) => (["avif", "webp"] as const).map((format) => ({ w, format })));
  const rendered = await Promise.all(
    files.map(async ({ w, format }) => {
      const file = join(publicDir, offerHeroSrc(image, w, format));
      const key = createHash("sha256")
        .update(input)
        .update(JSON.stringify({ width: image.width, height: image.height, w, format, settings: encoders[format], sharp: sharp.versions }))
        .digest("hex")
        .slice(0, 32);
      const cached = join(cacheDir, `${key}.${format}`);
      const encode = force || !existsSync(cached);
      if (encode) {
        mkdirSync(cacheDir, { recursive: true });
        const pipeline = sharp(input, { density: 72 * Math.max(1, w / image.width) }).resize(w, Math.round(w * ratio), { fit: "cover" });
        // Written beside, then renamed: a build running at the same time never reads half a file.
        const partial = `${cached}.${process.pid}.partial`;
        if (format === "avif") await pipeline.avif(encoders.avif).toFile(partial);
        else await pipeline.webp(encoders.webp).toFile(partial);
        renameSync(partial, cached);
      }
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(cached, file);
      return encode;
    }),
  );
  const count = rendered.filter(Boolean).length;
  console.log(`offer hero "${image.name}": ${files.length} file(s), ${count ? `${count} rendered` : "all from the cache"}`);
}

const palette = readPalette(readFileSync(tokensFile, "utf8"));
await Promise.all(offerHeroImages.map((image) => render(image, palette)));
