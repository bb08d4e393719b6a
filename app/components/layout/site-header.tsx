import ChevronDown from "lucide-react/icons/chevron-down";
import MapPin from "lucide-react/icons/map-pin";
import Menu from "lucide-react/icons/menu";
import Phone from "lucide-react/icons/phone";
import X from "lucide-react/icons/x";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { mainMenu, type NavItem } from "../../../content/navigation.ts";
import { site } from "../../../core/site.ts";
import { cn } from "../../lib/cn.ts";
import { desktopQuery } from "../../lib/desktop.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ContactLinks } from "../ui/contact-links.tsx";
import { Logo } from "../ui/logo.tsx";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { SocialLinks } from "../ui/social-links.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { setMenuOpen } from "./menu-state.ts";
import { Link, NavLink as RouterNavLink } from "../ui/link.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-[0_1px_0_rgb(18_33_46/0.08)] backdrop-blur">
      <TopBar />
      <MainNav />
    </header>
  );
}

/** Contact details, social links and the language switch, on large screens only (on smaller ones the menu holds the switch). */
function TopBar() {
  return (
    <div className="hidden bg-gulf-900 text-sm text-white lg:block">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-6 px-8 py-2">
        <div className="flex items-center gap-6">
          <ContactLinks className="inline-flex items-center gap-2 hover:underline" iconClassName="size-4" />
          <Link to="/service-areas" className="inline-flex items-center gap-2 hover:underline">
            <MapPin aria-hidden="true" className="size-4" />
            {words.header.serving}
          </Link>
        </div>
        <div className="flex items-center gap-3">
          <SocialLinks iconClassName="size-5" />
          <span aria-hidden="true" className="h-5 w-px bg-white/30" />
          <LanguageSwitch className="inline-flex min-h-7 items-center gap-1.5 rounded px-1.5 font-semibold hover:underline" iconClassName="size-4" />
        </div>
      </div>
    </div>
  );
}

/**
 * The main menu, built to work before and without JavaScript (docs/decisions/022-menus-without-javascript.md):
 * - on mobile the menu button opens a popover (`popovertarget`), which the browser shows over a
 *   dimmed page and closes on Escape or a tap outside;
 * - each submenu is a `<details>` sharing one `name`, so the browser keeps at most one open.
 * Once hydrated, React drives the same elements to add the menus' behaviors: desktop dropdowns
 * open on hover, choosing a link closes every menu and scrolls to the top, Escape returns focus.
 */
function MainNav() {
  const [open, setOpen] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const hydrated = useHydrated();
  const navRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const panelId = useId();
  const submenuGroup = useId();

  // Any navigation, including back and forward, closes every menu.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setOpen(null);
  }
  // Only a navigation: a menu the visitor opened before hydration stays open when the script arrives.
  const menuKey = useRef(location.key);
  useEffect(() => {
    if (menuKey.current === location.key) return;
    menuKey.current = location.key;
    hideMenu(panelRef.current);
  }, [location.key]);

  // The popover reports its own state: it may open before hydration, or close on Escape or a tap outside.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const sync = () => {
      const isOpen = panel.matches(":popover-open");
      setMobileOpen(isOpen);
      setMenuOpen(isOpen);
    };
    sync();
    panel.addEventListener("toggle", sync);
    // The desktop layout shows the list inline: a menu left open while widening the window closes.
    const desktop = window.matchMedia(desktopQuery);
    const onWiden = () => desktop.matches && hideMenu(panel);
    desktop.addEventListener("change", onWiden);
    return () => {
      panel.removeEventListener("toggle", sync);
      desktop.removeEventListener("change", onWiden);
      setMenuOpen(false);
    };
  }, []);

  // A click or focus outside the menu closes an open submenu; on the desktop layout, where the
  // submenu drops down over the page, so does focus leaving the submenu itself, so it never hides
  // what focus moved on to.
  useEffect(() => {
    if (!open) return;
    function onOutside(event: Event) {
      const target = event.target as Node;
      const nav = navRef.current;
      if (!nav) return;
      const submenu = nav.querySelector(`[data-submenu="${open}"]`)?.parentElement;
      const leftNav = !nav.contains(target);
      const leftDropdown = event.type === "focusin" && window.matchMedia(desktopQuery).matches && !submenu?.contains(target);
      if (leftNav || leftDropdown) setOpen(null);
    }
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open]);

  function onLinkChosen() {
    setOpen(null);
    hideMenu(panelRef.current);
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape") return;
    if (mobileOpen) {
      // Escape closes the whole mobile menu (the browser would too) and returns to its button.
      event.preventDefault();
      setOpen(null);
      hideMenu(panelRef.current);
      toggleRef.current?.focus();
    } else if (open) {
      const summary = navRef.current?.querySelector<HTMLElement>(`[data-submenu="${open}"]`);
      setOpen(null);
      summary?.focus();
    }
  }

  return (
    <nav ref={navRef} aria-label={words.header.menuName} onKeyDown={onKeyDown} className="mx-auto max-w-6xl px-4 sm:px-8">
      <div className="flex h-(--header-height) items-center justify-between gap-2 lg:h-auto lg:min-h-20 lg:gap-4 lg:py-2">
        <Link to="/" className="min-w-0 shrink rounded-lg" onClick={onLinkChosen}>
          <Logo />
          <span className="sr-only">{words.header.homeLink}</span>
        </Link>

        <div id={panelId} ref={panelRef} popover="auto" className="site-menu">
          <ul className="lg:flex lg:items-center lg:gap-1">
            {mainMenu.map((item) => (
              <MenuItem
                key={item.label}
                item={item}
                group={submenuGroup}
                open={open}
                setOpen={setOpen}
                onLinkChosen={onLinkChosen}
              />
            ))}
            {/* On large screens the switch is in the top bar. */}
            <li className="border-b border-sand-200 lg:hidden">
              <LanguageSwitch
                className="flex items-center gap-2 rounded-lg px-3 py-3 font-semibold text-ink-900 hover:bg-gulf-50 hover:text-gulf-800"
                iconClassName="size-5 text-gulf-700"
              />
            </li>
            <li className="mt-4 lg:hidden">
              <ScheduleLink className="w-full">{words.header.schedule}</ScheduleLink>
              <p className="mt-2 text-center text-sm text-ink-500">{words.header.noCardNeeded}</p>
            </li>
          </ul>
        </div>

        <div className="flex shrink-0 items-center gap-1 sm:gap-3">
          <div className="hidden flex-col items-center sm:flex">
            <ScheduleLink size="sm">{words.header.schedule}</ScheduleLink>
            <span className="mt-1 text-xs text-ink-500">{words.header.noCardNeeded}</span>
          </div>
          <a
            href={site.phoneHref}
            className="inline-flex size-12 items-center justify-center rounded-full bg-gulf-50 text-gulf-800 hover:bg-gulf-100 lg:hidden"
          >
            <Phone aria-hidden="true" className="size-6" />
            <span className="sr-only">{words.buttons.call}</span>
          </a>
          <button
            ref={toggleRef}
            type="button"
            data-menu-toggle
            popoverTarget={panelId}
            className="inline-flex size-12 items-center justify-center rounded-full text-ink-900 hover:bg-sand-100 lg:hidden"
            // Set only once React follows the popover; before that the browser reports its state itself.
            aria-expanded={hydrated ? mobileOpen : undefined}
            aria-controls={panelId}
          >
            {mobileOpen ? <X aria-hidden="true" className="size-7" /> : <Menu aria-hidden="true" className="size-7" />}
            <span className="sr-only">{words.header.menuButton}</span>
          </button>
        </div>
      </div>
    </nav>
  );
}

