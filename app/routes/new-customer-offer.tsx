import Quote from "lucide-react/icons/quote";
import Timer from "lucide-react/icons/timer";
import { useEffect } from "react";
import { useLocation, type MetaArgs } from "react-router";
import { campaignVariantForPath, canonicalCampaignVariant, type CampaignVariant } from "../../content/campaign-variants.ts";
import { offerPage, offerTestimonial } from "../../content/new-customer-offer.ts";
import { BenefitGrid } from "../components/sections/benefit-grid.tsx";
import { OfferHero } from "../components/sections/offer-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ServicesPricing } from "../components/sections/services-pricing.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { ScheduleLink } from "../components/ui/schedule-link.tsx";
import { Section } from "../components/ui/section.tsx";
import { Stars } from "../components/ui/stars.tsx";
import { TranslatedNote } from "../components/ui/translated-note.tsx";
import { site } from "../../core/site.ts";
import { readCampaign, rememberCampaign, trackCampaignPageView } from "../lib/campaign.ts";
import { seo } from "../lib/seo.ts";

/** One page for all six campaign addresses; QR variants point search engines at the base page. */
export const meta = ({ location }: Pick<MetaArgs, "location">) => {
  const variant = campaignVariantForPath(location.pathname);
  return seo({
    title: variant.title,
    description: offerPage.description,
    path: canonicalCampaignVariant.path,
  });
};

export default function NewCustomerOffer() {
  const variant = campaignVariantForPath(useLocation().pathname);
  useCampaignPageView(variant);

  return (
    <>
      <OfferHero showNoCard={variant.showNoCard} />
      <ServicesPricing
        actions={{
          "wash-fold": <ScheduleLink>{offerPage.pricingButtons.washFold}</ScheduleLink>,
          commercial: (
            <ButtonLink to="/contact" variant="primary">
              {offerPage.pricingButtons.commercial}
            </ButtonLink>
          ),
        }}
      />
      <BenefitGrid {...offerPage.reasons} className="bg-gulf-50" />
      <FeaturedStory />
      <LimitedTimeBanner />
      {/* The banner just above has made the offer; the close is about the service itself. */}
      <ScheduleCta {...offerPage.cta} />
    </>
  );
}

/**
 * On each load of an offer page, log the campaign parameters and send one utm_page_view
 * when analytics is present. Keyed by the history entry so it runs once per visit to the page.
 */
let trackedEntry: string | undefined;

function useCampaignPageView(variant: CampaignVariant) {
  const location = useLocation();
  useEffect(() => {
    if (trackedEntry === location.key) return;
    trackedEntry = location.key;
    rememberCampaign(location.search);
    trackCampaignPageView(readCampaign(location.search), { title: variant.title, location: window.location.href });
  }, [location.key, location.search, variant.title]);
}

function FeaturedStory() {
  return (
    <Section aria-labelledby="story-title" className="bg-sand-100">
      <h2 id="story-title" className="sr-only">
        {offerPage.storyTitle}
      </h2>
      <figure className="relative mx-auto max-w-3xl rounded-[var(--radius-card)] bg-white p-8 text-center shadow-card sm:p-12">
        <Quote aria-hidden="true" className="mx-auto size-12 text-gulf-200" />
        <Stars rating={offerTestimonial.rating} className="mt-4 flex justify-center" />
        <blockquote className="mt-5 text-xl font-medium text-ink-900 sm:text-2xl">
          <p>&ldquo;{offerTestimonial.text}&rdquo;</p>
        </blockquote>
        <figcaption className="mt-6 font-bold text-gulf-800">
          {offerTestimonial.name} <span className="font-normal text-ink-500">· {offerTestimonial.location}</span>
          <TranslatedNote />
        </figcaption>
      </figure>
    </Section>
  );
}

/**
 * The one offer reminder below the hero: sunshine yellow, so it reads as a note, not another hero.
 * While the owner has paused the first-order offer, it reminds of the introductory price instead.
 */
function LimitedTimeBanner() {
  const { whileOffer, whilePaused, insteadOf } = offerPage.banner;
  const wasPrice = (
    <s>
      <span className="sr-only">{insteadOf} </span>
      {site.price.wasPerLb}
    </s>
  );
  return (
    <section aria-labelledby="limited-title" className="bg-sun-300 px-5 py-10 text-ink-900 sm:px-8">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 text-center lg:flex-row lg:text-left">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-white text-sunset-600 shadow-card">
          <Timer aria-hidden="true" className="size-8" />
        </span>
        {whileOffer ? (
          <div className="flex-1">
            <h2 id="limited-title" className="text-2xl font-extrabold sm:text-3xl">
              {whileOffer.titleBeforeDiscount} <span className="text-sunset-700">{whileOffer.discount}</span> {whileOffer.titleAfterDiscount}
            </h2>
            <p className="mt-2 text-lg text-ink-700">
              {whileOffer.textBeforePrice} <strong className="text-ink-900">{site.price.perLb}</strong> {wasPrice} {whileOffer.textAfterPrice}
            </p>
          </div>
        ) : (
          whilePaused && (
            <div className="flex-1">
              <h2 id="limited-title" className="text-2xl font-extrabold sm:text-3xl">
                {whilePaused.titleBeforePrice} <span className="text-sunset-700">{site.price.perLb}</span> {wasPrice}
              </h2>
              <p className="mt-2 text-lg text-ink-700">{whilePaused.text}</p>
            </div>
          )
        )}
        <ScheduleLink size="lg" className="shrink-0">
          {offerPage.signUpButton}
        </ScheduleLink>
      </div>
    </section>
  );
}
