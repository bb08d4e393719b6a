import { useRef, useState } from "react";
import type { ContactMessage } from "../../core/contact-schema.ts";
import type { SubmitOutcome } from "./contact-submit.ts";

/** Validation, sending and toasts load on the first interaction with a form, not with the page. */
export const loadContactSubmit = () => import("./contact-submit.ts");

/**
 * The sending half of a form that posts to the contact endpoint (the contact page's form and the
 * outside-area inquiry): when the form was first used, one idempotency key per filled-in content (a
 * retry of the same content reuses it; a change or a success starts a new one), and the sending state.
 */
export function useContactSender() {
  const [sending, setSending] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const shownAt = useRef<number | null>(null);
  const idempotency = useRef<{ key: string; content: string } | null>(null);

  /** Call on the form's focus: starts the fill-time clock and loads the sending code. */
  function onEngage() {
    shownAt.current ??= Date.now();
    if (!engaged) {
      setEngaged(true);
      void loadContactSubmit();
    }
  }

  function keyFor(content: string): string {
    if (idempotency.current?.content !== content) idempotency.current = { key: crypto.randomUUID(), content };
    return idempotency.current.key;
  }

  /** Validates and sends; the outcome says which fields are invalid, or whether it was sent. */
  async function send(values: ContactMessage, honeypot: FormDataEntryValue | null): Promise<SubmitOutcome> {
    setEngaged(true);
    setSending(true);
    try {
      const { submitContact } = await loadContactSubmit();
      const outcome = await submitContact(values, {
        honeypot: typeof honeypot === "string" ? honeypot : "",
        shownAt: shownAt.current ?? undefined,
        idempotencyKey: keyFor,
      });
      if (outcome.kind === "sent") {
        idempotency.current = null;
        shownAt.current = null;
      }
      return outcome;
    } finally {
      setSending(false);
    }
  }

  return { sending, engaged, onEngage, send };
}
