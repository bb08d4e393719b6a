import { toast } from "sonner";
import { z } from "zod";
import { site } from "../../core/site.ts";
import { sendContactMessage } from "../lib/contact-client.ts";
import { contactFieldErrors, contactMessageSchema, type ContactFieldErrors } from "../../core/contact-schema.ts";
import { honeypotField } from "../../core/contact-fields.ts";

// zod would otherwise probe for eval support on the first parse, which the CSP blocks and logs.
z.config({ jitless: true });

export type SubmitOutcome = { kind: "invalid"; errors: ContactFieldErrors } | { kind: "sent" } | { kind: "failed" };

/**
 * Validates and sends one filled-in form, and shows the success or error toast. Loaded on the first
 * interaction with the form, so the validation library and the toasts cost nothing on page load.
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
    toast.success("Message Sent!", {
      description: `Thank you for reaching out. We'll get back to you within ${site.contactReplyHours} hours.`,
    });
    return { kind: "sent" };
  }
  toast.error("Error", { description: "There was a problem sending your message. Please try again." });
  return { kind: "failed" };
}
