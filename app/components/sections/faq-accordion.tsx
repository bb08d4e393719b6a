import ChevronDown from "lucide-react/icons/chevron-down";

/**
 * Questions as native disclosures: each opens and closes on its own, so several can be open at
 * once. It works by keyboard and before the page's script has loaded. The questions are the owner's
 * text, as many as she writes: marked as such, the first-response budget leaves them out
 * (scripts/first-response.ts).
 */
export function FaqAccordion({ items }: { items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <div className="mx-auto max-w-3xl space-y-3" data-article-body="">
      {items.map((faq) => (
        <details key={faq.question} className="group rounded-[var(--radius-card)] bg-white shadow-card">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-[var(--radius-card)] p-5 text-lg font-bold [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-ink-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
