import { CircleCheck, Heart } from "lucide-react";
import { seniorOffers, seniorPerfectFor, seniorsPage, seniorSteps, seniorTestimonials } from "../../content/seniors.ts";
import { images } from "../../content/images.ts";
import { BenefitGrid } from "../components/sections/benefit-grid.tsx";
import { ContentIcon } from "../components/ui/content-icon.tsx";
import { HowItWorksSteps, stepIconClass } from "../components/sections/how-it-works-steps.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { TestimonialQuotes } from "../components/sections/testimonial-quotes.tsx";
import { CallButton } from "../components/ui/call-button.tsx";
import { MarkedList } from "../components/ui/marked-list.tsx";
import { Section } from "../components/ui/section.tsx";
import { seo } from "../lib/seo.ts";

export const meta = () => seo(seniorsPage.meta);

export default function LaundryForSeniors() {
  return (
    <>
      <PageHero image={images.seniorsHero} {...seniorsPage.hero} />

      <BenefitGrid {...seniorsPage.values} />

      <Section aria-labelledby="offer-title" className="bg-white">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="rounded-[var(--radius-card)] bg-gulf-50 p-8">
            <h2 id="offer-title" className="text-2xl font-extrabold sm:text-3xl">
              What we offer
            </h2>
            <MarkedList
              items={seniorOffers}
              marker={<CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-gulf-700" />}
              className="mt-6 space-y-3"
              itemClassName="flex items-start gap-3 text-lg"
            />
          </div>
          <div className="rounded-[var(--radius-card)] bg-sand-100 p-8">
            <h2 className="text-2xl font-extrabold sm:text-3xl">Perfect for</h2>
            <MarkedList
              items={seniorPerfectFor}
              marker={<Heart aria-hidden="true" className="mt-1 size-5 shrink-0 text-sunset-600" />}
              className="mt-6 space-y-3"
              itemClassName="flex items-start gap-3 text-lg"
            />
          </div>
        </div>
      </Section>

      <TestimonialQuotes title="In their own words" stories={seniorTestimonials} />

      <HowItWorksSteps
        id="seniors-steps"
        eyebrow="Easy as 1-2-3"
        title="Getting started is easy"
        lead="No computer needed. One phone call is all it takes."
        steps={seniorSteps}
        renderIcon={(step) => step.icon && <ContentIcon name={step.icon} className={stepIconClass} />}
      />

      <ScheduleCta {...seniorsPage.cta}>
        <CallButton variant="ghostLight" />
      </ScheduleCta>
    </>
  );
}
