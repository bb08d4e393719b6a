// The one place that imports React Router's links (eslint.config.js sends every other import here).
// eslint-disable-next-line no-restricted-imports
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";

/**
 * React Router's links without `data-discover="true"` on every <a>. That attribute serves lazy route
 * discovery, which this site does not use: its pages are prerendered without a server, so every route is
 * in the manifest from the start. Left on, it cost up to 80 compressed bytes of each first response.
 */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}
