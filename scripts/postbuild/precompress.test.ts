import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "precompress-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, body: string | Buffer) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), body);
}

const large = "<p>Wash, dry and fold, picked up at your door.</p>\n".repeat(60);

describe("precompress", () => {
  it.each(["index.html", "assets/app.js", "assets/app.css", "sitemap.xml", "data.json", "icon.svg", "m.mjs", "a.txt", "site.webmanifest"])(
    "writes .br and .gz for %s that decompress to the original",
    async (file) => {
      write(file, large);
      await precompress(dir);
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).toString()).toBe(large);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString()).toBe(large);
    },
  );

  it("skips files under 256 bytes and formats that are not text", async () => {
    write("small.css", "a{}".repeat(80));
    write("photo.webp", Buffer.alloc(4096, 7));
    write("font.woff2", Buffer.alloc(4096, 7));
    const result = await precompress(dir);
    expect(result).toEqual([]);
    for (const file of ["small.css", "photo.webp", "font.woff2"]) {
      expect(existsSync(join(dir, `${file}.br`))).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`))).toBe(false);
    }
  });

  it("compresses at the highest levels", async () => {
    write("index.html", large);
    const [result] = await precompress(dir);
    // Quality 11 brotli beats gzip -9 on repetitive text, and both shrink it by far more than half.
    expect(result?.br).toBeLessThan(result?.gz ?? 0);
    expect(result?.gz).toBeLessThan(large.length / 10);
  });

  it("writes no variant that would be larger than the original, and removes a stale one", async () => {
    write("noise.txt", randomBytes(2048)); // random bytes do not compress
    write("noise.txt.gz", "stale");
    write("noise.txt.br", "stale");
    const [result] = await precompress(dir);
    expect(result).toEqual({ file: "noise.txt", bytes: 2048 });
    expect(existsSync(join(dir, "noise.txt.gz"))).toBe(false);
    expect(existsSync(join(dir, "noise.txt.br"))).toBe(false);
  });
});
