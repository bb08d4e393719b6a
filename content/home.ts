/**
 * Home (/). Its own words are in content/pages/<language>/home.json, which the owner edits in the studio
 * ("Pages" › "Home"); a {{placeholder}} there fills in a price, a town or a name from
 * content/business.json. `npm run generate` fills them in (content/pages/filled/<language>/home.json), all but
 * {{founderName}}, which this module puts in when the page runs: the founder's name once
 * content/business.ts sets `founder`, or the owner's words for her until then. It also chooses
 * between the words written for either case (the founder section's small line, the hero's badge
 * while the first-order offer runs or is paused) and adds the page's address.
 *
 * Home's other sections share their words with other pages: the four steps (content/steps.ts), the
 * testimonials (content/en/testimonials.json), the services and prices (content/services.ts), the FAQ
 * (content/faq.ts) and the price estimator (content/estimator-copy.ts).
 */
import { business } from "./business.ts";
import type { FlowStep, FounderIconName } from "./icons.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/home.json" with { type: "json" };

const { founder: founderWords } = copy;
const founderName = business.founder.name;
/** The owner's words with the founder's name, or her words for the founder, where they say {{founderName}}. */
const naming = (text: string) => text.replaceAll("{{founderName}}", () => founderName ?? founderWords.nameUntilSet);

/** Home's search-result text and the words of each of its own sections. */
export const homePage = {
  meta: { ...copy.meta, path: "/" },
  hero: {
    /** The badge above the heading: the first-order offer while it runs, else the promotion's price. */
    badge: business.firstOrderOffer ? copy.hero.offerBadge : copy.hero.badge,
    title: copy.hero.title,
    leadBeforePrice: copy.hero.leadBeforePrice,
    leadAfterPrice: copy.hero.leadAfterPrice,
    deliveryLine: copy.hero.deliveryLine,
    schedulingLine: copy.hero.schedulingLine,
  },
  /** "Meet the founder". Names her when content/business.ts does. */
  founder: {
    eyebrow: founderName ? naming(founderWords.eyebrowWithName) : founderWords.eyebrow,
    title: founderWords.title,
    paragraphs: founderWords.paragraphs.map(naming),
    values: founderWords.cards.map((card) => ({ ...card, icon: card.icon as FounderIconName })),
  },
  serviceAreas: copy.serviceAreas,
  compare: copy.compare,
  stories: copy.stories,
  faq: copy.faq,
  closing: copy.closing,
} satisfies { founder: { eyebrow: string; title: string; paragraphs: string[]; values: FlowStep[] }; [part: string]: unknown };
