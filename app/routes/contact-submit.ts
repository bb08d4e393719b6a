import { toast } from "sonner";
import { z } from "zod";
// The forms' words in the page's language, filled in by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/contact-form.json" with { type: "json" };
import { sendContactMessage } from "../lib/contact-client.ts";
import { contactFieldErrors, contactMessageSchema, type ContactFieldErrors } from "../../core/contact-schema.ts";
import { honeypotField } from "../../core/contact-fields.ts";

// zod would otherwise probe for eval support on the first parse, which the CSP blocks and logs.
z.config({ jitless: true });

export type SubmitOutcome = { kind: "invalid"; errors: ContactFieldErrors } | { kind: "sent" } | { kind: "failed" };

/**
 * Validates and sends one filled-in form, and shows the success or error toast, in the page's words
 * (content/pages/<language>/contact-form.json). Loaded on the first interaction with the form, so the
 * validation library and the toasts cost nothing on page load. A refusal by the server gets the
 * error toast: the form has already applied the server's own rules, in the page's language.
 */
export async function submitContact(
  values: { name: string; email: string; message: string },
  extras: { honeypot: string; shownAt: number | undefined; idempotencyKey: (content: string) => string },
): Promise<SubmitOutcome> {
  const parsed = contactMessageSchema.safeParse(values);
  if (!parsed.success) return { kind: "invalid", errors: contactFieldErrors(parsed.error) };

  const result = await sendContactMessage(
    { ...parsed.data, [honeypotField]: extras.honeypot, shownAt: extras.shownAt },
    { idempotencyKey: extras.idempotencyKey(JSON.stringify(parsed.data)) },
  );
  if (result.ok) {
    toast.success(words.sent.toast, { description: words.sent.thanks });
    return { kind: "sent" };
  }
  toast.error(words.failed.title, { description: words.failed.text });
  return { kind: "failed" };
}
