/**
 * The How It Works page (/how-it-works): its search-result title and description, its heading, the
 * life of an order stage by stage and the "Good to know" cards. Safe to edit: the words between
 * quotes and backticks; keep each `${...}`, which fills in a figure from content/business.ts. The
 * four short steps near the top are shared with Home and other pages: they are in content/steps.ts.
 */
import { site } from "../core/site.ts";
import { business } from "./business.ts";
import { formatPrice, listSentence } from "../core/format.ts";
import type { FlowStep, IconName } from "./icons.ts";
import type { PageCopy } from "./page-copy.ts";

/**
 * The whole life of an order, stage by stage, on /how-it-works: scheduled, picked up, washed and
 * folded, out for delivery, delivered; invoiced after weighing.
 */
export const orderLifecycle = [
  {
    icon: "calendar-check",
    title: "You schedule",
    text: `Sign up and choose your pickup day in about ${business.schedulingMinutes} minutes. No card is needed to get started${business.firstOrderOffer ? `, and new customers get ${business.firstOrderOffer.discount} off their first order` : ""}.`,
  },
  {
    icon: "shopping-bag",
    title: "You leave it out",
    text: `Put your laundry in any clean, sturdy bag or hamper and set it outside before ${business.pickupCutoff} on pickup day. You don't need to be home.`,
  },
  {
    icon: "message",
    title: "We text you",
    text: "You get a text when the driver is on the way and another once your laundry is picked up. If nobody is home, we photograph the drop-off so you know it is safe with us.",
  },
  {
    icon: "scale",
    title: "We weigh and invoice",
    text: `Your laundry is weighed and the invoice is sent to you. The minimum order is ${business.pricing.minimumOrderLb} lb.`,
  },
  {
    icon: "washing-machine",
    title: "We wash and fold",
    text: `Everything is washed in the detergent you chose (${listSentence(business.detergents)}) and folded with care.`,
  },
  {
    icon: "truck",
    title: "Out for delivery",
    text: "Your order is tracked in real time, and we let you know when it is on its way back. Pay online with any major credit card before delivery, or pay the driver.",
  },
  {
    icon: "package-check",
    title: "Fresh at your door",
    text: `Your laundry is back in ${business.turnaround.range}, folded and packed in a fresh bag or tote. ${business.turnaround.rush} service is available when you need it sooner.`,
  },
] as const satisfies ReadonlyArray<{ icon: IconName; title: string; text: string }>;

/** "Good to know" on /how-it-works: the practical details: the bag, the pickup time, the minimum. */
export const howItWorksEssentials = [
  {
    icon: "shopping-bag",
    title: "Any clean, sturdy bag",
    text: "A laundry bag, a hamper or a tall kitchen bag all work for your first pickup. Your laundry comes back in a fresh bag or tote.",
  },
  {
    icon: "calendar-clock",
    title: `Out before ${business.pickupCutoff}`,
    text: `Pickup happens before ${business.pickupCutoff} on your pickup day. Leave your bag where the driver can see it; you don't need to be home.`,
  },
  {
    icon: "sparkles",
    title: "Your detergent, included",
    text: `Choose from ${listSentence(business.detergents, "or")}. There is no extra charge for any of them.`,
  },
  {
    icon: "badge-dollar",
    title: "Simple payment",
    text: `Wash and fold is ${formatPrice(business.pricing.washFoldPerLb)}/lb with a ${business.pricing.minimumOrderLb} lb minimum. The invoice follows weighing; pay online by major credit card before delivery, or pay the driver.`,
  },
] as const satisfies readonly FlowStep[];

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
