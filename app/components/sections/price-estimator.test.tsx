// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { estimator as planning } from "../../../content/estimator.ts";
import { estimateWords, estimatorCopy as words } from "../../../content/estimator-copy.ts";

/** The estimator's words with a figure put in: figure("{{count}} bags", "count", 3) → "3 bags". */
const figure = (text: string, name: string, value: string | number) => text.replaceAll(`{{${name}}}`, String(value));
/** The first words of a text, before its first figure: what it says whatever the figures. */
const fixedStart = (text: string) => text.slice(0, text.indexOf("{{")).trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The largest household and the smallest one offered, and a bag count that reads as a plural. */
const largest = Math.max(...planning.householdSizes);
const smallest = Math.min(...planning.householdSizes);
const bags = planning.bagCounts.find((count) => count > 1) ?? planning.bagCounts[0];

afterEach(() => {
  cleanup();
  vi.doUnmock("../../../content/business.ts");
  vi.resetModules();
});

/**
 * Renders the estimator with the business config it imports, optionally with other prices and a
 * first-order discount in percent (null: the offer paused).
 */
async function renderEstimator(pricing?: Record<string, number>, discountPercent?: number | null) {
  if (pricing) {
    vi.doMock("../../../content/business.ts", async (importOriginal) => {
      const { business } = await importOriginal<typeof import("../../../content/business.ts")>();
      const firstOrderOffer =
        discountPercent === undefined ? business.firstOrderOffer : discountPercent === null ? null : { discountPercent, discount: `${discountPercent}%` };
      return { business: { ...business, pricing: { ...business.pricing, ...pricing }, firstOrderOffer } };
    });
  }
  const { PriceEstimator } = await import("./price-estimator.tsx");
  const { estimator } = await import("../../../content/estimator.ts");
  const Stub = createRoutesStub([{ path: "/", Component: () => <PriceEstimator /> }]);
  const result = render(<Stub />);
  await screen.findByRole("heading", { name: words.title });
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
    const { container, estimator } = await renderEstimator({ washFoldPerLb: 2, minimumOrderLb: 1 }, 25);
    const pounds = largest * estimator.poundsPerPersonPerWeek;
    const shown = panel(container, `household-${largest}`);
    expect(shown.getByText(`${pounds} lb`)).toBeTruthy();
    expect(shown.getByText(`$${(pounds * 2).toFixed(2)}`)).toBeTruthy();
    expect(shown.getByText(figure(estimateWords.estimate.price, "rate", "$2.00"))).toBeTruthy();
    expect(shown.getByText(figure(estimateWords.estimate.firstOrder, "discount", "25%"))).toBeTruthy();
    expect(shown.getByText(`$${(pounds * 2 * 0.75).toFixed(2)}`)).toBeTruthy();
    expect(shown.getByText(figure(estimateWords.estimate.overMinimum, "minimum", 1))).toBeTruthy();
  });

  it("bills a load under the minimum as the minimum", async () => {
    // A minimum just above the smallest household's week, whatever the planning figures say.
    const minimum = smallest * planning.poundsPerPersonPerWeek + 12;
    const { container } = await renderEstimator({ washFoldPerLb: 2, minimumOrderLb: minimum }, 10);
    const shown = panel(container, `household-${smallest}`);
    expect(shown.getByText(figure(estimateWords.estimate.underMinimum, "minimum", minimum))).toBeTruthy();
    expect(shown.getByText(`$${(minimum * 2).toFixed(2)}`)).toBeTruthy();
    expect(shown.getByText(`$${(minimum * 2 * 0.9).toFixed(2)}`)).toBeTruthy();
    expect(shown.getByText(figure(estimateWords.estimate.saved, "saved", `$${(minimum * 2 * 0.1).toFixed(2)}`))).toBeTruthy();
  });

  it("while the owner has paused the first-order offer, shows the price alone and says nothing of a discount", async () => {
    const { container } = await renderEstimator({ washFoldPerLb: 2, minimumOrderLb: 1 }, null);
    const shown = panel(container, `household-${largest}`);
    expect(shown.getByText(`$${(largest * planning.poundsPerPersonPerWeek * 2).toFixed(2)}`)).toBeTruthy();
    for (const line of [estimateWords.estimate.firstOrder, estimateWords.estimate.saved]) expect(container.textContent).not.toContain(fixedStart(line));
  });

  it("states its assumptions, with the figures of content/estimator.ts", async () => {
    const { estimator } = await renderEstimator();
    const { perPerson, perBag, minimum } = words.assumptions;
    for (const note of [perPerson, perBag, minimum]) expect(screen.getByText(note)).toBeTruthy();
    expect(perPerson).toContain(`${estimator.poundsPerPersonPerWeek}`);
    expect(perBag).toContain(`${estimator.poundsPerKitchenBag}`);
  });

  it("is a labelled group of radio buttons, one checked, with a CSS rule showing each choice's panel", async () => {
    const { container, estimator } = await renderEstimator();
    const group = screen.getByRole("group", { name: words.question });
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(estimator.householdSizes.length + estimator.bagCounts.length);
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    expect(screen.getByRole("radio", { name: figure(estimateWords.choices.people, "count", estimator.defaultChoice.count) })).toHaveProperty("checked", true);
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
    fireEvent.click(screen.getByRole("radio", { name: bags === 1 ? estimateWords.choices.oneBag : figure(estimateWords.choices.bags, "count", bags) }));
    const shown = panel(container, `bags-${bags}`);
    const price = shown.getByText(/^\$\d+\.\d\d$/, { selector: "dd" }).textContent ?? "";
    const choice = bags === 1 ? estimateWords.estimateFor.oneBag : figure(estimateWords.estimateFor.bags, "count", bags);
    const heading = figure(estimateWords.estimate.title, "choice", choice);
    expect(shown.getByRole("heading", { level: 3 }).textContent).toBe(heading);
    expect(status.textContent).toMatch(new RegExp(`^${escape(heading)}: ${escape(figure(estimateWords.announcement.weight, "pounds", "<>")).replace("<>", "\\d+")}, `));
    expect(status.textContent).toContain(price);
    expect(status.textContent?.endsWith(".")).toBe(true);
  });
});
