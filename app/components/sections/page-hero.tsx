import type { ReactNode } from "react";
import { Section } from "../ui/section.tsx";

/** The opening band of an inner page: eyebrow, the page's h1, a lead and optional actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Section className="bg-gradient-to-b from-gulf-50 to-sand-50 pt-12 pb-14 lg:pt-16 lg:pb-20">
      <div className="max-w-3xl">
        {eyebrow && <p className="mb-3 text-sm font-bold uppercase tracking-widest text-gulf-700">{eyebrow}</p>}
        <h1 className="text-4xl font-extrabold text-ink-900 sm:text-5xl">{title}</h1>
        {lead && <p className="mt-5 text-lg text-ink-700 sm:text-xl">{lead}</p>}
        {children && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">{children}</div>}
      </div>
    </Section>
  );
}
