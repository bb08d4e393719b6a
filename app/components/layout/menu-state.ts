import { useSyncExternalStore } from "react";

/**
 * Whether the mobile menu is open, for the parts of the layout that step aside while it is (the
 * phone action bar). The header owns the menu and reports it here.
 */
let menuOpen = false;
const listeners = new Set<() => void>();

export function setMenuOpen(open: boolean) {
  if (open === menuOpen) return;
  menuOpen = open;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMenuOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => menuOpen,
    () => false,
  );
}
