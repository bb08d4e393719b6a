import { CalendarCheck, PackageCheck, ShoppingBag, WashingMachine } from "lucide-react";
import { howItWorksSteps } from "../../../content/how-it-works.ts";
import { Section, SectionHeading } from "../ui/section.tsx";

const icons = [CalendarCheck, ShoppingBag, WashingMachine, PackageCheck] as const;

/** The four steps of the service (spec §2, Home), anchored at #how-it-works. */
export function HowItWorksSteps({ id = "how-it-works", title = "How it works" }: { id?: string; title?: string }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} eyebrow="Simple as 1-2-3-4" title={title} lead="Fresh, folded laundry without leaving the house." />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {howItWorksSteps.map((step, i) => {
          const Icon = icons[i] ?? CalendarCheck;
          return (
            <li key={step.title} className="relative rounded-[var(--radius-card)] bg-white p-6 shadow-card">
              <span className="absolute -top-3 left-6 rounded-full bg-sunset-600 px-3 py-0.5 text-sm font-bold text-white">
                Step {i + 1}
              </span>
              <Icon aria-hidden="true" className="mt-3 size-10 text-gulf-700" />
              <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
              <p className="mt-2 text-ink-700">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
