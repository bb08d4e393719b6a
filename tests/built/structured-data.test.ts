import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { listPosts } from "../../app/lib/blog.server.ts";
import { getLegalDocument } from "../../app/lib/legal.server.ts";
import { businessId, townBusinessId } from "../../app/lib/structured-data.ts";
import { faqs } from "../../content/faq.ts";
import { services } from "../../content/services.ts";
import { townPageList } from "../../content/town-pages.ts";
import { languageTags, locales, pathIn, type Locale } from "../../core/locale.ts";
import { site } from "../../core/site.ts";
import { pageUrl } from "../../scripts/postbuild/built-pages.ts";
import { jsonLdOf, pageAt, pageDocuments, type PageDocument } from "./documents.ts";

/**
 * The structured data (JSON-LD) search engines read, on every built page of both languages: each
 * block parses, says schema.org, and each kind of page carries its own type, built from the same
 * content the page shows. Expectations come from the content modules and the files the owner edits.
 */

let pages: PageDocument[];
beforeAll(async () => {
  pages = await pageDocuments();
}, 120_000);

const types = (page: PageDocument) => jsonLdOf(page).map((block) => block["@type"]);
/** A language's questions as the owner wrote them (content/<language>/faq.json); the English filled in by content/faq.ts. */
const questionsIn = (of: Locale) =>
  (JSON.parse(readFileSync(join("content", of, "faq.json"), "utf8")) as { questions: Array<{ question: string }> }).questions.map(
    (q) => q.question,
  );
type FaqData = { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };

describe("structured data", () => {
  test("every block on every page parses and is schema.org's", () => {
    let blocks = 0;
    for (const page of pages) {
      for (const block of jsonLdOf(page)) {
        expect(block["@context"], page.path).toBe("https://schema.org");
        expect(typeof block["@type"], page.path).toBe("string");
        blocks++;
      }
    }
    // Which pages must carry which blocks is checked below, by kind; here, that there are blocks to check.
    expect(blocks).toBeGreaterThan(0);
  });

  test("Home: the business, each available service and the FAQ, in both languages", () => {
    for (const of of locales) {
      const page = pageAt(pages, pathIn("/", of));
      const available = services.filter((service) => service.available).length;
      expect(types(page).sort(), page.path).toEqual(["DryCleaningOrLaundry", "FAQPage", ...Array(available).fill("Service")].sort());
      const business = jsonLdOf(page).find((block) => block["@type"] === "DryCleaningOrLaundry")!;
      expect(business, page.path).toMatchObject({
        "@id": businessId,
        name: site.brandName,
        telephone: site.phone,
        email: site.email,
        aggregateRating: { ratingValue: site.rating.value, reviewCount: site.rating.count },
        areaServed: site.towns.map(() => expect.objectContaining({ "@type": "City" })),
      });
      const washFold = jsonLdOf(page).find((block) => block["@type"] === "Service" && block.offers);
      expect(washFold?.offers, page.path).toMatchObject({ price: site.pricing.washFoldPerLb.toFixed(2), priceCurrency: "USD" });
    }
  });

  test("the FAQ page and Home carry the FAQ's questions, in order; the English answers as the page shows them", () => {
    for (const of of locales) {
      for (const path of ["/faq", "/"]) {
        const page = pageAt(pages, pathIn(path, of));
        const data = jsonLdOf(page).find((block) => block["@type"] === "FAQPage") as FaqData | undefined;
        expect(data?.mainEntity.map((q) => q.name), page.path).toEqual(questionsIn(of));
        if (of === "en") expect(data?.mainEntity.map((q) => q.acceptedAnswer.text), page.path).toEqual(faqs.map((f) => f.answer));
        else expect(data?.mainEntity.every((q) => q.acceptedAnswer.text.length > 0 && !q.acceptedAnswer.text.includes("{{")), page.path).toBe(true);
      }
    }
  });

  test("a town page carries its town's business alone: its own id, the town, the service circle", () => {
    for (const of of locales) {
      for (const town of townPageList) {
        const page = pageAt(pages, pathIn(`/${town.slug}`, of));
        expect(jsonLdOf(page), page.path).toEqual([
          expect.objectContaining({
            "@type": "DryCleaningOrLaundry",
            "@id": townBusinessId(town.slug),
            url: pageUrl(site.siteUrl, page.path),
            address: expect.objectContaining({ addressLocality: town.name, addressRegion: site.address.region, addressCountry: site.address.country }),
            geo: expect.objectContaining({ latitude: town.geo.latitude, longitude: town.geo.longitude }),
            areaServed: expect.objectContaining({ "@type": "GeoCircle", geoRadius: site.serviceRadiusMeters }),
            parentOrganization: { "@id": businessId },
          }),
        ]);
      }
    }
  });

  test("a post carries Article data: its headline, date and address, in its language", () => {
    for (const of of locales) {
      const posts = listPosts(join(process.cwd(), "content", "blog", of));
      for (const post of posts) {
        const page = pageAt(pages, pathIn(`/blog/${post.slug}`, of));
        expect(jsonLdOf(page).find((block) => block["@type"] === "Article"), page.path).toMatchObject({
          headline: post.title,
          datePublished: post.date,
          url: pageUrl(site.siteUrl, page.path),
          inLanguage: languageTags[of],
          publisher: expect.objectContaining({ "@id": businessId }),
        });
      }
    }
  });

  test("the accessibility statement carries WebPage data alone, dated like the statement", () => {
    for (const of of locales) {
      const page = pageAt(pages, pathIn("/accessibility", of));
      const statement = getLegalDocument("accessibility", join(process.cwd(), "content", "legal", of));
      expect(jsonLdOf(page), page.path).toEqual([
        expect.objectContaining({
          "@type": "WebPage",
          url: pageUrl(site.siteUrl, page.path),
          dateModified: statement.date,
          inLanguage: languageTags[of],
        }),
      ]);
    }
  });

  test("only those pages carry structured data", () => {
    const withData = new Set(["home", "faq", "town", "post"]);
    const others = pages.filter((page) => !withData.has(page.kind) && page.bare !== "/accessibility" && jsonLdOf(page).length > 0);
    expect(others.map((page) => `${page.path}: ${types(page).join(", ")}`)).toEqual([]);
  });
});
