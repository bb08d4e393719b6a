/**
 * The limits and fees of the Terms of Service and the Privacy Policy. The legal pages
 * (content/legal/<language>/*.md) quote them through placeholders such as {{claimWindowDays}}, so a fee is changed
 * here once. Each page's date is in its own front matter.
 */
export const policies = {
  /** Damage or loss must be reported within this many days of delivery. */
  claimWindowDays: 7,
  /** Reimbursement is capped at a multiple of the cleaning cost, depending on how it is paid. */
  reimbursementCap: { creditMultiple: 3, refundMultiple: 2 },

  /** Fees in whole US dollars. */
  fees: {
    missedPickup: { min: 10, max: 25 },
    unsanitaryLaundry: 20,
    hazardousItems: 100,
  },

  /** Unpaid balances may be referred to collections after this many days. */
  collectionsAfterDays: 60,
  /** The reply that stops text messages. */
  smsStopKeyword: "STOP",
  /** The law that governs the terms. */
  governingLaw: "Florida",
} as const;
