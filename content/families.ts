/**
 * The families' page (/laundry-for-families): its search-result title and description, its heading,
 * the benefit cards and its closing call to action. Safe to edit: the words between quotes and
 * backticks; keep each `${...}`, which fills in a figure from content/business.ts.
 */
import { business } from "./business.ts";
import { countWord, formatPrice as price, listSentence } from "../core/format.ts";
import type { BenefitCard } from "./icons.ts";
import { site } from "../core/site.ts";
import type { BenefitSectionCopy, PageCopy } from "./page-copy.ts";

const { pricing, turnaround } = business;

/** The six benefits on /laundry-for-families. */
export const familyBenefits = [
  {
    icon: "baby",
    title: "Baby-safe, gentle detergents",
    description:
      "Tiny clothes and sensitive skin get the care they need: pick fragrance-free or hypoallergenic detergent and we use it on every load.",
    detail: `Included at no extra cost: ${listSentence(business.detergents)}.`,
  },
  {
    icon: "calendar-check",
    title: "Your weekends back",
    description:
      "No more Sunday spent between the washer, the dryer and the folding pile. Book a pickup and spend those hours with the kids instead.",
    detail: `Scheduling takes about ${business.schedulingMinutes} minutes and no card is needed to get started.`,
  },
  {
    icon: "house",
    title: "No need to be home",
    description: `Leave the laundry outside in any clean, sturdy bag or hamper before ${business.pickupCutoff} on pickup day, then get on with school runs and practice.`,
    detail: "We photograph unattended drop-offs and text you when the driver is on the way and once your laundry is picked up.",
  },
  {
    icon: "truck",
    title: `Back in ${turnaround.range}`,
    description: "Everything comes home washed, folded and packed in a fresh bag or tote, and you can track it in real time.",
    detail: `${turnaround.rush} service is there for the weeks when the hamper wins.`,
  },
  {
    icon: "badge-dollar",
    title: "Honest per-pound pricing",
    description: `Wash and fold from ${price(pricing.washFoldPerLb)} per pound with free pickup and delivery. No delivery fees, no service fees.`,
    detail: `${pricing.minimumOrderLb} lb minimum. We weigh, then send the invoice: pay online or pay the driver.`,
  },
  {
    icon: "shirt",
    title: "Folded with care",
    description: "Clothes, towels and bedding are sorted, washed and folded neatly, ready to go straight into drawers and closets.",
    ...(site.firstOrderOffer ? { detail: `New customers get ${site.firstOrderOffer.discount} off their first order.` } : {}),
  },
] as const satisfies readonly BenefitCard[];

/** /laundry-for-families's search-result text, hero, benefits and closing call to action. */
export const familiesPage = {
  meta: {
    title: "Laundry Service for Busy Families",
    description: `Wash and fold for busy families with baby-safe, gentle detergents, free pickup and delivery and laundry back in ${site.turnaround.range}. From ${site.price.perLb}${site.firstOrderOffer ? `; ${site.firstOrderOffer.discount} off your first order` : ""}.`,
    path: "/laundry-for-families",
  },
  hero: {
    eyebrow: "For families",
    title: "More family time, less laundry time",
    lead: `School clothes, sports kits, baby onesies and towels: we pick them up, wash them in the detergent you trust and bring them back folded in ${site.turnaround.range}. Pickup and delivery are free.`,
    actions: [
      { kind: "schedule", label: "Schedule Pickup" },
      { kind: "link", label: "See How It Works", to: "/how-it-works", variant: "outline" },
    ],
  },
  benefits: {
    id: "benefits",
    eyebrow: "Why families choose us",
    title: `${countWord(familyBenefits.length, { capital: true })} reasons parents hand us the hamper`,
    lead: "Made for real family life: the mess, the rush and the little ones with sensitive skin.",
    cards: familyBenefits,
  },
  cta: {
    title: "Take laundry off your family's to-do list",
    text: `Book your first pickup in about ${site.schedulingMinutes} minutes. No card needed to get started${site.firstOrderOffer ? `, and new customers save ${site.firstOrderOffer.discount} on their first order` : ""}.`,
  },
} satisfies PageCopy & { benefits: BenefitSectionCopy };
