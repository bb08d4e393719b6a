import { familyBenefits } from "../../content/families.ts";
import { images } from "../../content/images.ts";
import { BenefitGrid } from "../components/sections/benefit-grid.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ServiceAreaList } from "../components/sections/service-area-list.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { ScheduleLink } from "../components/ui/schedule-link.tsx";
import { countWord } from "../../core/format.ts";
import { site } from "../../core/site.ts";
import { seo } from "../lib/seo.ts";

export const meta = () =>
  seo({
    title: "Laundry Service for Busy Families",
    description: `Wash and fold for busy families with baby-safe, gentle detergents, free pickup and delivery and laundry back in ${site.turnaround.range}. From ${site.price.perLb}; ${site.pricing.firstOrderDiscountPercent}% off your first order.`,
    path: "/laundry-for-families",
  });

export default function LaundryForFamilies() {
  return (
    <>
      <PageHero
        image={images.familiesHero}
        eyebrow="For families"
        title="More family time, less laundry time"
        lead={`School clothes, sports kits, baby onesies and towels: we pick them up, wash them in the detergent you trust and bring them back folded in ${site.turnaround.range}. Pickup and delivery are free.`}
      >
        <ScheduleLink size="lg">Schedule Pickup</ScheduleLink>
        <ButtonLink to="/how-it-works" variant="outline" size="lg">
          See How It Works
        </ButtonLink>
      </PageHero>

      <BenefitGrid
        id="benefits"
        eyebrow="Why families choose us"
        title={`${countWord(familyBenefits.length, { capital: true })} reasons parents hand us the hamper`}
        lead="Made for real family life: the mess, the rush and the little ones with sensitive skin."
        cards={familyBenefits}
      />

      <ServiceAreaList title="Family laundry service near you" />

      <ScheduleCta
        title="Take laundry off your family's to-do list"
        text={`Book your first pickup in about ${site.schedulingMinutes} minutes. No card needed to get started, and new customers save ${site.pricing.firstOrderDiscountPercent}% on their first order.`}
      />
    </>
  );
}
