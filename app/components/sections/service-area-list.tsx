import MapPin from "lucide-react/icons/map-pin";
import { cn } from "../../lib/cn.ts";
import { LinkList, townLinks } from "../ui/link-list.tsx";
import { Section, SectionHeading } from "../ui/section.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/sections.json" with { type: "json" };

const { areaList } = words;

/** The served towns, each linking to its page; shared by every page that lists the areas. Words in sections.json unless the page gives its own. */
export function ServiceAreaList({
  title = areaList.title,
  lead = areaList.lead,
  className,
}: {
  title?: string;
  lead?: string;
  className?: string;
}) {
  return (
    <Section aria-labelledby="area-list-title" className={className ?? "bg-gulf-50"}>
      <SectionHeading id="area-list-title" eyebrow={areaList.eyebrow} title={title} lead={lead} />
      <TownTiles className="mx-auto max-w-4xl" />
    </Section>
  );
}

/** Every served town as a tile linking to its page, on a light section or (`tone="dark"`) a dark one. */
export function TownTiles({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const dark = tone === "dark";
  return (
    <LinkList
      links={townLinks}
      marker={<MapPin aria-hidden="true" className={cn("size-5 shrink-0", dark ? "text-sun-300" : "text-gulf-600")} />}
      className={cn("grid grid-cols-2 gap-3 sm:grid-cols-3", className)}
      linkClassName={cn(
        "flex items-center gap-2 rounded-xl px-4 py-3 font-semibold",
        dark ? "bg-white/10 hover:bg-white/20" : "bg-white text-ink-900 shadow-card hover:text-gulf-800",
      )}
    />
  );
}
