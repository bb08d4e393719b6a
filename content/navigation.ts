/**
 * The menu at the top of every page and the links in the footer. Safe to edit: the labels, the
 * order and which pages are listed; each `to` must be an address of this site, like "/about".
 */
/** The main menu. Items with `children` open a submenu. */
export type NavLink = { label: string; to: string };
export type NavItem = NavLink | { label: string; children: readonly NavLink[] };

export const mainMenu: readonly NavItem[] = [
  { label: "Home", to: "/" },
  {
    label: "About Us",
    children: [
      { label: "About Us", to: "/about" },
      { label: "Service Areas", to: "/service-areas" },
    ],
  },
  {
    label: "Services",
    children: [
      { label: "Families", to: "/laundry-for-families" },
      { label: "Seniors", to: "/laundry-for-seniors" },
      { label: "Commercial", to: "/commercial-laundry" },
    ],
  },
  {
    label: "How It Works",
    children: [
      { label: "How It Works", to: "/how-it-works" },
      { label: "FAQ", to: "/faq" },
    ],
  },
  { label: "Contact Us", to: "/contact" },
];

/** Legal and utility links shown in the footer. */
export const footerLegalLinks: readonly NavLink[] = [
  { label: "Terms of Service", to: "/terms-and-conditions" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Accessibility", to: "/accessibility" },
  { label: "Sitemap", to: "/sitemap" },
];
