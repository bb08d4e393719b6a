/**
 * The brand typeface (Figtree) on every page, never delaying a first paint. The page a visit lands
 * on paints in "Figtree Fallback", a local Arial sized to Figtree's metrics
 * (scripts/font-fallback.ts), so its first paint needs nothing but the first response. Once the page
 * has hydrated the app loads Figtree (from the browser's cache on a later visit) and sets
 * `webFontClass` on the root element: the text swaps to Figtree in the same space, and every later
 * page of the visit starts in it. Nothing is kept in the browser's storage:
 * docs/decisions/040-brand-typeface-on-every-page.md and docs/page-loading.md#prerendering.
 */

/** On <html>: use Figtree (app/styles/app.css). */
export const webFontClass = "web-font";

/** The family name of the Figtree faces the stylesheet declares. */
export const webFontFamily = "Figtree Variable";
