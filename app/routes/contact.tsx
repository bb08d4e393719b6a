import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { useLoaderData } from "react-router";
import { contactPage } from "../../content/contact.ts";
import { images } from "../../content/images.ts";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { ServiceAreaList } from "../components/sections/service-area-list.tsx";
import { IconCard } from "../components/ui/icon-card.tsx";
import { Section } from "../components/ui/section.tsx";
import { site } from "../../core/site.ts";
import { inlinePicture } from "../lib/pictures.server.ts";
import { seo } from "../lib/seo.ts";
import { ContactForm } from "./contact-form.tsx";

export const meta = () => seo(contactPage.meta);

/** Runs at build time only: the hero picture travels inside the page (app/lib/pictures.server.ts). */
export const loader = () => ({ heroPicture: inlinePicture(images.contactHero) });

export default function Contact() {
  const { heroPicture } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero image={heroPicture} {...contactPage.hero} />

      <Section aria-label={contactPage.ways.name} className="pt-4 lg:pt-6">
        <div className="grid gap-8 lg:grid-cols-[0.8fr_1.2fr]">
          <div className="space-y-4">
            <ContactCard icon={<Phone aria-hidden="true" className="size-6" />} title={contactPage.ways.phone}>
              <a href={site.phoneHref} className="text-lg font-bold text-gulf-800 hover:underline">
                {site.phoneDisplay}
              </a>
            </ContactCard>
            <ContactCard icon={<Mail aria-hidden="true" className="size-6" />} title={contactPage.ways.email}>
              <a href={site.emailHref} className="text-lg font-bold break-all text-gulf-800 hover:underline">
                {site.email}
              </a>
            </ContactCard>
            <ContactCard icon={<Clock aria-hidden="true" className="size-6" />} title={contactPage.ways.hours}>
              <ul>
                {site.hoursText.map((line) => (
                  <li key={line} className="text-lg font-semibold">
                    {line}
                  </li>
                ))}
              </ul>
            </ContactCard>
          </div>
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-card sm:p-8">
            <ContactForm {...contactPage.form} />
          </div>
        </div>
      </Section>

      <ServiceAreaList title={contactPage.areasTitle} />
      <ScheduleCta />
    </>
  );
}

function ContactCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <IconCard as="div" icon={icon} className="bg-white p-5 shadow-card">
      <h2 className="text-sm font-bold uppercase tracking-wider text-ink-500">{title}</h2>
      <div className="mt-1">{children}</div>
    </IconCard>
  );
}
