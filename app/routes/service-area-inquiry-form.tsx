import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
// The forms' words in the page's language, filled in by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/contact-form.json" with { type: "json" };
import { Button } from "../components/ui/button.tsx";
import { errorIdFor, fieldClass, FormField } from "../components/ui/form-field.tsx";
import { SentNote } from "../components/ui/sent-note.tsx";
import { contactLimits, honeypotField } from "../../core/contact-fields.ts";
import { withFigures } from "../lib/run-time-figures.ts";
import { parseZip, serviceAreaInquiryMessage } from "../lib/service-area-inquiry.ts";
import { useEarlyInput } from "../lib/use-early-input.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { useContactSender } from "./use-contact-sender.ts";

const ContactToaster = lazy(() => import("./contact-toaster.tsx"));

/** The form's fields, in order: the first invalid one gets the focus. */
const fields = [
  { name: "name", label: words.fields.name, type: "text", autoComplete: "name", maxLength: contactLimits.nameMax },
  { name: "email", label: words.fields.email, type: "email", autoComplete: "email", maxLength: contactLimits.emailMax },
  { name: "zip", label: words.inquiry.zip, type: "text", autoComplete: "postal-code", maxLength: 5, inputMode: "numeric" },
] as const;
type Field = (typeof fields)[number]["name"];
const fieldNames = fields.map((field) => field.name);
type Values = Record<Field, string>;
const empty: Values = { name: "", email: "", zip: "" };

/**
 * The outside-area page's next step, under the heading and line the page gives it
 * (content/pages/<language>/outside-service-area.json), in the words of
 * content/pages/<language>/contact-form.json (its `inquiry`): a short "Service Area Inquiry" sent through the
 * contact form's pipeline and endpoint, with the zip code from the check already filled in. It posts
 * with JavaScript only: until the page has hydrated its button is disabled (which also stops Enter
 * from submitting it) and the page's Contact Us email remains. The fields take typing from the first
 * paint, so a visitor on a slow phone can start before then and keeps every letter.
 */
export function ServiceAreaInquiryForm({ title, lead, checkedZip }: { title: string; lead: string; checkedZip: string | null }) {
  const hydrated = useHydrated();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [sentZip, setSentZip] = useState<string | null>(null);
  const { sending, engaged, onEngage, send } = useContactSender();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const focusAfterSubmit = useRef<Field | null>(null);
  // What was typed before hydration becomes the form's state, instead of being wiped by its next render.
  useEarlyInput(formRef, fieldNames, (typed) => setValues((current) => ({ ...current, ...typed })));

  // The zip the visitor checked fills the field once it is known (the page is prerendered without the
  // query), unless the visitor has already typed one.
  const [prefilled, setPrefilled] = useState<string | null>(null);
  if (checkedZip && checkedZip !== prefilled) {
    setPrefilled(checkedZip);
    if (!values.zip) setValues({ ...values, zip: checkedZip });
  }

  useEffect(() => {
    if (sending || !focusAfterSubmit.current) return;
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id + focusAfterSubmit.current)}`)?.focus();
    focusAfterSubmit.current = null;
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentZip(null);
    const zip = parseZip(values.zip);
    const message = { name: values.name, email: values.email, message: serviceAreaInquiryMessage(zip ?? values.zip) };
    // The zip is checked first; name and email by the contact schema when the zip is sound.
    let found: Partial<Values> = { zip: words.inquiry.zipError };
    if (zip) {
      const outcome = await send(message, new FormData(event.currentTarget).get(honeypotField));
      if (outcome.kind === "sent") {
        setValues(empty);
        setErrors({});
        setSentZip(zip);
        return;
      }
      found = outcome.kind === "invalid" ? outcome.errors : {};
    }
    const shown = { name: found.name, email: found.email, zip: found.zip };
    setErrors(shown);
    focusAfterSubmit.current = fields.find((field) => shown[field.name])?.name ?? null;
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={onEngage} noValidate aria-labelledby="inquiry-title">
      <h2 id="inquiry-title" className="text-2xl font-extrabold">
        {title}
      </h2>
      <p className="mt-2 text-ink-700">{lead}</p>
      <fieldset disabled={sending} className="mt-6 grid gap-5 sm:grid-cols-3">
        {fields.map(({ name, label, ...input }) => (
          <FormField key={name} id={id + name} label={label} error={errors[name]}>
            <input
              {...input}
              id={id + name}
              name={name}
              required
              value={values[name]}
              onChange={(e) => {
                setValues({ ...values, [name]: e.target.value });
                setErrors({ ...errors, [name]: undefined });
              }}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? errorIdFor(id + name) : undefined}
              className={fieldClass(Boolean(errors[name]))}
            />
          </FormField>
        ))}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={id + honeypotField}>{words.fields.trap}</label>
          <input id={id + honeypotField} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="sm:col-span-3">
          <Button type="submit" variant="primary" size="lg" disabled={!hydrated} className="w-full sm:w-auto">
            {sending ? words.sending : words.inquiry.sendButton}
          </Button>
        </div>
      </fieldset>
      <SentNote sent={sentZip !== null}>{withFigures(words.inquiry.sent, { zip: sentZip ?? "" })}</SentNote>
      {engaged && (
        <Suspense fallback={null}>
          <ContactToaster />
        </Suspense>
      )}
    </form>
  );
}
