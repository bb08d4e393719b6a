import CircleCheck from "lucide-react/icons/circle-check";
import { useLoaderData } from "react-router";
import { aboutPage } from "../../content/about.ts";
import { images } from "../../content/images.ts";
import { BenefitGrid } from "../components/sections/benefit-grid.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ServiceAreaList } from "../components/sections/service-area-list.tsx";
import { MarkedList } from "../components/ui/marked-list.tsx";
import { Section } from "../components/ui/section.tsx";
import { RatingSummary } from "../components/ui/rating-summary.tsx";
import { countiesSentence } from "../../core/format.ts";
import { site } from "../../core/site.ts";
import { inlinePicture } from "../lib/pictures.server.ts";
import { seo } from "../lib/seo.ts";

export const meta = () => seo(aboutPage.meta);

/** Runs at build time only: the hero picture travels inside the page (app/lib/pictures.server.ts). */
export const loader = () => ({ heroPicture: inlinePicture(images.aboutHero) });

export default function About() {
  const { heroPicture } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero image={heroPicture} {...aboutPage.hero} />

      <Section aria-labelledby="story-title" className="bg-white">
        <div className="grid gap-12 lg:grid-cols-[1.2fr_0.8fr] lg:items-start">
          <div>
            <p className="mb-2 text-sm font-bold uppercase tracking-widest text-gulf-700">{aboutPage.story.eyebrow}</p>
            <h2 id="story-title" className="text-3xl font-extrabold sm:text-4xl">
              {aboutPage.story.title}
            </h2>
            <div className="mt-5 space-y-4 text-lg text-ink-700">
              {aboutPage.story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside aria-labelledby="founder-card-title" className="rounded-[var(--radius-card)] bg-sand-100 p-8">
            <h3 id="founder-card-title" className="text-xl font-bold">
              {aboutPage.founderCard.title}
            </h3>
            <p className="text-gulf-800">{aboutPage.founderCard.founded}</p>
            <dl className="mt-6 space-y-4">
              <div>
                <dt className="text-sm font-bold uppercase tracking-widest text-ink-500">{aboutPage.founderCard.basedIn}</dt>
                <dd className="text-lg font-semibold">
                  {site.address.locality}, {site.address.region}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-bold uppercase tracking-widest text-ink-500">{aboutPage.founderCard.serving}</dt>
                <dd className="text-lg font-semibold">{countiesSentence(site.counties, { capital: true })}</dd>
              </div>
              <div>
                <dt className="text-sm font-bold uppercase tracking-widest text-ink-500">{aboutPage.founderCard.rated}</dt>
                <dd className="text-lg font-semibold">
                  <RatingSummary />
                </dd>
              </div>
            </dl>
          </aside>
        </div>
      </Section>

      <BenefitGrid {...aboutPage.values} />

      <Section aria-labelledby="promises-title" className="bg-white">
        <div className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr]">
          <div>
            <p className="mb-2 text-sm font-bold uppercase tracking-widest text-gulf-700">{aboutPage.promises.eyebrow}</p>
            <h2 id="promises-title" className="text-3xl font-extrabold sm:text-4xl">
              {aboutPage.promises.title}
            </h2>
            <p className="mt-4 text-lg text-ink-700">{aboutPage.promises.lead}</p>
          </div>
          <MarkedList
            items={aboutPage.promises.items}
            marker={<CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-gulf-600" />}
            className="space-y-4"
            itemClassName="flex items-start gap-3 text-lg"
          />
        </div>
      </Section>

      <ServiceAreaList title={aboutPage.areasTitle} />
      <ScheduleCta />
    </>
  );
}
