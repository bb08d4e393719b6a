import { faqs } from "../../content/faq.ts";
import type { DryCleaningOrLaundry, WithContext } from "schema-dts";
import { describe, expect, it } from "vitest";
import { townPageList as towns } from "../../content/town-pages.ts";
import { site } from "../../core/site.ts";
import * as structuredData from "./structured-data.ts";
import {
  articleSchema,
  businessSchema,
  catalogServiceNames,
  faqSchema,
  servicesSchema,
  townBusinessId,
  townSchema,
  webPageSchema,
} from "./structured-data.ts";

/**
 * The builders are typed with schema-dts, so TypeScript already rejects a misspelt property or a
 * wrong type. What types cannot say is which properties a schema.org consumer needs, or that a
 * value is sane at run time: that is checked here, for every object the site publishes.
 */
type Rule = { required: readonly string[]; optional?: readonly string[]; check?: (node: Node) => string[] };
type Node = Record<string, unknown>;

const isAbsoluteUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^\s/]+/.test(value);
const isIsoDate = (value: unknown) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value);
const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const rules: Record<string, Rule> = {
  DryCleaningOrLaundry: {
    required: ["name", "url", "telephone", "address"],
    optional: [
      "description",
      "email",
      "image",
      "priceRange",
      "geo",
      "openingHoursSpecification",
      "aggregateRating",
      "areaServed",
      "sameAs",
      "hasOfferCatalog",
      "parentOrganization",
    ],
    check: (n) => [
      ...(isAbsoluteUrl(n.url) ? [] : ["url is not absolute"]),
      ...(/^\+1-\d{3}-\d{3}-\d{4}$/.test(String(n.telephone)) ? [] : ["telephone is not +1-NNN-NNN-NNNN"]),
      ...(n.email === undefined || /^[^@\s]+@[^@\s]+$/.test(String(n.email)) ? [] : ["email is invalid"]),
    ],
  },
  PostalAddress: {
    required: ["addressLocality", "addressRegion", "addressCountry"],
    optional: ["postalCode", "streetAddress"],
    check: (n) => [
      ...(n.addressRegion === "FL" ? [] : ["addressRegion is not FL"]),
      ...(n.addressCountry === "US" ? [] : ["addressCountry is not US"]),
    ],
  },
  GeoCoordinates: {
    required: ["latitude", "longitude"],
    check: (n) =>
      typeof n.latitude === "number" && Math.abs(n.latitude) <= 90 && typeof n.longitude === "number" && Math.abs(n.longitude) <= 180
        ? []
        : ["coordinates are not numbers in range"],
  },
  GeoCircle: {
    required: ["geoMidpoint", "geoRadius"],
    check: (n) => (typeof n.geoRadius === "number" && n.geoRadius > 0 ? [] : ["geoRadius is not a positive number"]),
  },
  OpeningHoursSpecification: {
    required: ["dayOfWeek", "opens", "closes"],
    check: (n) => [
      ...((n.dayOfWeek as unknown[]).every((d) => days.includes(String(d))) ? [] : ["dayOfWeek has an unknown day"]),
      ...([n.opens, n.closes].every((t) => /^\d{2}:\d{2}$/.test(String(t))) ? [] : ["opens/closes are not HH:MM"]),
    ],
  },
  AggregateRating: { required: ["ratingValue", "reviewCount"], optional: ["bestRating"] },
  City: { required: ["name"] },
  OfferCatalog: { required: ["itemListElement"], optional: ["name"] },
  Offer: {
    required: [],
    optional: ["itemOffered", "price", "priceCurrency", "description"],
    // In a catalog an offer names its service; inside a Service it needs a price in a currency.
    check: (n) =>
      "itemOffered" in n || (/^\d+(\.\d+)?$/.test(String(n.price)) && /^[A-Z]{3}$/.test(String(n.priceCurrency)))
        ? []
        : ["Offer has neither itemOffered nor a price with its currency"],
  },
  Service: { required: ["name"], optional: ["description", "provider", "areaServed", "offers"] },
  FAQPage: { required: ["mainEntity"] },
  Question: { required: ["name", "acceptedAnswer"] },
  Answer: { required: ["text"] },
  Article: {
    required: ["headline", "datePublished", "author", "publisher"],
    optional: ["description", "dateModified", "url", "mainEntityOfPage", "image", "inLanguage"],
    check: (n) => (isIsoDate(n.datePublished) ? [] : ["datePublished is not an ISO date"]),
  },
  Organization: { required: ["name"], optional: ["url"] },
  WebPage: {
    required: ["name", "url", "publisher"],
    optional: ["description", "inLanguage", "dateModified"],
    check: (n) => [
      ...(isAbsoluteUrl(n.url) ? [] : ["url is not absolute"]),
      ...(n.dateModified === undefined || isIsoDate(n.dateModified) ? [] : ["dateModified is not an ISO date"]),
    ],
  },
};

