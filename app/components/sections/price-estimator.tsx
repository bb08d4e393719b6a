import { useState, type FormEvent } from "react";
import { estimator } from "../../../content/estimator.ts";
import { estimateWords, estimatorCopy as words } from "../../../content/estimator-copy.ts";
import { site } from "../../../core/site.ts";
import { cn } from "../../lib/cn.ts";
import { estimateChoices, formatCents, type EstimateChoice } from "../../lib/laundry-estimate.ts";
import { withFigures } from "../../lib/run-time-figures.ts";
import { ScheduleLink } from "../ui/schedule-link.tsx";
import { Section, SectionHeading } from "../ui/section.tsx";

const { pricing } = site;
/** The price per pound and the minimum order, as the estimate's words name them ({{rate}}, {{minimum}}). */
const rate = { rate: site.price.now };
const minimum = { minimum: pricing.minimumOrderLb };
/** What an estimate's panel says, and what a screen reader hears when the choice changes. */
const { estimate: panelWords, announcement } = estimateWords;
const defaultChoiceId = `${estimator.defaultChoice.by}-${estimator.defaultChoice.count}`;

/**
 * The price estimator; its words in content/estimator-copy.ts, with the figures of each estimate put in
 * when the page runs (from the business config, so they follow a price change). Every choice's estimate is in the HTML; a CSS rule per
 * choice shows the one whose radio button is checked, so it works before the page's script has
 * loaded, or with none. React only adds the spoken announcement when the choice changes.
 * docs/decisions/021-price-estimator-without-javascript.md
 */
export function PriceEstimator({ id = "estimator", className }: { id?: string; className?: string }) {
  const choices = estimateChoices();
  const [announcement, setAnnouncement] = useState("");

  function onChange(event: FormEvent<HTMLFieldSetElement>) {
    const input = event.target as HTMLInputElement;
    const choice = choices.find((c) => c.id === input.value);
    if (choice) setAnnouncement(spokenEstimate(choice));
  }

  const households = choices.filter((c) => c.basis === "household");
  const bags = choices.filter((c) => c.basis === "bags");

  return (
    <Section id={id} aria-labelledby={`${id}-title`} className={className}>
      {/* Our own constants only: the option ids are plain identifiers such as household-2. First
          child of its parent, where HTML allows a <style> in the body. */}
      <style dangerouslySetInnerHTML={{ __html: visibilityRules(choices) }} />
      <SectionHeading
        id={`${id}-title`}
        eyebrow={words.eyebrow}
        title={words.title}
        lead={words.lead}
      />
      <div
        data-estimator=""
        className="mx-auto grid max-w-5xl overflow-hidden rounded-[var(--radius-card)] bg-white shadow-card ring-1 ring-sand-200 lg:grid-cols-[1.1fr_1fr]"
      >
        <form className="p-6 sm:p-8" onSubmit={(event) => event.preventDefault()}>
          <fieldset onChange={onChange}>
            <legend className="text-2xl font-extrabold text-ink-900">{words.question}</legend>
            <ChoiceGroup legend={words.householdsLabel} name={`${id}-choice`} choices={households} />
            <ChoiceGroup legend={words.bagsLabel} name={`${id}-choice`} choices={bags} />
          </fieldset>
        </form>

        <div className="flex flex-col bg-gulf-700 p-6 text-white sm:p-8">
          {choices.map((choice) => (
            <EstimatePanel key={choice.id} choice={choice} />
          ))}
          <div className="mt-6 flex flex-col gap-3 border-t border-white/20 pt-6 sm:flex-row sm:items-center lg:mt-auto">
            <ScheduleLink variant="light">{words.scheduleButton}</ScheduleLink>
            <p className="text-sm text-gulf-100">{words.noCard}</p>
          </div>
        </div>
        <div className="bg-sand-100 px-6 py-5 text-sm text-ink-700 sm:px-8 lg:col-span-2">
          <h3 className="font-bold text-ink-900">{words.assumptions.title}</h3>
          <ul className="mt-2 grid list-disc gap-x-8 gap-y-1 pl-5 marker:text-gulf-600 md:grid-cols-3">
            <li>{words.assumptions.perPerson}</li>
            <li>{words.assumptions.perBag}</li>
            <li>{words.assumptions.minimum}</li>
          </ul>
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Section>
  );
}

