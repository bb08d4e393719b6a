import Beasties from "beasties";
import { applyEdits, relTokens, scanTags, type ScannedTag } from "./html-scan.ts";

/**
 * First paint from the first response (issue 14, item 1). React Router links the one Tailwind
 * stylesheet from every page's head, so the browser waited for it (a second round trip) before
 * painting anything. The post-build step now writes, in place of that link:
 *
 *   <style>the rules this page uses</style>
 *   <link rel="stylesheet" href="…" disabled/>        the whole stylesheet, not fetched yet
 *   <noscript><link rel="stylesheet" href="…"/></noscript>
 *
 * The rules come from beasties (a maintained critical-CSS tool): every rule whose selector matches
 * an element of the page, the page's web font faces and the keyframes it uses, minified. They
 * are enough to paint the whole prerendered page, below the fold included, so the full stylesheet
 * changes nothing visible when it arrives: the deferred loader (scripts/defer-hydration.ts)
 * enables it after the first contentful paint, for the states only JavaScript creates (an open
 * menu, the contact form's messages) and for the pages reached by client-side navigation. A
 * disabled stylesheet is not fetched, and one enabled by a script never blocks rendering; no event
 * handler attribute is needed, so the CSP needs no 'unsafe-hashes'. Without JavaScript the
 * noscript link loads the whole stylesheet as before. The link element stays where React Router
 * wrote it, so React hydrates the head it rendered. See docs/decisions/014-paint-from-the-first-response.md.
 */

export class CriticalCssError extends Error {}

/** A `<link rel="stylesheet">` the browser would fetch and wait for (not disabled, not alternate). */
export function isBlockingStylesheet(tag: ScannedTag): boolean {
  const rel = relTokens(tag.attrs.get("rel"));
  return tag.name === "link" && rel.includes("stylesheet") && !rel.includes("alternate") && !tag.attrs.has("disabled") && tag.attrs.has("href");
}

/** The @font-face rules of a stylesheet (their bodies hold no nested blocks). */
export function fontFaces(css: string): string[] {
  return css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function linkTag(attrs: ReadonlyMap<string, string>, disabled: boolean): string {
  const written = [...attrs].map(([name, value]) => (value === "" ? name : `${name}="${escapeAttribute(value)}"`));
  return `<link ${[...written, ...(disabled ? ["disabled"] : [])].join(" ")}/>`;
}

/**
 * Creates the rewriter for one built site. `readCss` returns a stylesheet's text by its URL
 * (throwing when the build has no such file).
 */
export function criticalCss(clientDir: string, readCss: (href: string) => string) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // Only the <style> beasties computes is kept; the page is rewritten here, with parse5.
    pruneSource: false,
    mergeStylesheets: true,
    inlineFonts: false,
    preloadFonts: false,
    keyframes: "critical",
    // Beasties strips pseudo-classes before matching a selector, which empties Tailwind's
    // `:where(.space-y-3>:not(:last-child))` (the space-x/y and divide utilities): keep those rules.
    allowRules: [/^:where\(/],
    compress: true,
    logLevel: "silent",
  });

  /** The page with its stylesheets inlined as described above; unchanged when it links none. */
  return async function inline(html: string): Promise<string> {
    const tags = scanTags(html);
    const links = tags.filter(isBlockingStylesheet);
    if (links.length === 0) return html;
    // Beasties keeps a font face only when a rule names its family; the site names it through a
    // custom property (--font-sans), so the faces are added from the stylesheets themselves.
    const faces = links.flatMap((link) => fontFaces(readCss(link.attrs.get("href") ?? "")));
    const before = new Set(tags.filter((tag) => tag.name === "style").map((tag) => tag.text ?? ""));
    const processed = scanTags(await beasties.process(html));
    const rules = processed.filter((tag) => tag.name === "style" && !before.has(tag.text ?? "")).map((tag) => tag.text ?? "");
    if (rules.join("").trim() === "") throw new CriticalCssError("beasties found no rule of the stylesheet used by the page");
    const style = `<style>${[...faces, ...rules].join("")}</style>`;
    return applyEdits(
      html,
      links.map((link, index) => ({
        start: link.start,
        end: link.end,
        text: `${index === 0 ? style : ""}${linkTag(link.attrs, true)}<noscript>${linkTag(link.attrs, false)}</noscript>`,
      })),
    );
  };
}
