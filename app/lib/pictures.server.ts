import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ImageSlot } from "../../content/images.ts";

/** Where the site's own drawings are served from, and where they lie in the repository. */
const illustrationPath = /^\/illustrations\/[a-z0-9-]+\.svg$/;
const publicDirectory = join(process.cwd(), "public");

/**
 * A hero picture as the page sends it, run by the routes' loaders at build time. One of the site's
 * own drawings (public/illustrations/*.svg, under 1 KB compressed) travels inside the page as a
 * `data:` address, so the hero paints with the first response and the page makes no second request
 * before its first paint; any other picture (an owner's photo in public/images/) is fetched by its
 * address as usual. See docs/page-loading.md, "The hero picture in the first response".
 */
export function inlinePicture(slot: ImageSlot): ImageSlot {
  if (!illustrationPath.test(slot.src)) return slot;
  const file = join(publicDirectory, slot.src);
  if (!existsSync(file)) throw new Error(`The picture ${slot.src} is not in public/ (put the file at public${slot.src}).`);
  return { ...slot, src: svgDataAddress(readFileSync(file, "utf8")) };
}

/**
 * An SVG document as a `data:` address: white space between tags collapsed, and every character
 * that a valid URL or an HTML attribute would not carry as-is percent-encoded (spaces, and quotes,
 * which React would otherwise write as six-character entities). Readable text compresses better
 * than base64.
 */
export function svgDataAddress(svg: string): string {
  const compact = svg.trim().replace(/>\s+</g, "><").replace(/\s+/g, " ");
  return `data:image/svg+xml,${compact.replace(/[^\w.,:;=/()+*!~-]/g, (char) => encodeURIComponent(char))}`;
}
