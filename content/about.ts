/**
 * The About page (/about): its search-result title and description, its heading, the founder's
 * story, the values and the "What we do" list. Safe to edit: the words between quotes and backticks.
 * Keep each `${...}` as it is: it fills in a price, a town or a name from content/business.ts.
 * (Home's shorter founder section is in content/home.ts.)
 */
import { site } from "../core/site.ts";
import { business } from "./business.ts";
import { formatPrice as price, listSentence } from "../core/format.ts";
import type { BenefitCard } from "./icons.ts";
import type { BenefitSectionCopy, PageCopy } from "./page-copy.ts";

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
