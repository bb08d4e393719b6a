import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { services, servicesSection, type ServiceId } from "../../../content/services.ts";
import { cn } from "../../lib/cn.ts";
import { buttonVariants } from "../ui/button.tsx";
import { MarkedList } from "../ui/marked-list.tsx";
import { WasPrice } from "../ui/was-price.tsx";
import { Section, SectionHeading } from "../ui/section.tsx";
import { Link } from "../ui/link.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/services.json" with { type: "json" };

/**
 * Services and pricing: three services as tabs whose panel follows hover, focus or a tap
 * (wash & fold until another is chosen). Arrow keys move between the tabs as in the WAI-ARIA tabs pattern.
 * `actions` replaces a service's panel link, e.g. a sign-up button on the offer pages.
 */
export function ServicesPricing({
  id = "pricing",
  actions = {},
}: {
  id?: string;
  actions?: Partial<Record<ServiceId, ReactNode>>;
}) {
  const [selected, setSelected] = useState<ServiceId>("wash-fold");
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = services.find((s) => s.id === selected) ?? services[0];

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 0;
    const target = event.key === "Home" ? 0 : event.key === "End" ? services.length - 1 : step ? (index + step + services.length) % services.length : -1;
    if (target < 0) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
  }

  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} eyebrow={servicesSection.eyebrow} title={servicesSection.title} lead={servicesSection.lead} />
      <div className="grid gap-6 lg:grid-cols-[0.8fr_1.2fr]">
        <div role="tablist" aria-label={words.tabsLabel} aria-orientation="vertical" className="flex flex-col gap-3">
          {services.map((service, index) => {
            const isSelected = service.id === selected;
            return (
              <button
                key={service.id}
                ref={(el) => {
                  tabRefs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${service.id}`}
                aria-selected={isSelected}
                aria-controls={`${baseId}-panel`}
                tabIndex={isSelected ? 0 : -1}
                onPointerEnter={() => setSelected(service.id)}
                onFocus={() => setSelected(service.id)}
                onClick={() => setSelected(service.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  "flex items-center justify-between gap-4 rounded-[var(--radius-card)] border-2 p-5 text-left transition-colors",
                  isSelected ? "border-gulf-700 bg-gulf-700 text-white" : "border-sand-200 bg-white hover:border-gulf-300",
                )}
              >
                <span>
                  <span className="block text-xl font-bold">{service.title}</span>
                  <span className={cn("text-sm", isSelected ? "text-gulf-100" : "text-ink-500")}>
                    {service.available ? service.priceText : servicesSection.comingSoon}
                  </span>
                </span>
                <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
              </button>
            );
          })}
        </div>

        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          className="rounded-[var(--radius-card)] bg-white p-6 shadow-card sm:p-8"
        >
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-2">
            <h3 className="text-2xl font-extrabold">{current.title}</h3>
            {current.badge && (
              <span className="rounded-full bg-sun-300 px-3 py-0.5 text-sm font-bold text-ink-900">{current.badge}</span>
            )}
          </div>
          <p className="mt-3">
            <span className="text-4xl font-extrabold text-gulf-800">{current.priceText}</span>
            <WasPrice price={current.wasPriceText} className="ml-3 text-xl text-ink-500" />
          </p>
          <p className="mt-4 text-lg text-ink-700">{current.description}</p>
          <MarkedList
            items={current.details}
            marker={<Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-gulf-600" />}
            className="mt-5 space-y-2"
            itemClassName="flex items-start gap-2"
          />
          {actions[current.id] ? (
            <div className="mt-6">{actions[current.id]}</div>
          ) : current.link ? (
            <Link to={current.link.to} className={cn(buttonVariants({ variant: "primary" }), "mt-6")}>
              {current.link.label}
            </Link>
          ) : (
            <p className="mt-6 inline-block rounded-full bg-sand-100 px-4 py-2 font-semibold text-ink-700">{servicesSection.comingSoon}</p>
          )}
        </div>
      </div>
    </Section>
  );
}
