import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { listFiles } from "../postbuild/built-pages.ts";
import { applyEdits, isExecutableScript, relTokens, scanTags, type HtmlEdit } from "../postbuild/html-scan.ts";
import { precompress } from "../postbuild/precompress.ts";

/**
 * A page's "floor": the same prerendered HTML without any script the browser would run and without
 * module preload hints, so it costs only HTML, CSS, fonts and images. JSON-LD blocks stay (they are
 * data, not code). The benchmark compares each page's LCP with its floor's.
 */
export function stripScripts(html: string): string {
  return applyEdits(html, scriptEdits(html));
}

function scriptEdits(html: string): HtmlEdit[] {
  return scanTags(html)
    .filter((tag) => isExecutableScript(tag) || (tag.name === "link" && relTokens(tag.attrs.get("rel")).includes("modulepreload")))
    .map((tag) => ({ start: tag.start, end: tag.end, text: "" }));
}

/** CSS without its @font-face rules (their bodies hold no nested blocks), so no web font loads. */
export function withoutFontFaces(css: string): string {
  return css.replace(/@font-face\s*\{[^}]*\}/g, "");
}

/**
 * A page's "one-response floor": what the page would cost if its first response were all it
 * needed. Its floor (no script), with every stylesheet inlined in a `<style>` where its link was,
 * every web font dropped (no @font-face, no font preload: the text paints in the fallback font)
 * and CSS preloads and disabled stylesheets removed. Images stay. `readCss` returns a stylesheet's text by its URL.
 */
export function oneResponseFloor(html: string, readCss: (href: string) => string): string {
  const edits = scriptEdits(html);
  for (const tag of scanTags(html)) {
    if (tag.name === "style") {
      const css = tag.text ?? "";
      const inner = html.slice(tag.start, tag.end);
      const open = inner.indexOf(">") + 1;
      edits.push({ start: tag.start + open, end: tag.start + open + css.length, text: withoutFontFaces(css) });
      continue;
    }
    if (tag.name !== "link") continue;
    const rel = relTokens(tag.attrs.get("rel"));
    const href = tag.attrs.get("href");
    if (rel.includes("stylesheet") && tag.attrs.has("disabled")) {
      // Not applied at the first paint (scripts/postbuild/inline-critical-css.ts inlined what the page uses).
      edits.push({ start: tag.start, end: tag.end, text: "" });
    } else if (rel.includes("stylesheet") && href) {
      edits.push({ start: tag.start, end: tag.end, text: `<style>${withoutFontFaces(readCss(href))}</style>` });
    } else if (rel.includes("preload") && ["font", "style"].includes(tag.attrs.get("as") ?? "")) {
      edits.push({ start: tag.start, end: tag.end, text: "" });
    }
  }
  return applyEdits(html, edits);
}

export type FloorKind = "floor" | "one-response";

/**
 * Copies a built site (`<build>/client` and its `csp-hashes.json`) to `floorBuildDir`, rewrites
 * every HTML page into its floor (`stripScripts`) or one-response floor (`oneResponseFloor`) and
 * precompresses again, so the server sends the rewritten pages rather than stale .br/.gz
 * siblings. Returns the floor's client folder.
 */
export async function buildFloor(buildDir: string, floorBuildDir: string, kind: FloorKind = "floor"): Promise<string> {
  await rm(floorBuildDir, { recursive: true, force: true });
  const clientDir = join(floorBuildDir, "client");
  await cp(join(buildDir, "client"), clientDir, { recursive: true });
  // The server only adds the hashes of the scripts left (none run): the original manifest is harmless.
  await cp(join(buildDir, "csp-hashes.json"), join(floorBuildDir, "csp-hashes.json"));
  const css = new Map<string, string>();
  for (const file of (await listFiles(clientDir)).filter((f) => f.endsWith(".css"))) {
    css.set(`/${file}`, await readFile(join(clientDir, ...file.split("/")), "utf8"));
  }
  const readCss = (href: string) => {
    const text = css.get(new URL(href, "http://site.invalid/").pathname);
    if (text === undefined) throw new Error(`No stylesheet ${href} in ${clientDir}`);
    return text;
  };
  for (const file of (await listFiles(clientDir)).filter((f) => f.endsWith(".html"))) {
    const path = join(clientDir, ...file.split("/"));
    const html = await readFile(path, "utf8");
    await writeFile(path, kind === "floor" ? stripScripts(html) : oneResponseFloor(html, readCss));
  }
  await precompress(clientDir);
  return clientDir;
}
