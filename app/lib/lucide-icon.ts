import { createElement, type ReactNode, type SVGProps } from "react";

/**
 * Stands in for lucide-react's `createLucideIcon` (vite.config.ts points the icon modules' import at
 * this file): every icon renders the same drawing as lucide-react's own, without its context
 * provider, forwardRef wrapper and generic attribute builder, about 1 KB compressed on every page,
 * and without what an `<svg>` inside HTML does not use: the `xmlns` attribute and lucide's own
 * `lucide lucide-<name>` classes, which no rule of the site selects (a page carries 30 to 70 icons
 * in its first response). docs/page-loading.md#the-icon-wrapper
 *
 * It honors the props this site passes (className, aria-*, any SVG attribute) and lucide's `size`,
 * `color`, `strokeWidth` and `children`; not `absoluteStrokeWidth` nor `LucideProvider` defaults.
 */
type IconData = {
  node: ReadonlyArray<readonly [string, Record<string, string>]>;
};

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };

const isA11yProp = (name: string) => name.startsWith("aria-") || name === "role" || name === "title";

export default function createLucideIcon(icon: IconData) {
  return function LucideIcon({ className, size, color, strokeWidth, children, ...rest }: IconProps) {
    const labelled =
      Boolean(children) || Object.entries(rest).some(([name, value]) => isA11yProp(name) && value != null);
    return createElement(
      "svg",
      {
        width: size ?? 24,
        height: size ?? 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color ?? "currentColor",
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className,
        ...(labelled ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  };
}
