import { business } from "./business.ts";
import { formatPrice as price, listSentence } from "../core/format.ts";
import type { BenefitCard } from "./icons.ts";

const { pricing, turnaround } = business;

/** The founder's story on /about, one string per paragraph. */
export const aboutStory = [
  `${business.brandName} is a woman-owned laundry pickup and delivery service based in ${business.address.locality}. Its founder started it for her neighbors: for families juggling work and school, for seniors who would rather not haul baskets, and for local businesses that run on clean linens.`,
  "The idea was simple: laundry should not eat your evenings and weekends. So she built the service she wanted for her own household, with pickups you can count on, friendly texts instead of waiting around, and clothes that come back folded the way you would fold them yourself.",
  `Today we pick up, wash, fold and deliver across ${business.serviceAreaSummary}, in ${listSentence(business.counties)}. We are still local, and we still fold every shirt with care.`,
] as const;

/** What the business stands for, on /about. */
export const aboutValues = [
  {
    icon: "heart",
    title: "Woman-owned and local",
    description: `Founded and run in ${business.address.locality}. Our customers are our neighbors, and we treat their laundry that way.`,
  },
  {
    icon: "shield-check",
    title: "Reliable by design",
    description: `Pickup happens before ${business.pickupCutoff} on your pickup day, with a text when the driver is on the way and another once your laundry is picked up.`,
  },
  {
    icon: "sparkles",
    title: "Care you can see",
    description: "Sorted, washed in the detergent you chose, folded neatly and returned in a fresh bag or tote.",
  },
  {
    icon: "badge-dollar",
    title: "Honest pricing",
    description: `By the pound, with free pickup and delivery. We weigh first and send the invoice, so there are no surprises.`,
  },
] as const satisfies readonly BenefitCard[];

/** "What we do" on /about: the service's promises. */
export const aboutPromises = [
  `Wash and fold from ${price(pricing.washFoldPerLb)} per pound, with free pickup and delivery`,
  `Your detergent of choice included: ${listSentence(business.detergents)}`,
  `Scheduling in about ${business.schedulingMinutes} minutes, with no card needed to get started`,
  "Leave laundry outside in any clean, sturdy bag or hamper. You don't need to be home, and we photograph unattended drop-offs",
  `Back in ${turnaround.range}, tracked in real time and returned in a fresh bag or tote`,
  "Your invoice after weighing: pay online by major credit card before delivery, or pay the driver",
  "Commercial laundry on a custom plan, and dry cleaning pickup coming soon",
] as const;
