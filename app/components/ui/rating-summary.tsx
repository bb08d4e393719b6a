import { site } from "../../../core/site.ts";
import { cn } from "../../lib/cn.ts";
import { withFigures } from "../../lib/run-time-figures.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

/**
 * "5 stars from 50 reviews". When the business has a public reviews page
 * (PUBLIC_REVIEWS_URL), the words link to it, so a visitor can read the reviews behind the number.
 */
export function RatingSummary({ className }: { className?: string }) {
  const text = withFigures(words.ratings.summary, { rating: site.rating.value, reviewCount: site.rating.count });
  if (!site.reviewsUrl) return <span className={className}>{text}</span>;
  return (
    <a href={site.reviewsUrl} className={cn(className, "text-gulf-800 underline")} rel="noopener">
      {text}
    </a>
  );
}
