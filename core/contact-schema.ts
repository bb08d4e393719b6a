import { z } from "zod";
import { contactLimits, honeypotField } from "./contact-fields.ts";
import { locales } from "./locale.ts";
// The forms' words in the page's language (content/pages/<language>/contact-form.json); English on the server.
import words from "#words/contact-form.json" with { type: "json" };

export { contactLimits, honeypotField };

/**
 * The contact message: the one schema the browser form and the server both validate with,
 * so a message the form accepts is never refused by the server for a reason the visitor was not shown.
 * Its rules name a problem (`ContactProblem`); the words a visitor reads for it are the owner's, in
 * the contact form's page file (contactFieldErrors).
 */

/** Why a field was refused: empty, longer than its limit, with hidden characters, or (the email) not an address. */
export type ContactProblem = "missing" | "tooLong" | "hidden" | "invalid";

/**
 * Characters nobody types into a name or an address, and that could break an email header or disguise
 * text: control characters (C0, DEL, C1 — CR and LF among them), line and paragraph separators, the
 * bidirectional embedding, override and isolate controls, and lone UTF-16 surrogates.
 */
const hiddenInLine = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

/** The same for the message body, where tabs and line breaks are of course allowed. */
const hiddenInText = /(?![\t\n\r])\p{Cc}|[\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

const noHidden = (pattern: RegExp) => (value: string) => !pattern.test(value);

/** Each rule's message is its problem, which contactFieldErrors puts into words. */
const problem = (name: ContactProblem) => name;

const name = z
  .string({ error: problem("missing") })
  .trim()
  .min(1, problem("missing"))
  .max(contactLimits.nameMax, problem("tooLong"))
  .refine(noHidden(hiddenInLine), problem("hidden"));

const email = z
  .string({ error: problem("missing") })
  .trim()
  .min(1, problem("missing"))
  .max(contactLimits.emailMax, problem("tooLong"))
  .refine(noHidden(hiddenInLine), problem("hidden"))
  .regex(z.regexes.email, problem("invalid"));

const message = z
  .string({ error: problem("missing") })
  .trim()
  .min(1, problem("missing"))
  .max(contactLimits.messageMax, problem("tooLong"))
  .refine(noHidden(hiddenInText), problem("hidden"));

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
 * - `language`: the language of the pages the visitor wrote from ("en" when absent), stored with the
 *   message and named in the owner's email.
 */
export const contactRequestSchema = contactMessageSchema.extend({
  [honeypotField]: z.string().max(1000).optional(),
  shownAt: timestamp.optional(),
  sentAt: timestamp.optional(),
  language: z.enum(locales).optional(),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactRequest = z.infer<typeof contactRequestSchema>;
/** What the form hands over before validation (all strings, possibly untrimmed). */
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactField = keyof ContactMessage;

/** The first problem with each field, ready to show beside it. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The first problem with each form field, by name. */
export function contactProblems(error: z.ZodError): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "email" || field === "message") && problems[field] === undefined) {
      problems[field] = isProblem(issue.message) ? issue.message : "invalid";
    }
  }
  return problems;
}

/** The words for each field's problems: content/pages/<language>/contact-form.json › errors. */
export type ContactErrorWords = {
  readonly [field in ContactField]: Readonly<Record<Exclude<ContactProblem, "invalid">, string>> & { readonly invalid?: string };
};

/**
 * Turns a failed parse into one friendly message per form field, in `messages` (the page's language
 * in the browser, English on the server), with the field's limit where a message says {{limit}}.
 */
export function contactFieldErrors(error: z.ZodError, messages: ContactErrorWords = words.errors): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const [field, found] of Object.entries(contactProblems(error)) as [ContactField, ContactProblem][]) {
    const text = messages[field][found] ?? messages[field].missing;
    errors[field] = text.replaceAll("{{limit}}", () => String(contactLimits[`${field}Max`]));
  }
  return errors;
}

const problemNames: readonly string[] = ["missing", "tooLong", "hidden", "invalid"] satisfies ContactProblem[];

function isProblem(message: string): message is ContactProblem {
  return problemNames.includes(message);
}
