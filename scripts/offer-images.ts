/**
 * Renders the offer pages' hero backgrounds (content/images.ts, `offerHeroImages`) to responsive
 * AVIF and WebP files in public/images/offer/, before the site is built. A source is an illustration
 * from scripts/offer-art.ts ("art:<id>") or a photo file.
 *
 * The files are committed, with scripts/offer-images.lock.json naming what each was made of (a hash
 * of the source's bytes, its size, the format and its settings, sharp's version): a build renders
 * only a file whose entry no longer matches, so a fresh clone, the content drill's copy and a
 * release build none. Encoding them all takes about 15 s of two cores, most of a build's time that
 * is not React Router's. A file that is rendered again changes in the working tree with its entry:
 * commit them together (a unit test, scripts/offer-images.test.ts, fails while the lock is stale).
 * Usage: tsx scripts/offer-images.ts [--force]   (--force renders every file again)
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { offerHeroFolder, offerHeroImages, offerHeroSrc, offerHeroWidths, type OfferHeroImage } from "../content/images.ts";
import { artworks, type ArtworkId, type Palette } from "./offer-art.ts";
import { readPalette } from "./offer-images-palette.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = join(root, "public");
const lockFile = join(root, "scripts", "offer-images.lock.json");
const tokensFile = join(root, "app/styles/app.css");

/** The encoders' settings: part of every file's key, so changing one renders again. */
const encoders = { avif: { quality: 50, effort: 4 }, webp: { quality: 72 } } as const;

type Lock = Record<string, string>;

function sourceBuffer(image: OfferHeroImage, palette: Palette): Buffer {
  if (!image.source.startsWith("art:")) return readFileSync(join(root, image.source));
  const id = image.source.slice(4);
  if (!(id in artworks)) {
    throw new Error(`content/images.ts: unknown artwork "${id}" (known: ${Object.keys(artworks).join(", ")})`);
  }
  return Buffer.from(artworks[id as ArtworkId](palette));
}

type Planned = { image: OfferHeroImage; input: Buffer; w: number; format: "avif" | "webp"; file: string; key: string };

/** Every file the offer pages use (its path under public/) with the key of what it is made of. */
export function plannedFiles(): Planned[] {
  const palette = readPalette(readFileSync(tokensFile, "utf8"));
  return offerHeroImages.flatMap((image) => {
    const input = sourceBuffer(image, palette);
    return offerHeroWidths.flatMap((w) =>
      (["avif", "webp"] as const).map((format) => ({
        image,
        input,
        w,
        format,
        file: offerHeroSrc(image, w, format).replace(/^\//, ""),
        key: createHash("sha256")
          .update(input)
          .update(JSON.stringify({ width: image.width, height: image.height, w, format, settings: encoders[format], sharp: sharp.versions }))
          .digest("hex")
          .slice(0, 32),
      })),
    );
  });
}

export function readLock(): Lock {
  return existsSync(lockFile) ? (JSON.parse(readFileSync(lockFile, "utf8")) as Lock) : {};
}

/** Written beside, then renamed: a build running at the same time never reads half a file. */
function writeWhole(path: string, bytes: Buffer | string) {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}

/**
 * One file, encoded (sharp works off the main thread: an AVIF encode keeps one core busy for up to
 * five seconds, so the files are encoded side by side).
 */
async function encode({ image, input, w, format }: Planned): Promise<Buffer> {
  const ratio = image.height / image.width;
  const pipeline = sharp(input, { density: 72 * Math.max(1, w / image.width) }).resize(w, Math.round(w * ratio), { fit: "cover" });
  return format === "avif" ? pipeline.avif(encoders.avif).toBuffer() : pipeline.webp(encoders.webp).toBuffer();
}

async function main() {
  const force = process.argv.includes("--force");
  const lock = readLock();
  const planned = plannedFiles();
  const stale = planned.filter(({ file, key }) => force || lock[file] !== key || !existsSync(join(publicDir, file)));
  await Promise.all(stale.map(async (one) => writeWhole(join(publicDir, one.file), await encode(one))));
  // A picture no slot uses any more (renamed, removed) would still be copied into every build.
  const folder = join(publicDir, offerHeroFolder);
  const used = new Set(planned.map(({ file }) => join(publicDir, file)));
  // (Not a file another build is writing at the same time.)
  const left = existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith(".partial") && !used.has(join(folder, name))) : [];
  for (const name of left) rmSync(join(folder, name));
  const fresh = Object.fromEntries(planned.map(({ file, key }) => [file, key]));
  if (JSON.stringify(fresh) !== JSON.stringify(lock)) writeWhole(lockFile, `${JSON.stringify(fresh, null, 2)}\n`);
  console.log(
    stale.length
      ? `offer pictures: ${stale.length} of ${planned.length} rendered (commit them with scripts/offer-images.lock.json)`
      : `offer pictures: all ${planned.length} as committed`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
