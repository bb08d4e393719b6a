import Send from "lucide-react/icons/send";
// The forms' words in the page's language, filled in by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/contact-form.json" with { type: "json" };
import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "../components/ui/button.tsx";
import { errorIdFor, fieldClass, FormField } from "../components/ui/form-field.tsx";
import { SentNote } from "../components/ui/sent-note.tsx";
import { contactLimits, honeypotField } from "../../core/contact-fields.ts";
import type { ContactField, ContactFieldErrors } from "../../core/contact-schema.ts";
import { useEarlyInput } from "../lib/use-early-input.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { useContactSender } from "./use-contact-sender.ts";

const emptyForm = { name: "", email: "", message: "" };
const fieldOrder = ["name", "email", "message"] as const;

const ContactToaster = lazy(() => import("./contact-toaster.tsx"));

/**
 * The contact form, under the heading and line the page gives it (content/pages/<language>/contact.json),
 * in the words of content/pages/<language>/contact-form.json:
 * idle → sending (every field disabled, "Sending...") → idle. Success clears it, shows "Message
 * Sent!" and leaves a confirmation in the form; failure keeps what was typed and shows "Error".
 * Without JavaScript the browser's own required/email checks apply; once hydrated the form checks
 * itself and explains every invalid field beside it.
 */
export function ContactForm({ title, lead }: { title: string; lead: string }) {
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [sent, setSent] = useState(false);
  const { sending, engaged, onEngage, send } = useContactSender();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { name: useId(), email: useId(), message: useId(), honeypot: useId() };
  // The first invalid field, focused once the fields are enabled again after a submission.
  const focusAfterSubmit = useRef<ContactField | null>(null);
  // What was typed before hydration becomes the form's state, instead of being wiped by its next render.
  useEarlyInput(formRef, fieldOrder, (typed) => setValues((current) => ({ ...current, ...typed })));

  useEffect(() => {
    if (sending || !focusAfterSubmit.current) return;
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[focusAfterSubmit.current])}`)?.focus();
    focusAfterSubmit.current = null;
  });

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    const outcome = await send(values, new FormData(event.currentTarget).get(honeypotField));
    if (outcome.kind === "invalid") {
      setErrors(outcome.errors);
      focusAfterSubmit.current = fieldOrder.find((field) => outcome.errors[field]) ?? null;
    } else if (outcome.kind === "sent") {
      setValues(emptyForm);
      setErrors({});
      setSent(true);
    }
  }

  /** What every field's control shares: its id and name, its value, and how it reports an error. */
  const controlProps = (field: ContactField) => ({
    id: ids[field],
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(field, e.target.value),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorIdFor(ids[field]) : undefined,
    className: fieldClass(Boolean(errors[field])),
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={onEngage}
      noValidate={hydrated}
      aria-labelledby="contact-form-title"
      className="relative"
    >
      <h2 id="contact-form-title" className="text-2xl font-extrabold">
        {title}
      </h2>
      <p className="mt-2 text-ink-700">{lead}</p>
      <fieldset disabled={sending} className="mt-6 space-y-5">
        <legend className="sr-only">{words.legend}</legend>
        <FormField id={ids.name} label={words.fields.name} error={errors.name}>
          <input type="text" autoComplete="name" required maxLength={contactLimits.nameMax} {...controlProps("name")} />
        </FormField>
        <FormField id={ids.email} label={words.fields.email} error={errors.email}>
          <input type="email" autoComplete="email" required maxLength={contactLimits.emailMax} {...controlProps("email")} />
        </FormField>
        <FormField id={ids.message} label={words.fields.message} error={errors.message}>
          <textarea
            rows={4}
            required
            maxLength={contactLimits.messageMax}
            placeholder={words.fields.messagePlaceholder}
            {...controlProps("message")}
          />
        </FormField>
        {/* A field people never see or reach; form-filling bots tend to fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={ids.honeypot}>{words.fields.trap}</label>
          <input id={ids.honeypot} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <Button type="submit" variant="primary" size="lg" className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-5" />
          {sending ? words.sending : words.sendButton}
        </Button>
      </fieldset>
      <SentNote sent={sent} />
      {engaged && (
        <Suspense fallback={null}>
          <ContactToaster />
        </Suspense>
      )}
    </form>
  );
}
