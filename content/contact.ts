/**
 * The contact page (/contact). Its words are in content/pages/<language>/contact.json, which the owner edits in
 * the studio ("Pages" › "Contact"); a {{placeholder}} there fills in a contact detail from
 * content/business.json. `npm run generate` fills them in (content/pages/filled/<language>/contact.json); this
 * module adds what belongs to the layout: the page's address and where its buttons lead; the closing
 * call to schedule is the shared one (app/components/sections/schedule-cta.tsx). The phone number and
 * email address are set per deployment (README, "Configuration"), not here.
 */
import type { PageCopy } from "./page-copy.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/contact.json" with { type: "json" };

/** /contact's search-result text, hero, the ways to reach us (the section's name and headings), the form's heading and the towns' heading. */
export const contactPage = {
  meta: { ...copy.meta, path: "/contact" },
  hero: { ...copy.hero, actions: [{ kind: "schedule", label: copy.heroButtons.schedule }] },
  ways: copy.ways,
  form: copy.form,
  areasTitle: copy.areasTitle,
} satisfies PageCopy & { [part: string]: unknown };
