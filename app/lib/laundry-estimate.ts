import { estimator, type EstimateBasis } from "../../content/estimator.ts";
import { estimateWords } from "../../content/estimator-copy.ts";
import { formatPrice } from "../../core/format.ts";
import { site } from "../../core/site.ts";
import { withFigures } from "./run-time-figures.ts";

/** The business figures an estimate depends on (content/business.ts: `pricing`, and the offer). */
export type EstimatePricing = {
  washFoldPerLb: number;
  minimumOrderLb: number;
  /** The first-order discount, in percent; null while the offer is paused. */
  discountPercent: number | null;
};

const sitePricing: EstimatePricing = { ...site.pricing, discountPercent: site.firstOrderOffer?.discountPercent ?? null };

/** The planning figures that turn a choice into pounds (content/estimator.ts). */
export type EstimateAssumptions = {
  poundsPerPersonPerWeek: number;
  poundsPerKitchenBag: number;
};

export type Estimate = {
  /** Estimated weight of the laundry. */
  pounds: number;
  /** The weight billed: the estimate, or the minimum order when the estimate is below it. */
  billedPounds: number;
  minimumApplies: boolean;
  /** Price of the billed weight at the current rate, in cents. */
  priceCents: number;
  /** While the offer runs: the first-order discount on that price, and what the first order costs after it, in cents. */
  firstOrder: { discountCents: number; cents: number } | null;
};

/** Pounds for a household's week of laundry or for a number of full kitchen bags. */
export function estimatePounds(
  basis: EstimateBasis,
  count: number,
  assumptions: EstimateAssumptions = estimator,
): number {
  const perUnit = basis === "household" ? assumptions.poundsPerPersonPerWeek : assumptions.poundsPerKitchenBag;
  return count * perUnit;
}

/**
 * What an order of this weight costs: the minimum order applies first, then the first-order
 * discount comes off the order's price. Money is computed in whole cents so the three figures
 * always add up as shown.
 */
export function estimatePrice(pounds: number, pricing: EstimatePricing = sitePricing): Estimate {
  const billedPounds = Math.max(pounds, pricing.minimumOrderLb);
  const priceCents = Math.round(billedPounds * pricing.washFoldPerLb * 100);
  const discountCents = pricing.discountPercent === null ? null : Math.round((priceCents * pricing.discountPercent) / 100);
  return {
    pounds,
    billedPounds,
    minimumApplies: pounds < pricing.minimumOrderLb,
    priceCents,
    firstOrder: discountCents === null ? null : { discountCents, cents: priceCents - discountCents },
  };
}

/** Whole cents as the site shows money: 2384 → "$23.84". */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}

/** How the estimator names its choices (content/pages/<language>/estimator.json): the labels, and what an estimate is for. */
export type ChoiceWords = {
  choices: { onePerson: string; people: string; oneBag: string; bags: string };
  estimateFor: { onePerson: string; people: string; oneBag: string; bags: string };
};

export type EstimateChoice = {
  /** The radio button's value, e.g. "household-2". */
  id: string;
  basis: EstimateBasis;
  count: number;
  /** The radio button's label: "2 people", "3 bags" (in the page's language). */
  label: string;
  /** What the estimate is for: "a week of laundry for 2 people". */
  description: string;
  estimate: Estimate;
};

/** Every choice the estimator offers, with its estimate, households first, named in `words`. */
export function estimateChoices(
  pricing: EstimatePricing = sitePricing,
  assumptions: EstimateAssumptions = estimator,
  options: { householdSizes: readonly number[]; bagCounts: readonly number[] } = estimator,
  words: ChoiceWords = estimateWords,
): EstimateChoice[] {
  /** The words for one of a thing, or for `count` of them. */
  const named = (count: number, one: string, several: string) => (count === 1 ? one : withFigures(several, { count }));
  const households = options.householdSizes.map((count) => ({
    basis: "household" as const,
    count,
    label: named(count, words.choices.onePerson, words.choices.people),
    description: named(count, words.estimateFor.onePerson, words.estimateFor.people),
  }));
  const bags = options.bagCounts.map((count) => ({
    basis: "bags" as const,
    count,
    label: named(count, words.choices.oneBag, words.choices.bags),
    description: named(count, words.estimateFor.oneBag, words.estimateFor.bags),
  }));
  return [...households, ...bags].map((choice) => ({
    ...choice,
    id: `${choice.basis}-${choice.count}`,
    estimate: estimatePrice(estimatePounds(choice.basis, choice.count, assumptions), pricing),
  }));
}
