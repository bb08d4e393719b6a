import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";
import { homePage } from "../../../content/home.ts";
import { site } from "../../../core/site.ts";
import { formatPrice } from "../../../core/format.ts";
import { Section, SectionHeading } from "../ui/section.tsx";
import { WasPrice } from "../ui/was-price.tsx";

/** Our per-pound price against the usual alternatives. Words in content/home.ts; the alternatives in content/business.json. */
export function PriceComparison() {
  const { compare } = homePage;
  const rows = [
    {
      name: site.brandName,
      price: site.price.perLb,
      originalPrice: site.price.wasPerLb,
      delivery: true,
      note: compare.ourNote,
      highlight: true,
    },
    ...site.competitors.map((c) => ({
      name: c.name,
      price: `${formatPrice(c.pricePerLb)}/lb`,
      originalPrice: undefined,
      delivery: c.delivery,
      note: c.note,
      highlight: false,
    })),
  ];
  return (
    <Section aria-labelledby="compare-title" className="bg-white">
      <SectionHeading
        id="compare-title"
        eyebrow={compare.eyebrow}
        title={compare.title}
        lead={compare.lead}
      />
      <div className="grid gap-5 md:grid-cols-3">
        {rows.map((row) => (
          <div
            key={row.name}
            className={
              row.highlight
                ? "rounded-[var(--radius-card)] bg-gulf-700 p-6 text-white shadow-card ring-4 ring-sun-300"
                : "rounded-[var(--radius-card)] border border-sand-200 bg-sand-50 p-6"
            }
          >
            <h3 className="text-lg font-bold">{row.name}</h3>
            <p className="mt-3">
              <span className="text-4xl font-extrabold">{row.price}</span>
              {/* The card's color again under the struck price: a contrast checker that scrolls to it while
                  the bands above take their real heights (content-visibility) reads the color under its old
                  place; its own background keeps the answer right. It looks the same. */}
              <WasPrice price={row.originalPrice} className="ml-2 bg-gulf-700 text-lg text-gulf-100" />
            </p>
            {row.highlight && (
              <p className="mt-2 inline-block rounded-full bg-sun-300 px-3 py-0.5 text-sm font-bold text-ink-900">
                {site.pricing.promoBadge}
              </p>
            )}
            <p className="mt-4 flex items-start gap-2">
              {row.delivery ? (
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-300" />
              ) : (
                <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sunset-600" />
              )}
              <span>
                <span className="sr-only">{`${row.delivery ? compare.withDelivery : compare.withoutDelivery} `}</span>
                {row.note}
              </span>
            </p>
          </div>
        ))}
      </div>
    </Section>
  );
}
