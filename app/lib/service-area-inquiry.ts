// The forms' words in the page's language, filled in by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/contact-form.json" with { type: "json" };
import { site } from "../../core/site.ts";
import { withFigures } from "./run-time-figures.ts";

/** The subject of every "Contact Us" email from the outside-service-area page, in the page's language. */
export const serviceAreaInquirySubject = words.inquiry.subject;

/** A US five-digit zip code from a query parameter, or null when absent or malformed. */
export function parseZip(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return /^\d{5}$/.test(trimmed) ? trimmed : null;
}

/** The mailto: link to the info address, with the subject and, when known, the visitor's zip code. */
export function serviceAreaInquiryHref(zip: string | null, email: string = site.email): string {
  const params = [`subject=${encodeURIComponent(serviceAreaInquirySubject)}`];
  if (zip) params.push(`body=${encodeURIComponent(withFigures(words.inquiry.emailBody, { zip }))}`);
  return `mailto:${email}?${params.join("&")}`;
}

/** The message the outside-area page's form sends through the contact pipeline: the inquiry and the zip code. */
export function serviceAreaInquiryMessage(zip: string): string {
  return `${serviceAreaInquirySubject}: ${withFigures(words.inquiry.message, { zip })}`;
}
