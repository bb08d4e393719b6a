import CalendarCheck from "lucide-react/icons/calendar-check";
import { useEffect, useRef, useState } from "react";
import { site } from "../../../core/site.ts";
import { cn } from "../../lib/cn.ts";
import { desktopQuery } from "../../lib/desktop.ts";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { watchClearSpot } from "./clear-spot.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

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
 * The floating "Schedule Pickup" button of the desktop layout. It never covers content: it shows only
 * once the page has hydrated, and only while its corner of the screen is clear and no other way to
 * act is in view (see clear-spot.ts). On phones the action bar (action-bar.tsx) stands in for it.
 */
export function FloatingSchedule() {
  const ref = useRef<HTMLElement>(null);
  const [clear, setClear] = useState(false);

  // Below the desktop breakpoint the phone action bar takes its place and it is not drawn at all.
  useEffect(() => {
    const spot = ref.current;
    if (!spot) return;
    const desktop = window.matchMedia(desktopQuery);
    let stop: (() => void) | undefined;
    const follow = () => {
      stop?.();
      stop = undefined;
      if (desktop.matches) stop = watchClearSpot(spot, avoidSelector, setClear);
      else setClear(false);
    };
    follow();
    desktop.addEventListener("change", follow);
    return () => {
      desktop.removeEventListener("change", follow);
      stop?.();
    };
  }, []);

  return (
    <aside
      ref={ref}
      aria-label={words.floatingButton.name}
      data-floating={clear ? "shown" : "aside"}
      className={cn(
        "fixed right-6 bottom-6 z-30 transition-[visibility] duration-0 max-lg:hidden",
        // It appears after a short pause, so a quick scroll past a gap does not make it flash; it
        // leaves at once. No fade: a half-transparent button would fail its own contrast.
        clear ? "visible delay-200" : "invisible delay-0",
      )}
    >
      <ScheduleLink size="md" className="ring-4 ring-white/70">
        <CalendarCheck aria-hidden="true" className="size-5" />
        {words.buttons.schedule}
      </ScheduleLink>
    </aside>
  );
}
