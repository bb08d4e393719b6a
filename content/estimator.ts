/**
 * The price estimator on Home and the FAQ page: the planning figures it turns a household or a
 * number of bags into pounds with. Prices, the minimum order and the first-order discount are not
 * here: they come from content/business.ts, so the estimate follows a price change by itself.
 *
 * These are round rules of thumb, stated on the page as assumptions, not measurements: every order
 * is weighed and billed at its actual weight.
 */
export const estimator = {
  /** A week of laundry for one person: their clothes plus a share of the towels and sheets. */
  poundsPerPersonPerWeek: 8,
  /** One full 13-gallon ("tall") kitchen bag of mixed clothes. */
  poundsPerKitchenBag: 15,
  /** The household sizes offered, in people. */
  householdSizes: [1, 2, 3, 4, 5],
  /** The bag counts offered. */
  bagCounts: [1, 2, 3, 4],
  /** The choice shown before the visitor picks one. */
  defaultChoice: { by: "household", count: 2 },
} as const;

export type EstimateBasis = "household" | "bags";
