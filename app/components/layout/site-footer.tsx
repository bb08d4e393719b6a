import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import { blogLink, footerLegalLinks, mainMenu } from "../../../content/navigation.ts";
import { site } from "../../../core/site.ts";
import { withFigures } from "../../lib/run-time-figures.ts";
import { ContactLinks } from "../ui/contact-links.tsx";
import { LinkList, townLinks } from "../ui/link-list.tsx";
import { Logo } from "../ui/logo.tsx";
import { MarkedList } from "../ui/marked-list.tsx";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { SocialLinks } from "../ui/social-links.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

/**
 * Every footer link is a target at least 24 px tall (WCAG 2.2 2.5.8), so it passes on its own size
 * rather than on the spacing between lines of small text.
 */
const footerLink = "inline-flex min-h-6 items-center hover:underline";

export function SiteFooter() {
  const year = new Date().getFullYear();
  const pageLinks = mainMenu.flatMap((item) => ("children" in item ? item.children : [item]));
  const uniqueLinks = pageLinks.filter((link, i) => pageLinks.findIndex((l) => l.to === link.to) === i);
  const exploreLinks = [...uniqueLinks, blogLink];
  const { footer } = words;

  return (
    <footer className="bg-gulf-900 px-5 pt-16 pb-[calc(2rem+var(--action-bar-space))] text-gulf-50 lg:pb-28 sm:px-8">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm text-gulf-100">{footer.about}</p>
          <ScheduleLink size="sm" className="mt-5" />
          <SocialLinks iconClassName="size-6" className="mt-5" />
        </div>

        <div>
          <h2 className="text-base font-bold text-white">{footer.contactTitle}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <ContactLinks asListItems className="inline-flex items-center gap-2 hover:underline" iconClassName="size-4" />
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {footer.basedIn}
            </li>
          </ul>
          <h2 className="mt-6 text-base font-bold text-white">{footer.hoursTitle}</h2>
          <MarkedList
            items={site.hoursText}
            marker={<Clock aria-hidden="true" className="size-4 shrink-0" />}
            className="mt-3 space-y-1 text-sm"
            itemClassName="flex items-center gap-2"
          />
        </div>

        <div>
          <h2 className="text-base font-bold text-white">{footer.areasTitle}</h2>
          <LinkList
            links={townLinks}
            className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm lg:grid-cols-1"
            linkClassName={footerLink}
          />
        </div>

        <div>
          <h2 className="text-base font-bold text-white">{footer.exploreTitle}</h2>
          <LinkList links={exploreLinks} className="mt-4 space-y-1 text-sm" linkClassName={footerLink} />
        </div>
      </div>

      <div className="mx-auto mt-12 flex max-w-6xl flex-col gap-4 border-t border-white/15 pt-6 text-sm text-gulf-100 sm:flex-row sm:items-center sm:justify-between">
        <p suppressHydrationWarning>{withFigures(footer.copyright, { year })}</p>
        <LinkList links={footerLegalLinks} className="flex flex-wrap gap-x-5 gap-y-1" linkClassName={footerLink} />
      </div>
    </footer>
  );
}
