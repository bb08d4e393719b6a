import { homePage } from "../../../content/home.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Section, SectionHeading } from "../ui/section.tsx";
import { FaqAccordion } from "./faq-accordion.tsx";

/**
 * The first few questions (Home's loader picks them at build time, so the FAQ copy stays out of
 * Home's JavaScript), each a native disclosure; the rest are on /faq.
 */
export function FaqTeaser({ items }: { items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <Section id="faq" aria-labelledby="faq-title">
      <SectionHeading id="faq-title" eyebrow={homePage.faq.eyebrow} title={homePage.faq.title} />
      <FaqAccordion items={items} />
      <div className="mt-8 text-center">
        <ButtonLink to="/faq" variant="outline">
          {homePage.faq.allQuestionsButton}
        </ButtonLink>
      </div>
    </Section>
  );
}
