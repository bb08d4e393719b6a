import { BellRing, Mail, MapPinOff, MessageCircleHeart, Tag } from "lucide-react";
import { useSearchParams } from "react-router";
import { images } from "../../content/images.ts";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ServiceAreaList } from "../components/sections/service-area-list.tsx";
import { ButtonAnchor, ButtonLink } from "../components/ui/button.tsx";
import { Section, SectionHeading } from "../components/ui/section.tsx";
import { site } from "../../core/site.ts";
import { parseZip, serviceAreaInquiryHref } from "../lib/service-area-inquiry.ts";
import { ServiceAreaInquiryForm } from "./service-area-inquiry-form.tsx";
import { seo } from "../lib/seo.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

export const meta = () =>
  seo({
    title: "Coming to Your Area Soon",
    description: `${site.brandName} doesn't pick up in your neighborhood yet. Send us a note to join the priority list, hear from us personally, and get early access with launch pricing.`,
    path: "/outside-service-area",
  });

const reassurances = [
  {
    icon: BellRing,
    title: "You're on the priority list",
    text: "Every note we get tells us where to grow next. Neighborhoods that ask first are the first we plan routes for.",
  },
  {
    icon: MessageCircleHeart,
    title: "We'll contact you personally",
    text: "No mailing-list blast: when pickups reach your area, someone from our local team will let you know directly.",
  },
  {
    icon: Tag,
    title: "Early access with launch pricing",
    text: "Be among the first to schedule in your area, with the launch pricing we offer when we open a new neighborhood.",
  },
] as const;

export default function OutsideServiceArea() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  // The page is prerendered without a query, so the zip the visitor typed is read on the client only.
  const zip = hydrated ? parseZip(searchParams.get("zip")) : null;

  return (
    <>
      <PageHero
        image={images.outsideAreaHero}
        eyebrow="Coming soon"
        title="We're not in your neighborhood yet, but we'd love to be"
        lead={`Right now we pick up and deliver from ${site.serviceAreaSummary}. We're growing, and hearing from you helps us decide where to go next.`}
      >
        <ButtonAnchor href={serviceAreaInquiryHref(zip)}>
          <Mail aria-hidden="true" className="size-5" />
          Contact Us
        </ButtonAnchor>
        <ButtonLink to="/" variant="outline">
          Back to Home
        </ButtonLink>
      </PageHero>

      {zip && (
        <div className="px-5 sm:px-8">
          <p className="mx-auto flex max-w-6xl items-center gap-3 rounded-[var(--radius-card)] bg-sun-300 px-5 py-4 text-lg font-semibold text-ink-900">
            <MapPinOff aria-hidden="true" className="size-6 shrink-0" />
            <span>
              We don&apos;t serve {zip} yet. Send us a note below and we&apos;ll put {zip} on our priority list.
            </span>
          </p>
        </div>
      )}

      <Section className="pt-8 lg:pt-10">
        <div className="mx-auto max-w-3xl rounded-[var(--radius-card)] bg-white p-6 shadow-card sm:p-8">
          <ServiceAreaInquiryForm checkedZip={zip} />
        </div>
      </Section>

      <Section aria-labelledby="reassurance-title" className="bg-white">
        <SectionHeading
          id="reassurance-title"
          eyebrow="What happens next"
          title="Send us a note and here's what you get"
          lead={`One note is all it takes: the form above, or an email to ${site.email}.`}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {reassurances.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-[var(--radius-card)] bg-sand-100 p-6">
              <span className="flex size-12 items-center justify-center rounded-full bg-white text-gulf-700 shadow-card">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink-900">{title}</h3>
              <p className="mt-2 text-ink-700">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <ServiceAreaList
        title="Where we pick up today"
        lead={`Have a home, a rental or a business in one of these ${site.towns.length} communities? Pickup and delivery there are free.`}
      />

      <ScheduleCta title="Live or work in one of these communities?" />
    </>
  );
}
