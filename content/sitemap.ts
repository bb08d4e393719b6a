/**
 * The sitemap page (/sitemap): its groups of links and their titles. Safe to edit: the titles and
 * the order; every page of the site must stay listed (a test checks it).
 */
import { towns } from "./towns.ts";

/** One link of the human sitemap: a path or a home-page anchor, and its title. */
export type SitemapEntry = { to: string; title: string };
export type SitemapGroup = { id: string; title: string; entries: readonly SitemapEntry[] };

/**
 * The human sitemap at /sitemap. A unit test (sitemap.test.ts) checks every page of app/routes.ts is
 * listed here, so adding a page without adding it to the sitemap fails the tests.
 */
export const sitemapGroups: readonly SitemapGroup[] = [
  {
    id: "pages",
    title: "Pages",
    entries: [
      { to: "/", title: "Home" },
      { to: "/about", title: "About Us" },
      { to: "/how-it-works", title: "How It Works" },
      { to: "/service-areas", title: "Service Areas" },
      { to: "/faq", title: "FAQ" },
      { to: "/contact", title: "Contact Us" },
      { to: "/blog", title: "Blog" },
      { to: "/outside-service-area", title: "Outside Our Service Area" },
      // The offer page is in sitemap.xml (its QR variants are not), so a visitor can find it here too.
      { to: "/newcustomeroffer", title: "New Customer Offer" },
    ],
  },
  {
    id: "services",
    title: "Services",
    entries: [
      { to: "/laundry-for-families", title: "Laundry for Families" },
      { to: "/laundry-for-seniors", title: "Laundry for Seniors" },
      { to: "/commercial-laundry", title: "Commercial Laundry" },
    ],
  },
  {
    id: "home-sections",
    title: "On the home page",
    entries: [
      { to: "/#hero", title: "Welcome" },
      { to: "/#about", title: "About" },
      { to: "/#how-it-works", title: "How It Works" },
      { to: "/#pricing", title: "Pricing" },
      { to: "/#faq", title: "FAQ" },
      { to: "/#contact", title: "Contact" },
    ],
  },
  {
    id: "service-areas",
    title: "Service areas",
    entries: towns.map((town) => ({ to: `/${town.slug}`, title: `Laundry Pickup in ${town.name}` })),
  },
  {
    id: "legal",
    title: "Legal",
    entries: [
      { to: "/terms-and-conditions", title: "Terms of Service" },
      { to: "/privacy-policy", title: "Privacy Policy" },
      { to: "/accessibility", title: "Accessibility Statement" },
      { to: "/sitemap", title: "Sitemap" },
    ],
  },
];
