import { ChevronDown } from "lucide-react";
import { faqs } from "../../../content/faq.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Section, SectionHeading } from "../ui/section.tsx";

/** The first few questions, each a native disclosure; the rest are on /faq. */
export function FaqTeaser({ count = 4 }: { count?: number }) {
  return (
    <Section id="faq" aria-labelledby="faq-title">
      <SectionHeading id="faq-title" eyebrow="Questions" title="Frequently asked questions" />
      <div className="mx-auto max-w-3xl space-y-3">
        {faqs.slice(0, count).map((faq) => (
          <details key={faq.question} className="group rounded-[var(--radius-card)] bg-white shadow-card">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 text-lg font-bold [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 text-ink-700">{faq.answer}</p>
          </details>
        ))}
      </div>
      <div className="mt-8 text-center">
        <ButtonLink to="/faq" variant="outline">
          See all questions
        </ButtonLink>
      </div>
    </Section>
  );
}
