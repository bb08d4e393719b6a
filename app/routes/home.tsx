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
import { listSentence } from "../../core/format.ts";
import { site } from "../../core/site.ts";
import { seo } from "../lib/seo.ts";
import { businessSchema, faqSchema, servicesSchema } from "../lib/structured-data.ts";

export const meta = () =>
  seo({
    title: `Laundry Pickup & Delivery in ${site.serviceAreaSummary} | ${site.brandName}`,
    description: `Woman-owned wash and fold laundry service with free pickup and delivery in ${listSentence([...site.towns.slice(0, 3).map((town) => town.name), "nearby towns"])}. From ${site.price.perLb}, back in ${site.turnaround.range}. ${site.pricing.firstOrderDiscountPercent}% off your first order.`,
    path: "/",
    jsonLd: [businessSchema(), ...servicesSchema(), faqSchema()],
  });

export default function Home() {
  return (
    <>
      <HomeHero />
      <FounderStory />
      <HowItWorksSteps />
      <ServiceAreasTeaser />
      <PriceComparison />
      <ServicesPricing />
      <PriceEstimator className="bg-white" />
      <TestimonialCarousel />
      <FaqTeaser />
      <ContactTeaser />
    </>
  );
}
