import { brotliCompressSync } from "node:zlib";
import { applyEdits, scanTags } from "./postbuild/html-scan.ts";
import { brotliOptions } from "./postbuild/precompress.ts";

/**
 * The first-response budget of every page but Home: its response, headers included, with the page's
 * HTML compressed and its CSS inlined, must fit in what a new connection's first round trip
 * delivers, ten TCP segments of 1,460 bytes (the initial congestion window, and what Lighthouse's
 * network model assumes), so the page paints from that one response. The budget is on the page's
 * own markup. The text an owner writes below the hero (a blog post's body, a legal page's sections,
 * a town page's reasons and customer story, her questions and answers, marked `data-article-body`
 * where it is rendered; and the FAQPage structured data, which repeats her questions and answers in
 * the head) is left out: its length and number are the owner's to choose, and its text coming in
 * after the first round trip costs nothing of the first paint, which is the page's header, hero and
 * styles. Checked on every page by
 * tests/built/first-response.test.ts, and on a long post by the content drill.
 */
export const firstResponseBudgetBytes = 10 * 1460;

/** The attribute that marks an element whose content is the owner's article text. */
export const articleBodyAttribute = "data-article-body";

/** Bytes of `text` compressed as the build compresses what it serves (scripts/postbuild/precompress.ts). */
export function brotliBytes(text: string): number {
  const source = Buffer.from(text, "utf8");
  return brotliCompressSync(source, brotliOptions(source.byteLength)).byteLength;
}

/** The article bodies of a page, as their source HTML, in document order. */
export function articleBodies(html: string): string[] {
  return articleBodyTags(html).map((tag) => html.slice(tag.contentStart, tag.contentEnd));
}

/** The page with every article body emptied: its own markup, what the first-response budget is for. */
export function withoutArticleBodies(html: string): string {
  return applyEdits(
    html,
    articleBodyTags(html).map((tag) => ({ start: tag.contentStart, end: tag.contentEnd, text: "" })),
  );
}

/**
 * The compressed bytes the article bodies add to the page: the page compressed, less the page
 * compressed without them (0 for a page without one). `compressed` is the page's own compressed
 * size where the caller has it already (the bytes the server sent, from the build's `.br` file,
 * which scripts/postbuild/precompress.ts wrote with the same settings): one compression saved.
 */
export function articleBodyBytes(html: string, compressed?: number): number {
  if (articleBodyTags(html).length === 0) return 0;
  return Math.max(0, (compressed ?? brotliBytes(html)) - brotliBytes(withoutArticleBodies(html)));
}

/** A FAQPage's structured data: her questions and answers again, as schema.org data. */
function isFaqData(tag: { name: string; attrs: ReadonlyMap<string, string>; contentStart?: number; contentEnd?: number }, html: string): boolean {
  return tag.name === "script" && tag.attrs.get("type") === "application/ld+json" && /"@type"\s*:\s*"FAQPage"/.test(html.slice(tag.contentStart, tag.contentEnd));
}

/** Outermost marked elements with both tags written, so that their contents can be cut out. */
function articleBodyTags(html: string): Array<{ contentStart: number; contentEnd: number }> {
  const tags: Array<{ contentStart: number; contentEnd: number }> = [];
  for (const tag of scanTags(html)) {
    if (tag.contentStart === undefined || tag.contentEnd === undefined) continue;
    if (!tag.attrs.has(articleBodyAttribute) && !isFaqData(tag, html)) continue;
    if (tags.some((outer) => tag.start >= outer.contentStart && tag.end <= outer.contentEnd)) continue;
    tags.push({ contentStart: tag.contentStart, contentEnd: tag.contentEnd });
  }
  return tags;
}
