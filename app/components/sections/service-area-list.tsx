import { MapPin } from "lucide-react";
import { site } from "../../../core/site.ts";
import { LinkList, townLinks } from "../ui/link-list.tsx";
import { Section, SectionHeading } from "../ui/section.tsx";

/** The served towns, each linking to its page; shared by every page that lists the areas. */
export function ServiceAreaList({
  title = "Proudly serving Southwest Florida",
  lead = `Free pickup and delivery across ${site.counties.join(" and ")}.`,
  className,
}: {
  title?: string;
  lead?: string;
  className?: string;
}) {
  return (
    <Section aria-labelledby="area-list-title" className={className ?? "bg-gulf-50"}>
      <SectionHeading id="area-list-title" eyebrow="Service areas" title={title} lead={lead} />
      <LinkList
        links={townLinks}
        marker={<MapPin aria-hidden="true" className="size-5 shrink-0 text-gulf-600" />}
        className="mx-auto grid max-w-4xl grid-cols-2 gap-3 sm:grid-cols-3"
        linkClassName="flex items-center gap-2 rounded-xl bg-white px-4 py-3 font-semibold text-ink-900 shadow-card hover:text-gulf-800"
      />
    </Section>
  );
}
