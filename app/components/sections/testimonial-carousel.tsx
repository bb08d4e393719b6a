import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useState } from "react";
import { homePage } from "../../../content/home.ts";
import { testimonials } from "../../../content/testimonials.ts";
import { site } from "../../../core/site.ts";
import { useRotation } from "../../lib/motion.ts";
import { withFigures } from "../../lib/run-time-figures.ts";
import { Section, SectionHeading } from "../ui/section.tsx";
import { PlayPauseLabel } from "../ui/play-pause-label.tsx";
import { TestimonialCard } from "../ui/testimonial-card.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/sections.json" with { type: "json" };

const { stories } = words;

/**
 * A customer story that changes every few seconds (`timers.testimonialMs`). It stops while hovered or focused, when
 * paused with its button, and under reduced motion; only changes the visitor makes are announced.
 * Its heading is Home's (content/home.ts); its buttons' words are the shared sections' (sections.json).
 */
export function TestimonialCarousel() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { index, setIndex, running, reduced } = useRotation(
    testimonials.length,
    site.timers.testimonialMs,
    hovered || focused || stopped,
  );
  const story = testimonials[index] ?? testimonials[0];
  const go = (step: number) => setIndex((i) => (i + step + testimonials.length) % testimonials.length);

  return (
    <Section aria-labelledby="stories-title" className="bg-sand-100">
      <SectionHeading id="stories-title" eyebrow={homePage.stories.eyebrow} title={homePage.stories.title} />
      <div
        className="mx-auto max-w-3xl"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        <TestimonialCard
          story={story}
          large
          aria-live={running ? "off" : "polite"}
          className="sm:p-10"
          data-testid="testimonial"
        />
        <div className="mt-6 flex items-center justify-center gap-3">
          <button type="button" onClick={() => go(-1)} className="rounded-full bg-white p-3 shadow-card hover:bg-gulf-50">
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{stories.previous}</span>
          </button>
          {!reduced && (
            <button
              type="button"
              onClick={() => setStopped((s) => !s)}
              className="rounded-full bg-white p-3 shadow-card hover:bg-gulf-50"
            >
              <PlayPauseLabel paused={stopped} play={stories.play} pause={stories.pause} />
            </button>
          )}
          <button type="button" onClick={() => go(1)} className="rounded-full bg-white p-3 shadow-card hover:bg-gulf-50">
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">{stories.next}</span>
          </button>
        </div>
        <p className="mt-3 text-center text-sm text-ink-500">
          {withFigures(stories.position, { number: index + 1, count: testimonials.length })}
        </p>
      </div>
    </Section>
  );
}
