import { familiesPage, familyBenefits } from "../../content/families.ts";
import { images } from "../../content/images.ts";
import { BenefitGrid } from "../components/sections/benefit-grid.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ServiceAreaList } from "../components/sections/service-area-list.tsx";
import { countWord } from "../../core/format.ts";
import { seo } from "../lib/seo.ts";

export const meta = () => seo(familiesPage.meta);

export default function LaundryForFamilies() {
  return (
    <>
      <PageHero image={images.familiesHero} {...familiesPage.hero} />

      <BenefitGrid
        id="benefits"
        eyebrow="Why families choose us"
        title={`${countWord(familyBenefits.length, { capital: true })} reasons parents hand us the hamper`}
        lead="Made for real family life: the mess, the rush and the little ones with sensitive skin."
        cards={familyBenefits}
      />

      <ServiceAreaList title="Family laundry service near you" />

      <ScheduleCta {...familiesPage.cta} />
    </>
  );
}
