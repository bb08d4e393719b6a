import { describe, expect, it } from "vitest";
import { estimator } from "../../content/estimator.ts";
import { estimateWords as words } from "../../content/estimator-copy.ts";
import { site } from "../../core/site.ts";
import { estimateChoices, estimatePounds, estimatePrice, formatCents } from "./laundry-estimate.ts";

const pricing = { washFoldPerLb: 2, minimumOrderLb: 10, discountPercent: 25 };
const assumptions = { poundsPerPersonPerWeek: 7, poundsPerKitchenBag: 12 };

describe("estimatePounds", () => {
  it("multiplies people or bags by the planning figures", () => {
    expect(estimatePounds("household", 3, assumptions)).toBe(21);
    expect(estimatePounds("bags", 2, assumptions)).toBe(24);
  });

  it("uses content/estimator.ts by default", () => {
    expect(estimatePounds("household", 2)).toBe(2 * estimator.poundsPerPersonPerWeek);
    expect(estimatePounds("bags", 3)).toBe(3 * estimator.poundsPerKitchenBag);
  });
});

describe("estimatePrice", () => {
  it("prices the weight at the given rate and takes the first-order discount off", () => {
    expect(estimatePrice(24, pricing)).toEqual({
      pounds: 24,
      billedPounds: 24,
      minimumApplies: false,
      priceCents: 4800,
      firstOrder: { discountCents: 1200, cents: 3600 },
    });
  });

  it("follows a price change", () => {
    expect(estimatePrice(24, { ...pricing, washFoldPerLb: 2.5 }).priceCents).toBe(6000);
  });

  it("bills a small load as the minimum order", () => {
    const small = estimatePrice(7, pricing);
    expect(small.minimumApplies).toBe(true);
    expect(small.billedPounds).toBe(10);
    expect(small.priceCents).toBe(2000);
    expect(estimatePrice(10, pricing).minimumApplies).toBe(false);
  });

  it("rounds to whole cents so the discount and the first-order price add up to the price", () => {
    const odd = estimatePrice(16, { washFoldPerLb: 1.37, minimumOrderLb: 10, discountPercent: 15 });
    expect(odd.priceCents).toBe(2192);
    expect(odd.firstOrder?.discountCents).toBe(329);
    expect(odd.firstOrder!.discountCents + odd.firstOrder!.cents).toBe(odd.priceCents);
  });

  it("uses the business config by default", () => {
    const pounds = site.pricing.minimumOrderLb + 5;
    const estimate = estimatePrice(pounds);
    expect(estimate.priceCents).toBe(Math.round(pounds * site.pricing.washFoldPerLb * 100));
    const offer = site.firstOrderOffer;
    expect(estimate.firstOrder?.discountCents ?? null).toBe(offer ? Math.round((estimate.priceCents * offer.discountPercent) / 100) : null);
  });

  it("has no first-order figures while the offer is paused", () => {
    expect(estimatePrice(24, { ...pricing, discountPercent: null })).toMatchObject({ priceCents: 4800, firstOrder: null });
  });
});

describe("estimateChoices", () => {
  it("offers every household size and bag count, with labels and estimates", () => {
    const choices = estimateChoices(pricing, assumptions, { householdSizes: [1, 2], bagCounts: [1, 3] });
    const { choices: labels, estimateFor } = words;
    expect(choices.map((c) => [c.id, c.label, c.description])).toEqual([
      ["household-1", labels.onePerson, estimateFor.onePerson],
      ["household-2", labels.people.replace("{{count}}", "2"), estimateFor.people.replace("{{count}}", "2")],
      ["bags-1", labels.oneBag, estimateFor.oneBag],
      ["bags-3", labels.bags.replace("{{count}}", "3"), estimateFor.bags.replace("{{count}}", "3")],
    ]);
    expect(choices[0]?.estimate).toMatchObject({ pounds: 7, billedPounds: 10, minimumApplies: true, priceCents: 2000 });
    expect(choices[3]?.estimate).toMatchObject({ pounds: 36, priceCents: 7200, firstOrder: { discountCents: 1800, cents: 5400 } });
  });

  it("names the choices in the words it is given", () => {
    const named = { choices: { onePerson: "una persona", people: "{{count}} personas", oneBag: "una bolsa", bags: "{{count}} bolsas" }, estimateFor: { onePerson: "1 p", people: "{{count}} p", oneBag: "1 b", bags: "{{count}} b" } };
    const choices = estimateChoices(pricing, assumptions, { householdSizes: [1, 4], bagCounts: [2] }, named);
    expect(choices.map((c) => [c.label, c.description])).toEqual([
      ["una persona", "1 p"],
      ["4 personas", "4 p"],
      ["2 bolsas", "2 b"],
    ]);
  });

  it("includes the default choice", () => {
    const { by, count } = estimator.defaultChoice;
    expect(estimateChoices().map((c) => c.id)).toContain(`${by}-${count}`);
  });
});

describe("formatCents", () => {
  it("writes cents as dollars", () => {
    expect(formatCents(2384)).toBe("$23.84");
    expect(formatCents(500)).toBe("$5.00");
    expect(formatCents(123456)).toBe("$1,234.56");
  });
});
