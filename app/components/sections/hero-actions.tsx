import type { HeroAction } from "../../../content/page-copy.ts";
import { ButtonLink } from "../ui/button.tsx";
import { CallButton } from "../ui/call-button.tsx";
import { ScheduleLink } from "../ui/schedule-link.tsx";

/** The large buttons under a page's heading, as its content module lists them. */
export function HeroActions({ actions }: { actions: readonly HeroAction[] }) {
  return actions.map((action) => {
    switch (action.kind) {
      case "schedule":
        return (
          <ScheduleLink key={action.kind} size="lg" variant={action.variant}>
            {action.label}
          </ScheduleLink>
        );
      case "link":
        return (
          <ButtonLink key={action.to} to={action.to} variant={action.variant} size="lg">
            {action.label}
          </ButtonLink>
        );
      case "call":
        return <CallButton key={action.kind} />;
    }
  });
}
