import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (about 14 KB of JavaScript on every page):
 * components give alternatives as exclusive conditions, and callers add classes that do not compete
 * with a component's own (docs/decisions/010-javascript-budget.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
