import { ChevronDown, Mail, MapPin, Menu, Phone, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { mainMenu, type NavItem } from "../../../content/navigation.ts";
import { site } from "../../../core/site.ts";
import { cn } from "../../lib/cn.ts";
import { Logo } from "../ui/logo.tsx";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { SocialLinks } from "../ui/social-links.tsx";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-[0_1px_0_rgb(18_33_46/0.08)] backdrop-blur">
      <TopBar />
      <MainNav />
    </header>
  );
}

/** Contact details and social links, on large screens only (spec §2, Header). */
function TopBar() {
  return (
    <div className="hidden bg-gulf-900 text-sm text-white lg:block">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-6 px-8 py-2">
        <div className="flex items-center gap-6">
          <a href={site.phoneHref} className="inline-flex items-center gap-2 hover:underline">
            <Phone aria-hidden="true" className="size-4" />
            {site.phoneDisplay}
          </a>
          <a href={site.emailHref} className="inline-flex items-center gap-2 hover:underline">
            <Mail aria-hidden="true" className="size-4" />
            {site.email}
          </a>
          <Link to="/service-areas" className="inline-flex items-center gap-2 hover:underline">
            <MapPin aria-hidden="true" className="size-4" />
            Serving {site.serviceAreaSummary}
          </Link>
        </div>
        <SocialLinks iconClassName="size-5" />
      </div>
    </div>
  );
}

/**
 * The main menu as a WAI-ARIA disclosure navigation: each submenu is a button with aria-expanded
 * controlling a list. One `open` state serves both layouts, so at most one submenu is ever open.
 * On desktop submenus also open on mouse hover; on mobile a menu button shows the whole list.
 */
function MainNav() {
  const [open, setOpen] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const listId = useId();

  // Any navigation, including back and forward, closes every menu.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setOpen(null);
    setMobileOpen(false);
  }

  // A click or focus outside the menu closes an open submenu.
  useEffect(() => {
    function onOutside(event: Event) {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpen(null);
    }
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, []);

  function onLinkChosen() {
    setOpen(null);
    setMobileOpen(false);
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape") return;
    if (open) {
      const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-submenu="${open}"]`);
      setOpen(null);
      button?.focus();
    } else if (mobileOpen) {
      setMobileOpen(false);
      navRef.current?.querySelector<HTMLButtonElement>("[data-menu-toggle]")?.focus();
    }
  }

  return (
    <nav ref={navRef} aria-label="Main" onKeyDown={onKeyDown} className="mx-auto max-w-6xl px-5 sm:px-8">
      <div className="flex min-h-16 items-center justify-between gap-4 py-2 lg:min-h-20">
        <Link to="/" className="shrink-0 rounded-lg" onClick={onLinkChosen}>
          <Logo />
          <span className="sr-only">{site.brandName}, home</span>
        </Link>

        <ul
          id={listId}
          className={cn(
            "lg:flex lg:items-center lg:gap-1",
            mobileOpen
              ? "absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-sand-200 bg-white px-5 pb-6 shadow-card lg:static lg:max-h-none lg:overflow-visible lg:border-0 lg:p-0 lg:shadow-none"
              : "hidden",
          )}
        >
          {mainMenu.map((item) => (
            <MenuItem key={item.label} item={item} open={open} setOpen={setOpen} onLinkChosen={onLinkChosen} />
          ))}
          <li className="mt-4 lg:hidden">
            <ScheduleLink className="w-full">Schedule Today</ScheduleLink>
            <p className="mt-2 text-center text-sm text-ink-500">No Card Needed to Get Started</p>
          </li>
        </ul>

        <div className="flex items-center gap-3">
          <div className="hidden flex-col items-center sm:flex">
            <ScheduleLink size="sm">Schedule Today</ScheduleLink>
            <span className="mt-1 text-xs text-ink-500">No Card Needed to Get Started</span>
          </div>
          <button
            type="button"
            data-menu-toggle
            className="inline-flex size-12 items-center justify-center rounded-full text-ink-900 hover:bg-sand-100 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls={listId}
            onClick={() => {
              setMobileOpen((value) => !value);
              setOpen(null);
            }}
          >
            {mobileOpen ? <X aria-hidden="true" className="size-7" /> : <Menu aria-hidden="true" className="size-7" />}
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
    </nav>
  );
}

function MenuItem({
  item,
  open,
  setOpen,
  onLinkChosen,
}: {
  item: NavItem;
  open: string | null;
  setOpen: (value: string | null) => void;
  onLinkChosen: () => void;
}) {
  const submenuId = useId();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "block rounded-lg px-3 py-3 font-semibold hover:bg-gulf-50 hover:text-gulf-800 lg:py-2",
      isActive ? "text-gulf-700" : "text-ink-900",
    );

  if (!("children" in item)) {
    return (
      <li className="border-b border-sand-200 lg:border-0">
        <RouterNavLink to={item.to} end className={linkClass} onClick={onLinkChosen}>
          {item.label}
        </RouterNavLink>
      </li>
    );
  }

  const expanded = open === item.label;
  // Hover opens a submenu only for a mouse on the desktop layout; touch and pen use the button.
  const isDesktopMouse = (event: { pointerType?: string }) =>
    event.pointerType === "mouse" && window.matchMedia("(min-width: 64rem)").matches;

  return (
    <li
      className="relative border-b border-sand-200 lg:border-0"
      onPointerEnter={(event) => isDesktopMouse(event) && setOpen(item.label)}
      onPointerLeave={(event) => isDesktopMouse(event) && expanded && setOpen(null)}
    >
      <button
        type="button"
        data-submenu={item.label}
        aria-expanded={expanded}
        aria-controls={submenuId}
        onClick={(event) =>
          // A desktop mouse has already opened the submenu by hovering, so its click must not close it;
          // keyboard, touch and the mobile layout toggle.
          setOpen(isDesktopMouse(event.nativeEvent as unknown as PointerEvent) || !expanded ? item.label : null)
        }
        className="flex w-full items-center justify-between gap-1 rounded-lg px-3 py-3 font-semibold text-ink-900 hover:bg-gulf-50 hover:text-gulf-800 lg:py-2"
      >
        {item.label}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", expanded && "rotate-180")} />
      </button>
      <ul
        id={submenuId}
        hidden={!expanded}
        className="pb-2 pl-4 lg:absolute lg:top-full lg:left-0 lg:min-w-56 lg:rounded-xl lg:bg-white lg:p-2 lg:shadow-card lg:ring-1 lg:ring-sand-200"
      >
        {item.children.map((child) => (
          <li key={child.to}>
            <RouterNavLink to={child.to} className={linkClass} onClick={onLinkChosen}>
              {child.label}
            </RouterNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
