import { site } from "../core/site.ts";
import { aboutValues } from "./about.ts";
import type { BenefitSectionCopy, PageCopy } from "./page-copy.ts";

// Only /about reads this: kept out of content/about.ts, which Home shares, so every page's shared
// JavaScript does not carry it.

/** /about's search-result text, hero and values. */
export const aboutPage = {
  meta: {
    title: "About Us: Woman-Owned Local Laundry Service",
    description: `Meet ${site.brandName}, the woman-owned laundry pickup and delivery service from ${site.address.locality} serving ${site.serviceAreaSummary}. Free pickup and delivery, wash and fold from ${site.price.perLb}.`,
    path: "/about",
  },
  hero: {
    eyebrow: "About us",
    title: "Local, woman-owned, and here to give you your time back",
    lead: `We pick up, wash, fold and deliver laundry for households and businesses from ${site.serviceAreaSummary}, so you can spend your days on anything but the laundry pile.`,
    actions: [
      { kind: "schedule", label: "Schedule Today" },
      { kind: "link", label: "See How It Works", to: "/how-it-works", variant: "outline" },
    ],
  },
  values: { id: "values", eyebrow: "What we stand for", title: "Our values", cards: aboutValues, columns: 4 },
} satisfies PageCopy & { values: BenefitSectionCopy };
