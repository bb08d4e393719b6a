import { site } from "../../../core/site.ts";
import { cn } from "../../lib/cn.ts";

/**
 * "5 stars from 50 reviews". When the business has a public reviews page
 * (PUBLIC_REVIEWS_URL), the words link to it, so a visitor can read the reviews behind the number.
 */
export function RatingSummary({ className }: { className?: string }) {
  const text = `${site.rating.value} stars from ${site.rating.count} reviews`;
  if (!site.reviewsUrl) return <span className={className}>{text}</span>;
  return (
    <a href={site.reviewsUrl} className={cn(className, "text-gulf-800 underline")} rel="noopener">
      {text}
    </a>
  );
}
