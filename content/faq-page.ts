/**
 * The FAQ page (/faq): its own words are in content/pages/<language>/faq-page.json, which the owner edits in
 * the studio ("Pages" › "FAQ page"); a {{placeholder}} there fills in a figure from
 * content/business.json. `npm run generate` fills them in (content/pages/filled/<language>/faq-page.json);
 * this module adds what belongs to the layout: the page's address and where its button leads (/contact). The
 * questions and answers themselves are in content/en/faq.json (read by content/faq.ts), which the owner
 * edits in the studio's "Questions and answers".
 */
import type { PageCopy } from "./page-copy.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/faq-page.json" with { type: "json" };

/** /faq's search-result text, hero, the box under the questions and the closing call to action. */
export const faqPage = {
  meta: { ...copy.meta, path: "/faq" },
  hero: copy.hero,
  questionsName: copy.questionsName,
  stillAsking: { title: copy.stillAsking.title, text: copy.stillAsking.text, action: { label: copy.stillAsking.button, to: "/contact" } },
  cta: copy.cta,
} satisfies PageCopy & { [part: string]: unknown };
