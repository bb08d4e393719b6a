// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState, type ChangeEvent } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useEarlyInput } from "./use-early-input.ts";

const names = ["name", "message", "size", "bags", "updates"] as const;
type Name = (typeof names)[number];
const initial: Record<Name, string> = { name: "", message: "", size: "m", bags: "1", updates: "" };

/** A controlled form with one field of each kind, its state written out beside it. */
function Form({ start = initial, onAdopt }: { start?: Record<Name, string>; onAdopt?: (changed: Partial<Record<Name, string>>) => void }) {
  const [values, setValues] = useState(start);
  const [, setRenders] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, names, (changed) => {
    onAdopt?.(changed);
    setValues((current) => ({ ...current, ...changed }));
  });
  const onChange = (name: Name) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { target } = event;
    const value = target instanceof HTMLInputElement && target.type === "checkbox" && !target.checked ? "" : target.value;
    setValues((current) => ({ ...current, [name]: value }));
  };
  return (
    <form ref={formRef}>
      <input aria-label="Name" name="name" value={values.name} onChange={onChange("name")} />
      <textarea aria-label="Message" name="message" value={values.message} onChange={onChange("message")} />
      <select aria-label="Size" name="size" value={values.size} onChange={onChange("size")}>
        <option value="s">Small</option>
        <option value="m">Medium</option>
      </select>
      {["1", "2", "3"].map((bags) => (
        <input
          key={bags}
          type="radio"
          aria-label={`${bags} bags`}
          name="bags"
          value={bags}
          checked={values.bags === bags}
          onChange={onChange("bags")}
        />
      ))}
      <input type="checkbox" aria-label="Updates" name="updates" value="yes" checked={values.updates === "yes"} onChange={onChange("updates")} />
      {/* Not one of the names asked for: left alone. */}
      <input aria-label="Other" name="other" defaultValue="" />
      <output>{JSON.stringify(values)}</output>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Render again
      </button>
    </form>
  );
}

/** The prerendered form in the document, not yet hydrated. */
function prerender(start = initial) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form start={start} />);
  document.body.append(container);
  const field = <T extends Element>(selector: string) => {
    const element = container.querySelector<T>(selector);
    if (!element) throw new Error(`no ${selector}`);
    return element;
  };
  return { container, field };
}

const state = () => JSON.parse(screen.getByRole("status").textContent ?? "") as Record<Name, string>;

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("useEarlyInput", () => {
  it("adopts every field changed before hydration into the state, and a later render keeps them", () => {
    const { container, field } = prerender();
    field<HTMLInputElement>('[name="name"]').value = "Early Visitor";
    field<HTMLTextAreaElement>('[name="message"]').value = "Two bags, please.";
    field<HTMLSelectElement>('[name="size"]').value = "s";
    field<HTMLInputElement>('[name="bags"][value="3"]').checked = true;
    field<HTMLInputElement>('[name="updates"]').checked = true;
    field<HTMLInputElement>('[name="other"]').value = "not asked for";
    const onAdopt = vi.fn();

    render(<Form onAdopt={onAdopt} />, { container, hydrate: true });

    const typed = { name: "Early Visitor", message: "Two bags, please.", size: "s", bags: "3", updates: "yes" };
    expect(onAdopt).toHaveBeenCalledTimes(1);
    expect(onAdopt).toHaveBeenCalledWith(typed);
    expect(state()).toEqual(typed);
    fireEvent.click(screen.getByRole("button", { name: "Render again" }));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Name" }).value).toBe("Early Visitor");
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" }).value).toBe("Two bags, please.");
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Size" }).value).toBe("s");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "3 bags" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Updates" }).checked).toBe(true);
  });

  it("reports only the fields that changed: a box unticked as empty, a radio button put back as nothing", () => {
    const start = { ...initial, name: "Rosa", bags: "2", updates: "yes" };
    const { container, field } = prerender(start);
    field<HTMLInputElement>('[name="updates"]').checked = false;
    field<HTMLInputElement>('[name="bags"][value="3"]').checked = true;
    field<HTMLInputElement>('[name="bags"][value="2"]').checked = true;
    const onAdopt = vi.fn();

    render(<Form start={start} onAdopt={onAdopt} />, { container, hydrate: true });

    expect(onAdopt).toHaveBeenCalledWith({ updates: "" });
    expect(state()).toEqual({ ...start, updates: "" });
    // The form's own handler takes over from here.
    fireEvent.click(screen.getByRole("checkbox", { name: "Updates" }));
    expect(state().updates).toBe("yes");
  });

  it("leaves an untouched form alone", () => {
    const { container } = prerender();
    const onAdopt = vi.fn();
    render(<Form onAdopt={onAdopt} />, { container, hydrate: true });
    expect(onAdopt).not.toHaveBeenCalled();
    expect(state()).toEqual(initial);
  });
});
