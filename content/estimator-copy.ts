/**
 * The price estimator's words (Home and /faq): its heading, the labels over its choices and the notes
 * on how it estimates. They are in content/pages/<language>/estimator.json, which the owner edits in the studio
 * ("Pages" › "Price estimator"); `npm run generate` fills its {{placeholders}} in
 * (content/pages/filled/<language>/estimator.json), the planning figures among them ({{poundsPerPerson}},
 * {{poundsPerBag}}, from content/estimator.ts). What each choice and estimate says (`estimateWords`)
 * is finished when the page runs, with the figures of the choice
 * (app/components/sections/price-estimator.tsx, app/lib/laundry-estimate.ts).
 *
 * A module of its own, apart from content/estimator.ts: the placeholders read the planning figures
 * there, so that module must not depend on a filled file.
 */
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/estimator.json" with { type: "json" };

const { choices, estimateFor, estimate, announcement, ...finished } = copy;

/** The price estimator's heading, labels, button and notes. */
export const estimatorCopy = finished;

/**
 * What the choices and an estimate say, with markers for the figures of the choice ({{count}},
 * {{choice}}, {{pounds}}, {{amount}}…; content/page-files.ts `runTimeFigures`) that the estimator
 * puts in when it runs.
 */
export const estimateWords = { choices, estimateFor, estimate, announcement };
