import BadgePercent from "lucide-react/icons/badge-percent";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Clock3 from "lucide-react/icons/clock-3";
import MapPin from "lucide-react/icons/map-pin";
import Quote from "lucide-react/icons/quote";
import Scale from "lucide-react/icons/scale";
import Truck from "lucide-react/icons/truck";
import Zap from "lucide-react/icons/zap";
import { data, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { townPageBySlug, type TownPage as Town } from "../../content/town-pages.ts";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ServiceAreaMap } from "../components/sections/service-area-map.tsx";
import { TownMap } from "../components/sections/town-map.tsx";
import { ZipCheck } from "../components/sections/zip-check.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { ScheduleLink } from "../components/ui/schedule-link.tsx";
import { MarkedList } from "../components/ui/marked-list.tsx";
import { Section, SectionHeading } from "../components/ui/section.tsx";
import { TranslatedNote } from "../components/ui/translated-note.tsx";
import { Stars } from "../components/ui/stars.tsx";
import { splitLocale } from "../../core/locale.ts";
import { site } from "../../core/site.ts";
import { withFigures } from "../lib/run-time-figures.ts";
import { seo } from "../lib/seo.ts";
import { townSchema } from "../lib/structured-data.ts";
// The words every town page shares (content/pages/<language>/town-page.json), with {{town}} where the town's name goes.
import words from "#words/town-page.json" with { type: "json" };

/**
 * Runs at build time only (every town page is prerendered): the town's copy reaches the page as
 * prerendered data, so the JavaScript every town page loads does not carry every town's text. The
 * town is the address without its language ("/es/venice" is Venice's page in Spanish).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { path } = splitLocale(new URL(request.url).pathname.replace(/\.data$/, ""));
  const slug = path.replace(/^\/+|\/+$/g, "").toLowerCase();
  const town = townPageBySlug(slug);
  if (!town) throw data(null, { status: 404 });
  return { town };
}

/** The shared words with this town's name (and county) where they say {{town}} ({{county}}). */
const inTown = (text: string, town: Town) => withFigures(text, { town: town.name, county: town.county });

/** How fast laundry comes back here: same-day only where the town says so. */
function speedLine(town: Town): string {
  return inTown(town.speed === "same-day" ? words.banner.sameDay : words.banner.rush, town);
}

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => {
  const town = loaderData?.town;
  if (!town) return [];
  return seo({
    title: inTown(words.meta.title, town),
    description: town.description,
    path: `/${town.slug}`,
    jsonLd: [townSchema(town)],
  });
};

/** One page per town, fed by the town's file in content/towns/<language>/ (read through content/town-pages.ts). */
export default function TownPage() {
  const { town } = useLoaderData<typeof loader>();
  return (
    <>
      <p className="bg-gulf-800 px-5 py-2.5 text-center text-sm font-semibold text-white" data-testid="town-banner">
        <Zap aria-hidden="true" className="mr-1.5 inline size-4 text-sun-300" />
        {speedLine(town)}
        {site.firstOrderOffer && ` · ${words.facts.offer.title}`}
      </p>
      <PageHero
        eyebrow={inTown(words.hero.eyebrow, town)}
        title={town.headline}
        lead={town.lead}
        visual={<TownMap slug={town.slug} name={town.name} county={town.county} />}
      >
        <ScheduleLink size="lg">{words.hero.schedule}</ScheduleLink>
        <ButtonLink to="/" variant="outline" size="lg">
          {words.hero.home}
        </ButtonLink>
      </PageHero>
      <WhySection town={town} />
      <NeighborhoodsSection town={town} />
      <ZipCodesSection town={town} />
      <TownTestimonial town={town} />
      <ScheduleCta title={inTown(words.cta.title, town)} />
    </>
  );
}

