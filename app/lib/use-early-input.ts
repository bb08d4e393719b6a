import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Hands `adopt` what the visitor typed, picked or ticked in the named fields of a prerendered form
 * before React took it over, once, when React takes it over.
 *
 * Pages hydrate well after their first paint (docs/page-loading.md#hydration-after-the-first-paint), so on
 * a slow phone people fill in fields first. Hydration leaves the field's text alone but starts the
 * component from its initial state: the field shows what was typed while the state holds the
 * prerendered value, the next render puts that value back in the field (the first letters vanish),
 * and a submit reads the stale state. Adopting the field's current value into the state closes the
 * gap. A layout effect runs as the hydrated form is committed, before the browser paints it and
 * before any key pressed later is handled, so nothing typed in between is missed.
 *
 * Only fields the visitor changed are reported (a value that differs from the one in the HTML), so a
 * form nobody touched renders nothing more.
 */
export function useEarlyInput<Name extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  names: readonly Name[],
  adopt: (changed: Partial<Record<Name, string>>) => void,
): void {
  // Read once, on mount: from then on the form's own change handlers keep its state.
  const mount = useRef({ names, adopt });
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const changed = changedFields(form, mount.current.names);
    if (Object.keys(changed).length > 0) mount.current.adopt(changed);
  }, [formRef]);
}

/**
 * The current value of each of `names` whose value differs from the HTML's: a text field's text, the
 * value of the radio button now checked, a select's value, or a checkbox's value ("" when unticked).
 */
export function changedFields<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Partial<Record<Name, string>> {
  const changed: Partial<Record<Name, string>> = {};
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name") as Name | null;
    if (name === null || !names.includes(name)) continue;
    const value = changedValue(element);
    if (value !== undefined) changed[name] = value;
  }
  return changed;
}

function changedValue(element: Element): string | undefined {
  if (element instanceof HTMLInputElement) {
    if (element.type === "radio") return element.checked && !element.defaultChecked ? element.value : undefined;
    if (element.type === "checkbox") {
      if (element.checked === element.defaultChecked) return undefined;
      return element.checked ? element.value : "";
    }
  } else if (element instanceof HTMLSelectElement) {
    return Array.from(element.options).some((option) => option.selected !== option.defaultSelected) ? element.value : undefined;
  } else if (!(element instanceof HTMLTextAreaElement)) {
    return undefined;
  }
  return element.value !== element.defaultValue ? element.value : undefined;
}
