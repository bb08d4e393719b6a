/**
 * The families' page (/laundry-for-families). Its words are in content/pages/<language>/families.json, which the
 * owner edits in the studio ("Pages" › "For families"); a {{placeholder}} there fills in a price, a
 * turnaround or the first-order discount from content/business.json. `npm run generate` fills them in
 * (content/pages/filled/<language>/families.json); this module adds what belongs to the layout: the page's
 * address, where its buttons lead and the section's id, and writes the number of reasons in front of the
 * benefits' heading ("Six reasons …"), so it always matches the cards.
 */
import { countWord } from "../core/format.ts";
import type { BenefitCard, IconName } from "./icons.ts";
import type { BenefitSectionCopy, PageCopy } from "./page-copy.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/families.json" with { type: "json" };

/** A card as the owner writes it: its small print is optional. */
type CardWords = { icon: string; title: string; description: string; detail?: string };

/** The benefit cards; small print that only mentions the paused first-order offer is left out. */
const cards: readonly BenefitCard[] = (copy.benefits.cards as readonly CardWords[]).map(({ detail, ...card }) => ({
  ...card,
  icon: card.icon as IconName,
  ...(detail ? { detail } : {}),
}));

const { titleAfterCount, ...benefits } = copy.benefits;

/** /laundry-for-families's search-result text, hero, benefits, service-area heading and closing call to action. */
export const familiesPage = {
  meta: { ...copy.meta, path: "/laundry-for-families" },
  hero: {
    ...copy.hero,
    actions: [
      { kind: "schedule", label: copy.heroButtons.schedule },
      { kind: "link", label: copy.heroButtons.howItWorks, to: "/how-it-works", variant: "outline" },
    ],
  },
  benefits: {
    id: "benefits",
    ...benefits,
    title: `${countWord(cards.length, { capital: true })} ${titleAfterCount}`,
    cards,
  },
  areasTitle: copy.areasTitle,
  cta: copy.cta,
} satisfies PageCopy & { benefits: BenefitSectionCopy; [part: string]: unknown };
