// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

/** A struck-through earlier price, read out as "was …"; nothing when there is none. */
export function WasPrice({ price, className }: { price?: string | null; className: string }) {
  if (!price) return null;
  return (
    <s className={className}>
      <span className="sr-only">{words.prices.was} </span>
      {price}
    </s>
  );
}
