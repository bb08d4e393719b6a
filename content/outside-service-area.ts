/**
 * The "not in your area yet" page (/outside-service-area). Its words are in
 * content/pages/<language>/outside-service-area.json, which the owner edits in the studio ("Pages" › "Outside
 * the service area"); a {{placeholder}} there fills in the towns, the email address or the brand
 * from content/business.json. `npm run generate` fills them in
 * (content/pages/filled/<language>/outside-service-area.json), all but {{zip}}, the zip code the visitor typed,
 * which this module puts in when the page runs. It also adds what belongs to the layout: the page's
 * address.
 */
import type { ReassuranceIconName } from "./icons.ts";
import type { PageCopy } from "./page-copy.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import copy from "#words/outside-service-area.json" with { type: "json" };

/**
 * /outside-service-area, where the zip check sends a visitor it cannot serve: the page's
 * copy. The hero's buttons depend on the zip the visitor typed, so only their labels are here (heroLinks).
 */
export const outsideServiceAreaPage = {
  meta: { ...copy.meta, path: "/outside-service-area" },
  hero: copy.hero,
  heroLinks: copy.heroButtons,
  /** The note above the form once the visitor's zip is known: the owner's sentence with the zip where it says {{zip}}. */
  zipNotice: (zip: string) => copy.zipNotice.replaceAll("{{zip}}", () => zip),
  form: copy.form,
  reassurance: {
    ...copy.reassurance,
    items: copy.reassurance.items.map((item) => ({ ...item, icon: item.icon as ReassuranceIconName })),
  },
  areas: copy.areas,
  cta: copy.cta,
} satisfies PageCopy & { [part: string]: unknown };
