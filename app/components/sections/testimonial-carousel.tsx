import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { homePage } from "../../../content/home.ts";
import { testimonials } from "../../../content/testimonials.ts";
import { site } from "../../../core/site.ts";
import { useRotation } from "../../lib/motion.ts";
import { Section, SectionHeading } from "../ui/section.tsx";
import { PlayPauseLabel } from "../ui/play-pause-label.tsx";
import { TestimonialCard } from "../ui/testimonial-card.tsx";

/**
 * A customer story that changes every few seconds (`timers.testimonialMs`). It stops while hovered or focused, when
 * paused with its button, and under reduced motion; only changes the visitor makes are announced.
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
            <span className="sr-only">Previous story</span>
          </button>
          {!reduced && (
            <button
              type="button"
              onClick={() => setStopped((s) => !s)}
              className="rounded-full bg-white p-3 shadow-card hover:bg-gulf-50"
            >
              <PlayPauseLabel paused={stopped} play="Play stories" pause="Pause stories" />
            </button>
          )}
          <button type="button" onClick={() => go(1)} className="rounded-full bg-white p-3 shadow-card hover:bg-gulf-50">
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">Next story</span>
          </button>
        </div>
        <p className="mt-3 text-center text-sm text-ink-500">
          Story {index + 1} of {testimonials.length}
        </p>
      </div>
    </Section>
  );
}
