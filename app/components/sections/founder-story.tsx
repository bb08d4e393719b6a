import { Heart, MapPin, Sparkles, type LucideIcon } from "lucide-react";
import { founderStory } from "../../../content/founder-story.ts";
import { site } from "../../../core/site.ts";
import { Section } from "../ui/section.tsx";

/** The section's icons, imported one by one so Home does not load the whole icon set (decision 010). */
const icons: Record<(typeof founderStory.values)[number]["icon"], LucideIcon> = {
  heart: Heart,
  sparkles: Sparkles,
  "map-pin": MapPin,
};

/** About the founder: a woman-owned local business (spec §2, Home). Copy in content/about.ts. */
export function FounderStory() {
  const { photo } = site.founder;
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
            <img
              src={photo.src}
              width={photo.width}
              height={photo.height}
              alt={photo.alt}
              loading="lazy"
              decoding="async"
              className="h-auto w-full max-w-md justify-self-center rounded-[var(--radius-card)] object-cover shadow-card"
            />
          )}
          <ul className="grid gap-4">
            {founderStory.values.map(({ icon, title, text }) => {
              const Icon = icons[icon];
              return (
              <li key={title} className="flex gap-4 rounded-[var(--radius-card)] bg-sand-100 p-5">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-gulf-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span>
                  <span className="block text-lg font-bold">{title}</span>
                  <span className="text-ink-700">{text}</span>
                </span>
              </li>
              );
            })}
          </ul>
        </div>
      </div>
    </Section>
  );
}
