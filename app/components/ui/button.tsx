import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { Link } from "./link.tsx";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold no-underline transition-colors focus-visible:outline-offset-4 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        schedule: "bg-sunset-600 text-white shadow-card hover:bg-sunset-700",
        primary: "bg-gulf-700 text-white hover:bg-gulf-800",
        outline: "border-2 border-gulf-700 text-gulf-800 bg-white hover:bg-gulf-50",
        light: "bg-white text-gulf-800 hover:bg-gulf-50",
        ghostLight: "border-2 border-white/80 text-white hover:bg-white/10",
      },
      size: {
        sm: "min-h-10 px-4 text-sm",
        md: "min-h-12 px-6 text-base",
        /** The phone action bar's: as tall as md, with the room a phone's width leaves. */
        bar: "min-h-12 px-4 text-base",
        /** Below `sm` (phones) a size smaller in text and side room: a label keeps one line at 320 px. */
        lg: "min-h-14 px-4 text-base sm:px-8 sm:text-lg",
        xl: "min-h-14 px-5 text-lg sm:px-8 sm:text-xl",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type Variants = VariantProps<typeof buttonVariants>;

/** A link styled as a button, for in-site navigation. */
export function ButtonLink({ className, variant, size, ...props }: ComponentProps<typeof Link> & Variants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A plain anchor styled as a button, for full-page and tel:/mailto: navigation. */
export function ButtonAnchor({ className, variant, size, ...props }: ComponentProps<"a"> & Variants) {
  return <a className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export function Button({ className, variant, size, type = "button", ...props }: ComponentProps<"button"> & Variants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
