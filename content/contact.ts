/**
 * The contact page (/contact): its search-result title and description, its heading and its closing
 * call to action. Safe to edit: the words between quotes and backticks; keep each `${...}`, which
 * fills in a contact detail. The phone number and email address are set per deployment (README,
 * "Configuration"), not here.
 */
import { site } from "../core/site.ts";
import type { PageCopy } from "./page-copy.ts";

/** /contact's search-result text, hero and closing call to action. */
export const contactPage = {
  meta: {
    title: "Contact Us",
    description: `Questions about laundry pickup and delivery in ${site.serviceAreaSummary}? Call ${site.phoneDisplay}, email us or send a message. We reply within ${site.contactReplyHours} hours.`,
    path: "/contact",
  },
  hero: {
    eyebrow: "Contact us",
    title: "We'd love to hear from you",
    lead: `Questions about pricing, pickups or a commercial account? Call, email or send a message. We reply within ${site.contactReplyHours} hours.`,
    actions: [{ kind: "schedule", label: "Schedule a Pickup" }],
  },
  cta: { buttonLabel: "Schedule Your First Pickup" },
} satisfies PageCopy;
