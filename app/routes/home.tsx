import { ContactTeaser } from "../components/sections/contact-teaser.tsx";
import { FaqTeaser } from "../components/sections/faq-teaser.tsx";
import { FounderStory } from "../components/sections/founder-story.tsx";
import { HomeHero } from "../components/sections/home-hero.tsx";
import { HowItWorksSteps } from "../components/sections/how-it-works-steps.tsx";
import { PriceComparison } from "../components/sections/price-comparison.tsx";
import { PriceEstimator } from "../components/sections/price-estimator.tsx";
import { ServiceAreasTeaser } from "../components/sections/service-areas-teaser.tsx";
import { ServicesPricing } from "../components/sections/services-pricing.tsx";
import { TestimonialCarousel } from "../components/sections/testimonial-carousel.tsx";
import { useLoaderData, type MetaArgs } from "react-router";
import { faqs } from "../../content/faq.ts";
import { homePage } from "../../content/home.ts";
import { images } from "../../content/images.ts";
import { inlinePicture } from "../lib/pictures.server.ts";
import { seo } from "../lib/seo.ts";
import { businessSchema, faqSchema, servicesSchema } from "../lib/structured-data.ts";

/**
 * Runs at build time only (the page is prerendered): the structured data reaches the browser as the
 * page's data, like the questions the FAQ teaser shows, so the schema builders and the FAQ copy stay
 * out of its JavaScript (docs/page-loading.md#chunks-by-the-pages-that-use-them).
 */
export const loader = () => ({
  jsonLd: [businessSchema(), ...servicesSchema(), faqSchema(faqs)],
  faqs: faqs.slice(0, 4),
  heroPicture: inlinePicture(images.homeHero),
});

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => seo({ ...homePage.meta, jsonLd: loaderData?.jsonLd ?? [] });

export default function Home() {
  const { faqs, heroPicture } = useLoaderData<typeof loader>();
  return (
    <>
      <HomeHero picture={heroPicture} />
      <FounderStory />
      <HowItWorksSteps />
      <ServiceAreasTeaser />
      <PriceComparison />
      <ServicesPricing />
      <PriceEstimator className="bg-white" />
      <TestimonialCarousel />
      <FaqTeaser items={faqs} />
      <ContactTeaser />
    </>
  );
}
