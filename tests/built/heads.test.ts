import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { listPosts } from "../../app/lib/blog.server.ts";
import { withFigures } from "../../app/lib/run-time-figures.ts";
import { pageTitle } from "../../app/lib/seo.ts";
import { aboutPage } from "../../content/about.ts";
import { campaignVariants, canonicalCampaignVariant } from "../../content/campaign-variants.ts";
import { commercialPage } from "../../content/commercial.ts";
import { contactPage } from "../../content/contact.ts";
import { faqPage } from "../../content/faq-page.ts";
import { familiesPage } from "../../content/families.ts";
import { homePage } from "../../content/home.ts";
import { howItWorksPage } from "../../content/how-it-works.ts";
import { outsideServiceAreaPage } from "../../content/outside-service-area.ts";
import { seniorsPage } from "../../content/seniors.ts";
import { serviceAreasPage } from "../../content/service-areas.ts";
import { townPageList } from "../../content/town-pages.ts";
import { defaultLocale, locales, pathIn, type Locale } from "../../core/locale.ts";
import { site } from "../../core/site.ts";
import { pageUrl } from "../../scripts/postbuild/built-pages.ts";
import { clientDir } from "./build-output.ts";
import { htmlLang, inLanguage, isNotFound, isOfferVariant, pageAt, pageDocuments, type PageDocument } from "./documents.ts";

/**
 * Every built page's head, both languages: what search engines and link previews read. The
 * expectations come from the content modules and the words files the build read, so a title the
 * owner edits in the studio, a town or post added or removed, moves the expectations with it.
 */

let pages: PageDocument[];
beforeAll(async () => {
  pages = await pageDocuments();
}, 120_000);

/** A words file as the build filled it in (content/pages/filled/<language>/<name>.json). */
const wordsFile = (name: string, of: Locale) =>
  JSON.parse(readFileSync(join("content", "pages", "filled", of, `${name}.json`), "utf8")) as Record<string, Record<string, string>>;

/**
 * The pages whose title and description are their words file's `meta`, by the path their content
 * module gives them; the Spanish twin's come from the Spanish file of the same name.
 */
const metaFiles: ReadonlyArray<[path: string, file: string]> = [
  [homePage.meta.path, "home"],
  [aboutPage.meta.path, "about"],
  [howItWorksPage.meta.path, "how-it-works"],
  [serviceAreasPage.meta.path, "service-areas"],
  [faqPage.meta.path, "faq-page"],
  [familiesPage.meta.path, "families"],
  [seniorsPage.meta.path, "seniors"],
  [commercialPage.meta.path, "commercial"],
  [contactPage.meta.path, "contact"],
  [outsideServiceAreaPage.meta.path, "outside-service-area"],
  ["/blog", "blog"],
  ["/sitemap", "sitemap-page"],
  ["/404", "not-found"],
];
const legalFiles = { "/terms-and-conditions": "terms", "/privacy-policy": "privacy", "/accessibility": "accessibility" } as const;

/** The canonical path of a page, without its language: an offer variant's is the base offer page. */
const canonicalBare = (page: PageDocument) => (isOfferVariant(page) ? canonicalCampaignVariant.path : page.bare);

/** Titles as React writes them in <title>, character references decoded (the helper's title is raw). */
const decoded = (text: string | undefined) =>
  (text ?? "").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

