/**
 * The About page (/about). Its words are in content/pages/<language>/about.json, which the owner edits in the
 * studio ("Pages" › "About"); a {{placeholder}} there fills in a price, a town or a name from
 * content/business.json. `npm run generate` fills them in (content/pages/filled/<language>/about.json); this
 * module adds what belongs to the layout: the page's address, where its buttons lead and the grid's columns, and
 * chooses the founder card's line: naming the founder once content/business.ts sets her name. (Home's
 * shorter founder section is in content/home.ts.)
 */
import { business } from "./business.ts";
import type { IconName } from "./icons.ts";
import type { BenefitSectionCopy, PageCopy } from "./page-copy.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/about.json" with { type: "json" };

const { founded, foundedBy, ...founderCard } = copy.founderCard;
const founderName = business.founder.name;

/** /about's search-result text, hero, story, founder card, values and "What we do" list. */
export const aboutPage = {
  meta: { ...copy.meta, path: "/about" },
  hero: {
    ...copy.hero,
    actions: [
      { kind: "schedule", label: copy.heroButtons.schedule },
      { kind: "link", label: copy.heroButtons.howItWorks, to: "/how-it-works", variant: "outline" },
    ],
  },
  story: copy.story,
  /** The card beside the story: its heading, the line naming the founder (once she is named) and the labels of its facts. */
  founderCard: { ...founderCard, founded: founderName ? foundedBy.replaceAll("{{founderName}}", () => founderName) : founded },
  values: {
    id: "values",
    ...copy.values,
    cards: copy.values.cards.map((card) => ({ ...card, icon: card.icon as IconName })),
    columns: 4,
  },
  promises: copy.promises,
  areasTitle: copy.areasTitle,
} satisfies PageCopy & { values: BenefitSectionCopy; [part: string]: unknown };
