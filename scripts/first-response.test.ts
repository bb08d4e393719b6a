import { describe, expect, it } from "vitest";
import { articleBodies, articleBodyBytes, brotliBytes, firstResponseBudgetBytes, withoutArticleBodies } from "./first-response.ts";

/** Words that do not repeat, as an owner's long text does not: about 10 bits each. */
function words(count: number, seed = 1): string {
  // mulberry32: a small seeded generator, so the text is the same on every run.
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const syllables = ["ba", "de", "fi", "ko", "lu", "ma", "ne", "pi", "so", "tu", "va", "zo", "ka", "le", "mi", "no"];
  return Array.from({ length: count }, () =>
    Array.from({ length: 2 + Math.floor(next() * 2) }, () => syllables[Math.floor(next() * syllables.length)]).join(""),
  ).join(" ");
}

const page = (body: string, own = "") =>
  `<!DOCTYPE html><html><head><title>A post</title><style>main{color:#123}</style></head><body><header>Menu${own}</header>` +
  `<main><h1>A post</h1><div class="prose [&>p]:mt-5" data-article-body=""><p>${body}</p></div></main><footer>Links</footer></body></html>`;

describe("the first-response budget's article bodies", () => {
  it("are the marked elements' contents, cut out with the elements themselves kept", () => {
    const html = page("Hello <strong>there</strong>");
    expect(articleBodies(html)).toEqual(["<p>Hello <strong>there</strong></p>"]);
    expect(withoutArticleBodies(html)).toContain('<div class="prose [&>p]:mt-5" data-article-body=""></div>');
    expect(withoutArticleBodies(html)).toContain("<h1>A post</h1>");
  });

  it("count a body nested in another once, and leave a page without one alone", () => {
    const nested = '<main><div data-article-body><p>a</p><div data-article-body="">b</div></div><section data-article-body="">c</section></main>';
    expect(articleBodies(nested)).toEqual(['<p>a</p><div data-article-body="">b</div>', "c"]);
    expect(withoutArticleBodies(nested)).toBe('<main><div data-article-body></div><section data-article-body=""></section></main>');
    expect(articleBodyBytes("<main><p>No article here</p></main>")).toBe(0);
  });

  it("include a FAQPage's structured data, which repeats the questions, and no other structured data", () => {
    const faq = '{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[]}';
    const business = '{"@context":"https://schema.org","@type":"LocalBusiness","name":"A"}';
    const html = `<html><head><script type="application/ld+json">${faq}</script><script type="application/ld+json">${business}</script></head><body></body></html>`;
    expect(articleBodies(html)).toEqual([faq]);
    expect(withoutArticleBodies(html)).toContain(`<script type="application/ld+json"></script><script type="application/ld+json">${business}</script>`);
  });

  it("leave out a long article, but still count growth of the page's own markup", () => {
    const long = page(words(12_000));
    expect(brotliBytes(long)).toBeGreaterThan(firstResponseBudgetBytes);
    const own = brotliBytes(long) - articleBodyBytes(long);
    expect(own).toBe(brotliBytes(withoutArticleBodies(long)));
    expect(own).toBeLessThan(1024);

    const bloated = page(words(12_000), words(12_000, 7));
    expect(brotliBytes(bloated) - articleBodyBytes(bloated)).toBeGreaterThan(firstResponseBudgetBytes);
  });
});
