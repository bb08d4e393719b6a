/** Formats a price the way every page shows it: two decimals after a dollar sign. */
export function formatPrice(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** "a, b and c". */
export function listSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
