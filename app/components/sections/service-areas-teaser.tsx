import { homePage } from "../../../content/home.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Section } from "../ui/section.tsx";
import { TownTiles } from "./service-area-list.tsx";
import { ServiceAreaMap } from "./service-area-map.tsx";
import { ZipCheck } from "./zip-check.tsx";

/** Home's service-areas teaser: the map of the nine towns, the zip-code check and links to each town. Words in content/home.ts. */
export function ServiceAreasTeaser() {
  const { serviceAreas } = homePage;
  return (
    <Section id="service-areas" aria-labelledby="service-areas-title" className="bg-gulf-900 text-white">
      <div className="grid items-start gap-10 lg:grid-cols-[0.9fr_1.1fr]">
        <div>
          <p className="mb-2 text-sm font-bold uppercase tracking-widest text-gulf-200">{serviceAreas.eyebrow}</p>
          <h2 id="service-areas-title" className="text-3xl font-extrabold sm:text-4xl">
            {serviceAreas.title}
          </h2>
          <p className="mt-4 text-lg text-gulf-100">{serviceAreas.lead}</p>
          <ZipCheck tone="dark" className="mt-8" />
        </div>
        <ServiceAreaMap tone="dark" />
      </div>
      <TownTiles tone="dark" className="mt-10" />
      <ButtonLink to="/service-areas" variant="light" className="mt-8">
        {serviceAreas.allAreasButton}
      </ButtonLink>
    </Section>
  );
}
