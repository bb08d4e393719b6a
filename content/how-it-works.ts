/**
 * The How It Works page (/how-it-works). Its words are in content/pages/<language>/how-it-works.json, which the
 * owner edits in the studio ("Pages" › "How it works"); a {{placeholder}} there fills in a figure
 * from content/business.json. `npm run generate` fills them in
 * (content/pages/filled/<language>/how-it-works.json); this module adds what belongs to the layout: the page's
 * address, where its buttons lead, the number in front of the steps' heading and each stage's label
 * ("Stage 1"). The four short steps near the top are shared with Home and other pages: they are in
 * content/steps.ts.
 */
import { countWord } from "../core/format.ts";
import type { IconName } from "./icons.ts";
import type { PageCopy } from "./page-copy.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/how-it-works.json" with { type: "json" };
import { howItWorksSteps } from "./steps.ts";

/** An icon card of the page file as the page draws it: a step with an icon, a title and a text. */
const asStep = ({ icon, title, description }: { icon: string; title: string; description: string }) => ({
  icon: icon as IconName,
  title,
  text: description,
});

const { stage: stageLabel, ...lifecycle } = copy.lifecycle;

/**
 * /how-it-works's search-result text, hero, the steps' heading ("Four simple steps": the number
 * follows the shared steps), the life of an order stage by stage (scheduled, picked up, weighed and
 * invoiced, washed and folded, out for delivery, delivered), "Good to know" and the closing call to action.
 */
export const howItWorksPage = {
  meta: { ...copy.meta, path: "/how-it-works" },
  hero: {
    ...copy.hero,
    actions: [
      { kind: "schedule", label: copy.heroButtons.schedule },
      { kind: "link", label: copy.heroButtons.faq, to: "/faq", variant: "outline" },
    ],
  },
  steps: { title: `${countWord(howItWorksSteps.length, { capital: true })} ${copy.steps.titleAfterCount}` },
  lifecycle: {
    ...lifecycle,
    stages: copy.lifecycle.stages.map(asStep),
    /** The label over each stage, in order: "Stage 1", "Stage 2", … */
    stageLabels: copy.lifecycle.stages.map((_, i) => stageLabel.replaceAll("{{number}}", String(i + 1))),
  },
  essentials: { ...copy.essentials, cards: copy.essentials.cards.map(asStep) },
  cta: copy.cta,
} satisfies PageCopy & { [part: string]: unknown };
