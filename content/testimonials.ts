import quotes from "#content/testimonials.json" with { type: "json" };
import { customerName } from "../core/format.ts";

/**
 * Customer stories, shared: Home's carousel shows them all, and the new-customer-offer pages feature
 * the first (content/new-customer-offer.ts). They live in content/<language>/testimonials.json, which the owner
 * edits in the studio ("Customer quotes"); publish only reviews your customers have given permission
 * to publish. The rules (a rating of 1 to 5, no empty text) are in scripts/check-content.ts
 * (`testimonialsFileSchema`). The seniors' page has its own quotes in content/pages/<language>/seniors.json.
 */
export type Testimonial = { name: string; location: string; rating: number; text: string };

/** At least one: the build refuses the file otherwise, so the pages may show the first without a check. */
export const testimonials = (quotes.testimonials as readonly Testimonial[]).map((quote) => ({
  ...quote,
  // A couple joined by the page's own word ("Tom y Linda B." on a Spanish page).
  name: customerName(quote.name),
})) as readonly Testimonial[] as readonly [Testimonial, ...Testimonial[]];