/** Every problem in a JSON-LD document, with a path to where it is. */
function validate(document: unknown): string[] {
  const problems: string[] = [];
  const root = document as Node;
  if (root["@context"] !== "https://schema.org") problems.push("$: @context is not https://schema.org");
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${path}[${i}]`));
    if (value === null || typeof value !== "object") {
      if (value === undefined || (typeof value === "string" && value.trim() === "")) problems.push(`${path}: empty value`);
      return;
    }
    const node = value as Node;
    const type = node["@type"];
    const keys = Object.keys(node).filter((k) => !k.startsWith("@"));
    if (type === undefined) {
      // A reference to an object described elsewhere: only an @id.
      if (keys.length > 0 || !isAbsoluteUrl(node["@id"])) problems.push(`${path}: object without @type`);
      return;
    }
    const rule = rules[String(type)];
    if (!rule) {
      problems.push(`${path}: no rule for @type ${String(type)}`);
    } else {
      const missing = rule.required.filter((key) => !(key in node));
      for (const key of missing) problems.push(`${path}: ${String(type)} lacks ${key}`);
      const allowed = new Set([...rule.required, ...(rule.optional ?? [])]);
      for (const key of keys) if (!allowed.has(key)) problems.push(`${path}: unexpected ${String(type)}.${key}`);
      // Value checks read the required properties, so they run once those are all there.
      if (missing.length === 0) problems.push(...(rule.check?.(node) ?? []).map((p) => `${path}: ${p}`));
    }
    if ("@id" in node && !isAbsoluteUrl(node["@id"])) problems.push(`${path}: @id is not an absolute URL`);
    for (const key of keys) walk(node[key], `${path}.${key}`);
  };
  walk(document, "$");
  return problems;
}

/** The document as the page embeds it: JSON text, parsed back. */
const json = (document: unknown) => JSON.parse(JSON.stringify(document)) as Record<string, unknown>;

/** Every builder of the module, with the documents the site publishes from it. */
const documentsByBuilder: Record<string, () => unknown[]> = {
  businessSchema: () => [businessSchema()],
  servicesSchema: () => servicesSchema(),
  faqSchema: () => [faqSchema(faqs)],
  articleSchema: () => [
    articleSchema({ title: "What wash and fold means", excerpt: "A short guide.", date: "2024-12-24", path: "/blog/post" }),
  ],
  townSchema: () => towns.map((town) => townSchema(town)),
  webPageSchema: () => [
    webPageSchema({ title: "Accessibility Statement", description: "How the site works for everyone.", path: "/accessibility", dateModified: "2026-11-25" }),
  ],
};

describe("JSON-LD builders", () => {
  it("are all covered by this test", () => {
    const builders = Object.entries(structuredData)
      .filter(([name, value]) => typeof value === "function" && name.endsWith("Schema"))
      .map(([name]) => name)
      .sort();
    expect(builders).toEqual(Object.keys(documentsByBuilder).sort());
  });

  for (const [name, build] of Object.entries(documentsByBuilder)) {
    it(`${name} publishes valid schema.org data`, () => {
      const documents = build();
      expect(documents.length).toBeGreaterThan(0);
      for (const document of documents) {
        // What the page embeds is the JSON text, so validate what survives serialisation.
        expect(validate(JSON.parse(JSON.stringify(document)))).toEqual([]);
      }
    });
  }

  it("reports missing and unexpected properties (the validator can fail)", () => {
    const town = json(townSchema(towns[0]!));
    const broken = { ...town, address: undefined, colour: "teal" };
    const problems = validate(JSON.parse(JSON.stringify(broken)));
    expect(problems).toContain("$: DryCleaningOrLaundry lacks address");
    expect(problems).toContain("$: unexpected DryCleaningOrLaundry.colour");
    const badGeo = { ...town, geo: { "@type": "GeoCoordinates", latitude: "27", longitude: -82 } };
    expect(validate(badGeo)).toEqual(["$.geo: coordinates are not numbers in range"]);
    expect(validate({ "@type": "Thing" })).toEqual([
      "$: @context is not https://schema.org",
      "$: no rule for @type Thing",
    ]);
  });
});

describe("townSchema", () => {
  it("describes the business in each town with a unique id", () => {
    const ids = towns.map((town) => json(townSchema(town))["@id"]);
    expect(new Set(ids).size).toBe(towns.length);
    expect(new Set([...ids, structuredData.businessId]).size).toBe(towns.length + 1);
    expect(townBusinessId("venice")).toBe(`${site.siteUrl}/venice#business`);
  });

  it("serves a circle of the business's service radius around the town, with the catalog services", () => {
    for (const town of towns) {
      const data: WithContext<DryCleaningOrLaundry> = townSchema(town);
      const json = JSON.parse(JSON.stringify(data));
      expect(json["@type"]).toBe("DryCleaningOrLaundry");
      expect(json.url).toBe(`${site.siteUrl}/${town.slug}`);
      expect(json.telephone).toBe(site.phone);
      expect(json.email).toBe(site.email);
      expect(json.address).toEqual({
        "@type": "PostalAddress",
        addressLocality: town.name,
        addressRegion: "FL",
        addressCountry: "US",
      });
      expect(json.geo).toEqual({ "@type": "GeoCoordinates", ...town.geo });
      expect(json.areaServed).toEqual({ "@type": "GeoCircle", geoMidpoint: json.geo, geoRadius: site.serviceRadiusMeters });
      expect(json.hasOfferCatalog.itemListElement.map((o: { itemOffered: { name: string } }) => o.itemOffered.name)).toEqual([
        ...catalogServiceNames,
      ]);
    }
  });
});
