import { CalendarCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { site } from "../../../core/site.ts";
import { cn } from "../../lib/cn.ts";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { watchClearSpot } from "./clear-spot.ts";
import { useMenuOpen } from "./menu-state.ts";

/**
 * What the button steps aside for when it is in view: another schedule action outside the header (a
 * hero's, the closing call to action's, the zip check's result), a form, the footer.
 */
const avoidSelector = [
  `main a[href^="${site.appUrl}"]`,
  "main form",
  "footer",
  "[data-floating-avoid]",
].join(", ");

/**
 * The floating "Schedule Pickup" button (spec §2). It never covers content: it shows only once the
 * page has hydrated, and only while its corner of the screen is clear and no other way to act is in
 * view (see clear-spot.ts), and never over the open mobile menu.
 */
export function FloatingSchedule() {
  const ref = useRef<HTMLElement>(null);
  const [clear, setClear] = useState(false);
  const menuOpen = useMenuOpen();

  useEffect(() => {
    if (!ref.current) return;
    return watchClearSpot(ref.current, avoidSelector, setClear);
  }, []);

  const shown = clear && !menuOpen;
  return (
    <aside
      ref={ref}
      aria-label="Schedule a pickup"
      data-floating={shown ? "shown" : "aside"}
      className={cn(
        "fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-30 transition-[visibility] duration-0 sm:right-6 sm:bottom-6",
        // It appears after a short pause, so a quick scroll past a gap does not make it flash; it
        // leaves at once. No fade: a half-transparent button would fail its own contrast.
        shown ? "visible delay-200" : "invisible delay-0",
      )}
    >
      <ScheduleLink size="md" className="ring-4 ring-white/70">
        <CalendarCheck aria-hidden="true" className="size-5" />
        Schedule Pickup
      </ScheduleLink>
    </aside>
  );
}
