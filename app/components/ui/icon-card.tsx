import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** A rounded card with a round icon badge on the left and its text beside it. */
export function IconCard({
  as: Tag = "li",
  icon,
  className,
  badgeClassName = "bg-gulf-50",
  children,
}: {
  as?: "li" | "div";
  /** Decorative: give it aria-hidden. */
  icon: ReactNode;
  /** The card's background, padding and shadow. */
  className: string;
  badgeClassName?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={cn("flex gap-4 rounded-[var(--radius-card)]", className)}>
      <span className={cn("flex size-12 shrink-0 items-center justify-center rounded-full text-gulf-700", badgeClassName)}>
        {icon}
      </span>
      <div>{children}</div>
    </Tag>
  );
}
