import { site } from "../core/site.ts";
import type { PageCopy } from "./page-copy.ts";

// Only /how-it-works reads this: kept out of content/how-it-works.ts, which Home shares, so every
// page's shared JavaScript does not carry it.

/** /how-it-works's search-result text, hero and closing call to action. */
export const howItWorksPage = {
  meta: {
    title: "How It Works: Laundry Pickup, Wash & Fold, Delivery",
    description: `Schedule in about ${site.schedulingMinutes} minutes with no card, leave your bag out before ${site.pickupCutoff}, and get your laundry back washed and folded in ${site.turnaround.range}. Here is every step.`,
    path: "/how-it-works",
  },
  hero: {
    eyebrow: "How it works",
    title: "From your doorstep and back, fresh and folded",
    lead: `Scheduling takes about ${site.schedulingMinutes} minutes and no card is needed to get started. We handle everything else, and keep you posted by text along the way.`,
    actions: [
      { kind: "schedule", label: "Schedule a Pickup" },
      { kind: "link", label: "Read the FAQ", to: "/faq", variant: "outline" },
    ],
  },
  cta: { title: "Ready when you are" },
} satisfies PageCopy;
