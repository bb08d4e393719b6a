import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { getPost, listPosts, postsDirectory } from "../../app/lib/blog.server.ts";
import { getLegalDocument, type LegalDocumentName } from "../../app/lib/legal.server.ts";
import { withFigures } from "../../app/lib/run-time-figures.ts";
import { campaignVariants } from "../../content/campaign-variants.ts";
import { outsideServiceAreaPage } from "../../content/outside-service-area.ts";
import { sitemapGroups } from "../../content/sitemap.ts";
import { townPageList as towns, type TownPage } from "../../content/town-pages.ts";
import { formatNumericDate as usDate } from "../../core/format.ts";
import { site } from "../../core/site.ts";
import { sharedTrigramRatio } from "../support/text-similarity.ts";
import { hrefsIn, linkNamed, mainOf, ownText, pageAt, pageDocuments, textOf, type PageDocument } from "./documents.ts";
// Words as the English build shows them (content/pages/en/, filled in).
import blogWords from "#words/blog.json" with { type: "json" };
import layoutWords from "#words/layout.json" with { type: "json" };
import offerWords from "#words/new-customer-offer.json" with { type: "json" };
import townWords from "#words/town-page.json" with { type: "json" };

/**
 * What the English pages say, read from the prerendered HTML, every page of a kind: the legal
 * documents' every section, the blog's every post, every town, every offer variant. A browser sees
 * the same words before any script runs (the pages hydrate to the same markup); what needs the
 * browser (a table of contents that scrolls, hover panels, timers, pages without JavaScript) is in
 * tests/e2e/. Expectations come from the content modules and the files the owner edits.
 */

let pages: PageDocument[];
beforeAll(async () => {
  pages = await pageDocuments();
}, 120_000);

const signUp = `${site.appUrl}/?tab=create-account`;
const posts = listPosts();
const at = (path: string) => pageAt(pages, path);
/** The text of HTML a module gives (a legal section, a post's paragraph), as a visitor reads it. */
const plainText = (html: string) => textOf(new DOMParserLike(html).body);
/** jsdom's parser for module HTML, through the first page's window. */
class DOMParserLike {
  body: Element;
  constructor(html: string) {
    const document = pages[0]!.document.implementation.createHTMLDocument("");
    document.body.innerHTML = html;
    this.body = document.body;
  }
}
const headings = (element: Element, level: number) => [...element.querySelectorAll(`h${level}`)].map(ownText);

describe("every page", () => {
  test("has one h1, and every sign-up link leads to the app's sign-up", () => {
    for (const page of pages) {
      expect(page.document.querySelectorAll("h1").length, page.path).toBe(1);
      if (page.locale !== "en") continue;
      for (const href of hrefsIn(page.document.body).filter((href) => href.startsWith(site.appUrl))) expect(href, page.path).toBe(signUp);
    }
  });

  test("shows no unfilled {{placeholder}}", () => {
    const unfilled = pages.filter((page) => textOf(page.document.body).includes("{{") || (page.title ?? "").includes("{{"));
    expect(unfilled.map((page) => page.path)).toEqual([]);
  });
});

describe("legal pages", () => {
  const documents: Array<[LegalDocumentName, string]> = [
    ["terms", "/terms-and-conditions"],
    ["privacy", "/privacy-policy"],
    ["accessibility", "/accessibility"],
  ];
  test("each shows its h1, its date and every section of its content/legal/en/ file, numbered, figures filled in", () => {
    for (const [name, path] of documents) {
      const document = getLegalDocument(name);
      const main = mainOf(at(path));
      const shown = textOf(main);
      expect(ownText(at(path).document.querySelector("h1")), path).toBe(document.title);
      expect(shown, path).toContain(`${document.dateLabel} ${usDate(document.date)}`);
      expect(headings(main, 2), path).toEqual(expect.arrayContaining(document.sections.map((section, i) => `${i + 1}. ${section.title}`)));
      for (const section of document.sections) expect(shown, `${path}: ${section.title}`).toContain(plainText(section.html));
    }
  });

  test("the privacy policy offers the email, the accessibility statement the phone and email", () => {
    expect(site.emailHref).toBe(`mailto:${site.email}`);
    expect(hrefsIn(mainOf(at("/privacy-policy")))).toContain(site.emailHref);
    expect(hrefsIn(mainOf(at("/accessibility")))).toEqual(expect.arrayContaining([site.emailHref, site.phoneHref]));
  });
});

