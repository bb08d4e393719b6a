/**
 * The service-areas page (/service-areas). Its words are in content/pages/service-areas.json, which
 * the owner edits in the studio ("Pages" › "Service areas"); a {{placeholder}} there fills in the
 * towns or a figure from content/business.json. `npm run generate` fills them in
 * (content/pages/filled/service-areas.json); this module adds what belongs to the layout: the
 * page's address and its buttons. Each town's card on this page is in its own file in content/towns/.
 */
import type { PageCopy } from "./page-copy.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "./pages/filled/service-areas.json" with { type: "json" };

/** /service-areas's search-result text, hero, communities heading, "not sure" call and closing call to action. */
export const serviceAreasPage = {
  meta: { ...copy.meta, path: "/service-areas" },
  hero: { ...copy.hero, actions: [{ kind: "schedule", label: "Schedule Pickup" }, { kind: "call" }] },
  communities: copy.communities,
  notSure: copy.notSure,
  cta: copy.cta,
} satisfies PageCopy & { [part: string]: unknown };
