import { familiesPage } from "../../content/families.ts";
import { images } from "../../content/images.ts";
import { BenefitGrid } from "../components/sections/benefit-grid.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ServiceAreaList } from "../components/sections/service-area-list.tsx";
import { seo } from "../lib/seo.ts";

export const meta = () => seo(familiesPage.meta);

export default function LaundryForFamilies() {
  return (
    <>
      <PageHero image={images.familiesHero} {...familiesPage.hero} />

      <BenefitGrid {...familiesPage.benefits} />

      <ServiceAreaList title={familiesPage.areasTitle} />

      <ScheduleCta {...familiesPage.cta} />
    </>
  );
}
