import { useLoaderData, type MetaArgs } from "react-router";
import { faqs } from "../../content/faq.ts";
import { faqPage } from "../../content/faq-page.ts";
import { images } from "../../content/images.ts";
import { FaqAccordion } from "../components/sections/faq-accordion.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { PriceEstimator } from "../components/sections/price-estimator.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { ContactLinks } from "../components/ui/contact-links.tsx";
import { Section } from "../components/ui/section.tsx";
import { inlinePicture } from "../lib/pictures.server.ts";
import { seo } from "../lib/seo.ts";
import { faqSchema } from "../lib/structured-data.ts";

/**
 * Runs at build time only (the page is prerendered): the questions reach the browser as the page's
 * data, so the FAQ copy and its placeholders stay out of the JavaScript of the pages that share this
 * page's chunk.
 */
export const loader = () => ({ faqs, jsonLd: [faqSchema(faqs)], heroPicture: inlinePicture(images.faqHero) });

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => seo({ ...faqPage.meta, jsonLd: loaderData?.jsonLd ?? [] });

export default function Faq() {
  const { faqs, heroPicture } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero image={heroPicture} {...faqPage.hero} />

      <Section aria-label={faqPage.questionsName} className="pt-4 lg:pt-8">
        <FaqAccordion items={faqs} />
        <div className="mx-auto mt-10 max-w-3xl rounded-[var(--radius-card)] bg-sand-100 p-6 text-center sm:p-8">
          <h2 className="text-2xl font-extrabold">{faqPage.stillAsking.title}</h2>
          <p className="mt-2 text-ink-700">{faqPage.stillAsking.text}</p>
          <div className="mt-5 flex flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap">
            <ContactLinks
              className="inline-flex items-center gap-2 font-bold text-gulf-800 hover:underline"
              iconClassName="size-5"
            />
            <ButtonLink to={faqPage.stillAsking.action.to} variant="outline" size="sm">
              {faqPage.stillAsking.action.label}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <PriceEstimator className="bg-white" />

      <ScheduleCta {...faqPage.cta} />
    </>
  );
}
