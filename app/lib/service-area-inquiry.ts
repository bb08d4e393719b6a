import { site } from "../../core/site.ts";

/** The subject of every "Contact Us" email from the outside-service-area page. */
export const serviceAreaInquirySubject = "Service Area Inquiry";

/** A US five-digit zip code from a query parameter, or null when absent or malformed. */
export function parseZip(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return /^\d{5}$/.test(trimmed) ? trimmed : null;
}

/** The mailto: link to the info address, with the subject and, when known, the visitor's zip code. */
export function serviceAreaInquiryHref(zip: string | null, email: string = site.email): string {
  const params = [`subject=${encodeURIComponent(serviceAreaInquirySubject)}`];
  if (zip) {
    const body = `Hi! I'd love laundry pickup and delivery at my zip code, ${zip}. Please let me know when you start serving my area.`;
    params.push(`body=${encodeURIComponent(body)}`);
  }
  return `mailto:${email}?${params.join("&")}`;
}

/** The message the outside-area page's form sends through the contact pipeline: the inquiry and the zip code. */
export function serviceAreaInquiryMessage(zip: string): string {
  return `${serviceAreaInquirySubject}: please let me know when you start laundry pickup and delivery at zip code ${zip}.`;
}
