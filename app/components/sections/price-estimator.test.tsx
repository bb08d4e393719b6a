// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  cleanup();
  vi.doUnmock("../../../content/business.ts");
  vi.resetModules();
});

/** Renders the estimator with the business config it imports, optionally with other prices. */
async function renderEstimator(pricing?: Record<string, number>) {
  if (pricing) {
    vi.doMock("../../../content/business.ts", async (importOriginal) => {
      const { business } = await importOriginal<typeof import("../../../content/business.ts")>();
      return { business: { ...business, pricing: { ...business.pricing, ...pricing } } };
    });
  }
  const { PriceEstimator } = await import("./price-estimator.tsx");
  const { estimator } = await import("../../../content/estimator.ts");
  const Stub = createRoutesStub([{ path: "/", Component: () => <PriceEstimator /> }]);
  const result = render(<Stub />);
  await screen.findByRole("heading", { name: "What will my laundry cost?" });
  return { ...result, estimator };
}

/** The estimate panel shown for a choice (the others are hidden by CSS, which jsdom does not apply). */
function panel(container: HTMLElement, id: string) {
  const element = container.querySelector<HTMLElement>(`[data-estimate="${id}"]`);
  if (!element) throw new Error(`no panel for ${id}`);
  return within(element);
}

describe("PriceEstimator", () => {
  it("computes every figure from the business config: a price change changes the estimate", async () => {
    const { container, estimator } = await renderEstimator({ washFoldPerLb: 2, minimumOrderLb: 10, firstOrderDiscountPercent: 25 });
    const pounds = 4 * estimator.poundsPerPersonPerWeek;
    const four = panel(container, "household-4");
    expect(four.getByText(`${pounds} lb`)).toBeTruthy();
    expect(four.getByText(`$${(pounds * 2).toFixed(2)}`)).toBeTruthy();
    expect(four.getByText("Price at $2.00/lb")).toBeTruthy();
    expect(four.getByText("Your first order, 25% off")).toBeTruthy();
    expect(four.getByText(`$${(pounds * 2 * 0.75).toFixed(2)}`)).toBeTruthy();
    expect(four.getByText("Above the 10 lb minimum order.")).toBeTruthy();
  });

  it("bills a load under the minimum as the minimum", async () => {
    const { container, estimator } = await renderEstimator({ washFoldPerLb: 2, minimumOrderLb: 20, firstOrderDiscountPercent: 10 });
    expect(estimator.poundsPerPersonPerWeek).toBeLessThan(20);
    const one = panel(container, "household-1");
    expect(one.getByText("Under the 20 lb minimum, so it is billed as 20 lb.")).toBeTruthy();
    expect(one.getByText("$40.00")).toBeTruthy();
    expect(one.getByText("$36.00")).toBeTruthy();
    expect(one.getByText("(you save $4.00)")).toBeTruthy();
  });

  it("states its assumptions from content/estimator.ts", async () => {
    const { estimator } = await renderEstimator();
    expect(screen.getByText(new RegExp(`About ${estimator.poundsPerPersonPerWeek} lb per person per week`))).toBeTruthy();
    expect(screen.getByText(new RegExp(`About ${estimator.poundsPerKitchenBag} lb in a full 13-gallon kitchen bag`))).toBeTruthy();
  });

  it("is a labelled group of radio buttons, one checked, with a CSS rule showing each choice's panel", async () => {
    const { container, estimator } = await renderEstimator();
    const group = screen.getByRole("group", { name: "How much laundry?" });
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(estimator.householdSizes.length + estimator.bagCounts.length);
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    expect(screen.getByRole("radio", { name: `${estimator.defaultChoice.count} people` })).toHaveProperty("checked", true);
    const css = container.querySelector("style")?.textContent ?? "";
    for (const radio of radios) {
      const id = (radio as HTMLInputElement).value;
      expect(css).toContain(`:has(input[value=${id}]:checked) [data-estimate=${id}]{display:block}`);
      expect(container.querySelector(`[data-estimate="${id}"]`)?.classList.contains("hidden")).toBe(true);
    }
  });

  it("announces the new estimate when the choice changes", async () => {
    const { container } = await renderEstimator();
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    fireEvent.click(screen.getByRole("radio", { name: "3 bags" }));
    const shown = panel(container, "bags-3");
    const price = shown.getByText(/^\$\d+\.\d\d$/, { selector: "dd" }).textContent ?? "";
    expect(status.textContent).toMatch(/^Estimate for 3 full kitchen bags: about \d+ lb/);
    expect(status.textContent).toContain(price);
  });
});
