import { site } from "../core/site.ts";
import type { PageCopy } from "./page-copy.ts";

// Only /faq reads this: kept out of content/faq.ts, which Home shares, so every page's shared
// JavaScript does not carry it.

/** /faq's search-result text, hero and closing call to action. */
export const faqPage = {
  meta: {
    title: "Frequently Asked Questions",
    description: `Answers about pricing (from ${site.price.perLb}), free pickup and delivery, the ${site.pricing.minimumOrderLb} lb minimum, turnaround, detergents, payment and commercial laundry.`,
    path: "/faq",
  },
  hero: {
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    lead: "Everything you might want to know before your first pickup. Open as many answers as you like.",
  },
  cta: { title: "Got your answers? Let's get your laundry done" },
} satisfies PageCopy;
