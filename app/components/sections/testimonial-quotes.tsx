import { Section, SectionHeading } from "../ui/section.tsx";
import { TestimonialCard } from "../ui/testimonial-card.tsx";

type Story = { name: string; location: string; rating: number; text: string };

/** A few customer quotes side by side, each with its star rating, under the page's heading. */
export function TestimonialQuotes({
  eyebrow,
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
            <TestimonialCard story={story} className="h-full" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
