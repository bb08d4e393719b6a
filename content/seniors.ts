/**
 * The seniors' page (/laundry-for-seniors): its search-result title and description, its heading,
 * the value cards, "What we offer", "Perfect for", the three-step flow, the closing call to action
 * and the customer quotes. Safe to edit: the words between quotes and backticks; keep each `${...}`,
 * which fills in a figure from content/business.ts. A quote should be one a customer agreed to
 * have published.
 */
import { business } from "./business.ts";
import { listSentence } from "../core/format.ts";
import type { BenefitCard, FlowStep } from "./icons.ts";
import { site } from "../core/site.ts";
import type { BenefitSectionCopy, PageCopy } from "./page-copy.ts";

/** The four value cards on /laundry-for-seniors. */
export const seniorValues = [
  {
    icon: "phone",
    title: "Set up with one phone call",
    description: "No apps or forms to wrestle with. Call us and a real person sets up your account and your pickups with you.",
  },
  {
    icon: "calendar-clock",
    title: "The same pickup time, every time",
    description: "We agree on a regular day and time, so you always know when we are coming.",
  },
  {
    icon: "truck",
    title: "Back the next day",
    description: "Your laundry comes back washed, folded and in a fresh bag, usually the very next day.",
  },
  {
    icon: "hand-heart",
    title: "No heavy lifting",
    description: "No baskets to carry to the car or the laundromat. Set your bag by the door and we take it from there.",
  },
] as const satisfies readonly BenefitCard[];

/** "What we offer" on /laundry-for-seniors. */
export const seniorOffers = [
  "Free pickup and delivery right at your door",
  `Gentle detergent of your choice: ${listSentence(business.detergents)}`,
  "A text message when the driver is on the way and another once your laundry is picked up",
  "Clothes, towels and bedding washed and neatly folded",
  "Your invoice after weighing, paid online or to the driver, whichever you prefer",
  "Everything returned in a fresh, clean bag",
] as const;

/** "Perfect for" on /laundry-for-seniors. */
export const seniorPerfectFor = [
  "Seniors living independently who want one less chore",
  "Anyone recovering from surgery or managing limited mobility",
  "Families and caregivers arranging help for a parent or loved one",
  "Residents who would rather not drive to the laundromat",
  "Couples who want their time for friends, grandchildren and the beach",
] as const;

/** The three-step flow on /laundry-for-seniors: call, we visit, relax. */
export const seniorSteps = [
  {
    icon: "phone",
    title: "Call us",
    text: "Tell us when suits you and which detergent you like. We set up your account during the call.",
  },
  {
    icon: "house",
    title: "We visit",
    text: `Leave your bag outside before ${business.pickupCutoff} on pickup day. We text when we are on the way and when it is picked up.`,
  },
  {
    icon: "sofa",
    title: "Relax",
    text: "Your laundry comes back the next day, washed, folded and ready to put away.",
  },
] as const satisfies readonly FlowStep[];

/** /laundry-for-seniors's search-result text, hero, values and closing call to action. */
export const seniorsPage = {
  meta: {
    title: "Laundry Service for Seniors",
    description: `Friendly laundry pickup and delivery for seniors: set up by phone, the same pickup time every week and laundry back the next day. Call ${site.phoneDisplay}.`,
    path: "/laundry-for-seniors",
  },
  hero: {
    eyebrow: "For seniors",
    title: "Laundry help that comes to your door",
    lead: "Pick up the phone, and we take care of the rest: a friendly setup call, a regular pickup time and fresh, folded laundry back the next day. No heavy baskets, no trips to the laundromat.",
    actions: [{ kind: "call" }, { kind: "schedule", label: "Schedule Pickup" }],
  },
  values: {
    id: "values",
    eyebrow: "Why seniors choose us",
    title: "Simple, dependable and kind",
    cards: seniorValues,
    columns: 4,
  },
  cta: {
    title: "Let us carry the load",
    text: `Call us to set everything up, or schedule online in about ${site.schedulingMinutes} minutes. No card needed to get started${site.firstOrderOffer ? `, and your first order is ${site.firstOrderOffer.discount} off` : ""}.`,
    buttonLabel: "Schedule Pickup",
  },
} satisfies PageCopy & { values: BenefitSectionCopy };

/** The two customer quotes on /laundry-for-seniors. */
export const seniorTestimonials = [
  {
    name: "Dorothy M.",
    location: "Punta Gorda",
    rating: 5,
    text: "I don't do computers, so I was glad I could set it all up on the phone. They come the same morning every week, and my sheets are back the next day, folded beautifully.",
  },
  {
    name: "Frank S.",
    location: "Rotonda West",
    rating: 5,
    text: "After my knee surgery I couldn't carry the basket anymore. Now I leave the bag by the door, I get a text when they pick it up, and that's one thing I don't have to worry about.",
  },
] as const satisfies ReadonlyArray<{ name: string; location: string; rating: number; text: string }>;
