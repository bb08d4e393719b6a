import { CalendarCheck } from "lucide-react";
import { ScheduleLink } from "../ui/schedule-link.tsx";

/** The always-visible "Schedule Pickup" button (spec §2). */
export function FloatingSchedule() {
  return (
    <aside aria-label="Schedule a pickup" className="fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6">
      <ScheduleLink size="md" className="ring-4 ring-white/70">
        <CalendarCheck aria-hidden="true" className="size-5" />
        Schedule Pickup
      </ScheduleLink>
    </aside>
  );
}
