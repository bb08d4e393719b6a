import type { ReactNode } from "react";

/**
 * A list of short texts, each after the same marker (a check, a heart, a clock, a dot). `children`
 * go first, for items of their own kind (e.g. a phone link before the opening hours).
 */
export function MarkedList({
  items,
  marker,
  className,
  itemClassName,
  children,
}: {
  items: readonly string[];
  /** Decorative: give it aria-hidden. */
  marker: ReactNode;
  className?: string;
  itemClassName?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {children}
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {marker}
          {item}
        </li>
      ))}
    </ul>
  );
}
