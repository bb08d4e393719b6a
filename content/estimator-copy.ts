/**
 * The price estimator's words (Home and /faq): its heading, the labels over its choices and the notes
 * on how it estimates. They are in content/pages/estimator.json, which the owner edits in the studio
 * ("Pages" › "Price estimator"); `npm run generate` fills its {{placeholders}} in
 * (content/pages/filled/estimator.json), the planning figures among them ({{poundsPerPerson}},
 * {{poundsPerBag}}, from content/estimator.ts). What each estimate says is written from the
 * figures of the choice when the page runs (app/components/sections/price-estimator.tsx).
 *
 * A module of its own, apart from content/estimator.ts: the placeholders read the planning figures
 * there, so that module must not depend on a filled file.
 */
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "./pages/filled/estimator.json" with { type: "json" };

/** The price estimator's heading, labels and notes. */
export const estimatorCopy = copy;
