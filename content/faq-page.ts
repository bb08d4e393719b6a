/**
 * The FAQ page (/faq): its search-result title and description, its heading and its closing call
 * to action. Safe to edit: the words between quotes and backticks; keep each `${...}`, which fills
 * in a figure. The questions and answers themselves are in content/faq.json (read by
 * content/faq.ts), which the owner edits in the studio.
 */
import { site } from "../core/site.ts";
import type { PageCopy } from "./page-copy.ts";

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
