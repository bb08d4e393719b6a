/**
 * The About page (/about). Its words are in content/pages/about.json, which the owner edits in the
 * studio ("Pages" › "About"); a {{placeholder}} there fills in a price, a town or a name from
 * content/business.json. `npm run generate` fills them in (content/pages/filled/about.json); this
 * module adds what belongs to the layout: the page's address, its buttons and the grid's columns. (Home's shorter founder section is in content/home.ts.)
 */
import type { IconName } from "./icons.ts";
import type { BenefitSectionCopy, PageCopy } from "./page-copy.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "./pages/filled/about.json" with { type: "json" };

/** /about's search-result text, hero, story, values and "What we do" list. */
export const aboutPage = {
  meta: { ...copy.meta, path: "/about" },
  hero: {
    ...copy.hero,
    actions: [
      { kind: "schedule", label: "Schedule Today" },
      { kind: "link", label: "See How It Works", to: "/how-it-works", variant: "outline" },
    ],
  },
  story: copy.story,
  founderCard: copy.founderCard,
  values: {
    id: "values",
    ...copy.values,
    cards: copy.values.cards.map((card) => ({ ...card, icon: card.icon as IconName })),
    columns: 4,
  },
  promises: copy.promises,
  areasTitle: copy.areasTitle,
} satisfies PageCopy & { values: BenefitSectionCopy; [part: string]: unknown };
