/**
 * The service-areas page (/service-areas): its search-result title and description, its heading and
 * its closing call to action. Safe to edit: the words between quotes and backticks; keep each
 * `${...}`, which fills in the towns or a figure. Each town's card on this page is in its own file
 * in content/towns/.
 */
import { site } from "../core/site.ts";
import type { PageCopy } from "./page-copy.ts";

/** /service-areas's search-result text, hero and closing call to action. */
export const serviceAreasPage = {
  meta: {
    title: `Service Areas: Laundry Pickup from ${site.serviceAreaSummary}`,
    description: `Free laundry pickup and delivery in ${site.towns.map((t) => t.name).join(", ")}. Wash and fold from ${site.price.perLb}, back in ${site.turnaround.range}.`,
    path: "/service-areas",
  },
  hero: {
    eyebrow: "Service areas",
    title: `Laundry pickup and delivery from ${site.serviceAreaSummary}`,
    lead: `We serve ${site.towns.length} communities across ${site.counties.join(" and ")}, with free pickup and delivery in every one of them. Find yours below.`,
    actions: [{ kind: "schedule", label: "Schedule Pickup" }, { kind: "call" }],
  },
  cta: { title: "Your neighborhood, your laundry day, handled" },
} satisfies PageCopy;
