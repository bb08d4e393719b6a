import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { listFiles } from "../built-pages.ts";
import { precompress } from "../precompress.ts";

/**
 * A page's "floor": the same prerendered HTML without any script the browser would run and without
 * module preload hints, so it costs only HTML, CSS, fonts and images. JSON-LD blocks stay (they are
 * data, not code). The benchmark compares each page's LCP with its floor's.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (whole, attrs: string) =>
      /\btype\s*=\s*["']?application\/ld\+json/i.test(attrs) ? whole : "",
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi, "");
}

/**
 * Copies a built site (`<build>/client` and its `csp-hashes.json`) to `floorBuildDir`, strips the
 * scripts from every HTML page and precompresses again, so the server sends the stripped pages
 * rather than stale .br/.gz siblings. Returns the floor's client folder.
 */
export async function buildFloor(buildDir: string, floorBuildDir: string): Promise<string> {
  await rm(floorBuildDir, { recursive: true, force: true });
  const clientDir = join(floorBuildDir, "client");
  await cp(join(buildDir, "client"), clientDir, { recursive: true });
  // The server only adds the hashes of the scripts left (none run): the original manifest is harmless.
  await cp(join(buildDir, "csp-hashes.json"), join(floorBuildDir, "csp-hashes.json"));
  for (const file of (await listFiles(clientDir)).filter((f) => f.endsWith(".html"))) {
    const path = join(clientDir, ...file.split("/"));
    await writeFile(path, stripScripts(await readFile(path, "utf8")));
  }
  await precompress(clientDir);
  return clientDir;
}