describe("every page's head", () => {
  test("declares the page's language on <html>", () => {
    const lang = (page: PageDocument) => /<html[^>]* lang="([^"]*)"/.exec(page.html)?.[1];
    const wrong = pages.filter((page) => lang(page) !== htmlLang(page.locale));
    expect(wrong.map((page) => `${page.path}: ${lang(page)}`)).toEqual([]);
    // Both languages are there: a build that lost its Spanish pass would pass the line above.
    for (const of of locales) expect(inLanguage(pages, of).length, of).toBeGreaterThan(20);
  });

  test("has a title ending in the brand and a description of some length, each its own within its language", () => {
    for (const page of pages) {
      const title = decoded(page.title);
      expect(title.endsWith(`| ${site.brandName}`), `${page.path}: "${title}"`).toBe(true);
      expect(page.description?.length ?? 0, `${page.path}: description`).toBeGreaterThanOrEqual(isNotFound(page) ? 20 : 50);
    }
    for (const of of locales) {
      const own = inLanguage(pages, of);
      const repeated = (values: Array<string | undefined>) => values.filter((value, i) => values.indexOf(value) !== i);
      expect(repeated(own.map((page) => page.title)), `${of} titles`).toEqual([]);
      // An offer variant repeats the base offer page's description on purpose: it is canonical to
      // it, so search engines index the base page only.
      expect(repeated(own.filter((page) => !isOfferVariant(page)).map((page) => page.description)), `${of} descriptions`).toEqual([]);
    }
  });

  test("each page's title and description are its words file's, in its language", () => {
    for (const of of locales) {
      for (const [path, file] of metaFiles) {
        const page = pageAt(pages, pathIn(path, of));
        const { meta } = wordsFile(file, of);
        expect(decoded(page.title), page.path).toBe(pageTitle(meta!.title!));
        expect(decoded(page.description), page.path).toBe(meta!.description);
      }
      const legal = wordsFile("legal", of);
      for (const [path, name] of Object.entries(legalFiles)) {
        const page = pageAt(pages, pathIn(path, of));
        expect(decoded(page.title), page.path).toBe(pageTitle(legal[name]!.title!));
        expect(decoded(page.description), page.path).toBe(legal[name]!.description);
      }
      const offerTitle = wordsFile("new-customer-offer", of).meta!.title!;
      const townTitle = wordsFile("town-page", of).meta!.title!;
      for (const variant of campaignVariants) {
        // The flyer's code follows the page's title in either language ("New Customer Offer QR1").
        const code = variant.title.slice(campaignVariants[0]!.title.length);
        expect(decoded(pageAt(pages, pathIn(variant.path, of)).title)).toBe(pageTitle(`${offerTitle}${code}`));
      }
      for (const town of townPageList) {
        expect(decoded(pageAt(pages, pathIn(`/${town.slug}`, of)).title)).toBe(pageTitle(withFigures(townTitle, { town: town.name })));
      }
    }
    // The English town and post descriptions are the town's and post's own (the Spanish come from their own files).
    for (const town of townPageList) expect(decoded(pageAt(pages, `/${town.slug}`).description)).toBe(town.description);
    for (const post of listPosts()) expect(decoded(pageAt(pages, `/blog/${post.slug}`).title)).toBe(pageTitle(post.title));
  });

  test("names its own address as canonical, an offer variant the base offer page; only a not-found page stays out of search", () => {
    for (const page of pages) {
      expect(page.noindex, page.path).toBe(isNotFound(page));
      expect(page.canonical, page.path).toBe(pageUrl(site.siteUrl, pathIn(canonicalBare(page), page.locale)));
    }
    // The variants are there to be checked: one per flyer, in each language.
    expect(pages.filter(isOfferVariant)).toHaveLength((campaignVariants.length - 1) * locales.length);
  });

  test("links its versions in every language, itself among them, and each version links it back; a post in one language links none", () => {
    const paths = new Set(pages.map((page) => page.path));
    for (const page of pages.filter((candidate) => !isNotFound(candidate))) {
      const linked = page.alternates.map(({ hrefLang, href }) => `${hrefLang} ${href}`).sort();
      const everyLanguage = locales.every((of) => paths.has(pathIn(page.bare, of)));
      if (!everyLanguage) {
        // Only a post may be in one language (the English; its Spanish version is optional).
        expect(page.kind, `${page.path} has no twin`).toBe("post");
        expect(page.locale, page.path).toBe(defaultLocale);
        expect(linked, page.path).toEqual([]);
        continue;
      }
      const bare = canonicalBare(page);
      const versions = [
        ...locales.map((of) => `${of} ${pageUrl(site.siteUrl, pathIn(bare, of))}`),
        `x-default ${pageUrl(site.siteUrl, pathIn(bare, defaultLocale))}`,
      ].sort();
      expect(linked, page.path).toEqual(versions);
      // Every version it names is a built page that names the same versions back.
      for (const of of locales) {
        const twin = pageAt(pages, pathIn(page.bare, of));
        expect(twin.alternates.map(({ hrefLang, href }) => `${hrefLang} ${href}`).sort(), `${twin.path}, twin of ${page.path}`).toEqual(linked);
      }
    }
  });

  test("names the link-preview image, which the build wrote as a PNG", () => {
    const image = `${site.siteUrl}/social-card.png`;
    for (const page of pages) {
      expect(/<meta property="og:image" content="([^"]*)"/.exec(page.html)?.[1], page.path).toBe(image);
    }
    const file = join(clientDir, new URL(image).pathname);
    expect(existsSync(file), file).toBe(true);
    expect(readFileSync(file).subarray(1, 4).toString()).toBe("PNG");
  });
});

describe("sitemap.xml", () => {
  test("lists every indexable page of both languages with its versions, and no offer variant or not-found page", () => {
    const xml = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const indexable = pages.filter((page) => !isNotFound(page) && !isOfferVariant(page));
    expect(listed.sort()).toEqual(indexable.map((page) => pageUrl(site.siteUrl, page.path)).sort());
    for (const page of indexable) {
      for (const { hrefLang, href } of page.alternates) {
        expect(xml, page.path).toContain(`<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}"/>`);
      }
    }
    expect(xml).not.toMatch(/newcustomerofferQR|\/404</);
  });
});
