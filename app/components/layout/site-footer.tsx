import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { footerLegalLinks, mainMenu } from "../../../content/navigation.ts";
import { site } from "../../../core/site.ts";
import { Logo } from "../ui/logo.tsx";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { SocialLinks } from "../ui/social-links.tsx";

export function SiteFooter() {
  const year = new Date().getFullYear();
  const pageLinks = mainMenu.flatMap((item) => ("children" in item ? item.children : [item]));
  const uniqueLinks = pageLinks.filter((link, i) => pageLinks.findIndex((l) => l.to === link.to) === i);

  return (
    <footer className="bg-gulf-900 px-5 pt-16 pb-28 text-gulf-50 sm:px-8">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm text-gulf-100">
            Woman-owned laundry pickup and delivery for homes and businesses from {site.serviceAreaSummary}.
          </p>
          <ScheduleLink size="sm" className="mt-5">
            Schedule Pickup
          </ScheduleLink>
          <SocialLinks iconClassName="size-6" className="mt-5" />
        </div>

        <div>
          <h2 className="text-base font-bold text-white">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={site.phoneHref} className="inline-flex items-center gap-2 hover:underline">
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {site.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={site.emailHref} className="inline-flex items-center gap-2 break-all hover:underline">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {site.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              Based in {site.address.locality}, {site.address.region}
            </li>
          </ul>
          <h2 className="mt-6 text-base font-bold text-white">Hours</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {site.hoursText.map((line) => (
              <li key={line} className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 shrink-0" />
                {line}
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-base font-bold text-white">Service areas</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-1">
            {site.towns.map((town) => (
              <li key={town.slug}>
                <Link to={`/${town.slug}`} className="hover:underline">
                  {town.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-base font-bold text-white">Explore</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {uniqueLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/blog" className="hover:underline">
                Blog
              </Link>
            </li>
          </ul>
        </div>
      </div>

      <div className="mx-auto mt-12 flex max-w-6xl flex-col gap-4 border-t border-white/15 pt-6 text-sm text-gulf-100 sm:flex-row sm:items-center sm:justify-between">
        <p suppressHydrationWarning>
          © {year} {site.brandName}. All rights reserved.
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {footerLegalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
