/**
 * The commercial page (/commercial-laundry): its search-result title and description, its heading,
 * the industries, benefits, reasons and steps, and its closing calls to action. Safe to edit: the
 * words between quotes and backticks; keep each `${...}`, which fills in a figure or a contact
 * detail from content/business.ts.
 */
import { business } from "./business.ts";
import type { BenefitCard, FlowStep } from "./icons.ts";
import { site } from "../core/site.ts";
import type { BenefitSectionCopy, ContactCtaCopy, PageCopy } from "./page-copy.ts";

const { turnaround } = business;

/** The six industries on /commercial-laundry. */
export const industries = [
  {
    icon: "key-round",
    title: "Vacation rentals",
    description: "Sheets, towels and kitchen linens turned around between guests, so every check-in feels like a hotel.",
  },
  {
    icon: "scissors",
    title: "Salons and spas",
    description: "Towels, capes and robes washed clean and folded soft, ready for the next client.",
  },
  {
    icon: "dumbbell",
    title: "Gyms",
    description: "Workout towels and staff shirts picked up on a steady schedule, before the pile becomes a problem.",
  },
  {
    icon: "stethoscope",
    title: "Medical and dental offices",
    description: "Scrubs, lab coats and patient gowns handled with care and returned neatly folded.",
  },
  {
    icon: "utensils",
    title: "Restaurants",
    description: "Aprons, chef coats, bar towels and table linens back in time for the next service.",
  },
  {
    icon: "building",
    title: "Property management",
    description: "One laundry partner for your units, model homes and common areas, with clear invoices for each pickup.",
  },
] as const satisfies readonly BenefitCard[];

/** The eight benefit lines on /commercial-laundry. */
export const commercialBenefits = [
  "Custom volume pricing built around your business",
  "No long-term contracts",
  "A dedicated account manager who knows your account",
  "Order tracking for every pickup and delivery",
  "Free pickup and delivery on a schedule that fits your hours",
  `Turnaround in ${turnaround.range}, with ${turnaround.rush.toLowerCase()} when you need it`,
  `Your choice of detergent: ${business.detergents.join(", ")}`,
  "Invoices after weighing, payable online by major credit card",
] as const;

/** "Why businesses choose us" on /commercial-laundry. */
export const commercialReasons = [
  {
    icon: "heart",
    title: "Woman-owned and local",
    description: `We live and work in ${business.serviceAreaSummary}. When you call, you reach people who know your street and your season.`,
  },
  {
    icon: "calendar-check",
    title: "Reliable, on schedule",
    description: "Pickups happen when we say they will, and a text lets your team know when the driver is on the way.",
  },
  {
    icon: "sparkles",
    title: "Care in every fold",
    description: "Each load is washed in the detergent you choose and folded neatly, so it is ready to use the moment it arrives.",
  },
  {
    icon: "scale",
    title: "Clear, honest billing",
    description: "Everything is weighed before you are invoiced, so you pay for exactly what we cleaned and nothing else.",
  },
] as const satisfies readonly BenefitCard[];

/** The four-step flow on /commercial-laundry: contact, custom quote, pickup and clean, fast delivery. */
export const commercialSteps = [
  {
    icon: "message",
    title: "Contact us",
    text: "Tell us about your business, what needs washing and how often.",
  },
  {
    icon: "clipboard-list",
    title: "Custom quote",
    text: "We put together a plan and volume pricing for your business. No long-term contract.",
  },
  {
    icon: "washing-machine",
    title: "Pickup and clean",
    text: "We collect on your schedule, then wash and fold every item with care.",
  },
  {
    icon: "package-check",
    title: "Fast delivery",
    text: `Clean, folded linens are back in ${turnaround.range}, tracked in real time.`,
  },
] as const satisfies readonly FlowStep[];

/** /commercial-laundry's search-result text, hero, card sections and closing call to get in touch. */
export const commercialPage = {
  meta: {
    title: "Commercial Laundry Service for Local Businesses",
    description: `Commercial laundry pickup and delivery for vacation rentals, salons and spas, gyms, medical and dental offices, restaurants and property managers from ${site.serviceAreaSummary}. Custom pricing, no long-term contracts.`,
    path: "/commercial-laundry",
  },
  hero: {
    eyebrow: "Commercial laundry",
    title: "Clean linens for local business, on your schedule",
    lead: `Towels, sheets, uniforms and linens picked up, washed, folded and delivered across ${site.serviceAreaSummary}. Custom volume pricing, a dedicated account manager and no long-term contracts.`,
    actions: [
      { kind: "link", label: "Get a Custom Quote", to: "/contact", variant: "primary" },
      { kind: "schedule", label: "Schedule Pickup", variant: "outline" },
    ],
  },
  industries: {
    id: "industries",
    eyebrow: "Who we serve",
    title: `Built for the businesses of ${site.region}`,
    lead: "Whatever your business washes, we can take it off your hands.",
    cards: industries,
  },
  reasons: {
    id: "reasons",
    eyebrow: "Why choose us",
    title: "A local partner you can count on",
    cards: commercialReasons,
    columns: 4,
  },
  contactCta: {
    title: "Let's talk about your laundry",
    text: `Tell us what you wash and how often, and we will put together a custom quote. We reply within ${site.contactReplyHours} hours.`,
    buttonLabel: "Contact Us for a Quote",
    to: "/contact",
  },
} satisfies Omit<PageCopy, "cta"> & {
  industries: BenefitSectionCopy;
  reasons: BenefitSectionCopy;
  contactCta: ContactCtaCopy;
};
