import file from "#content/faq.json" with { type: "json" };
import { fillPlaceholders } from "../core/placeholders.ts";

/**
 * The frequently asked questions and their answers, from content/<language>/faq.json, which the owner edits in
 * the studio ("Questions and answers"). Shared: the FAQ page (/faq) lists them all, Home's teaser
 * shows the first four, and the FAQ data search engines read is built from them. An answer quotes a
 * price or a figure as a {{placeholder}} (core/placeholders.ts), filled here from
 * content/business.json, so a price edit reaches every answer. Read by route loaders, which run at
 * build time only: the questions reach the browser as page data, not in its JavaScript. The rules
 * (a question ends with "?", no question twice, only known placeholders) are in
 * scripts/check-content.ts (`faqFileSchema`). The FAQ page's title, heading and closing line are in
 * content/faq-page.ts.
 */
export type Faq = { question: string; answer: string };

/** The questions as the owner wrote them, placeholders unfilled. */
export const faqEntries: readonly Faq[] = file.questions;

/** The frequently asked questions, filled in: the FAQ page, Home's teaser and the FAQPage structured data. */
export const faqs: readonly Faq[] = faqEntries.map(({ question, answer }, i) => {
  const where = `Questions and answers › question ${i + 1} ("${question}")`;
  return { question: fillPlaceholders(question, where), answer: fillPlaceholders(answer, where) };
});
