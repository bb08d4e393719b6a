import Clock from "lucide-react/icons/clock";
import { homePage } from "../../../content/home.ts";
import { site } from "../../../core/site.ts";
import { ButtonLink } from "../ui/button.tsx";
import { ContactLinks } from "../ui/contact-links.tsx";
import { MarkedList } from "../ui/marked-list.tsx";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { Section } from "../ui/section.tsx";

/** Ways to reach the business, closing the Home page. Words in content/home.ts. */
export function ContactTeaser() {
  return (
    <Section id="contact" aria-labelledby="contact-title" className="bg-white">
      <div className="grid gap-10 rounded-[2rem] bg-gradient-to-br from-gulf-700 to-gulf-900 p-8 text-white sm:p-12 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="contact-title" className="text-3xl font-extrabold sm:text-4xl">
            {homePage.closing.title}
          </h2>
          <p className="mt-4 text-lg text-gulf-100">{homePage.closing.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ScheduleLink size="lg">{homePage.closing.scheduleButton}</ScheduleLink>
            <ButtonLink to="/contact" variant="ghostLight" size="lg">
              {homePage.closing.contactButton}
            </ButtonLink>
          </div>
        </div>
        <MarkedList
          items={site.hoursText}
          marker={<Clock aria-hidden="true" className="size-6 text-sun-300" />}
          className="space-y-4 text-lg"
          itemClassName="flex items-center gap-3"
        >
          <ContactLinks
            asListItems
            className="flex items-center gap-3 font-semibold hover:underline"
            iconClassName="size-6 text-sun-300"
          />
        </MarkedList>
      </div>
    </Section>
  );
}
