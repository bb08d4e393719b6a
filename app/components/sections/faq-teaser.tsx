import { faqs } from "../../../content/faq.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Section, SectionHeading } from "../ui/section.tsx";
import { FaqAccordion } from "./faq-accordion.tsx";

/** The first few questions, each a native disclosure; the rest are on /faq. */
export function FaqTeaser({ count = 4 }: { count?: number }) {
  return (
    <Section id="faq" aria-labelledby="faq-title">
      <SectionHeading id="faq-title" eyebrow="Questions" title="Frequently asked questions" />
      <FaqAccordion items={faqs.slice(0, count)} />
      <div className="mt-8 text-center">
        <ButtonLink to="/faq" variant="outline">
          See all questions
        </ButtonLink>
      </div>
    </Section>
  );
}
