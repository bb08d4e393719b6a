import BellRing from "lucide-react/icons/bell-ring";
import Mail from "lucide-react/icons/mail";
import MapPinOff from "lucide-react/icons/map-pin-off";
import MessageCircleHeart from "lucide-react/icons/message-circle-heart";
import Tag from "lucide-react/icons/tag";
import type { LucideIcon } from "lucide-react/types";
import { useLoaderData, useSearchParams } from "react-router";
import { images } from "../../content/images.ts";
import { outsideServiceAreaPage } from "../../content/outside-service-area.ts";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ServiceAreaList } from "../components/sections/service-area-list.tsx";
import { ButtonAnchor, ButtonLink } from "../components/ui/button.tsx";
import { Section, SectionHeading } from "../components/ui/section.tsx";
import { parseZip, serviceAreaInquiryHref } from "../lib/service-area-inquiry.ts";
import { ServiceAreaInquiryForm } from "./service-area-inquiry-form.tsx";
import { inlinePicture } from "../lib/pictures.server.ts";
import { seo } from "../lib/seo.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

export const meta = () => seo(outsideServiceAreaPage.meta);

/** Runs at build time only: the hero picture travels inside the page (app/lib/pictures.server.ts). */
export const loader = () => ({ heroPicture: inlinePicture(images.outsideAreaHero) });

const { hero, heroLinks, form, reassurance, areas, cta } = outsideServiceAreaPage;

/** The reassurance cards' icons, imported one by one (decision 010). */
const icons: Record<(typeof reassurance.items)[number]["icon"], LucideIcon> = {
  "bell-ring": BellRing,
  "message-circle-heart": MessageCircleHeart,
  tag: Tag,
};

export default function OutsideServiceArea() {
  const { heroPicture } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  // The page is prerendered without a query, so the zip the visitor typed is read on the client only.
  const zip = hydrated ? parseZip(searchParams.get("zip")) : null;

  return (
    <>
      <PageHero image={heroPicture} {...hero}>
        <ButtonAnchor href={serviceAreaInquiryHref(zip)}>
          <Mail aria-hidden="true" className="size-5" />
          {heroLinks.contact}
        </ButtonAnchor>
        <ButtonLink to="/" variant="outline">
          {heroLinks.home}
        </ButtonLink>
      </PageHero>

      {zip && (
        <div className="px-5 sm:px-8">
          <p className="mx-auto flex max-w-6xl items-center gap-3 rounded-[var(--radius-card)] bg-sun-300 px-5 py-4 text-lg font-semibold text-ink-900">
            <MapPinOff aria-hidden="true" className="size-6 shrink-0" />
            <span>{outsideServiceAreaPage.zipNotice(zip)}</span>
          </p>
        </div>
      )}

      <Section className="pt-8 lg:pt-10">
        <div className="mx-auto max-w-3xl rounded-[var(--radius-card)] bg-white p-6 shadow-card sm:p-8">
          <ServiceAreaInquiryForm {...form} checkedZip={zip} />
        </div>
      </Section>

      <Section aria-labelledby="reassurance-title" className="bg-white">
        <SectionHeading
          id="reassurance-title"
          eyebrow={reassurance.eyebrow}
          title={reassurance.title}
          lead={reassurance.lead}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {reassurance.items.map(({ icon, title, text }) => {
            const Icon = icons[icon];
            return (
            <li key={title} className="rounded-[var(--radius-card)] bg-sand-100 p-6">
              <span className="flex size-12 items-center justify-center rounded-full bg-white text-gulf-700 shadow-card">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink-900">{title}</h3>
              <p className="mt-2 text-ink-700">{text}</p>
            </li>
            );
          })}
        </ul>
      </Section>

      <ServiceAreaList {...areas} />

      <ScheduleCta {...cta} />
    </>
  );
}
