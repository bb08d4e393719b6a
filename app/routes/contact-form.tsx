import { Send } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { site } from "../../core/site.ts";
import { contactLimits, honeypotField } from "../../core/contact-fields.ts";
import type { ContactField, ContactFieldErrors } from "../../core/contact-schema.ts";
import { cn } from "../lib/cn.ts";
import { Button } from "../components/ui/button.tsx";

const emptyForm = { name: "", email: "", message: "" };

// Validation, sending and toasts load on the first interaction with the form, not with the page.
const loadSubmit = () => import("./contact-submit.ts");
const ContactToaster = lazy(() => import("./contact-toaster.tsx"));

/**
 * The contact form (spec §2, §4, §8): idle → sending (every field disabled, "Sending...") → idle.
 * Success clears it and shows "Message Sent!"; failure keeps what was typed and shows "Error".
 */
export function ContactForm() {
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [sending, setSending] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // When the form was first used, and one idempotency key per filled-in form (a retry of the same
  // content reuses it; a change of content or a success starts a new one).
  const shownAt = useRef<number | null>(null);
  const idempotency = useRef<{ key: string; content: string } | null>(null);
  const ids = { name: useId(), email: useId(), message: useId(), honeypot: useId() };
  // The first invalid field, focused once the fields are enabled again after a submission.
  const focusAfterSubmit = useRef<ContactField | null>(null);

  useEffect(() => {
    if (sending || !focusAfterSubmit.current) return;
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[focusAfterSubmit.current])}`)?.focus();
    focusAfterSubmit.current = null;
  });

  function onFocusForm() {
    shownAt.current ??= Date.now();
    if (!engaged) {
      setEngaged(true);
      void loadSubmit();
    }
  }

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function keyFor(content: string): string {
    if (idempotency.current?.content !== content) idempotency.current = { key: crypto.randomUUID(), content };
    return idempotency.current.key;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = new FormData(event.currentTarget).get(honeypotField);
    setEngaged(true);
    setSending(true);
    try {
      const { submitContact } = await loadSubmit();
      const outcome = await submitContact(values, {
        honeypot: typeof honeypot === "string" ? honeypot : "",
        shownAt: shownAt.current ?? undefined,
        idempotencyKey: keyFor,
      });
      if (outcome.kind === "invalid") {
        setErrors(outcome.errors);
        focusAfterSubmit.current = (["name", "email", "message"] as const).find((field) => outcome.errors[field]) ?? null;
      } else if (outcome.kind === "sent") {
        setValues(emptyForm);
        setErrors({});
        idempotency.current = null;
        shownAt.current = null;
      }
    } finally {
      setSending(false);
    }
  }

  const fieldClass = (invalid: boolean) =>
    cn(
      "mt-2 block w-full rounded-xl border-2 bg-white px-4 py-3 text-base text-ink-900 placeholder:text-ink-500 focus:border-gulf-600 focus:outline-none disabled:bg-sand-100",
      invalid ? "border-sunset-600" : "border-sand-200",
    );

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={onFocusForm} aria-labelledby="contact-form-title" className="relative">
      <h2 id="contact-form-title" className="text-2xl font-extrabold">
        Send us a message
      </h2>
      <p className="mt-2 text-ink-700">We reply within {site.contactReplyHours} hours.</p>
      <fieldset disabled={sending} className="mt-6 space-y-5">
        <legend className="sr-only">Your message</legend>
        <Field id={ids.name} label="Your Name" error={errors.name}>
          <input
            id={ids.name}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={contactLimits.nameMax}
            value={values.name}
            onChange={(e) => update("name", e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${ids.name}-error` : undefined}
            className={fieldClass(Boolean(errors.name))}
          />
        </Field>
        <Field id={ids.email} label="Email Address" error={errors.email}>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={contactLimits.emailMax}
            value={values.email}
            onChange={(e) => update("email", e.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${ids.email}-error` : undefined}
            className={fieldClass(Boolean(errors.email))}
          />
        </Field>
        <Field id={ids.message} label="Message" error={errors.message}>
          <textarea
            id={ids.message}
            name="message"
            rows={4}
            required
            maxLength={contactLimits.messageMax}
            placeholder="Tell us about your laundry needs or ask any questions..."
            value={values.message}
            onChange={(e) => update("message", e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${ids.message}-error` : undefined}
            className={fieldClass(Boolean(errors.message))}
          />
        </Field>
        {/* A field people never see or reach; form-filling bots tend to fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={ids.honeypot}>Leave this field empty</label>
          <input id={ids.honeypot} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <Button type="submit" variant="primary" size="lg" className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-5" />
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </fieldset>
      {engaged && (
        <Suspense fallback={null}>
          <ContactToaster />
        </Suspense>
      )}
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-ink-900">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-sunset-700">
          {error}
        </p>
      )}
    </div>
  );
}
