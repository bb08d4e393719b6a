import CalendarCheck from "lucide-react/icons/calendar-check";
import Phone from "lucide-react/icons/phone";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { site } from "../../../core/site.ts";
import { cn } from "../../lib/cn.ts";
import { ButtonAnchor } from "../ui/button.tsx";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { useMenuOpen } from "./menu-state.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

/**
 * The phone action bar: below the desktop breakpoint, once the hero's own schedule action has
 * scrolled away, "Schedule Pickup" and a call button sit fixed at the bottom of the screen, within a
 * thumb's reach (docs/decisions/039-phone-action-bar.md). The page reserves the bar's space
 * (`--action-bar-space` in app/styles/app.css: the footer's bottom padding and the page's
 * scroll-padding-bottom), so everything under it can be scrolled clear and focus never lands behind it.
 *
 * It stays hidden
 * - until the page has hydrated: it needs a script to know where the hero is, and a bar that came
 *   and went with the hero before that would be half-working; the header's call button and menu
 *   are there meanwhile, with or without JavaScript;
 * - while the hero's own call to action is in view (or lies below the screen);
 * - while the mobile menu is open;
 * - while a text field has focus: the on-screen keyboard would lift the bar over the field.
 */
export function ActionBar() {
  const heroAway = useHeroScrolledAway();
  const typing = useTextFieldFocused();
  const menuOpen = useMenuOpen();
  const shown = heroAway && !typing && !menuOpen;

  return (
    <aside
      aria-label={words.actionBar.name}
      data-action-bar={shown ? "shown" : "hidden"}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white/95 px-4 pt-2.5 pb-[calc(0.625rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_-8px_rgb(18_33_46/0.25)] backdrop-blur transition-[translate,visibility] duration-200 lg:hidden",
        shown ? "visible translate-y-0" : "invisible translate-y-full",
      )}
    >
      {/* On a phone narrower than 420 px the call button is its icon alone (its name is read out
          whole), so the schedule label keeps one line in both languages down to 320 px. */}
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <ScheduleLink size="bar" className="min-w-0 flex-1">
          <CalendarCheck aria-hidden="true" className="size-5 shrink-0" />
          {words.buttons.schedule}
        </ScheduleLink>
        <ButtonAnchor href={site.phoneHref} variant="outline" size="bar" className="shrink-0">
          <Phone aria-hidden="true" className="size-5" />
          <span className="sr-only min-[420px]:not-sr-only">{words.actionBar.call}</span>
          <span className="sr-only"> {site.phoneDisplay}</span>
        </ButtonAnchor>
      </div>
    </aside>
  );
}

/**
 * True once the current page's hero call to action (its first schedule link) has scrolled up out
 * of view; pages whose hero has no schedule link use the hero itself. The hero is the band holding
 * the page's h1.
 */
function useHeroScrolledAway(): boolean {
  const { pathname } = useLocation();
  const [away, setAway] = useState(false);

  useEffect(() => {
    const heading = document.querySelector("main h1");
    const hero = heading?.closest("section, article > header, article") ?? document.querySelector("main > *");
    if (!hero) return;
    const target = hero.querySelector(`a[href^="${site.appUrl}"]`) ?? hero;
    const observer = new IntersectionObserver((entries) => {
      // Away only above the screen: a call to action still below it has not been passed yet.
      for (const entry of entries) setAway(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [pathname]);

  return away;
}

/** Text entry opens the on-screen keyboard; choices (checkboxes, radios, buttons) do not. */
const textEntry =
  "textarea, [contenteditable=''], [contenteditable='true'], input:not([type='checkbox'], [type='radio'], [type='button'], [type='submit'], [type='reset'], [type='range'], [type='color'], [type='file'], [type='image'], [type='hidden'])";

function useTextFieldFocused(): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const isTextEntry = (target: EventTarget | null) => target instanceof Element && target.matches(textEntry);
    // On leaving a field, `relatedTarget` is what receives focus next: moving between two fields
    // keeps the bar hidden instead of flashing it for a frame.
    const onFocusIn = (event: FocusEvent) => setFocused(isTextEntry(event.target));
    const onFocusOut = (event: FocusEvent) => setFocused(isTextEntry(event.relatedTarget));
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, []);
  return focused;
}
