import CircleCheck from "lucide-react/icons/circle-check";
import { useLoaderData } from "react-router";
import { commercialPage } from "../../content/commercial.ts";
import { images } from "../../content/images.ts";
import { BenefitGrid } from "../components/sections/benefit-grid.tsx";
import { ContactCta } from "../components/sections/contact-cta.tsx";
import { ContentIcon } from "../components/ui/content-icon.tsx";
import { HowItWorksSteps, stepIconClass } from "../components/sections/how-it-works-steps.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ServiceAreaList } from "../components/sections/service-area-list.tsx";
import { MarkedList } from "../components/ui/marked-list.tsx";
import { Section } from "../components/ui/section.tsx";
import { inlinePicture } from "../lib/pictures.server.ts";
import { seo } from "../lib/seo.ts";

export const meta = () => seo(commercialPage.meta);

/** Runs at build time only: the hero picture travels inside the page (app/lib/pictures.server.ts). */
export const loader = () => ({ heroPicture: inlinePicture(images.commercialHero) });

export default function CommercialLaundry() {
  const { heroPicture } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero image={heroPicture} {...commercialPage.hero} />

      <BenefitGrid {...commercialPage.industries} />

      <Section aria-labelledby="benefits-title" className="bg-gulf-900 text-white">
        <div className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:items-center">
          <div>
            <p className="mb-2 text-sm font-bold uppercase tracking-widest text-gulf-200">{commercialPage.benefits.eyebrow}</p>
            <h2 id="benefits-title" className="text-3xl font-extrabold sm:text-4xl">
              {commercialPage.benefits.title}
            </h2>
            <p className="mt-4 text-lg text-gulf-100">{commercialPage.benefits.lead}</p>
          </div>
          <MarkedList
            items={commercialPage.benefits.items}
            marker={<CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-300" />}
            className="grid gap-3 sm:grid-cols-2"
            itemClassName="flex items-start gap-3 rounded-xl bg-white/10 p-4"
          />
        </div>
      </Section>

      <BenefitGrid {...commercialPage.reasons} />

      <HowItWorksSteps
        id="commercial-steps"
        {...commercialPage.steps}
        renderIcon={(step) => step.icon && <ContentIcon name={step.icon} className={stepIconClass} />}
        className="bg-white"
      />

      <ServiceAreaList title={commercialPage.areasTitle} />

      <ContactCta {...commercialPage.contactCta} />
    </>
  );
}
