/**
 * The brand typeface (Figtree) never delays a first paint and never swaps in under a visitor's
 * eyes. The page a visit lands on paints in "Figtree Fallback", a local Arial sized to Figtree's
 * metrics (scripts/font-fallback.ts), and keeps it. After hydration the app loads Figtree in the
 * background (from the browser's cache on a later visit); from the next page on, a client-side
 * navigation, the root element gets `webFontClass` and the pages use Figtree. Nothing is kept in
 * the browser's storage: docs/decisions/031-inert-whole-stylesheet.md and
 * docs/decisions/036-no-storage-before-the-first-paint.md.
 */

/** On <html>: use Figtree (app/styles/app.css). */
export const webFontClass = "web-font";

/** The family name of the Figtree faces the stylesheet declares. */
export const webFontFamily = "Figtree Variable";
