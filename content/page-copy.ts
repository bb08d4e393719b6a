/**
 * The copy every inner page opens and closes with: its search-result title and description, its
 * hero (eyebrow, heading, lead and the buttons under them) and, where it has one, the words of its
 * closing call to action. Plain data; app/components/sections/page-hero.tsx turns the actions into
 * buttons, and scripts/check-content.ts checks every page's copy.
 *
 * No words to edit here: this file only describes the shape. Each page's words are in the file
 * named after it (content/about.ts, content/how-it-works.ts, content/seniors.ts, …).
 */

import type { BenefitCard } from "./icons.ts";

/** A button under a page's heading: the schedule link, a page of this site, or a call to the business. */
export type HeroAction =
  | { kind: "schedule"; label: string; variant?: "outline" }
  | { kind: "link"; label: string; to: string; variant: "primary" | "outline" }
  | { kind: "call" };

export type PageMeta = {
  /** The page's own title; the brand is appended unless it is already there. */
  title: string;
  description: string;
  /** The path the page is canonical at, e.g. "/about". */
  path: string;
};

export type PageHeroCopy = {
  eyebrow: string;
  title: string;
  lead: string;
  actions?: readonly HeroAction[];
};

/** The closing schedule call to action; what a page leaves out keeps the shared wording. */
export type ScheduleCtaCopy = { title?: string; text?: string; buttonLabel?: string };

/** A section of benefit cards: its heading and the cards (app/components/sections/benefit-grid.tsx). */
export type BenefitSectionCopy = {
  /** Prefix for the section's heading id; unique per page. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  cards: readonly BenefitCard[];
  columns?: 2 | 3 | 4;
};

export type PageCopy = { meta: PageMeta; hero: PageHeroCopy; cta?: ScheduleCtaCopy };

/** The closing call to get in touch (a page of this site, usually /contact). */
export type ContactCtaCopy = { title: string; text: string; buttonLabel?: string; to: string };
