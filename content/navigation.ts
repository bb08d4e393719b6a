/**
 * The menu at the top of every page and the links in the footer. Safe to edit: the order and which
 * pages are listed; each `to` must be an address of this site, like "/about". The entries' names are
 * the owner's, in content/pages/<language>/layout.json ("Pages" › "On every page: menu, footer and
 * buttons" › "Menu" and "Footer"), each taken here by its key.
 */
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

/** The main menu. Items with `children` open a submenu. */
export type NavLink = { label: string; to: string };
export type NavItem = NavLink | { label: string; children: readonly NavLink[] };

const menu = words.menu;

export const mainMenu: readonly NavItem[] = [
  { label: menu.home, to: "/" },
  {
    label: menu.aboutGroup,
    children: [
      { label: menu.about, to: "/about" },
      { label: menu.serviceAreas, to: "/service-areas" },
    ],
  },
  {
    label: menu.servicesGroup,
    children: [
      { label: menu.families, to: "/laundry-for-families" },
      { label: menu.seniors, to: "/laundry-for-seniors" },
      { label: menu.commercial, to: "/commercial-laundry" },
    ],
  },
  {
    label: menu.howItWorksGroup,
    children: [
      { label: menu.howItWorks, to: "/how-it-works" },
      { label: menu.faq, to: "/faq" },
    ],
  },
  { label: menu.contact, to: "/contact" },
];

const legal = words.footer.legal;

/** Legal and utility links shown in the footer. */
export const footerLegalLinks: readonly NavLink[] = [
  { label: legal.terms, to: "/terms-and-conditions" },
  { label: legal.privacy, to: "/privacy-policy" },
  { label: legal.accessibility, to: "/accessibility" },
  { label: legal.sitemap, to: "/sitemap" },
];

/** The footer's link to the blog, after the menu's pages. */
export const blogLink: NavLink = { label: words.footer.blog, to: "/blog" };
