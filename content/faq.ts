/**
 * The frequently asked questions and their answers. Shared: the FAQ page (/faq) lists them all,
 * Home's teaser shows the first four, and the FAQ data search engines read is built from them.
 * Safe to edit: the questions (each ends with "?") and the answers, and their order; keep each
 * `${...}`, which fills in a figure from content/business.ts. The FAQ page's title, heading and
 * closing line are in content/faq-page.ts.
 */
import { business } from "./business.ts";
import { formatPrice as price, listSentence } from "../core/format.ts";
import { towns } from "./towns.ts";

const { pricing, turnaround } = business;

/** The frequently asked questions: the FAQ page, Home's teaser and the FAQPage structured data. */
export const faqs = [
  {
    question: "How much does wash and fold cost?",
    answer: `Wash and fold starts from ${price(pricing.washFoldPerLb)} per pound, down from ${price(pricing.washFoldWasPerLb)} for a limited time. Pickup and delivery are free, and your detergent of choice is included. New customers also get ${pricing.firstOrderDiscountPercent}% off their first order.`,
  },
  {
    question: "Is pickup and delivery really free?",
    answer: "Yes. There is no delivery fee and no service fee: you only pay for the weight of your laundry.",
  },
  {
    question: "Is there a minimum order?",
    answer: `Yes, the minimum order is ${pricing.minimumOrderLb} lb, about one full tall kitchen bag of clothes or a week of laundry for one or two people.`,
  },
  {
    question: "How fast will I get my laundry back?",
    answer: `Standard service is ${turnaround.standard}: ${turnaround.standardDetail}. ${turnaround.rush} service is available when you need it sooner, and same-day pickup is available in select areas.`,
  },
  {
    question: "Do I need to be home for pickup?",
    answer: `No. Leave your laundry outside in any clean, sturdy bag or hamper before ${business.pickupCutoff} on your pickup day. We text you when the driver is on the way and again once your laundry is picked up, and we photograph unattended drop-offs.`,
  },
  {
    question: "What detergents can I choose?",
    answer: `Choose ${listSentence(business.detergents)} detergent. Gentle, baby-safe options are always available.`,
  },
  {
    question: "How do I pay?",
    answer:
      "We weigh your laundry and send the invoice. Pay online with any major credit card before delivery, or pay the driver.",
  },
  {
    question: "Do you offer commercial laundry or large orders?",
    answer:
      "Yes. Vacation rentals, salons and spas, gyms, medical and dental offices, restaurants and property managers get a custom quote and plan with volume pricing and no long-term contract. Large household orders can be quoted too.",
  },
  {
    question: "Do I need a card to sign up?",
    answer: `No card is needed to get started. Scheduling takes about ${business.schedulingMinutes} minutes, and your ${pricing.firstOrderDiscountPercent}% first-order discount is saved to your account to use whenever you are ready.`,
  },
  {
    question: "Which areas do you serve?",
    answer: `${listSentence(towns.map((t) => t.name))}, in ${listSentence(business.counties)}.`,
  },
] as const;

export type Faq = (typeof faqs)[number];
