/**
 * The brand typeface (Figtree) never delays a first paint and never swaps in under a visitor's
 * eyes. A page first paints in "Figtree Fallback", a local Arial sized to Figtree's metrics
 * (scripts/font-fallback.ts). After hydration the app downloads Figtree in the background and
 * notes in local storage that this browser has it; from the next page on (a client-side
 * navigation, or a later visit whose head script sees the note before the first paint) the root
 * element gets `webFontClass` and the pages use Figtree, from the browser's cache.
 * docs/decisions/031-inert-whole-stylesheet.md
 */

/** On <html>: use Figtree (app/styles/app.css). */
export const webFontClass = "web-font";

/** The local-storage key that says this browser has downloaded Figtree. */
export const webFontStorageKey = "suncoast-web-font";

/** The family name of the Figtree faces the stylesheet declares. */
export const webFontFamily = "Figtree Variable";

/**
 * The head script (allowed by the CSP through its hash) that, before the first paint, uses the
 * typeface on a browser that already has it. Local storage can be unavailable (privacy modes).
 */
export const webFontHeadScript = `try{if(localStorage.getItem(${JSON.stringify(webFontStorageKey)}))document.documentElement.classList.add(${JSON.stringify(webFontClass)})}catch(e){}`;
