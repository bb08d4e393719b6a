/** A struck-through earlier price, read out as "was …"; nothing when there is none. */
export function WasPrice({ price, className }: { price?: string | null; className: string }) {
  if (!price) return null;
  return (
    <s className={className}>
      <span className="sr-only">was </span>
      {price}
    </s>
  );
}
