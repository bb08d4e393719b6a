import MessageSquareText from "lucide-react/icons/message-square-text";
import { site } from "../../../core/site.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Section } from "../ui/section.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/sections.json" with { type: "json" };

/**
 * A call to get in touch. Its button is a real link (it works before and without JavaScript) to
 * where the page says; the page may also supply a click handler (Commercial
 * supplies one), which runs before the link is followed.
 */
export function ContactCta({
  title,
  text,
  buttonLabel,
  to,
  onContact,
}: {
  title: string;
  text: string;
  buttonLabel: string;
  to: string;
  onContact?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <Section aria-labelledby="contact-cta-title">
      <div className="grid gap-8 rounded-[2rem] bg-gradient-to-br from-gulf-700 to-gulf-900 px-4 py-12 text-white sm:px-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <h2 id="contact-cta-title" className="text-3xl font-extrabold sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-gulf-100">{text}</p>
        </div>
        <div className="flex flex-col gap-3 lg:items-end">
          <ButtonLink to={to} variant="schedule" size="lg" onClick={onContact}>
            <MessageSquareText aria-hidden="true" className="size-5" />
            {buttonLabel}
          </ButtonLink>
          <p className="text-sm text-gulf-100">
            {words.contactCta.callPrompt}{" "}
            <a href={site.phoneHref} className="font-semibold text-white underline">
              {site.phoneDisplay}
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}