function ChoiceGroup({ legend, name, choices }: { legend: string; name: string; choices: EstimateChoice[] }) {
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-bold uppercase tracking-widest text-gulf-700">{legend}</legend>
      <div className="mt-3 flex flex-wrap gap-2.5">
        {choices.map((choice) => (
          <label key={choice.id} className="relative">
            <input
              type="radio"
              name={name}
              value={choice.id}
              defaultChecked={choice.id === defaultChoiceId}
              className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full"
            />
            <span className="flex min-h-12 items-center gap-2.5 rounded-full border-2 border-sand-200 bg-sand-50 px-4 font-semibold text-ink-900 transition-colors peer-checked:border-gulf-700 peer-checked:bg-gulf-700 peer-checked:text-white peer-hover:border-gulf-300 peer-checked:peer-hover:border-gulf-800">
              <span
                aria-hidden="true"
                className="size-4 shrink-0 rounded-full border-2 border-current [:checked+*_&]:border-[5px]"
              />
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function EstimatePanel({ choice }: { choice: EstimateChoice }) {
  const { estimate } = choice;
  const headingId = `estimate-${choice.id}`;
  return (
    <div data-estimate={choice.id} role="group" aria-labelledby={headingId} className="hidden">
      <h3 id={headingId} className="text-sm font-bold uppercase tracking-widest text-gulf-100">
        {estimateTitle(choice)}
      </h3>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-5">
        <div>
          <dt className="text-gulf-100">{panelWords.weight}</dt>
          <dd className="mt-1 text-4xl font-extrabold sm:text-5xl">{estimate.pounds} lb</dd>
        </div>
        <div>
          <dt className="text-gulf-100">{withFigures(panelWords.price, rate)}</dt>
          <dd className="mt-1 text-4xl font-extrabold sm:text-5xl">{formatCents(estimate.priceCents)}</dd>
        </div>
      </dl>
      <p className={cn("mt-4 text-gulf-100", estimate.minimumApplies && "font-semibold text-white")}>
        {withFigures(estimate.minimumApplies ? panelWords.underMinimum : panelWords.overMinimum, minimum)}
      </p>
      {estimate.firstOrder && site.firstOrderOffer && (
        <div className="mt-5 rounded-xl bg-sun-300 p-4 text-ink-900">
          <p>
            <span className="block font-bold">{withFigures(panelWords.firstOrder, { discount: site.firstOrderOffer.discount })}</span>
            <span className="text-3xl font-extrabold">{formatCents(estimate.firstOrder.cents)}</span>{" "}
            <span className="font-semibold">{withFigures(panelWords.saved, { saved: formatCents(estimate.firstOrder.discountCents) })}</span>
          </p>
        </div>
      )}
    </div>
  );
}

/** One rule per choice: show its panel while its radio button is checked. Plain CSS, no script. */
function visibilityRules(choices: EstimateChoice[]): string {
  return choices
    .map((c) => `[data-estimator]:has(input[value=${c.id}]:checked) [data-estimate=${c.id}]{display:block}`)
    .join("\n");
}

/** An estimate's heading: "Estimate for a week of laundry for 2 people". */
function estimateTitle({ description }: EstimateChoice): string {
  return withFigures(panelWords.title, { choice: description });
}

/**
 * What a screen reader hears after a change: the whole estimate in one sentence, the heading and then
 * the weight, the minimum when it applies, the price and the first order's price, joined by commas.
 */
function spokenEstimate(choice: EstimateChoice): string {
  const { estimate } = choice;
  const parts = [
    withFigures(announcement.weight, { pounds: estimate.pounds }),
    estimate.minimumApplies ? withFigures(announcement.atMinimum, minimum) : null,
    withFigures(announcement.price, { ...rate, amount: formatCents(estimate.priceCents) }),
    estimate.firstOrder && site.firstOrderOffer
      ? withFigures(announcement.firstOrder, { firstOrderAmount: formatCents(estimate.firstOrder.cents), discount: site.firstOrderOffer.discount })
      : null,
  ];
  return `${estimateTitle(choice)}: ${parts.filter((part) => part !== null).join(", ")}.`;
}
