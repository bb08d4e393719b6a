/**
 * Home (/): the words that are Home's alone, the "Meet the founder" section. Safe to edit: the
 * words between quotes and backticks; keep each `${...}`, which fills in a name or a figure from
 * content/business.ts (set `founder` there to name her). Home's other sections share their words
 * with other pages: the four steps (content/steps.ts), the testimonials (content/testimonials.json),
 * the services and prices (content/services.ts), the FAQ (content/faq.ts) and the price estimator
 * (content/estimator.ts).
 */
import { business } from "./business.ts";
import type { FlowStep } from "./icons.ts";

const { turnaround, founder } = business;

/** Home's "about the founder" section. Names her when content/business.ts does. */
export const founderStory = {
  eyebrow: founder.name ? `Meet ${founder.name}, our founder` : "Meet the founder",
  title: "Woman-owned, local, and built around your week",
  paragraphs: [
    `${business.brandName} was founded in ${business.address.locality} on a simple idea: the hours spent sorting, washing and folding belong to your family, your work and the beach, not the laundry room.`,
    `${founder.name ?? "Our founder"} built the service she wished she had: reliable pickups, gentle baby-safe detergents, friendly texts instead of waiting around, and clothes back in ${turnaround.range}, folded the way you would fold them yourself.`,
  ],
  values: [
    {
      icon: "heart",
      title: "Woman-owned and local",
      text: `Founded and run by a woman right here in ${business.address.locality}, for her neighbors.`,
    },
    { icon: "sparkles", title: "Cared for like our own", text: "Sorted, washed in the detergent you pick, folded neatly, never rushed." },
    { icon: "map-pin", title: "We know the area", text: `Same friendly faces on every pickup from ${business.serviceAreaSummary}.` },
  ],
} as const satisfies { eyebrow: string; title: string; paragraphs: readonly string[]; values: readonly FlowStep[] };
