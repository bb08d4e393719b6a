import { listPosts } from "../../app/lib/blog.server.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { describe, expect, test } from "vitest";
import { images, type ImageSlot } from "../../content/images.ts";
import { campaignVariants } from "../../content/campaign-variants.ts";
import { towns } from "../../content/towns.ts";
import { splitLocale, type Locale } from "../../core/locale.ts";
import { getPost } from "../../app/lib/blog.server.ts";
import { readFrontMatter } from "../../app/lib/markdown.server.ts";
import { inlinePicture } from "../../app/lib/pictures.server.ts";
import { builtPages } from "./build-output.ts";
// The pictures' descriptions in each language (content/pages/<language>/pictures.json, filled in):
// content/images.ts reads the build's language, which is English here.
import englishPictureWords from "../../content/pages/filled/en/pictures.json" with { type: "json" };
import spanishPictureWords from "../../content/pages/filled/es/pictures.json" with { type: "json" };

/**
 * Every page whose hero shows an image slot of content/images.ts shows that slot's picture, as the
 * page carries it: the drawing inside the page as a `data:` address (app/lib/pictures.server.ts),
 * at the slot's size, with the slot's description in the page's language, or "" for a decorative
 * one. The not-found page has no loader to put the drawing in the page, so it links the file. A hero
 * left as text only, showing another page's picture, or linking a drawing it should carry fails
 * here, on every built page of both languages. Where the picture sits (beside the heading, below
 * it on a phone) needs a browser: tests/e2e/hero-visuals.spec.ts. Town pages show their own map
 * (towns.spec.ts); the offer pages a full-screen background (campaign.spec.ts).
 */
type SlotName = keyof typeof images;

/** The slot each page's hero shows, by its path without the language prefix. */
const heroSlots: Readonly<Record<string, SlotName>> = {
  "/": "homeHero",
  "/about": "aboutHero",
  "/how-it-works": "howItWorksHero",
  "/service-areas": "serviceAreasHero",
  "/contact": "contactHero",
  "/faq": "faqHero",
  "/laundry-for-families": "familiesHero",
  "/laundry-for-seniors": "seniorsHero",
  "/commercial-laundry": "commercialHero",
  "/blog": "blogHero",
  "/outside-service-area": "outsideAreaHero",
  "/sitemap": "sitemapHero",
  "/terms-and-conditions": "legalHero",
  "/privacy-policy": "legalHero",
  "/accessibility": "accessibilityHero",
  "/404": "notFoundHero",
};

/** Pages that are prerendered without a loader, so their hero links the drawing's file. */
const withoutLoader = new Set(["/404"]);

/** Pages whose hero is not an image slot: each town's map, each offer's background. */
const ownHeroes = new Set([...towns.map((town) => `/${town.slug}`), ...campaignVariants.map((variant) => variant.path)]);

const pictureWords: Readonly<Record<Locale, Partial<Record<string, string>>>> = { en: englishPictureWords, es: spanishPictureWords };

/** A slot as a page in `of` shows it: the description in that language, and the drawing inside the page unless `asFile`. */
function slotAsShown(name: SlotName, of: Locale, asFile: boolean): ImageSlot {
  const slot = images[name];
  return { ...(asFile ? slot : inlinePicture(slot)), alt: pictureWords[of][name] ?? "" };
}

/** A post's hero: its own picture from its front matter (described there, in its language), else the shared slot. */
function postPicture(slug: string, of: Locale): ImageSlot {
  const directory = join(process.cwd(), "content", "blog", of);
  const post = getPost(slug, directory);
  if (!post) throw new Error(`the build has a page for the post ${slug} in ${of}, but content/blog/${of}/ has no such post`);
  const { data } = readFrontMatter(slug, readFileSync(join(directory, `${slug}.md`), "utf8"));
  const ownPicture = typeof data === "object" && data !== null && "image" in data;
  return ownPicture ? post.image : slotAsShown("blogPostHero", of, false);
}

/** What the page at `path` must show in its hero, or undefined for a page whose hero is no image slot. */
function expectedPicture(path: string): ImageSlot | undefined {
  const { locale: of, path: bare } = splitLocale(path);
  if (ownHeroes.has(bare)) return undefined;
  if (bare.startsWith("/blog/")) return postPicture(bare.slice("/blog/".length), of);
  const name = heroSlots[bare];
  if (!name) throw new Error(`${path}: a page this test does not know; name the picture its hero shows in heroSlots`);
  return slotAsShown(name, of, withoutLoader.has(bare));
}

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;
const isElement = (node: Node): node is Element => "tagName" in node;

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elements(child);
}

/** The `<img>` elements of the page's hero: the innermost section or header of the main content that holds its h1. */
function heroImages(html: string): Record<string, string>[] {
  const all = [...elements(parse(html))];
  const main = all.find((el) => el.tagName === "main");
  const heading = main && [...elements(main)].find((el) => el.tagName === "h1");
  if (!main || !heading) return [];
  let hero: Element | undefined;
  for (let el: Element | null = heading.parentNode as Element | null; el && el !== main; el = el.parentNode as Element | null) {
    if (el.tagName === "section" || el.tagName === "header") {
      hero = el;
      break;
    }
  }
  if (!hero) return [];
  return [...elements(hero)].filter((el) => el.tagName === "img").map((img) => Object.fromEntries(img.attrs.map(({ name, value }) => [name, value])));
}

const pages = await builtPages();

describe("every hero shows its own picture, as the page carries it", () => {
  test("the build has pages in both languages, posts among them while the blog has any", () => {
    expect(pages.some(({ path }) => path.startsWith("/es/"))).toBe(true);
    expect(pages.some(({ path }) => path.startsWith("/blog/"))).toBe(listPosts().length > 0);
  });

  for (const page of pages) {
    const expected = expectedPicture(page.path);
    if (!expected) continue;
    test(`${page.path}: the hero shows ${expected.src.startsWith("data:") ? "its drawing, inside the page," : expected.src} at its size, described in the page's language`, () => {
      const found = heroImages(page.html);
      expect(found, "one picture in the hero").toHaveLength(1);
      const [img] = found;
      // The data address first, on its own: a mismatch is shown as its start, not as the whole drawing.
      expect(img?.src?.slice(0, 120), "the picture's address").toBe(expected.src.slice(0, 120));
      expect(img?.src === expected.src, "the picture's whole address").toBe(true);
      expect({ width: img?.width, height: img?.height, alt: img?.alt }).toEqual({
        width: String(expected.width),
        height: String(expected.height),
        alt: expected.alt,
      });
    });
  }

  test("no page but those without a loader names a drawing file: each carries its drawing inside", () => {
    const linking = pages
      .filter(({ path }) => !withoutLoader.has(splitLocale(path).path))
      .flatMap(({ path, html }) => [...new Set(html.match(/\/illustrations\/[\w.-]+/g) ?? [])].map((file) => `${path}: ${file}`));
    expect(linking).toEqual([]);
  });
});
