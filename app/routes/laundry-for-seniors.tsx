import CircleCheck from "lucide-react/icons/circle-check";
import Heart from "lucide-react/icons/heart";
import { useLoaderData } from "react-router";
import { seniorsPage } from "../../content/seniors.ts";
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
import { inlinePicture } from "../lib/pictures.server.ts";
import { seo } from "../lib/seo.ts";

export const meta = () => seo(seniorsPage.meta);

/** Runs at build time only: the hero picture travels inside the page (app/lib/pictures.server.ts). */
export const loader = () => ({ heroPicture: inlinePicture(images.seniorsHero) });

export default function LaundryForSeniors() {
  const { heroPicture } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero image={heroPicture} {...seniorsPage.hero} />

      <BenefitGrid {...seniorsPage.values} />

      <Section aria-labelledby="offer-title" className="bg-white">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="rounded-[var(--radius-card)] bg-gulf-50 p-8">
            <h2 id="offer-title" className="text-2xl font-extrabold sm:text-3xl">
              {seniorsPage.offers.title}
            </h2>
            <MarkedList
              items={seniorsPage.offers.items}
              marker={<CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-gulf-700" />}
              className="mt-6 space-y-3"
              itemClassName="flex items-start gap-3 text-lg"
            />
          </div>
          <div className="rounded-[var(--radius-card)] bg-sand-100 p-8">
            <h2 className="text-2xl font-extrabold sm:text-3xl">{seniorsPage.perfectFor.title}</h2>
            <MarkedList
              items={seniorsPage.perfectFor.items}
              marker={<Heart aria-hidden="true" className="mt-1 size-5 shrink-0 text-sunset-600" />}
              className="mt-6 space-y-3"
              itemClassName="flex items-start gap-3 text-lg"
            />
          </div>
        </div>
      </Section>

      <TestimonialQuotes {...seniorsPage.quotes} />

      <HowItWorksSteps
        {...seniorsPage.gettingStarted}
        renderIcon={(step) => step.icon && <ContentIcon name={step.icon} className={stepIconClass} />}
      />

      <ScheduleCta {...seniorsPage.cta}>
        <CallButton variant="ghostLight" />
      </ScheduleCta>
    </>
  );
}
