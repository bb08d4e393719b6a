import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False while prerendering and during hydration, true from the render after: lets a component add
 * what only works with JavaScript (noValidate, aria-expanded on a script-driven control, a value read
 * from the address) without the prerendered HTML and the first client render disagreeing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
