/**
 * The four steps of the service ("Schedule online", "Leave it at the door", "We wash and fold",
 * "Fresh delivery"), with the heading and paragraph Home shows over them. Shared: Home and
 * /how-it-works show them. Their words are in content/pages/<language>/steps.json, which the owner edits in the
 * studio ("Pages" › "The four steps"); `npm run generate` fills its {{placeholders}} in
 * (content/pages/filled/<language>/steps.json). Each step's picture is chosen by its place
 * (app/components/sections/how-it-works-steps.tsx), so the file holds four steps.
 */
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/steps.json" with { type: "json" };

/** The four steps of the service, on Home and /how-it-works. */
export const howItWorksSteps: readonly { title: string; text: string }[] = copy.steps;

/** The small line (the step numbers follow it), heading and paragraph over the steps, where a page does not give its own. */
export const stepsSection = { eyebrowBeforeNumbers: copy.eyebrowBeforeNumbers, title: copy.title, lead: copy.lead };
