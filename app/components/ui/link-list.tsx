import type { ReactNode } from "react";
import { site } from "../../../core/site.ts";
import { Link } from "./link.tsx";

export type SiteLink = { readonly to: string; readonly label: string };

/** Every served town's page, in the order of the town list. */
export const townLinks: readonly SiteLink[] = site.towns.map((town) => ({ to: `/${town.slug}`, label: town.name }));

/** A list of links to pages of this site, each optionally after the same decorative marker. */
export function LinkList({
  links,
  marker,
  className,
  linkClassName,
}: {
  links: readonly SiteLink[];
  /** Decorative: give it aria-hidden. */
  marker?: ReactNode;
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {marker}
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
