import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { createFontStack, type FontMetrics } from "@capsizecss/core";
import { fromFile } from "@capsizecss/unpack/fs";

/**
 * The metric-matched fallback of the web font. Until Figtree has loaded, text is set in a local
 * Arial (or its metric-compatible twins Liberation Sans and Arimo, found on Linux) scaled and given
 * Figtree's ascent, descent and line gap, so that swapping in Figtree moves as little as possible:
 * `size-adjust` matches the average character width of English text, the overrides match the
 * vertical metrics. Capsize computes both from Figtree's own font files.
 *
 * Figtree grows wider with its weight (about 5 % from regular to extra bold), while a browser
 * would draw every weight of a single Arial face as a synthesized bold of the regular, no wider. So
 * there is one face per weight the site uses, each matched to that weight of Figtree: regular and
 * medium on Arial, semibold to extra bold on Arial Bold. Headings then break their lines where
 * Figtree will, and the swap shifts no layout worth counting.
 *
 * `npx tsx scripts/font-fallback.ts` prints the rules; app/styles/app.css holds a copy, and
 * scripts/font-fallback.test.ts fails when the two differ (e.g. after a font update).
 */
export const fallbackFamily = "Figtree Fallback";

/** Local fonts with Arial's metrics (Liberation Sans and Arimo are metric-compatible with Arial). */
const regularFonts = ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"];
const boldFonts = ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold", "Arimo-Bold"];

/**
 * Arial's metrics, regular and bold, in font units, as its font files give them (and as Capsize's
 * metrics collection lists them): all the fallback needs from it. Written here rather than
 * installed: that collection holds every Google and system font, some 30,000 files, half of
 * node_modules, for these two entries.
 */
const arialShared = { familyName: "Arial", category: "sans-serif", ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xHeight: 1062 };
const arial: FontMetrics = { ...arialShared, fullName: "Arial", postscriptName: "ArialMT", capHeight: 1467, xWidthAvg: 913, subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } } };
const arialBold: FontMetrics = { ...arialShared, fullName: "Arial Bold", postscriptName: "Arial-BoldMT", capHeight: 1466, xWidthAvg: 983, subsets: { latin: { xWidthAvg: 983 }, thai: { xWidthAvg: 1536 } } };

/**
 * Each band of `font-weight` and the Figtree weight it is matched to (Tailwind's font-normal,
 * font-medium, font-semibold, font-bold and font-extrabold; the bands meet, so every weight has a face).
 */
export const weightBands = [
  { range: "1 449", figtree: 400, local: regularFonts, metrics: arial },
  { range: "450 549", figtree: 500, local: regularFonts, metrics: arial },
  { range: "550 649", figtree: 600, local: boldFonts, metrics: arialBold },
  { range: "650 749", figtree: 700, local: boldFonts, metrics: arialBold },
  { range: "750 1000", figtree: 800, local: boldFonts, metrics: arialBold },
] as const;

const require = createRequire(import.meta.url);
const figtreeFile = (weight: number) => require.resolve(`@fontsource/figtree/files/figtree-latin-${weight}-normal.woff2`);

/** The `@font-face` rules of the fallback, as app.css writes them. */
export async function fallbackFontFaces(): Promise<string> {
  const rules: string[] = [];
  for (const band of weightBands) {
    const figtree = await fromFile(figtreeFile(band.figtree));
    const { fontFaces } = createFontStack([{ ...figtree, familyName: fallbackFamily }, band.metrics], { fontFaceFormat: "styleObject" });
    const face = fontFaces[0]?.["@font-face"];
    if (!face) throw new Error(`Capsize returned no font face for weight ${band.figtree}`);
    const declarations = [
      `font-family: "${fallbackFamily}";`,
      `font-weight: ${band.range};`,
      `src: ${band.local.map((name) => `local("${name}")`).join(", ")};`,
      `size-adjust: ${face.sizeAdjust};`,
      `ascent-override: ${face.ascentOverride};`,
      `descent-override: ${face.descentOverride};`,
      `line-gap-override: ${face.lineGapOverride};`,
    ];
    rules.push(`@font-face {\n  ${declarations.join("\n  ")}\n}`);
  }
  return rules.join("\n");
}

if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(import.meta.filename)) {
  console.log(await fallbackFontFaces());
}
