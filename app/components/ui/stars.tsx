import { Star } from "lucide-react";

/** A row of filled stars with a text equivalent for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={className} role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: rating }, (_, i) => (
        <Star key={i} aria-hidden="true" className="inline size-5 fill-sun-400 text-sun-400" />
      ))}
    </span>
  );
}
