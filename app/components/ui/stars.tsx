import Star from "lucide-react/icons/star";
import { withFigures } from "../../lib/run-time-figures.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

/** A row of filled stars with a text equivalent for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={className} role="img" aria-label={withFigures(words.ratings.stars, { rating })}>
      {Array.from({ length: rating }, (_, i) => (
        <Star key={i} aria-hidden="true" className="inline size-5 fill-sun-400 text-sun-400" />
      ))}
    </span>
  );
}
