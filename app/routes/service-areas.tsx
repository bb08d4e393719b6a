import ArrowRight from "lucide-react/icons/arrow-right";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { useLoaderData } from "react-router";
import { serviceAreasPage } from "../../content/service-areas.ts";
import { townServiceAreasBySlug } from "../../content/town-pages.ts";
import { images } from "../../content/images.ts";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ServiceAreaMap } from "../components/sections/service-area-map.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ZipCheck } from "../components/sections/zip-check.tsx";
import { MarkedList } from "../components/ui/marked-list.tsx";
import { Section, SectionHeading } from "../components/ui/section.tsx";
import { site } from "../../core/site.ts";
import { inlinePicture } from "../lib/pictures.server.ts";
import { seo } from "../lib/seo.ts";
import { Link } from "../components/ui/link.tsx";

export const meta = () => seo(serviceAreasPage.meta);

/**
 * Runs at build time only (the page is prerendered): each town's card text (from its file in
 * content/towns/<language>/) reaches the page as prerendered data, not in the JavaScript every page shares.
 */
export function loader() {
  return { townHighlights: townServiceAreasBySlug, heroPicture: inlinePicture(images.serviceAreasHero) };
}

export default function ServiceAreas() {
  const { townHighlights, heroPicture } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero image={heroPicture} {...serviceAreasPage.hero} />

      <Section aria-labelledby="communities-title">
        <SectionHeading
          id="communities-title"
          eyebrow={serviceAreasPage.communities.eyebrow}
          title={serviceAreasPage.communities.title}
          lead={serviceAreasPage.communities.lead}
        />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {site.towns.map((town) => {
            const info = townHighlights[town.slug]!;
            const card = serviceAreasPage.townCards[town.slug]!;
            return (
              <li key={town.slug} className="flex flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-card">
                <h3 className="flex items-center gap-2 text-2xl font-extrabold">
                  <MapPin aria-hidden="true" className="size-6 shrink-0 text-sunset-600" />
                  {town.name}
                </h3>
                <p className="text-sm font-semibold text-ink-500">{card.county}</p>
                <p className="mt-3 text-ink-700">{info.description}</p>
                <MarkedList
                  items={info.highlights}
                  marker={<span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-gulf-600" />}
                  className="mt-4 flex-1 space-y-1.5 text-sm"
                  itemClassName="flex items-start gap-2"
                />
                <Link
                  to={`/${town.slug}`}
                  className="mt-5 inline-flex items-center gap-1.5 font-bold text-gulf-700 underline-offset-4 hover:underline"
                >
                  {card.link}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      {/* The service-area map and the zip-code check. */}
      <section id="map" aria-labelledby="map-title" className="bg-gulf-50 px-5 py-16 sm:px-8 lg:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="map-title" className="text-3xl font-extrabold sm:text-4xl">
            {serviceAreasPage.notSure.title}
          </h2>
          <p className="mt-4 text-lg text-ink-700">{serviceAreasPage.notSure.text}</p>
          <a
            href={site.phoneHref}
            className="mt-6 inline-flex items-center gap-2 text-2xl font-extrabold text-gulf-800 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-6" />
            {site.phoneDisplay}
          </a>
        </div>
        <div className="mx-auto mt-10 grid max-w-6xl items-start gap-8 lg:grid-cols-[1.3fr_1fr]">
          <ServiceAreaMap />
          <ZipCheck />
        </div>
      </section>

      <ScheduleCta {...serviceAreasPage.cta} />
    </>
  );
}
