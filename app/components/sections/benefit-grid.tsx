import type { ReactNode } from "react";
import type { BenefitCard } from "../../../content/icons.ts";
import { cn } from "../../lib/cn.ts";
import { ContentIcon } from "../ui/content-icon.tsx";
import { Section, SectionHeading } from "../ui/section.tsx";

/**
 * A section of benefit cards (icon, title, description, detail), used for
 * the families' benefits, the seniors' values, the commercial industries and the About values.
 */
export function BenefitGrid({
  id,
  eyebrow,
  title,
  lead,
  cards,
  columns = 3,
  className,
  children,
}: {
  /** Prefix for the section's heading id; unique per page. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  cards: readonly BenefitCard[];
  columns?: 2 | 3 | 4;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} className={className}>
      <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} lead={lead} />
      <ul
        className={cn(
          "grid gap-6 sm:grid-cols-2",
          columns === 3 && "lg:grid-cols-3",
          columns === 4 && "lg:grid-cols-4",
        )}
      >
        {cards.map((card) => (
          <li key={card.title} className="flex flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-card">
            <span className="flex size-12 items-center justify-center rounded-full bg-gulf-50 text-gulf-700">
              <ContentIcon name={card.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-bold">{card.title}</h3>
            <p className="mt-2 text-ink-700">{card.description}</p>
            {card.detail && (
              <p className="mt-4 border-t border-sand-200 pt-4 text-sm font-semibold text-gulf-800">{card.detail}</p>
            )}
          </li>
        ))}
      </ul>
      {children}
    </Section>
  );
}
