import { createElement, type ReactNode, type SVGProps } from "react";

/**
 * Stands in for lucide-react's `createLucideIcon` (vite.config.ts points the icon modules' import at
 * this file): every icon renders the same `<svg>` as lucide-react's own, attribute for attribute,
 * without its context provider, forwardRef wrapper and generic attribute builder, about 1 KB
 * compressed on every page. docs/page-loading.md#the-icon-wrapper
 *
 * It honors the props this site passes (className, aria-*, any SVG attribute) and lucide's `size`,
 * `color`, `strokeWidth` and `children`; not `absoluteStrokeWidth` nor `LucideProvider` defaults.
 */
type IconData = {
  name?: string;
  aliases?: readonly unknown[];
  node: ReadonlyArray<readonly [string, Record<string, string>]>;
};

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };

const isA11yProp = (name: string) => name.startsWith("aria-") || name === "role" || name === "title";

export default function createLucideIcon(icon: IconData) {
  const iconClasses = [
    "lucide",
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).filter((alias): alias is string => typeof alias === "string" && alias.trim() !== "").map((alias) => `lucide-${alias}`),
  ];
  return function LucideIcon({ className, size, color, strokeWidth, children, ...rest }: IconProps) {
    const labelled =
      Boolean(children) || Object.entries(rest).some(([name, value]) => isA11yProp(name) && value != null);
    // lucide-react merges its classes with the caller's, each token once, in this order.
    const classes = [...new Set([...iconClasses, ...(className ?? "").split(/\s+/)].filter(Boolean))].join(" ");
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size ?? 24,
        height: size ?? 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color ?? "currentColor",
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: classes,
        ...(labelled ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  };
}
