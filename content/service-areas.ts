/**
 * The service-areas page (/service-areas). Its words are in content/pages/<language>/service-areas.json, which
 * the owner edits in the studio ("Pages" › "Service areas"); a {{placeholder}} there fills in the
 * towns or a figure from content/business.json. `npm run generate` fills them in
 * (content/pages/filled/<language>/service-areas.json); this module adds what belongs to the layout: the
 * page's address and where its buttons lead, and puts each town's county and name into the words of
 * its card (townCards). Each town's description and highlights are in its own file in content/towns/<language>/.
 */
import type { PageCopy } from "./page-copy.ts";
import { towns } from "./towns.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/service-areas.json" with { type: "json" };

const { communities } = copy;

/** /service-areas's search-result text, hero, communities heading, "not sure" call and closing call to action. */
export const serviceAreasPage = {
  meta: { ...copy.meta, path: "/service-areas" },
  hero: { ...copy.hero, actions: [{ kind: "schedule", label: copy.heroButtons.schedule }, { kind: "call" }] },
  communities: { eyebrow: communities.eyebrow, title: communities.title, lead: communities.lead },
  /** Each town's card, by slug: the line under its name and its link, with the town's county and name put in. */
  townCards: Object.fromEntries(
    towns.map((town) => [
      town.slug,
      {
        county: communities.county.replaceAll("{{county}}", () => town.county),
        link: communities.townLink.replaceAll("{{town}}", () => town.name),
      },
    ]),
  ) as Readonly<Record<string, { county: string; link: string }>>,
  notSure: copy.notSure,
  cta: copy.cta,
} satisfies PageCopy & { [part: string]: unknown };