describe("blog", () => {
  test("every post in content/blog/en is on the list, newest first, with its date, reading time, excerpt and links", () => {
    const files = readdirSync(postsDirectory).filter((name) => name.endsWith(".md"));
    expect(posts).toHaveLength(files.length);
    const cards = [...mainOf(at("/blog")).querySelectorAll("article")];
    expect(cards).toHaveLength(posts.length);
    for (const [index, post] of posts.entries()) {
      const card = cards[index]!;
      const text = textOf(card);
      for (const part of [post.title, post.dateText, post.readTimeText, post.excerpt]) expect(text, post.slug).toContain(part);
      expect(linkNamed(card, post.title)?.getAttribute("href"), post.slug).toBe(`/blog/${post.slug}`);
      const readMore = [...card.querySelectorAll("a")].find((link) => ownText(link).startsWith(layoutWords.posts.readMore));
      expect(readMore?.getAttribute("href"), post.slug).toBe(`/blog/${post.slug}`);
      expect(textOf(readMore), post.slug).toContain(post.title);
    }
    const dates = cards.map((card) => card.querySelector("time")?.getAttribute("datetime") ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    expect(textOf(cards[0])).toContain(layoutWords.posts.latest);
    expect(textOf(mainOf(at("/blog"))).split(layoutWords.posts.latest)).toHaveLength(2);
  });

  test("every post shows its title, date, reading time, sections, two more posts and its calls to action", () => {
    for (const post of posts) {
      const path = `/blog/${post.slug}`;
      const main = mainOf(at(path));
      expect(ownText(at(path).document.querySelector("h1")), path).toBe(post.title);
      const article = [...main.querySelectorAll("article")].find((element) => element.querySelector("h1"))!;
      const text = textOf(article);
      expect(text, path).toContain(post.dateText);
      expect(text, path).toContain(post.readTimeText);
      const full = getPost(post.slug)!;
      expect(article.querySelectorAll("h2").length, path).toBe(full.html.match(/<h2[\s>]/g)?.length ?? 0);
      const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(full.html)?.[1] ?? "";
      expect(text, path).toContain(plainText(firstParagraph));
      const others = posts.filter((other) => other.slug !== post.slug).slice(0, 2);
      const more = [...main.querySelectorAll("section")].find((section) => ownText(section.querySelector("h2")) === "More from the blog");
      expect(more?.querySelectorAll("article").length ?? 0, path).toBe(others.length);
      for (const other of others) expect(linkNamed(more!, other.title)?.getAttribute("href"), path).toBe(`/blog/${other.slug}`);
      expect(linkNamed(main, "Schedule Your First Pickup")?.getAttribute("href"), path).toBe(signUp);
      expect(linkNamed(main, blogWords.post.allPosts)?.getAttribute("href"), path).toBe("/blog");
      expect(linkNamed(main, blogWords.post.back)?.getAttribute("href"), path).toBe("/blog");
    }
  });

  test("a post that quotes the price or the minimum order shows today's figures", () => {
    for (const post of posts) {
      const source = readFileSync(join(postsDirectory, `${post.slug}.md`), "utf8");
      const text = textOf(mainOf(at(`/blog/${post.slug}`)));
      if (source.includes("{{price}}")) expect(text, post.slug).toContain(site.price.now);
      if (source.includes("{{minimumLb}}")) expect(text, post.slug).toContain(String(site.pricing.minimumOrderLb));
    }
  });
});

describe("sitemap and outside-the-area pages", () => {
  test("the sitemap page links every entry, the home anchors, every town and every post", () => {
    const main = mainOf(at("/sitemap"));
    const hrefs = hrefsIn(main);
    for (const entry of sitemapGroups.flatMap((group) => group.entries)) {
      // Two entries may share a title (the How It Works page and Home's section of that name).
      const named = [...main.querySelectorAll("a")].filter((link) => ownText(link) === entry.title).map((link) => link.getAttribute("href"));
      expect(named, entry.title).toContain(entry.to);
    }
    for (const to of ["/", "/terms-and-conditions", "/#hero", "/#about", "/#how-it-works", "/#pricing", "/#faq", "/#contact"]) expect(hrefs).toContain(to);
    for (const town of site.towns) expect(hrefs).toContain(`/${town.slug}`);
    for (const post of posts) expect(hrefs).toContain(`/blog/${post.slug}`);
  });

  test("the outside-the-area page offers its reassurances, every town, Back to Home and an inquiry email", () => {
    const main = mainOf(at("/outside-service-area"));
    for (const { title } of outsideServiceAreaPage.reassurance.items) expect(headings(main, 2).concat(headings(main, 3))).toContain(title);
    for (const town of site.towns) expect(linkNamed(main, town.name)?.getAttribute("href")).toBe(`/${town.slug}`);
    expect(linkNamed(main, outsideServiceAreaPage.heroLinks.contact)?.getAttribute("href")).toBe(
      `mailto:${site.email}?subject=Service%20Area%20Inquiry`,
    );
    expect(linkNamed(main, outsideServiceAreaPage.heroLinks.home)?.getAttribute("href")).toBe("/");
  });
});

describe("town pages", () => {
  /** The shared words with the town's name where they say {{town}}. */
  const inTown = (text: string, town: TownPage) => withFigures(text, { town: town.name });

  test("each shows its headline, zip codes and neighborhoods, the Why heading, its hero buttons, a rating and its turnaround", () => {
    for (const town of towns) {
      const path = `/${town.slug}`;
      const page = at(path);
      const main = mainOf(page);
      expect(ownText(page.document.querySelector("h1")), path).toBe(town.headline);
      expect(headings(main, 2), path).toContain(inTown(townWords.why.title, town));
      expect(textOf(main), path).toContain(townWords.zipCodes.title);
      const zipList = main.querySelector(`[aria-label="${inTown(townWords.zipCodes.listName, town)}"]`);
      expect([...(zipList?.querySelectorAll("li") ?? [])].map(ownText), path).toEqual(town.zips.map((z) => z.zip));
      const neighborhoods = textOf(page.document.querySelector("#neighborhoods"));
      for (const { zip, areas } of town.zips) {
        expect(neighborhoods, path).toContain(withFigures(townWords.neighborhoods.zip, { zip }));
        for (const area of areas) expect(neighborhoods, path).toContain(area);
      }
      const hero = main.querySelector("section")!;
      expect(linkNamed(hero, townWords.hero.schedule)?.getAttribute("href"), path).toBe(signUp);
      expect(linkNamed(hero, townWords.hero.home)?.getAttribute("href"), path).toBe("/");
      const stars = layoutWords.ratings.stars.replace("{{rating}}", "5");
      expect(main.querySelector(`figure [role="img"][aria-label="${stars}"]`), path).not.toBeNull();
      const text = textOf(main);
      if (town.speed === "same-day") expect(text, path).toContain(site.turnaround.sameDay);
      else expect(text, path).toContain(site.turnaround.rush);
    }
  });

  test("only the towns whose files offer same-day service advertise it", () => {
    const sameDay = towns.filter((town) => /same[- ]day/i.test(textOf(mainOf(at(`/${town.slug}`))))).map((town) => town.slug);
    expect(sameDay).toEqual(towns.filter((town) => town.speed === "same-day").map((town) => town.slug));
  });

  test("each page's main copy shares under 50% of its word trigrams with any other", () => {
    // The main copy: hero, reasons, neighborhoods and the customer story. The shared blocks (facts,
    // zip check, map, closing call to action) are the same on purpose and left out. The town's name
    // is taken out too, so swapping only the name could not pass.
    const texts = towns.map((town) => {
      const { document } = at(`/${town.slug}`);
      const parts = [
        document.querySelector("main > section"),
        document.querySelector("#why > div > ul"),
        document.querySelector("#neighborhoods"),
        [...document.querySelectorAll("main figure")].find((figure) => figure.querySelector("blockquote")),
      ];
      expect(parts.every(Boolean), town.slug).toBe(true);
      return [town.name, parts.map(textOf).join("\n").replaceAll(town.name, "TOWN")] as const;
    });
    for (const [i, [a, textA]] of texts.entries()) {
      for (const [b, textB] of texts.slice(i + 1)) expect(sharedTrigramRatio(textA, textB), `${a} / ${b}`).toBeLessThan(0.5);
    }
  });
});

describe("offer pages", () => {
  const offer = site.firstOrderOffer;
  const { hero: heroWords } = offerWords;
  const headline = (offer ? [heroWords.offerTitle, heroWords.offerSubtitle] : [site.price.perLb, heroWords.subtitle]).join(" ");

  test(`every variant shows the headline, and "${layoutWords.header.noCardNeeded}" in its main part only where its row says so`, () => {
    for (const variant of campaignVariants) {
      const page = at(variant.path);
      expect(ownText(page.document.querySelector("h1")), variant.path).toBe(headline);
      const noCard = textOf(mainOf(page)).split(layoutWords.header.noCardNeeded).length - 1;
      expect(noCard, variant.path).toBe(variant.showNoCard ? 1 : 0);
    }
  });

  test("below the hero the offer is announced once: the closing call to action does not repeat the banner", () => {
    const { document } = at("/newcustomeroffer");
    const banner = document.querySelector("#limited-title")?.closest("section");
    expect(textOf(banner)).toContain(offer ? `${offer.discount} off` : site.price.perLb);
    const next = banner?.nextElementSibling;
    expect(next?.tagName).toBe("SECTION");
    expect(next?.querySelector("h2")).not.toBeNull();
    expect(textOf(next)).not.toContain(offer ? offer.discount : site.price.perLb);
    // While the offer is paused, nothing on the page mentions it.
    if (!offer) expect(textOf(mainOf(at("/newcustomeroffer")))).not.toMatch(/% off|first order/i);
  });
});
