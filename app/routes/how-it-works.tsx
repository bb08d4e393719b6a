import { useLoaderData } from "react-router";
import { howItWorksPage } from "../../content/how-it-works.ts";
import { images } from "../../content/images.ts";
import { HowItWorksSteps } from "../components/sections/how-it-works-steps.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ContentIcon } from "../components/ui/content-icon.tsx";
import { IconCard } from "../components/ui/icon-card.tsx";
import { Section, SectionHeading } from "../components/ui/section.tsx";
import { inlinePicture } from "../lib/pictures.server.ts";
import { seo } from "../lib/seo.ts";

export const meta = () => seo(howItWorksPage.meta);

/** Runs at build time only: the hero picture travels inside the page (app/lib/pictures.server.ts). */
export const loader = () => ({ heroPicture: inlinePicture(images.howItWorksHero) });

export default function HowItWorks() {
  const { heroPicture } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero image={heroPicture} {...howItWorksPage.hero} />

      <HowItWorksSteps title={howItWorksPage.steps.title} />

      <Section aria-labelledby="lifecycle-title" className="bg-white">
        <SectionHeading
          id="lifecycle-title"
          eyebrow={howItWorksPage.lifecycle.eyebrow}
          title={howItWorksPage.lifecycle.title}
          lead={howItWorksPage.lifecycle.lead}
        />
        <ol className="relative mx-auto max-w-3xl">
          {howItWorksPage.lifecycle.stages.map((stage, i, stages) => (
            <li key={stage.title} className="relative flex gap-5 pb-10 last:pb-0">
              {i < stages.length - 1 && (
                <span aria-hidden="true" className="absolute top-14 bottom-0 left-7 w-0.5 bg-gulf-100" />
              )}
              <span className="relative flex size-14 shrink-0 items-center justify-center rounded-full bg-gulf-700 text-white shadow-card">
                <ContentIcon name={stage.icon} className="size-6" />
              </span>
              <div className="pt-1">
                <p className="text-sm font-bold uppercase tracking-widest text-sunset-600">{howItWorksPage.lifecycle.stageLabels[i]}</p>
                <h3 className="text-xl font-bold">{stage.title}</h3>
                <p className="mt-2 text-ink-700">{stage.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section aria-labelledby="essentials-title" className="bg-gulf-50">
        <SectionHeading id="essentials-title" eyebrow={howItWorksPage.essentials.eyebrow} title={howItWorksPage.essentials.title} />
        <ul className="grid gap-6 sm:grid-cols-2">
          {howItWorksPage.essentials.cards.map(({ icon, title, text }) => (
            <IconCard key={title} icon={<ContentIcon name={icon} className="size-6" />} className="bg-white p-6 shadow-card">
              <h3 className="text-lg font-bold">{title}</h3>
              <p className="mt-1 text-ink-700">{text}</p>
            </IconCard>
          ))}
        </ul>
      </Section>

      <ScheduleCta {...howItWorksPage.cta} />
    </>
  );
}
