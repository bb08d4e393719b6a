import type { ReactNode } from "react";
import { site } from "../../../core/site.ts";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { Section } from "../ui/section.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/sections.json" with { type: "json" };

const { scheduleCta } = words;

/** The closing schedule call to action shared by the pages; what a page does not give is the shared wording (sections.json). */
export function ScheduleCta({
  title = scheduleCta.title,
  text = scheduleCta.text,
  buttonLabel = scheduleCta.buttonLabel,
  children,
}: {
  title?: string;
  text?: ReactNode;
  buttonLabel?: string;
  children?: ReactNode;
}) {
  return (
    <Section aria-labelledby="cta-title">
      <div className="rounded-[2rem] bg-gradient-to-br from-gulf-700 to-gulf-900 px-4 py-12 text-center text-white sm:px-12">
        <h2 id="cta-title" className="text-3xl font-extrabold sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gulf-100">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ScheduleLink size="lg">{buttonLabel}</ScheduleLink>
          {children}
        </div>
        <p className="mt-4 text-sm text-gulf-100">
          {scheduleCta.callPrompt}{" "}
          <a href={site.phoneHref} className="font-semibold text-white underline">
            {site.phoneDisplay}
          </a>
        </p>
      </div>
    </Section>
  );
}
