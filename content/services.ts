/**
 * The services and their prices, shared: the pricing panels on Home and the new-customer-offer
 * pages, and the service data search engines read. Their words (names, descriptions, points, the
 * section's heading) are in content/pages/services.json, which the owner edits in the studio
 * ("Pages" › "Services and prices"); `npm run generate` fills its {{placeholders}} in
 * (content/pages/filled/services.json). What the code relies on stays here: each service's id, whether
 * it is offered yet, its button's page and label, and the wash and fold price, former price and
 * badge, which come from content/business.json.
 */
import { business } from "./business.ts";
import { formatPrice as price } from "../core/format.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "./pages/filled/services.json" with { type: "json" };

const { pricing } = business;

/** The section's heading, and the label of a service not offered yet. */
export const servicesSection = { eyebrow: copy.eyebrow, title: copy.title, lead: copy.lead, comingSoon: copy.comingSoon };

/** The three services of the pricing panels. */
export const services = [
  {
    id: "wash-fold",
    ...copy.washFold,
    priceText: `${price(pricing.washFoldPerLb)}/lb`,
    wasPriceText: `${price(pricing.washFoldWasPerLb)}/lb`,
    badge: pricing.promoBadge,
    available: true,
    link: { to: "/laundry-for-families", label: "Learn about Wash & Fold" },
  },
  {
    id: "commercial",
    ...copy.commercial,
    wasPriceText: undefined,
    badge: undefined,
    available: true,
    link: { to: "/contact", label: "Contact us for a quote" },
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
