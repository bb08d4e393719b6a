import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import { fromFile } from "@capsizecss/unpack/fs";

/**
 * The metric-matched fallback of the web font (issue 14, item 2). Until Figtree has loaded, text is
 * set in a local Arial (or its metric-compatible twins Liberation Sans and Arimo, found on Linux)
 * scaled and given Figtree's ascent, descent and line gap, so that swapping in Figtree moves no
 * line: `size-adjust` matches the average character width of English text, the overrides match the
 * vertical metrics. Capsize computes both from Figtree's own font file, the one the site serves.
 *
 * `npx tsx scripts/font-fallback.ts` prints the rule; app/styles/app.css holds a copy, and
 * scripts/font-fallback.test.ts fails when the two differ (e.g. after a font update).
 */
export const fallbackFamily = "Figtree Fallback";

/** Local fonts with Arial's metrics (Liberation Sans and Arimo are metric-compatible with Arial). */
const localFonts = ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"];

const figtreeFile = createRequire(import.meta.url).resolve("@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2");

/** The `@font-face` rule of the fallback, as app.css writes it. */
export async function fallbackFontFace(): Promise<string> {
  const figtree = await fromFile(figtreeFile);
  const { fontFaces } = createFontStack([{ ...figtree, familyName: fallbackFamily }, arial], { fontFaceFormat: "styleObject" });
  const face = fontFaces[0]?.["@font-face"];
  if (!face) throw new Error("Capsize returned no font face");
  const declarations = [
    `font-family: "${fallbackFamily}";`,
    `src: ${localFonts.map((name) => `local("${name}")`).join(", ")};`,
    `size-adjust: ${face.sizeAdjust};`,
    `ascent-override: ${face.ascentOverride};`,
    `descent-override: ${face.descentOverride};`,
    `line-gap-override: ${face.lineGapOverride};`,
  ];
  return `@font-face {\n  ${declarations.join("\n  ")}\n}`;
}

if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(import.meta.filename)) {
  console.log(await fallbackFontFace());
}
