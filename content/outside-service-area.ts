/**
 * The "not in your area yet" page (/outside-service-area). Safe to edit: the words between quotes
 * and backticks; keep each `${...}`, which fills in a town list, the email address or the visitor's
 * zip code.
 */
import { site } from "../core/site.ts";
import type { PageCopy } from "./page-copy.ts";

/**
 * /outside-service-area, where the zip check sends a visitor it cannot serve: the page's
 * copy. The hero's buttons depend on the zip the visitor typed, so only their labels live here.
 */
export const outsideServiceAreaPage = {
  meta: {
    title: "Coming to Your Area Soon",
    description: `${site.brandName} doesn't pick up in your neighborhood yet. Send us a note to join the priority list, hear from us personally, and get early access with launch pricing.`,
    path: "/outside-service-area",
  },
  hero: {
    eyebrow: "Coming soon",
    title: "We're not in your neighborhood yet, but we'd love to be",
    lead: `Right now we pick up and deliver from ${site.serviceAreaSummary}. We're growing, and hearing from you helps us decide where to go next.`,
  },
  heroLinks: { contact: "Contact Us", home: "Back to Home" },
  /** The note above the form once the visitor's zip is known. */
  zipNotice: (zip: string) => `We don't serve ${zip} yet. Send us a note below and we'll put ${zip} on our priority list.`,
  reassurance: {
    eyebrow: "What happens next",
    title: "Send us a note and here's what you get",
    lead: `One note is all it takes: the form above, or an email to ${site.email}.`,
    items: [
      {
        icon: "bell-ring",
        title: "You're on the priority list",
        text: "Every note we get tells us where to grow next. Neighborhoods that ask first are the first we plan routes for.",
      },
      {
        icon: "message-circle-heart",
        title: "We'll contact you personally",
        text: "No mailing-list blast: when pickups reach your area, someone from our local team will let you know directly.",
      },
      {
        icon: "tag",
        title: "Early access with launch pricing",
        text: "Be among the first to schedule in your area, with the launch pricing we offer when we open a new neighborhood.",
      },
    ],
  },
  areas: {
    title: "Where we pick up today",
    lead: `Have a home, a rental or a business in one of these ${site.towns.length} communities? Pickup and delivery there are free.`,
  },
  cta: { title: "Live or work in one of these communities?" },
} as const satisfies PageCopy & Record<string, unknown>;
