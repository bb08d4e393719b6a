import type { ReactNode } from "react";
import type { LegalBlock, LegalDocument } from "../../../content/legal/legal-document.ts";
import { formatNumericDate } from "../../../core/format.ts";
import { site } from "../../../core/site.ts";
import { Section } from "../ui/section.tsx";
import { PageHero } from "./page-hero.tsx";

/**
 * A legal page (terms, privacy): the title and date, a linked table of contents, and numbered
 * sections whose headings carry their own anchor links.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} lead={document.summary}>
        <p className="self-start rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-700 shadow-card">
          {document.dateLabel} <time dateTime={document.date}>{formatNumericDate(document.date)}</time>
        </p>
      </PageHero>

      <Section className="bg-white pt-12 lg:pt-16">
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-labelledby="toc-title" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-[var(--radius-card)] bg-sand-100 p-5">
              <h2 id="toc-title" className="text-sm font-bold uppercase tracking-widest text-gulf-800">
                On this page
              </h2>
              <ol className="mt-3 space-y-1.5 text-sm">
                {document.sections.map((section, i) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="flex gap-2 rounded py-0.5 text-ink-700 hover:text-gulf-800 hover:underline"
                    >
                      <span className="w-5 shrink-0 text-right font-semibold text-gulf-700">{i + 1}.</span>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>

          <div className="max-w-3xl space-y-12">
            {document.sections.map((section, i) => (
              <section key={section.id} aria-labelledby={section.id}>
                <div className="flex items-baseline gap-3">
                  <h2 id={section.id} className="text-2xl font-extrabold text-ink-900">
                    <span className="text-gulf-700">{i + 1}.</span> {section.title}
                  </h2>
                  <a
                    href={`#${section.id}`}
                    className="rounded px-1 text-xl font-bold text-gulf-700 hover:underline"
                    aria-label={`Link to section: ${section.title}`}
                  >
                    #
                  </a>
                </div>
                <div className="mt-4 space-y-4 text-lg text-ink-700">
                  {section.blocks.map((block, j) => (
                    <Block key={j} block={block} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </Section>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{linkContacts(block)}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-gulf-600">
      {block.list.map((item) => (
        <li key={item}>{linkContacts(item)}</li>
      ))}
    </ul>
  );
}

/** Turns the business email and phone number inside a sentence into working links. */
export function linkContacts(text: string): ReactNode[] {
  const targets = [
    { text: site.email, href: site.emailHref },
    { text: site.phoneDisplay, href: site.phoneHref },
  ];
  const pattern = new RegExp(`(${targets.map((t) => escapeRegExp(t.text)).join("|")})`);
  return text.split(pattern).map((part, i) => {
    const target = targets.find((t) => t.text === part);
    return target ? (
      <a key={i} href={target.href} className="font-semibold text-gulf-800 underline">
        {part}
      </a>
    ) : (
      part
    );
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
