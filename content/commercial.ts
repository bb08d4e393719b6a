/**
 * The commercial page (/commercial-laundry). Its words are in content/pages/<language>/commercial.json, which
 * the owner edits in the studio ("Pages" › "For businesses"); a {{placeholder}} there fills in a
 * figure or a contact detail from content/business.json. `npm run generate` fills them in
 * (content/pages/filled/<language>/commercial.json); this module adds what belongs to the layout: the page's
 * address, where its buttons and links lead, the sections' ids and columns, and the number in front of the
 * steps' paragraph.
 */
import { countWord } from "../core/format.ts";
import type { IconName } from "./icons.ts";
import type { BenefitSectionCopy, ContactCtaCopy, PageCopy } from "./page-copy.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/commercial.json" with { type: "json" };

/** The page file's icon cards with their icon names typed for the page. */
const withIcons = (cards: ReadonlyArray<{ icon: string; title: string; description: string }>) =>
  cards.map((card) => ({ ...card, icon: card.icon as IconName }));

const steps = copy.steps.cards.map(({ icon, title, description }) => ({ icon: icon as IconName, title, text: description }));

/**
 * /commercial-laundry's search-result text, hero, the industries, the benefit lines, "Why choose
 * us", the getting-started steps, the towns' heading and the closing call to get in touch.
 */
export const commercialPage = {
  meta: { ...copy.meta, path: "/commercial-laundry" },
  hero: {
    ...copy.hero,
    actions: [
      { kind: "link", label: copy.heroButtons.quote, to: "/contact", variant: "primary" },
      { kind: "schedule", label: copy.heroButtons.schedule, variant: "outline" },
    ],
  },
  industries: { id: "industries", ...copy.industries, cards: withIcons(copy.industries.cards) },
  benefits: copy.benefits,
  reasons: { id: "reasons", ...copy.reasons, cards: withIcons(copy.reasons.cards), columns: 4 },
  steps: {
    eyebrow: copy.steps.eyebrow,
    title: copy.steps.title,
    lead: `${countWord(steps.length, { capital: true })} ${copy.steps.leadAfterCount}`,
    steps,
  },
  areasTitle: copy.areasTitle,
  contactCta: { ...copy.contactCta, to: "/contact" },
} satisfies Omit<PageCopy, "cta"> & {
  industries: BenefitSectionCopy;
  reasons: BenefitSectionCopy;
  contactCta: ContactCtaCopy;
  [part: string]: unknown;
};
