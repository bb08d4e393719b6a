import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { getPost, listPosts, postsDirectory } from "../../app/lib/blog.server.ts";
import { getLegalDocument, type LegalDocumentName } from "../../app/lib/legal.server.ts";
import { withFigures } from "../../app/lib/run-time-figures.ts";
import { campaignVariants } from "../../content/campaign-variants.ts";
import { offerPage } from "../../content/new-customer-offer.ts";
import { outsideServiceAreaPage } from "../../content/outside-service-area.ts";
import { runTimeFigures } from "../../content/page-files.ts";
import { sitemapGroups } from "../../content/sitemap.ts";
import { townPageList as towns, type TownPage } from "../../content/town-pages.ts";
import { formatNumericDate as usDate } from "../../core/format.ts";
import { fillPlaceholders } from "../../core/placeholders.ts";
import { site } from "../../core/site.ts";
import { hrefsIn, linkNamed, mainOf, normalizeSpace, ownText, pageAt, pageDocuments, textOf, type PageDocument } from "./documents.ts";
// Words as the English build shows them (content/pages/en/, filled in).
import blogWords from "#words/blog.json" with { type: "json" };
import contactFormWords from "#words/contact-form.json" with { type: "json" };
import layoutWords from "#words/layout.json" with { type: "json" };
import offerWords from "#words/new-customer-offer.json" with { type: "json" };
import sectionsWords from "#words/sections.json" with { type: "json" };
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
/** The elements inside `element` matching `selector` whose aria-label is `label` (compared as text, so any words the owner writes fit). */
const labelled = (element: Element, selector: string, label: string) =>
  [...element.querySelectorAll(selector)].filter((candidate) => candidate.getAttribute("aria-label") === label);
/** How many times `part` occurs in `text`. */
const times = (text: string, part: string) => text.split(part).length - 1;

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
    // The newest post is marked, once; with every post taken off the blog, so is its list.
    expect(textOf(mainOf(at("/blog"))).split(layoutWords.posts.latest)).toHaveLength(posts.length > 0 ? 2 : 1);
    if (posts.length > 0) expect(textOf(cards[0])).toContain(layoutWords.posts.latest);
    else expect(mainOf(at("/blog")).querySelector("#posts-title")).toBeNull();
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
      const more = [...main.querySelectorAll("section")].find((section) => ownText(section.querySelector("h2")) === blogWords.post.moreTitle);
      expect(more?.querySelectorAll("article").length ?? 0, path).toBe(others.length);
      for (const other of others) expect(linkNamed(more!, other.title)?.getAttribute("href"), path).toBe(`/blog/${other.slug}`);
      // The closing call to action's button, in the shared words (sections.json).
      expect(linkNamed(main, sectionsWords.scheduleCta.buttonLabel)?.getAttribute("href"), path).toBe(signUp);
      expect(linkNamed(main, blogWords.post.allPosts)?.getAttribute("href"), path).toBe("/blog");
      expect(linkNamed(main, blogWords.post.back)?.getAttribute("href"), path).toBe("/blog");
    }
  });

  test("a post that quotes the price or the minimum order shows today's figures", () => {
    for (const post of posts) {
      const source = readFileSync(join(postsDirectory, `${post.slug}.md`), "utf8");
      const text = textOf(mainOf(at(`/blog/${post.slug}`)));
      if (/\{\{\s*price\s*\}\}/.test(source)) expect(text, post.slug).toContain(site.price.now);
      if (/\{\{\s*minimumLb\s*\}\}/.test(source)) expect(text, post.slug).toContain(String(site.pricing.minimumOrderLb));
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
    // The subject is the forms' words (contact-form.json), encoded as a mailto: address carries it.
    expect(linkNamed(main, outsideServiceAreaPage.heroLinks.contact)?.getAttribute("href")).toBe(
      `mailto:${site.email}?subject=${encodeURIComponent(contactFormWords.inquiry.subject)}`,
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
      const [zipList] = labelled(main, "[aria-label]", inTown(townWords.zipCodes.listName, town));
      expect([...(zipList?.querySelectorAll("li") ?? [])].map(ownText), path).toEqual(town.zips.map((z) => z.zip));
      const neighborhoods = textOf(page.document.querySelector("#neighborhoods"));
      for (const { zip, areas } of town.zips) {
        expect(neighborhoods, path).toContain(withFigures(townWords.neighborhoods.zip, { zip }));
        for (const area of areas) expect(neighborhoods, path).toContain(area);
      }
      const hero = main.querySelector("section")!;
      expect(linkNamed(hero, townWords.hero.schedule)?.getAttribute("href"), path).toBe(signUp);
      expect(linkNamed(hero, townWords.hero.home)?.getAttribute("href"), path).toBe("/");
      // The business's star rating (content/business.json), said as the stars say it (app/components/ui/stars.tsx).
      const stars = withFigures(layoutWords.ratings.stars, { rating: site.rating.value });
      expect(labelled(main, 'figure [role="img"]', stars), path).not.toEqual([]);
      const text = textOf(main);
      if (town.speed === "same-day") expect(text, path).toContain(site.turnaround.sameDay);
      else expect(text, path).toContain(site.turnaround.rush);
    }
  });

  test("each town's bar and fastest-service fact say the speed its file gives, same-day only where it says so", () => {
    for (const town of towns) {
      const path = `/${town.slug}`;
      const { document } = at(path);
      const sameDay = town.speed === "same-day";
      // The bar at the top starts with the town's speed line (town-page.json), the offer's title after it.
      const banner = ownText(document.querySelector('[data-testid="town-banner"]'));
      expect(banner.startsWith(inTown(sameDay ? townWords.banner.sameDay : townWords.banner.rush, town)), `${path}: "${banner}"`).toBe(true);
      // The third fact below the reasons names the fastest service in the business's words.
      const facts = [...(document.querySelector("#why")?.querySelectorAll("ul") ?? [])].at(-1);
      const titles = [...(facts?.querySelectorAll("li") ?? [])].map((fact) => ownText(fact.querySelector("p")));
      expect(titles[2], path).toBe(sameDay ? site.turnaround.sameDay : site.turnaround.rush);
    }
  });

  test("each page shows the town's own words: headline, opening, reasons, neighborhoods and quote", () => {
    // That no two towns' pages are near-copies is a rule of the town files themselves
    // (content/town-schema.ts), which the studio applies when she saves; here, that each page shows
    // the words its file gives.
    for (const town of towns) {
      const path = `/${town.slug}`;
      const main = mainOf(at(path));
      const text = textOf(main);
      for (const words of [town.headline, town.lead, ...town.reasons.flatMap((reason) => [reason.title, reason.text]), town.neighborhoodsIntro, town.testimonial.text]) {
        expect(text, path).toContain(normalizeSpace(words));
      }
    }
  });
});

