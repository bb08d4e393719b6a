import type { ReactNode } from "react";
import type { ImageSlot } from "../../../content/images.ts";
import type { HeroAction } from "../../../content/page-copy.ts";
import { cn } from "../../lib/cn.ts";
import { Section } from "../ui/section.tsx";
import { SizedImage } from "../ui/sized-image.tsx";
import { HeroActions } from "./hero-actions.tsx";

/**
 * The opening band of an inner page: eyebrow, the page's h1, a lead and optional actions, with the
 * page's picture beside them from `lg` up and below them, smaller, on phones. The picture is either
 * an image slot of content/images.ts or any drawing (`visual`, e.g. a town's map). The buttons come
 * as `actions` (the page's content module lists them) or, where they need more than copy, as children.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  visual,
  actions,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  image?: ImageSlot;
  visual?: ReactNode;
  actions?: readonly HeroAction[];
  children?: ReactNode;
}) {
  const buttons = actions ? <HeroActions actions={actions} /> : children;
  const picture = image ? <SizedImage image={image} priority className="block h-auto w-full" /> : visual;
  return (
    <Section className="bg-gradient-to-b from-gulf-50 to-sand-50 pt-12 pb-14 lg:pt-16 lg:pb-20">
      <div className={cn(picture && "grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-14")}>
        <div className="max-w-3xl">
          {eyebrow && <p className="mb-3 text-sm font-bold uppercase tracking-widest text-gulf-700">{eyebrow}</p>}
          <h1 className="text-4xl font-extrabold text-ink-900 sm:text-5xl">{title}</h1>
          {lead && <p className="mt-5 text-lg text-ink-700 sm:text-xl">{lead}</p>}
          {buttons && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">{buttons}</div>}
        </div>
        {picture && (
          // On phones an illustration sits below the text, small enough that the heading stays the
          // largest paint; a map keeps a readable size.
          <div className={cn("mx-auto w-full lg:max-w-none", image ? "max-w-44 sm:max-w-xs" : "max-w-sm")}>{picture}</div>
        )}
      </div>
    </Section>
  );
}
