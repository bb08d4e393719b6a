import { Heart, MapPin, Sparkles } from "lucide-react";
import { site } from "../../../core/site.ts";
import { Section } from "../ui/section.tsx";

/** About the founder: a woman-owned local business (spec §2, Home). */
export function FounderStory() {
  const values = [
    { icon: Heart, title: "Woman-owned and local", text: `Founded and run by a woman right here in ${site.address.locality}, for her neighbours.` },
    { icon: Sparkles, title: "Cared for like our own", text: "Sorted, washed in the detergent you pick, folded neatly, never rushed." },
    { icon: MapPin, title: "We know the area", text: `Same friendly faces on every pickup from ${site.serviceAreaSummary}.` },
  ];
  return (
    <Section id="about" aria-labelledby="about-title" className="bg-white">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="mb-2 text-sm font-bold uppercase tracking-widest text-gulf-700">Meet the founder</p>
          <h2 id="about-title" className="text-3xl font-extrabold sm:text-4xl">
            Woman-owned, local, and built around your week
          </h2>
          <div className="mt-5 space-y-4 text-lg text-ink-700">
            <p>
              {site.brandName} was founded in {site.address.locality} on a simple idea: the hours spent sorting,
              washing and folding belong to your family, your work and the beach, not the laundry room.
            </p>
            <p>
              Our founder built the service she wished she had: reliable pickups, gentle baby-safe detergents,
              friendly texts instead of waiting around, and clothes back in {site.turnaround.range}, folded the way
              you would fold them yourself.
            </p>
          </div>
        </div>
        <ul className="grid gap-4">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-[var(--radius-card)] bg-sand-100 p-5">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-gulf-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span>
                <span className="block text-lg font-bold">{title}</span>
                <span className="text-ink-700">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
