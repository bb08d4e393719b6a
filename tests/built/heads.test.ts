import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { z } from "zod";
import { postFrontMatterSchema } from "../../app/lib/blog.server.ts";
import { readFrontMatter } from "../../app/lib/markdown.server.ts";
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
import { pageFiles, type PageFileName } from "../../content/page-files.ts";
import { seniorsPage } from "../../content/seniors.ts";
import { serviceAreasPage } from "../../content/service-areas.ts";
import townCopy from "../../content/town-copy.generated.json" with { type: "json" };
import { townPageList } from "../../content/town-pages.ts";
import { townFileSchema } from "../../content/town-schema.ts";
import { defaultLocale, locales, pathIn, type Locale } from "../../core/locale.ts";
import { fillPlaceholders } from "../../core/placeholders.ts";
import { site } from "../../core/site.ts";
import { pageUrl } from "../../scripts/postbuild/built-pages.ts";
import { clientDir } from "./build-output.ts";
import { htmlLang, inLanguage, isNotFound, isOfferVariant, pageAt, pageDocuments, type PageDocument } from "./documents.ts";

/**
 * Every built page's head, both languages: what search engines and link previews read. The
 * expectations come from the content modules and the words files the build read, so a title the
 * owner edits in the studio, a town or post added or removed, moves the expectations with it; and
 * what they ask of her words (a description's length) is what the schemas she saves through ask.
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
const metaFiles: ReadonlyArray<[path: string, file: PageFileName]> = [
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

/**
 * The shortest text the schema of a field accepts (its `.min()`), at least 1: what the studio and the
 * build guarantee of a description the owner writes, so that a minimum a schema adds is held on the
 * built page too, and none is asked that she is not told of where she saves.
 */
function shortestAccepted(schema: z.ZodType, ...path: string[]): number {
  let field: unknown = schema;
  for (const key of path) field = (field as { shape: Record<string, unknown> }).shape[key];
  if (field === undefined) throw new Error(`The schema has no field ${path.join(".")}`);
  return Math.max(1, (field as { minLength?: number | null }).minLength ?? 1);
}

/** A town file's or a post file's text as the build of `of` fills it in (content/town-pages.ts, app/lib/blog.server.ts). */
const filledIn = (text: string, where: string, of: Locale) => fillPlaceholders(text, where, {}, site.firstOrderOffer !== null, of);

type HeadSource = { title: string; description: string; shortest: number };
const pageFileAt = new Map(metaFiles);
const offerCode = (path: string) => {
  const variant = campaignVariants.find((candidate) => candidate.path === path);
  return variant && variant.title.slice(campaignVariants[0]!.title.length);
};

/**
 * What a page's head says, from the words the owner wrote for it in its language: the words file's
 * `meta` (a legal page's entry in legal.json), a town's or a post's own file; and the shortest
 * description the schema of those words accepts.
 */
function headSource(page: PageDocument): HeadSource {
  const of = page.locale;
  const file = pageFileAt.get(page.bare);
  if (file) {
    const { meta } = wordsFile(file, of);
    return { title: pageTitle(meta!.title!), description: meta!.description!, shortest: shortestAccepted(pageFiles[file].schema(), "meta", "description") };
  }
  if (page.bare in legalFiles) {
    const name = legalFiles[page.bare as keyof typeof legalFiles];
    const words = wordsFile("legal", of)[name]!;
    return { title: pageTitle(words.title!), description: words.description!, shortest: shortestAccepted(pageFiles.legal.schema(), name, "description") };
  }
  const code = offerCode(page.bare);
  if (code !== undefined) {
    // The flyer's code follows the page's title in either language ("New Customer Offer QR1").
    const { meta } = wordsFile("new-customer-offer", of);
    return {
      title: pageTitle(`${meta!.title!}${code}`),
      description: meta!.description!,
      shortest: shortestAccepted(pageFiles["new-customer-offer"].schema(), "meta", "description"),
    };
  }
  const town = townPageList.find((candidate) => `/${candidate.slug}` === page.bare);
  if (town) {
    const copy = (townCopy as Record<string, Record<string, { page: { description: string } } | undefined>>)[of]?.[town.slug];
    if (!copy) throw new Error(`${page.path}: content/towns/${of}/${town.slug}.md has no copy in content/town-copy.generated.json`);
    return {
      title: pageTitle(withFigures(wordsFile("town-page", of).meta!.title!, { town: town.name })),
      description: filledIn(copy.page.description, `content/towns/${of}/${town.slug}.md`, of),
      shortest: shortestAccepted(townFileSchema(), "page", "description"),
    };
  }
  const slug = /^\/blog\/([^/]+)$/.exec(page.bare)?.[1];
  if (slug) {
    const where = `content/blog/${of}/${slug}.md`;
    const front = postFrontMatterSchema().parse(readFrontMatter(where, readFileSync(where, "utf8")).data);
    return {
      title: pageTitle(filledIn(front.title, where, of)),
      description: filledIn(front.excerpt, where, of),
      shortest: shortestAccepted(postFrontMatterSchema(), "excerpt"),
    };
  }
  throw new Error(`${page.path}: which words give this page its head? Add its kind to headSource()`);
}

describe("every page's head", () => {
  test("declares the page's language on <html>", () => {
    const lang = (page: PageDocument) => /<html[^>]* lang="([^"]*)"/.exec(page.html)?.[1];
    const wrong = pages.filter((page) => lang(page) !== htmlLang(page.locale));
    expect(wrong.map((page) => `${page.path}: ${lang(page)}`)).toEqual([]);
    // Both languages are there: a build that lost its Spanish pass would pass the line above.
    for (const of of locales) expect(inLanguage(pages, of).length, of).toBeGreaterThan(20);
  });

  test("has a title ending in the brand and a description at least as long as the schema of its words asks", () => {
    for (const page of pages) {
      const title = decoded(page.title);
      expect(title.endsWith(`| ${site.brandName}`), `${page.path}: "${title}"`).toBe(true);
      expect(decoded(page.description).length, `${page.path}: description`).toBeGreaterThanOrEqual(headSource(page).shortest);
    }
  });

  test("each page's title and description are its own words', in its language", () => {
    // Two pages share a title or a description only where the owner gave them the same words: no
    // schema refuses that, so it is hers to decide. A page that showed another's head, or none of
    // its own, fails here.
    for (const page of pages) {
      const source = headSource(page);
      expect(decoded(page.title), page.path).toBe(source.title);
      expect(decoded(page.description), page.path).toBe(source.description);
    }
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
