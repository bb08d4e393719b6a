import { useLoaderData } from "react-router";
import { familiesPage } from "../../content/families.ts";
import { images } from "../../content/images.ts";
import { BenefitGrid } from "../components/sections/benefit-grid.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ServiceAreaList } from "../components/sections/service-area-list.tsx";
import { inlinePicture } from "../lib/pictures.server.ts";
import { seo } from "../lib/seo.ts";

export const meta = () => seo(familiesPage.meta);

/** Runs at build time only: the hero picture travels inside the page (app/lib/pictures.server.ts). */
export const loader = () => ({ heroPicture: inlinePicture(images.familiesHero) });

export default function LaundryForFamilies() {
  const { heroPicture } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero image={heroPicture} {...familiesPage.hero} />

      <BenefitGrid {...familiesPage.benefits} />

      <ServiceAreaList title={familiesPage.areasTitle} />

      <ScheduleCta {...familiesPage.cta} />
    </>
  );
}
