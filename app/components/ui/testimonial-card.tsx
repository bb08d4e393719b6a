import Quote from "lucide-react/icons/quote";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { Stars } from "./stars.tsx";
import { TranslatedNote } from "./translated-note.tsx";

type Story = { name: string; location: string; rating: number; text: string };

/** One customer's words with their stars, name and town. */
export function TestimonialCard({
  story,
  large = false,
  className,
  ...props
}: { story: Story; large?: boolean } & ComponentProps<"figure">) {
  return (
    <figure className={cn("relative rounded-[var(--radius-card)] bg-white p-8 shadow-card", className)} {...props}>
      <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-gulf-100" />
      <Stars rating={story.rating} />
      <blockquote className={cn("mt-4 text-lg text-ink-900", large && "sm:text-xl")}>
        <p>&ldquo;{story.text}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-5 font-bold text-gulf-800">
        {story.name} <span className="font-normal text-ink-500">· {story.location}</span>
        <TranslatedNote />
      </figcaption>
    </figure>
  );
}
