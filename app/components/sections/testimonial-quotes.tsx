import { Quote } from "lucide-react";
import { Section, SectionHeading } from "../ui/section.tsx";
import { Stars } from "../ui/stars.tsx";

type Story = { name: string; location: string; rating: number; text: string };

/** A few customer quotes side by side, each with its star rating (spec §3, "Testimonial"). */
export function TestimonialQuotes({
  eyebrow = "Customer stories",
  title,
  stories,
}: {
  eyebrow?: string;
  title: string;
  stories: readonly Story[];
}) {
  return (
    <Section aria-labelledby="quotes-title" className="bg-sand-100">
      <SectionHeading id="quotes-title" eyebrow={eyebrow} title={title} />
      <ul className="grid gap-6 md:grid-cols-2">
        {stories.map((story) => (
          <li key={story.name}>
            <figure className="relative h-full rounded-[var(--radius-card)] bg-white p-8 shadow-card">
              <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-gulf-100" />
              <Stars rating={story.rating} />
              <blockquote className="mt-4 text-lg text-ink-900">
                <p>&ldquo;{story.text}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-5 font-bold text-gulf-800">
                {story.name} <span className="font-normal text-ink-500">· {story.location}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
