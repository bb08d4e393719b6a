import Heart from "lucide-react/icons/heart";
import MapPin from "lucide-react/icons/map-pin";
import Sparkles from "lucide-react/icons/sparkles";
import type { LucideIcon } from "lucide-react/types";
import { homePage } from "../../../content/home.ts";
import type { FounderIconName } from "../../../content/icons.ts";
import { site } from "../../../core/site.ts";
import { IconCard } from "../ui/icon-card.tsx";
import { Section } from "../ui/section.tsx";
import { SizedImage } from "../ui/sized-image.tsx";

/** The section's icons, imported one by one so Home does not load the whole icon set (decision 010). */
const icons: Record<FounderIconName, LucideIcon> = {
  heart: Heart,
  sparkles: Sparkles,
  "map-pin": MapPin,
};

/** About the founder: a woman-owned local business. Copy in content/home.ts. */
export function FounderStory() {
  const { photo } = site.founder;
  const founderStory = homePage.founder;
  return (
    <Section id="about" aria-labelledby="about-title" className="bg-white">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="mb-2 text-sm font-bold uppercase tracking-widest text-gulf-700">{founderStory.eyebrow}</p>
          <h2 id="about-title" className="text-3xl font-extrabold sm:text-4xl">
            {founderStory.title}
          </h2>
          <div className="mt-5 space-y-4 text-lg text-ink-700">
            {founderStory.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="grid gap-6">
          {photo && (
            <SizedImage
              image={photo}
              className="h-auto w-full max-w-md justify-self-center rounded-[var(--radius-card)] object-cover shadow-card"
            />
          )}
          <ul className="grid gap-4">
            {founderStory.values.map(({ icon, title, text }) => {
              const Icon = icons[icon];
              return (
                <IconCard
                  key={title}
                  icon={<Icon aria-hidden="true" className="size-6" />}
                  className="bg-sand-100 p-5"
                  badgeClassName="bg-white"
                >
                  <span className="block text-lg font-bold">{title}</span>
                  <span className="text-ink-700">{text}</span>
                </IconCard>
              );
            })}
          </ul>
        </div>
      </div>
    </Section>
  );
}
