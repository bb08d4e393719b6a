/**
 * The new-customer-offer pages (/newcustomeroffer and its flyer addresses, listed in
 * content/campaign-variants.ts). Their words are in content/pages/<language>/new-customer-offer.json, which the
 * owner edits in the studio ("Pages" › "New customer offer (flyers)"); `npm run generate` fills its
 * {{placeholders}} in (content/pages/filled/<language>/new-customer-offer.json). The hero and the offer banner
 * show the prices and follow the offer switch (app/components/sections/offer-hero.tsx,
 * app/routes/new-customer-offer.tsx): this module picks the banner's and the sign-up button's words
 * for whether the first-order offer runs. The featured story is the first of content/en/testimonials.json.
 */
import { business } from "./business.ts";
import type { BenefitCard, IconName } from "./icons.ts";
import copy from "#words/new-customer-offer.json" with { type: "json" };
import { testimonials } from "./testimonials.ts";

const { whileOffer, whilePaused, insteadOf } = copy.banner;

/**
 * The offer pages' words: the search description, the buttons of the services and prices, the "why
 * families love us" cards, the offer banner and its button, and the close.
 */
export const offerPage = {
  description: copy.meta.description,
  /** The buttons under the Wash and fold and Commercial panels. */
  pricingButtons: copy.pricingButtons,
  reasons: {
    id: "reasons",
    ...copy.reasons,
    cards: copy.reasons.cards.map((card) => ({ ...card, icon: card.icon as IconName })) satisfies BenefitCard[],
  },
  storyTitle: copy.storyTitle,
  /** The banner's words while the first-order offer runs (whileOffer) or while it is paused (whilePaused), never both. */
  banner: { insteadOf, ...(business.firstOrderOffer ? { whileOffer } : { whilePaused }) } as {
    insteadOf: string;
    whileOffer?: typeof whileOffer;
    whilePaused?: typeof whilePaused;
  },
  /** The button to sign up, as the hero words it. */
  signUpButton: business.firstOrderOffer ? copy.signUpButton.whileOffer : copy.signUpButton.whilePaused,
  cta: copy.cta,
};

/** The customer story the offer pages feature: a parent, like most of the people these flyers reach. */
export const offerTestimonial = testimonials[0];
