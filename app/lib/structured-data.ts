import type { Article, DryCleaningOrLaundry, FAQPage, OfferCatalog, Service, WebPage, WithContext } from "schema-dts";
import { services } from "../../content/services.ts";
import type { TownPage } from "../../content/town-pages.ts";
import { languageTags, locale } from "../../core/locale.ts";
import { site } from "../../core/site.ts";
// The words search engines read, in the page's language (content/pages/<language>/search-data.json).
import words from "#words/search-data.json" with { type: "json" };
import { absoluteUrl, pageUrl } from "./seo.ts";

/** The id every page uses to refer to the business itself: one business, whatever the page's language. */
export const businessId = `${site.siteUrl}/#business`;

/** The names of the services offered, as listed in every offer catalog. */
export const catalogServiceNames = Object.values(words.catalogServices);

/** The page's language, as structured data names it. */
const inLanguage = languageTags[locale];

/** The served towns as schema.org cities. */
function servedCities() {
  return site.towns.map((town) => ({ "@type": "City" as const, name: `${town.name}, FL` }));
}

function offerCatalog(): OfferCatalog {
  return {
    "@type": "OfferCatalog",
    name: words.catalogName,
    itemListElement: catalogServiceNames.map((name) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name },
    })),
  };
}

/** The business as a whole (Home and the site-wide identity). */
export function businessSchema(): WithContext<DryCleaningOrLaundry> {
  return {
    "@context": "https://schema.org",
    "@type": "DryCleaningOrLaundry",
    "@id": businessId,
    name: site.brandName,
    description: words.businessDescription,
    url: pageUrl("/"),
    telephone: site.phone,
    email: site.email,
    image: absoluteUrl("/social-card.png"),
    priceRange: words.priceRange,
    address: {
      "@type": "PostalAddress",
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", ...site.address.geo },
    openingHoursSpecification: site.hours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...h.days],
      opens: h.opens,
      closes: h.closes,
    })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: site.rating.value,
      reviewCount: site.rating.count,
      bestRating: 5,
    },
    areaServed: servedCities(),
    sameAs: [site.social.facebook, site.social.instagram, ...(site.reviewsUrl ? [site.reviewsUrl] : [])],
    hasOfferCatalog: offerCatalog(),
  };
}

/** The services of the pricing panel, each provided by the business. */
export function servicesSchema(): WithContext<Service>[] {
  return services
    .filter((service) => service.available)
    .map((service) => ({
      "@context": "https://schema.org",
      "@type": "Service",
      name: service.title,
      description: service.description,
      provider: { "@id": businessId },
      areaServed: servedCities(),
      ...(service.id === "wash-fold"
        ? {
            offers: {
              "@type": "Offer",
              price: site.pricing.washFoldPerLb.toFixed(2),
              priceCurrency: "USD",
              description: words.washFoldOffer,
            },
          }
        : {}),
    }));
}

/** FAQPage data built from the same questions the page shows. */
export function faqSchema(items: ReadonlyArray<{ question: string; answer: string }>): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** Article data for a blog post, published by the business. */
export function articleSchema(post: {
  title: string;
  excerpt: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  path: string;
}): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    url: pageUrl(post.path),
    mainEntityOfPage: pageUrl(post.path),
    image: absoluteUrl("/social-card.png"),
    inLanguage,
    author: { "@type": "Organization", name: site.brandName, url: pageUrl("/") },
    publisher: { "@type": "Organization", "@id": businessId, name: site.brandName },
  };
}

/**
 * A page the business publishes about itself (the accessibility statement): its title, description
 * and address, when its text last changed, and the business as its publisher.
 */
export function webPageSchema(page: {
  title: string;
  description: string;
  path: string;
  /** ISO date, YYYY-MM-DD. */
  dateModified: string;
}): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.title,
    description: page.description,
    url: pageUrl(page.path),
    inLanguage,
    dateModified: page.dateModified,
    publisher: { "@id": businessId },
  };
}

/** The id of a town page's local business object: unique per town. */
export function townBusinessId(slug: string): string {
  return `${absoluteUrl(`/${slug}`)}#business`;
}

/**
 * The business as it serves one town: located in the town, serving a circle of
 * `site.serviceRadiusMeters` around it, with the same offer catalog as the business as a whole.
 */
export function townSchema(town: TownPage): WithContext<DryCleaningOrLaundry> {
  const geo = { "@type": "GeoCoordinates", latitude: town.geo.latitude, longitude: town.geo.longitude } as const;
  return {
    "@context": "https://schema.org",
    "@type": "DryCleaningOrLaundry",
    "@id": townBusinessId(town.slug),
    name: `${site.brandName} ${town.name}`,
    description: town.description,
    url: pageUrl(`/${town.slug}`),
    telephone: site.phone,
    email: site.email,
    image: absoluteUrl("/social-card.png"),
    priceRange: words.priceRange,
    address: {
      "@type": "PostalAddress",
      addressLocality: town.name,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    geo,
    areaServed: {
      "@type": "GeoCircle",
      geoMidpoint: geo,
      geoRadius: site.serviceRadiusMeters,
    },
    parentOrganization: { "@id": businessId },
    hasOfferCatalog: offerCatalog(),
  };
}
