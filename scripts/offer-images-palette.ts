import type { Palette } from "./offer-art.ts";

/** The color tokens of app.css, without the `--color-` prefix: { "gulf-700": "#0f6863", … }. */
export function readPalette(css: string): Palette {
  const palette: Record<string, string> = {};
  for (const match of css.matchAll(/--color-([a-z]+-\d+):\s*(#[0-9a-f]{3,8})\s*;/gi)) {
    palette[match[1] as string] = match[2] as string;
  }
  return palette;
}
