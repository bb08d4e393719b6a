import type { ComponentProps } from "react";
import { useScheduleHref } from "../../lib/schedule.ts";
import { ButtonAnchor } from "./button.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

type Props = Omit<ComponentProps<typeof ButtonAnchor>, "href">;

/**
 * Every schedule action ("Schedule Today", "Schedule Pickup", …): a full-page navigation to the
 * customer app's sign-up. Without `children` it says the layout's schedule button words.
 */
export function ScheduleLink({ variant = "schedule", children = words.buttons.schedule, ...props }: Props) {
  const href = useScheduleHref();
  return (
    <ButtonAnchor href={href} variant={variant} {...props}>
      {children}
    </ButtonAnchor>
  );
}