describe("offer pages", () => {
  const offer = site.firstOrderOffer;
  const { hero: heroWords } = offerWords;
  const headline = (offer ? [heroWords.offerTitle, heroWords.offerSubtitle] : [site.price.perLb, heroWords.subtitle]).join(" ");

  test(`every variant shows the headline, and "${layoutWords.header.noCardNeeded}" in its main part once more than the base page where its row says so`, () => {
    // Counted against the base page, which shows it only where the owner's words say it.
    const onBase = times(textOf(mainOf(at(campaignVariants[0]!.path))), layoutWords.header.noCardNeeded);
    for (const variant of campaignVariants) {
      const page = at(variant.path);
      expect(ownText(page.document.querySelector("h1")), variant.path).toBe(headline);
      expect(times(textOf(mainOf(page)), layoutWords.header.noCardNeeded), variant.path).toBe(onBase + (variant.showNoCard ? 1 : 0));
    }
  });

  test("below the hero the offer is announced once: the closing call to action says the page's own closing words, not the banner's", () => {
    const { document } = at("/newcustomeroffer");
    const banner = document.querySelector("#limited-title")?.closest("section");
    // The discount as the banner's words write it (new-customer-offer.json), or the price while the offer is paused.
    const announced = offer ? offerWords.banner.whileOffer.discount : site.price.perLb;
    expect(textOf(banner)).toContain(announced);
    const next = banner?.nextElementSibling;
    expect(next?.tagName).toBe("SECTION");
    expect(ownText(next?.querySelector("h2"))).toBe(offerPage.cta.title);
    expect(textOf(next)).toContain(normalizeSpace(offerPage.cta.text));
    // It names the offer only as often as the owner's own closing words (and the shared button and call line) do.
    const { buttonLabel, callPrompt } = sectionsWords.scheduleCta;
    expect(times(textOf(next), announced)).toBe(times([offerPage.cta.title, offerPage.cta.text, buttonLabel, callPrompt].join("\n"), announced));
  });

  test.runIf(!offer)("while the offer is paused, the page shows none of the words the owner marked as the offer's", () => {
    const text = textOf(mainOf(at("/newcustomeroffer")));
    const shown = [...new Set(offerOnlyWords())].filter((words) => text.includes(words));
    expect(shown).toEqual([]);
  });
});

/**
 * The words of every {{#offer}}…{{/offer}} part of the English words files (content/pages/en/), filled
 * in as while the offer runs: the parts a paused offer leaves out. Each is split where a page puts
 * in a figure of its own ({{town}}), and only pieces of two words or more are kept, so that a lone
 * figure or word ("20%", "off") that other words may also use is not taken for the offer.
 */
function offerOnlyWords(): string[] {
  const folder = join("content", "pages", "en");
  const strings = (value: unknown): string[] =>
    typeof value === "string" ? [value] : typeof value === "object" && value !== null ? Object.values(value).flatMap(strings) : [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => strings(JSON.parse(readFileSync(join(folder, name), "utf8"))).map((text) => ({ name, text })))
    .flatMap(({ name, text }) => [...text.matchAll(/\{\{\s*#offer\s*\}\}[\s\S]*?\{\{\s*\/offer\s*\}\}/g)].map(([part]) => ({ name, part })))
    .flatMap(({ name, part }) => fillPlaceholders(part, join(folder, name), runTimeFigures, true, "en").split(/\{\{[^}]*\}\}/))
    .map((piece) => normalizeSpace(piece).replace(/^[\s,.;:!?]+|[\s,.;:!?]+$/g, ""))
    .filter((piece) => piece.split(" ").length >= 2);
}
