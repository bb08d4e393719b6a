/**
 * The seniors' page (/laundry-for-seniors). Its words are in content/pages/<language>/seniors.json, which the
 * owner edits in the studio ("Pages" › "For seniors"): the value cards, "What we offer", "Perfect
 * for", the customers' quotes (each one a customer agreed to have published), the three-step flow and
 * the closing call to action; a {{placeholder}} there fills in a figure from content/business.json.
 * `npm run generate` fills them in (content/pages/filled/<language>/seniors.json); this module adds what belongs
 * to the layout: the page's address, where its buttons lead, the sections' ids and the grid's columns;
 * the schedule button at the bottom says the words of the one under the heading.
 */
import type { IconName } from "./icons.ts";
import type { BenefitSectionCopy, PageCopy } from "./page-copy.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/seniors.json" with { type: "json" };

/** /laundry-for-seniors's search-result text, hero, values, lists, quotes, steps and closing call to action. */
export const seniorsPage = {
  meta: { ...copy.meta, path: "/laundry-for-seniors" },
  hero: {
    ...copy.hero,
    actions: [{ kind: "call" }, { kind: "schedule", label: copy.heroButtons.schedule }],
  },
  values: {
    id: "values",
    ...copy.values,
    cards: copy.values.cards.map((card) => ({ ...card, icon: card.icon as IconName })),
    columns: 4,
  },
  offers: copy.offers,
  perfectFor: copy.perfectFor,
  quotes: copy.quotes,
  gettingStarted: {
    id: "seniors-steps",
    ...copy.gettingStarted,
    steps: copy.gettingStarted.steps.map((step) => ({ ...step, icon: step.icon as IconName })),
  },
  cta: { ...copy.cta, buttonLabel: copy.heroButtons.schedule },
} satisfies PageCopy & { values: BenefitSectionCopy; [part: string]: unknown };
