/**
 * The contact page (/contact). Its words are in content/pages/contact.json, which the owner edits in
 * the studio ("Pages" › "Contact"); a {{placeholder}} there fills in a contact detail from
 * content/business.json. `npm run generate` fills them in (content/pages/filled/contact.json); this
 * module adds what belongs to the layout: the page's address and its buttons. The phone number and
 * email address are set per deployment (README, "Configuration"), not here.
 */
import type { PageCopy } from "./page-copy.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "./pages/filled/contact.json" with { type: "json" };

/** /contact's search-result text, hero, the headings over the ways to reach us and the form, and the closing call to action. */
export const contactPage = {
  meta: { ...copy.meta, path: "/contact" },
  hero: { ...copy.hero, actions: [{ kind: "schedule", label: "Schedule a Pickup" }] },
  ways: copy.ways,
  form: copy.form,
  areasTitle: copy.areasTitle,
  cta: { buttonLabel: "Schedule Your First Pickup" },
} satisfies PageCopy & { [part: string]: unknown };
