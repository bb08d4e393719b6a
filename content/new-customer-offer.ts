/**
 * The new-customer-offer pages (/newcustomeroffer and its flyer addresses, listed in
 * content/campaign-variants.ts): the "why families love us" cards and the featured customer story
 * (the first one in content/testimonials.json). Safe to edit: the words between quotes and backticks;
 * keep each `${...}`, which fills in a figure from content/business.ts.
 */
import { business } from "./business.ts";
import { formatPrice as price, listSentence } from "../core/format.ts";
import type { BenefitCard } from "./icons.ts";
import { testimonials } from "./testimonials.ts";

const { pricing, turnaround } = business;

/** The offer pages' "why families love us" cards. */
export const offerReasons = [
  {
    icon: "baby",
    title: "Gentle on little ones",
    description:
      "Baby clothes and sensitive skin get the detergent they need. Choose fragrance-free or hypoallergenic and every load is washed in it.",
    detail: `Included at no extra cost: ${listSentence(business.detergents)}.`,
  },
  {
    icon: "calendar-check",
    title: "Your weekend, back",
    description:
      "Swap the Sunday spent between washer, dryer and folding pile for a pickup that takes a couple of minutes to book.",
    detail: `Scheduling takes about ${business.schedulingMinutes} minutes.`,
  },
  {
    icon: "house",
    title: "No need to be home",
    description: `Leave the laundry outside in any clean, sturdy bag or hamper before ${business.pickupCutoff} on pickup day and go about your day.`,
    detail: "We photograph every unattended drop-off.",
  },
  {
    icon: "message",
    title: "A text at every step",
    description: "You hear from us when the driver is on the way and again once your laundry is picked up, and you can track it in real time.",
  },
  {
    icon: "truck",
    title: `Back in ${turnaround.range}`,
    description: "Everything comes home washed, folded and packed in a fresh bag or tote, ready for the drawers.",
    detail: `${turnaround.rush} service for the weeks the hamper wins.`,
  },
  {
    icon: "badge-dollar",
    title: "Pay only after we weigh",
    description: `Wash & fold at ${price(pricing.washFoldPerLb)} per pound with free pickup and delivery. The invoice arrives after weighing: pay online or pay the driver.`,
    detail: `${pricing.minimumOrderLb} lb minimum order.`,
  },
] as const satisfies readonly BenefitCard[];

/** The customer story the offer pages feature: a parent, like most of the people these flyers reach. */
export const offerTestimonial = testimonials[0];
