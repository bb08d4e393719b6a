import type { ComponentProps } from "react";
import { useScheduleHref } from "../../lib/schedule.ts";
import { ButtonAnchor } from "./button.tsx";

type Props = Omit<ComponentProps<typeof ButtonAnchor>, "href">;

/**
 * Every schedule action ("Schedule Today", "Schedule Pickup", …): a full-page navigation to the
 * customer app's sign-up.
 */
export function ScheduleLink({ variant = "schedule", children = "Schedule Pickup", ...props }: Props) {
  const href = useScheduleHref();
  return (
    <ButtonAnchor href={href} variant={variant} {...props}>
      {children}
    </ButtonAnchor>
  );
}