function hideMenu(panel: HTMLElement | null) {
  if (panel?.matches(":popover-open")) panel.hidePopover();
}

function MenuItem({
  item,
  group,
  open,
  setOpen,
  onLinkChosen,
}: {
  item: NavItem;
  group: string;
  open: string | null;
  setOpen: (value: string | null) => void;
  onLinkChosen: () => void;
}) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "block rounded-lg px-3 py-3 font-semibold hover:bg-gulf-50 hover:text-gulf-800 lg:py-2",
      isActive ? "text-gulf-700" : "text-ink-900",
    );

  if (!("children" in item)) {
    return (
      <li className="border-b border-sand-200 lg:border-0">
        <RouterNavLink to={item.to} end className={(state) => cn(linkClass(state), "lg:whitespace-nowrap")} onClick={onLinkChosen}>
          {item.label}
        </RouterNavLink>
      </li>
    );
  }

  const expanded = open === item.label;
  // Hover opens a submenu only for a mouse on the desktop layout; touch and pen use the summary.
  const isDesktopMouse = (event: { pointerType?: string }) =>
    event.pointerType === "mouse" && window.matchMedia(desktopQuery).matches;

  function onSummaryClick(event: MouseEvent<HTMLElement>) {
    // React decides; the browser's own toggle would race it.
    event.preventDefault();
    // A desktop mouse has already opened the submenu by hovering, so its click must not close it;
    // keyboard, touch and the mobile layout toggle.
    const pointer = event.nativeEvent as PointerEvent;
    setOpen(isDesktopMouse(pointer) || !expanded ? item.label : null);
  }

  return (
    <li
      className="relative border-b border-sand-200 lg:border-0"
      onPointerEnter={(event) => isDesktopMouse(event) && setOpen(item.label)}
      onPointerLeave={(event) => isDesktopMouse(event) && expanded && setOpen(null)}
    >
      <details
        name={group}
        open={expanded}
        // Keeps React in step if the browser toggled it (a click before hydration).
        onToggle={(event) => {
          const isOpen = event.currentTarget.open;
          if (isOpen !== expanded) setOpen(isOpen ? item.label : null);
        }}
        className="group"
      >
        <summary
          data-submenu={item.label}
          onClick={onSummaryClick}
          className="flex w-full cursor-pointer list-none items-center justify-between gap-1 rounded-lg px-3 py-3 font-semibold text-ink-900 hover:bg-gulf-50 hover:text-gulf-800 lg:py-2 lg:whitespace-nowrap [&::-webkit-details-marker]:hidden"
        >
          {item.label}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="pb-2 pl-4 lg:absolute lg:top-full lg:left-0 lg:min-w-56 lg:rounded-xl lg:bg-white lg:p-2 lg:shadow-card lg:ring-1 lg:ring-sand-200">
          {item.children.map((child) => (
            <li key={child.to}>
              <RouterNavLink to={child.to} className={linkClass} onClick={onLinkChosen}>
                {child.label}
              </RouterNavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
