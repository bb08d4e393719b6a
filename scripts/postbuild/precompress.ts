import { readFile, rm, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip, type BrotliOptions } from "node:zlib";
import { listFiles } from "./built-pages.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing. `.data` is React Router's prerendered loader data. */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  ".html",
  ".css",
  ".js",
  ".mjs",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
  ".data",
]);

/**
 * Below this, the saving is about what the `content-encoding` and `vary` headers add. (It was
 * 1 KB; a 600-byte module every page loads then went out uncompressed, 250 bytes more than brotli.)
 */
export const minimumBytes = 256;

export type CompressedFile = { file: string; bytes: number; br?: number; gz?: number };

/** Brotli at its best quality, for text: how every served file is compressed (and measured, scripts/first-response.ts). */
export function brotliOptions(byteLength: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: byteLength,
    },
  };
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) next to every text file of at
 * least `minimumBytes` under `dir`. A variant that would not be smaller than the original is not written
 * (and a stale one from an earlier run is removed).
 */
export async function precompress(dir: string): Promise<CompressedFile[]> {
  const files = (await listFiles(dir)).filter((file) => compressibleExtensions.has(extname(file).toLowerCase()));
  const results = await Promise.all(
    files.map(async (file): Promise<CompressedFile | undefined> => {
      const path = join(dir, ...file.split("/"));
      const source = await readFile(path);
      if (source.byteLength < minimumBytes) return undefined;
      const [br, gz] = await Promise.all([
        brotli(source, brotliOptions(source.byteLength)),
        gzipAsync(source, { level: 9 }),
      ]);
      const result: CompressedFile = { file, bytes: source.byteLength };
      if (br.byteLength < source.byteLength) {
        await writeFile(`${path}.br`, br);
        result.br = br.byteLength;
      } else {
        await rm(`${path}.br`, { force: true });
      }
      if (gz.byteLength < source.byteLength) {
        await writeFile(`${path}.gz`, gz);
        result.gz = gz.byteLength;
      } else {
        await rm(`${path}.gz`, { force: true });
      }
      return result;
    }),
  );
  return results.filter((result) => result !== undefined);
}
