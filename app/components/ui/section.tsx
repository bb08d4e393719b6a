import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** A full-width page band with a centered, padded content column. */
export function Section({ className, children, ...props }: ComponentProps<"section">) {
  return (
    <section className={cn("px-5 py-16 sm:px-8 lg:py-24", className)} {...props}>
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  );
}

/** The eyebrow, heading and lead paragraph that open most sections. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = "center",
  as: Heading = "h2",
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: "center" | "left";
  as?: "h1" | "h2";
}) {
  return (
    <div className={cn("mb-10 max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && <p className="mb-2 text-sm font-bold uppercase tracking-widest text-gulf-700">{eyebrow}</p>}
      <Heading id={id} className="text-3xl font-extrabold text-ink-900 sm:text-4xl">
        {title}
      </Heading>
      {lead && <p className="mt-4 text-lg text-ink-700">{lead}</p>}
    </div>
  );
}