function WhySection({ town }: { town: Town }) {
  const { facts: said } = words;
  const facts = [
    { icon: Scale, ...said.price },
    { icon: Truck, ...said.delivery },
    {
      icon: Clock3,
      title: town.speed === "same-day" ? site.turnaround.sameDay : site.turnaround.rush,
      text: said.turnaround,
    },
    site.firstOrderOffer ? { icon: BadgePercent, ...said.offer } : { icon: CalendarCheck, ...said.setUp },
  ];
  return (
    <Section id="why" aria-labelledby="why-title">
      <SectionHeading
        id="why-title"
        eyebrow={inTown(words.why.eyebrow, town)}
        title={inTown(words.why.title, town)}
      />
      {/* The owner's words, as long as she writes them: outside the first-response budget (scripts/first-response.ts). */}
      <ul className="grid gap-5 md:grid-cols-3" data-article-body="">
        {town.reasons.map((reason) => (
          <li key={reason.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-card">
            <h3 className="text-xl font-bold text-ink-900">{reason.title}</h3>
            <p className="mt-3 text-ink-700">{reason.text}</p>
          </li>
        ))}
      </ul>
      <ul className="mt-8 grid gap-4 rounded-[var(--radius-card)] bg-sand-100 p-6 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gulf-700" />
            <div>
              <p className="font-bold text-ink-900">{title}</p>
              <p className="text-sm text-ink-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function NeighborhoodsSection({ town }: { town: Town }) {
  return (
    <Section id="neighborhoods" aria-labelledby="neighborhoods-title" className="bg-gulf-50">
      <SectionHeading
        id="neighborhoods-title"
        eyebrow={words.neighborhoods.eyebrow}
        title={inTown(words.neighborhoods.title, town)}
        lead={town.neighborhoodsIntro}
      />
      <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {town.zips.map(({ zip, areas }) => (
          <li key={zip} className="rounded-[var(--radius-card)] bg-white p-6 shadow-card">
            <p className="text-sm font-bold uppercase tracking-widest text-gulf-700">{withFigures(words.neighborhoods.zip, { zip })}</p>
            <MarkedList
              items={areas}
              marker={<MapPin aria-hidden="true" className="size-4 shrink-0 text-sunset-600" />}
              className="mt-3 space-y-2"
              itemClassName="flex items-center gap-2 font-semibold text-ink-900"
            />
          </li>
        ))}
      </ul>
      {town.alsoSurrounding && (
        <p className="mt-6 text-center text-ink-700">{words.neighborhoods.surrounding}</p>
      )}
    </Section>
  );
}

function ZipCodesSection({ town }: { town: Town }) {
  return (
    <Section id="zip-codes" aria-labelledby="zip-codes-title">
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div className="space-y-8">
          <div>
            <SectionHeading
              id="zip-codes-title"
              align="left"
              eyebrow={words.zipCodes.eyebrow}
              title={words.zipCodes.title}
              lead={inTown(words.zipCodes.lead, town)}
            />
            <ul className="-mt-4 flex flex-wrap gap-3" aria-label={inTown(words.zipCodes.listName, town)}>
              {town.zips.map(({ zip }) => (
                <li key={zip} className="rounded-full bg-gulf-700 px-5 py-2 text-lg font-bold tracking-wide text-white">
                  {zip}
                </li>
              ))}
            </ul>
          </div>
          <ZipCheck />
        </div>
        <ServiceAreaMap current={town.slug} />
      </div>
    </Section>
  );
}

function TownTestimonial({ town }: { town: Town }) {
  return (
    <Section aria-labelledby="town-story-title" className="bg-sand-100">
      <SectionHeading id="town-story-title" eyebrow={words.story.eyebrow} title={inTown(words.story.title, town)} />
      <figure className="relative mx-auto max-w-3xl rounded-[var(--radius-card)] bg-white p-8 shadow-card sm:p-10">
        <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-gulf-100" />
        <Stars rating={site.rating.value} />
        <blockquote className="mt-4 text-lg text-ink-900 sm:text-xl" data-article-body="">
          <p>&ldquo;{town.testimonial.text}&rdquo;</p>
        </blockquote>
        <figcaption className="mt-5 font-bold text-gulf-800">
          {town.testimonial.name} <span className="font-normal text-ink-500">· {town.name}</span>
          <TranslatedNote />
        </figcaption>
      </figure>
    </Section>
  );
}
