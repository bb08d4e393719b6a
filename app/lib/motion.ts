import { useEffect, useState, useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asked the system for less motion (false while prerendering). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia(query).matches;
}

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** The same, as a value that follows changes to the system setting. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/**
 * An index that advances every `intervalMs` through `length` items, unless paused or the visitor
 * prefers reduced motion. Used by the rotating town names and testimonials.
 */
export function useRotation(length: number, intervalMs: number, paused: boolean) {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const running = !paused && !reduced && length > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, length, intervalMs]);
  return { index, setIndex, running, reduced };
}
