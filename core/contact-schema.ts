import { z } from "zod";
import { contactLimits, honeypotField } from "./contact-fields.ts";

export { contactLimits, honeypotField };

/**
 * The contact message: the one schema the browser form and the server both validate with,
 * so a message the form accepts is never refused by the server for a reason the visitor was not shown.
 */

/**
 * Characters nobody types into a name or an address, and that could break an email header or disguise
 * text: control characters (C0, DEL, C1 — CR and LF among them), line and paragraph separators, the
 * bidirectional embedding, override and isolate controls, and lone UTF-16 surrogates.
 */
const hiddenInLine = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

/** The same for the message body, where tabs and line breaks are of course allowed. */
const hiddenInText = /(?![\t\n\r])\p{Cc}|[\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

const noHidden = (pattern: RegExp) => (value: string) => !pattern.test(value);

const name = z
  .string({ error: "Please enter your name." })
  .trim()
  .min(1, "Please enter your name.")
  .max(contactLimits.nameMax, `Please keep your name to ${contactLimits.nameMax} characters or fewer.`)
  .refine(noHidden(hiddenInLine), "Your name contains characters we can't accept.");

const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(contactLimits.emailMax, `Please keep your email address to ${contactLimits.emailMax} characters or fewer.`)
  .refine(noHidden(hiddenInLine), "Your email address contains characters we can't accept.")
  .regex(z.regexes.email, "Please enter a valid email address, like name@example.com.");

const message = z
  .string({ error: "Please enter a message." })
  .trim()
  .min(1, "Please enter a message.")
  .max(contactLimits.messageMax, `Please keep your message to ${contactLimits.messageMax} characters or fewer.`)
  .refine(noHidden(hiddenInText), "Your message contains characters we can't accept.");

/** What the visitor typed: the three fields of the form. */
export const contactMessageSchema = z.object({ name, email, message });

const timestamp = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * The request body: the message plus the two bot traps. The traps never make a request invalid; the
 * server only uses them to decide whether to deliver (see docs/contact-pipeline.md).
 * - `website`: the honeypot, empty when a person filled in the form.
 * - `shownAt`: when the form was displayed (ms since the epoch, browser clock).
 * - `sentAt`: when it was sent, on the same clock, so the server can measure the filling time without
 *   trusting that the browser's clock agrees with its own.
 */
export const contactRequestSchema = contactMessageSchema.extend({
  [honeypotField]: z.string().max(1000).optional(),
  shownAt: timestamp.optional(),
  sentAt: timestamp.optional(),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactRequest = z.infer<typeof contactRequestSchema>;
/** What the form hands over before validation (all strings, possibly untrimmed). */
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactField = keyof ContactMessage;

/** The first problem with each field, ready to show beside it. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** Turns a failed parse into one friendly message per form field. */
export function contactFieldErrors(error: z.ZodError): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "email" || field === "message") && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return errors;
}
