import { Send } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "../components/ui/button.tsx";
import { errorIdFor, fieldClass, FormField } from "../components/ui/form-field.tsx";
import { SentNote } from "../components/ui/sent-note.tsx";
import { contactLimits, honeypotField } from "../lib/contact-fields.ts";
import type { ContactFieldErrors } from "../lib/contact-schema.ts";
import { parseZip, serviceAreaInquiryMessage } from "../lib/service-area-inquiry.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { loadContactSubmit, useContactSender } from "./use-contact-sender.ts";

const ContactToaster = lazy(() => import("./contact-toaster.tsx"));

type Field = "name" | "email" | "zip" | "note";
type Errors = Partial<Record<Field, string>>;
const fieldOrder: readonly Field[] = ["name", "email", "zip", "note"];

/** The contact schema's messages, on this form's fields (the note is the message's free part). */
const fieldErrors = (errors: ContactFieldErrors): Errors => ({ name: errors.name, email: errors.email, note: errors.message });

/**
 * The outside-area page's next step (issue 12): a short "Service Area Inquiry" sent through the
 * contact form's pipeline and endpoint, with the zip code from the check already filled in. It posts
 * with JavaScript only; before that its fields are disabled and the page's Contact Us email remains.
 */
export function ServiceAreaInquiryForm({ checkedZip }: { checkedZip: string | null }) {
  const hydrated = useHydrated();
  const [values, setValues] = useState({ name: "", email: "", zip: "", note: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [sentZip, setSentZip] = useState<string | null>(null);
  const { sending, engaged, onEngage, send } = useContactSender();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { name: useId(), email: useId(), zip: useId(), note: useId(), honeypot: useId() };
  const focusAfterSubmit = useRef<Field | null>(null);

  // The zip the visitor checked fills the field once it is known (the page is prerendered without the
  // query), unless the visitor has already typed one.
  const [prefilled, setPrefilled] = useState<string | null>(null);
  if (checkedZip && checkedZip !== prefilled) {
    setPrefilled(checkedZip);
    if (!values.zip) setValues({ ...values, zip: checkedZip });
  }

  useEffect(() => {
    if (sending || !focusAfterSubmit.current) return;
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[focusAfterSubmit.current])}`)?.focus();
    focusAfterSubmit.current = null;
  });

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentZip(null);
    const zip = parseZip(values.zip);
    const honeypot = new FormData(event.currentTarget).get(honeypotField);
    const message = { name: values.name, email: values.email, message: serviceAreaInquiryMessage(zip ?? values.zip, values.note) };
    // The zip is checked here; name, email and the composed message by the contact schema.
    let found: Errors = {};
    let sent = false;
    if (zip) {
      const outcome = await send(message, honeypot);
      if (outcome.kind === "invalid") found = fieldErrors(outcome.errors);
      sent = outcome.kind === "sent";
    } else {
      const { checkContact } = await loadContactSubmit();
      found = { ...fieldErrors(checkContact(message)), zip: "Please enter your five-digit zip code." };
    }
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      focusAfterSubmit.current = fieldOrder.find((field) => found[field]) ?? null;
    } else if (sent) {
      setValues({ name: "", email: "", zip: "", note: "" });
      setErrors({});
      setSentZip(zip);
    }
  }

  const describedBy = (field: Field) => (errors[field] ? errorIdFor(ids[field]) : undefined);

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={onEngage} noValidate={hydrated} aria-labelledby="inquiry-title">
      <h2 id="inquiry-title" className="text-2xl font-extrabold">
        Ask us to come to your area
      </h2>
      <p className="mt-2 text-ink-700">Leave your email and we&apos;ll write to you personally when pickups reach you.</p>
      <fieldset disabled={sending || !hydrated} className="mt-6 grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Your inquiry</legend>
        <FormField id={ids.name} label="Your Name" error={errors.name}>
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
            aria-describedby={describedBy("name")}
            className={fieldClass(Boolean(errors.name))}
          />
        </FormField>
        <FormField id={ids.email} label="Email Address" error={errors.email}>
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
            aria-describedby={describedBy("email")}
            className={fieldClass(Boolean(errors.email))}
          />
        </FormField>
        <FormField id={ids.zip} label="Zip Code" error={errors.zip}>
          <input
            id={ids.zip}
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="\d{5}"
            maxLength={5}
            required
            value={values.zip}
            onChange={(e) => update("zip", e.target.value)}
            aria-invalid={errors.zip ? true : undefined}
            aria-describedby={describedBy("zip")}
            className={fieldClass(Boolean(errors.zip))}
          />
        </FormField>
        <FormField id={ids.note} label="Anything else?" hint="(optional)" error={errors.note}>
          <input
            id={ids.note}
            name="note"
            type="text"
            maxLength={contactLimits.messageMax - 200}
            value={values.note}
            onChange={(e) => update("note", e.target.value)}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy("note")}
            className={fieldClass(Boolean(errors.note))}
          />
        </FormField>
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={ids.honeypot}>Leave this field empty</label>
          <input id={ids.honeypot} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" variant="primary" size="lg" className="w-full sm:w-auto">
            <Send aria-hidden="true" className="size-5" />
            {sending ? "Sending..." : "Send My Inquiry"}
          </Button>
        </div>
      </fieldset>
      <SentNote sent={sentZip !== null}>
        We&apos;ve noted {sentZip} and will email you as soon as we start pickups there.
      </SentNote>
      {engaged && (
        <Suspense fallback={null}>
          <ContactToaster />
        </Suspense>
      )}
    </form>
  );
}
