/**
 * The services and their prices, shared: the pricing panels on Home and the new-customer-offer
 * pages, and the service data search engines read. Their words (names, descriptions, points, the
 * section's heading) are in content/pages/<language>/services.json, which the owner edits in the studio
 * ("Pages" › "Services and prices"); `npm run generate` fills its {{placeholders}} in
 * (content/pages/filled/<language>/services.json). What the code relies on stays here: each service's id, whether
 * it is offered yet, the page its button opens, and the wash and fold price, former price and
 * badge, which come from content/business.json (the badge's words in the page's language, through core/site.ts).
 */
import { business } from "./business.ts";
import { formatPrice as price } from "../core/format.ts";
import { site } from "../core/site.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/services.json" with { type: "json" };

const { pricing } = business;
// Each panel's button words go with its link, below.
const { linkLabel: _washFoldLink, ...washFold } = copy.washFold;
const { linkLabel: _commercialLink, ...commercial } = copy.commercial;

/** The section's heading, and the label of a service not offered yet. */
export const servicesSection = { eyebrow: copy.eyebrow, title: copy.title, lead: copy.lead, comingSoon: copy.comingSoon };

/** The three services of the pricing panels. */
export const services = [
  {
    id: "wash-fold",
    ...washFold,
    priceText: `${price(pricing.washFoldPerLb)}/lb`,
    wasPriceText: `${price(pricing.washFoldWasPerLb)}/lb`,
    // The badge's words in the page's language (content/es/business-words.json for Spanish).
    badge: site.pricing.promoBadge,
    available: true,
    link: { to: "/laundry-for-families", label: copy.washFold.linkLabel },
  },
  {
    id: "commercial",
    ...commercial,
    wasPriceText: undefined,
    badge: undefined,
    available: true,
    link: { to: "/contact", label: copy.commercial.linkLabel },
  },
  {
    id: "dry-cleaning",
    ...copy.dryCleaning,
    wasPriceText: undefined,
    badge: undefined,
    available: false,
    link: undefined,
  },
] as const;

export type Service = (typeof services)[number];
export type ServiceId = Service["id"];
