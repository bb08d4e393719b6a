/**
 * A picture's size as a browser shows it, read from the file's own header: the width and height a
 * page gives its `<img>` come from the picture itself, never from a figure stored beside it that an
 * edit could leave wrong. PNG, JPEG (turned as its EXIF orientation says, as browsers show it),
 * WebP, AVIF (turned as its `irot` says) and SVG (its width and height, else its viewBox). Undefined
 * for anything else, or a file too damaged to say.
 *
 * Synchronous and dependency-free on purpose: a post's page is read and checked synchronously,
 * by the build and by the studio alike (app/lib/blog.server.ts).
 */
export type PictureSize = { width: number; height: number };

export function pictureSize(bytes: Uint8Array): PictureSize | undefined {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = png(data) ?? jpeg(data) ?? webp(data) ?? avif(data) ?? svg(data);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

const ascii = (data: Buffer, at: number, length: number) => (data.length >= at + length ? data.toString("latin1", at, at + length) : "");
const turned = ({ width, height }: PictureSize, quarterTurn: boolean): PictureSize => (quarterTurn ? { width: height, height: width } : { width, height });

function png(data: Buffer): PictureSize | undefined {
  if (data.length < 24 || data.readUInt32BE(0) !== 0x89504e47 || ascii(data, 12, 4) !== "IHDR") return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function jpeg(data: Buffer): PictureSize | undefined {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return undefined;
  let orientation = 1;
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    if (marker === 0xe1 && ascii(data, at + 4, 6) === "Exif\0\0") orientation = exifOrientation(data.subarray(at + 10, at + 2 + length)) ?? orientation;
    // Start of frame (C0–CF, but for C4 DHT, C8 JPG and CC DAC): height, then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > data.length) return undefined;
      return turned({ width: data.readUInt16BE(at + 7), height: data.readUInt16BE(at + 5) }, orientation >= 5 && orientation <= 8);
    }
    at += 2 + length;
  }
  return undefined;
}

/** The Orientation tag (0x0112) of an EXIF block's first directory. */
function exifOrientation(tiff: Buffer): number | undefined {
  if (tiff.length < 8) return undefined;
  const little = ascii(tiff, 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return undefined;
  const entries = u16(directory);
  for (let n = 0; n < entries; n++) {
    const entry = directory + 2 + n * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return undefined;
}

function webp(data: Buffer): PictureSize | undefined {
  if (ascii(data, 0, 4) !== "RIFF" || ascii(data, 8, 4) !== "WEBP" || data.length < 30) return undefined;
  const chunk = ascii(data, 12, 4);
  // Lossy: the frame's 14-bit width and height after its start code.
  if (chunk === "VP8 ") return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  // Lossless: 14 bits each, less one, after the signature byte.
  if (chunk === "VP8L") {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  // Extended: the canvas, 24 bits each, less one.
  if (chunk === "VP8X") return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** An AVIF (ISO base media file): the image's `ispe` box, turned by its `irot` box. */
function avif(data: Buffer): PictureSize | undefined {
  if (ascii(data, 4, 4) !== "ftyp" || !/avi[fs]/.test(ascii(data, 8, Math.min(data.readUInt32BE(0), 64) - 8))) return undefined;
  let size: PictureSize | undefined;
  let quarterTurn = false;
  // The boxes that hold the ones read here: meta (a full box: 4 bytes of version and flags), iprp, ipco.
  const walk = (start: number, end: number) => {
    let at = start;
    while (at + 8 <= end) {
      const length = data.readUInt32BE(at);
      const type = ascii(data, at + 4, 4);
      if (length < 8 || at + length > end) return;
      if (type === "meta") walk(at + 12, at + length);
      else if (type === "iprp" || type === "ipco") walk(at + 8, at + length);
      else if (type === "ispe" && !size && length >= 20) size = { width: data.readUInt32BE(at + 12), height: data.readUInt32BE(at + 16) };
      else if (type === "irot" && length >= 9) quarterTurn = (data[at + 8]! & 0b11) % 2 === 1;
      at += length;
    }
  };
  walk(0, data.length);
  return size && turned(size, quarterTurn);
}

function svg(data: Buffer): PictureSize | undefined {
  const text = data.toString("utf8", 0, Math.min(data.length, 4096));
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1]?.trim();
  // Plain numbers or pixels only: a width in percent or ems has no size of its own.
  const pixels = (value: string | undefined) => (value && /^\d+(\.\d+)?(px)?$/.test(value) ? Math.round(Number.parseFloat(value)) : undefined);
  const width = pixels(attribute("width"));
  const height = pixels(attribute("height"));
  if (width && height) return { width, height };
  const box = attribute("viewBox")?.split(/[\s,]+/).map(Number);
  if (box && box.length === 4 && box.every(Number.isFinite)) return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  return undefined;
}
