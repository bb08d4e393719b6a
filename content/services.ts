/**
 * The services and their prices, shared: the pricing panels on Home and the new-customer-offer
 * pages, and the service data search engines read. Safe to edit: the titles, descriptions and
 * details; the prices themselves come from content/business.ts, so change them there.
 */
import { business } from "./business.ts";
import { formatPrice as price } from "../core/format.ts";

const { pricing, turnaround } = business;

/** The three services of the pricing panels. */
export const services = [
  {
    id: "wash-fold",
    title: "Wash & Fold",
    priceText: `${price(pricing.washFoldPerLb)}/lb`,
    wasPriceText: `${price(pricing.washFoldWasPerLb)}/lb`,
    badge: pricing.promoBadge,
    description:
      "Everyday laundry picked up from your door, washed in the detergent you choose, folded with care and brought back fresh.",
    details: [
      `Free pickup and delivery`,
      `${pricing.minimumOrderLb} lb minimum order`,
      `Back in ${turnaround.range} (${turnaround.marketing}), ${turnaround.rush.toLowerCase()} available`,
      `Your choice of detergent: ${business.detergents.join(", ")}`,
      `Returned in a fresh bag or tote`,
    ],
    available: true,
    link: { to: "/laundry-for-families", label: "Learn about Wash & Fold" },
  },
  {
    id: "commercial",
    title: "Commercial",
    priceText: "Custom plan",
    wasPriceText: undefined,
    badge: undefined,
    description:
      "Linens, towels and uniforms for vacation rentals, salons and spas, gyms, medical and dental offices, restaurants and property managers.",
    details: [
      "Custom volume pricing",
      "No long-term contracts",
      "A dedicated account manager",
      "Order tracking for every pickup",
    ],
    available: true,
    link: { to: "/contact", label: "Contact us for a quote" },
  },
  {
    id: "dry-cleaning",
    title: "Dry Cleaning",
    priceText: "Coming Soon",
    wasPriceText: undefined,
    badge: undefined,
    description:
      "Dry cleaning pickup and delivery is on its way, with the same doorstep convenience as our wash and fold.",
    details: ["Pickup and delivery from your door", "Suits, dresses and delicate fabrics", "Tracked like every order"],
    available: false,
    link: undefined,
  },
] as const;

export type Service = (typeof services)[number];
export type ServiceId = Service["id"];
