import CalendarCheck from "lucide-react/icons/calendar-check";
import PackageCheck from "lucide-react/icons/package-check";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import WashingMachine from "lucide-react/icons/washing-machine";
import type { ReactNode } from "react";
import { howItWorksSteps, stepsSection } from "../../../content/steps.ts";
import type { IconName } from "../../../content/icons.ts";
import { countWord } from "../../../core/format.ts";
import { locale, type Locale } from "../../../core/locale.ts";
import { cn } from "../../lib/cn.ts";
import { withFigures } from "../../lib/run-time-figures.ts";
import { Section, SectionHeading } from "../ui/section.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/sections.json" with { type: "json" };

export type Step = { title: string; text: string; icon?: IconName };

/** The four service steps' icons, imported one by one so Home does not load the whole icon set. */
const serviceIcons = [CalendarCheck, ShoppingBag, WashingMachine, PackageCheck] as const;

export const stepIconClass = "mt-3 size-10 text-gulf-700";

function serviceStepIcon(_step: Step, index: number): ReactNode {
  const Icon = serviceIcons[index] ?? CalendarCheck;
  return <Icon aria-hidden="true" className={stepIconClass} />;
}

/**
 * The small line over the steps: the owner's words with the step numbers after them ("Simple as
 * 1-2-3-4"), or, where they say {{count}}, the number of steps in words and no numbers ("En cuatro
 * pasos": Spanish does not count "1-2-3-4").
 */
export function stepsEyebrow(words: string, count: number, of: Locale = locale): string {
  if (/\{\{\s*count\s*\}\}/.test(words)) return withFigures(words, { count: countWord(count, {}, of) });
  return `${words} ${Array.from({ length: count }, (_, i) => i + 1).join("-")}`;
}

/**
 * Numbered steps. By default the four steps of the service under their heading (content/steps.ts),
 * anchored at #how-it-works; other pages pass their own flow (seniors: call, we visit, relax; commercial: four steps).
 * The label over each step ("Step 1") is the shared sections' (sections.json).
 */
export function HowItWorksSteps({
  id = "how-it-works",
  title = stepsSection.title,
  eyebrow,
  lead = stepsSection.lead,
  steps = howItWorksSteps,
  renderIcon = serviceStepIcon,
  className,
  children,
}: {
  id?: string;
  title?: string;
  eyebrow?: string;
  lead?: ReactNode;
  steps?: readonly Step[];
  /** Draws a step's icon; pages with their own flow pass one that reads `step.icon`. */
  renderIcon?: (step: Step, index: number) => ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} className={className}>
      <SectionHeading
        id={`${id}-title`}
        eyebrow={eyebrow ?? stepsEyebrow(stepsSection.eyebrowBeforeNumbers, steps.length)}
        title={title}
        lead={lead}
      />
      <ol className={cn("grid gap-6", steps.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-4")}>
        {steps.map((step, i) => (
          <li key={step.title} className="relative rounded-[var(--radius-card)] bg-white p-6 shadow-card">
            <span className="absolute -top-3 left-6 rounded-full bg-sunset-600 px-3 py-0.5 text-sm font-bold text-white">
              {withFigures(words.steps.badge, { number: i + 1 })}
            </span>
            {renderIcon(step, i)}
            <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
            <p className="mt-2 text-ink-700">{step.text}</p>
          </li>
        ))}
      </ol>
      {children}
    </Section>
  );
}
