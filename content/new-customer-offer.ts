/**
 * The new-customer-offer pages (/newcustomeroffer and its flyer addresses, listed in
 * content/campaign-variants.ts). Their words are in content/pages/new-customer-offer.json, which the
 * owner edits in the studio ("Pages" › "New customer offer (flyers)"); `npm run generate` fills its
 * {{placeholders}} in (content/pages/filled/new-customer-offer.json). The hero and the offer banner
 * are written from the prices and the offer switch (app/components/sections/offer-hero.tsx,
 * app/routes/new-customer-offer.tsx); the featured story is the first of content/testimonials.json.
 */
import type { BenefitCard, IconName } from "./icons.ts";
import copy from "./pages/filled/new-customer-offer.json" with { type: "json" };
import { testimonials } from "./testimonials.ts";

/** The offer pages' words: the search description, the "why families love us" cards and the close. */
export const offerPage = {
  description: copy.meta.description,
  reasons: {
    id: "reasons",
    ...copy.reasons,
    cards: copy.reasons.cards.map((card) => ({ ...card, icon: card.icon as IconName })) satisfies BenefitCard[],
  },
  storyTitle: copy.storyTitle,
  cta: copy.cta,
};

/** The customer story the offer pages feature: a parent, like most of the people these flyers reach. */
export const offerTestimonial = testimonials[0];
