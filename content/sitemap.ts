/**
 * The sitemap page (/sitemap): its groups of links. Safe to edit: the order and which pages are
 * listed; every page of the site must stay listed (a test checks it). The titles are the owner's, in
 * content/pages/<language>/sitemap-page.json ("Pages" › "Sitemap page" › "Groups of links"), each
 * taken here by its key; a town's link puts the town's name where its words say {{town}}.
 */
import { towns } from "./towns.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/sitemap-page.json" with { type: "json" };

/** One link of the human sitemap: a path or a home-page anchor, and its title. */
export type SitemapEntry = { to: string; title: string };
export type SitemapGroup = { id: string; title: string; entries: readonly SitemapEntry[] };

const { pages, services, homeSections, serviceAreas, legal } = words.groups;

/** The heading of the group of blog posts, which the sitemap page's loader adds after "Pages". */
export const blogGroupTitle = words.groups.blog.title;

/**
 * The human sitemap at /sitemap. A unit test (sitemap.test.ts) checks every page of app/routes.ts is
 * listed here, so adding a page without adding it to the sitemap fails the tests.
 */
export const sitemapGroups: readonly SitemapGroup[] = [
  {
    id: "pages",
    title: pages.title,
    entries: [
      { to: "/", title: pages.home },
      { to: "/about", title: pages.about },
      { to: "/how-it-works", title: pages.howItWorks },
      { to: "/service-areas", title: pages.serviceAreas },
      { to: "/faq", title: pages.faq },
      { to: "/contact", title: pages.contact },
      { to: "/blog", title: pages.blog },
      { to: "/outside-service-area", title: pages.outsideServiceArea },
      // The offer page is in sitemap.xml (its QR variants are not), so a visitor can find it here too.
      { to: "/newcustomeroffer", title: pages.newCustomerOffer },
    ],
  },
  {
    id: "services",
    title: services.title,
    entries: [
      { to: "/laundry-for-families", title: services.families },
      { to: "/laundry-for-seniors", title: services.seniors },
      { to: "/commercial-laundry", title: services.commercial },
    ],
  },
  {
    id: "home-sections",
    title: homeSections.title,
    entries: [
      { to: "/#hero", title: homeSections.hero },
      { to: "/#about", title: homeSections.about },
      { to: "/#how-it-works", title: homeSections.howItWorks },
      { to: "/#pricing", title: homeSections.pricing },
      { to: "/#faq", title: homeSections.faq },
      { to: "/#contact", title: homeSections.contact },
    ],
  },
  {
    id: "service-areas",
    title: serviceAreas.title,
    entries: towns.map((town) => ({ to: `/${town.slug}`, title: serviceAreas.town.replaceAll("{{town}}", () => town.name) })),
  },
  {
    id: "legal",
    title: legal.title,
    entries: [
      { to: "/terms-and-conditions", title: legal.terms },
      { to: "/privacy-policy", title: legal.privacy },
      { to: "/accessibility", title: legal.accessibility },
      { to: "/sitemap", title: legal.sitemap },
    ],
  },
];
