import CircleExclamationPoint from "lucide-react/icons/circle-exclamation-point";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** The classes of a text input or textarea: a border at 3:1 or more against white (WCAG 1.4.11). */
export function fieldClass(invalid: boolean) {
  return cn(
    "mt-2 block w-full rounded-xl border-2 bg-white px-4 py-3 text-base text-ink-900 placeholder:text-ink-500 focus:border-gulf-700 focus:outline-none disabled:bg-sand-100",
    invalid ? "border-sunset-600" : "border-field-border",
  );
}

/** The id of a field's inline error, for its aria-describedby. */
export const errorIdFor = (id: string) => `${id}-error`;

/** A label, its control and, when the value was refused, the reason right below it. */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-ink-900">
        {label}
        {hint && <span className="ml-2 text-sm font-normal text-ink-500">{hint}</span>}
      </label>
      {children}
      {error && (
        <p id={errorIdFor(id)} className="mt-2 flex items-start gap-1.5 text-sm font-semibold text-sunset-700">
          <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
