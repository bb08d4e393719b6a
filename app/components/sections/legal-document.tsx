import type { ImageSlot } from "../../../content/images.ts";
import { formatNumericDate } from "../../../core/format.ts";
import type { LegalDocument } from "../../lib/legal.server.ts";
import { Section } from "../ui/section.tsx";
import { withFigures } from "../../lib/run-time-figures.ts";
import { PageHero } from "./page-hero.tsx";
// The legal pages' shared words (content/pages/<language>/legal.json).
import words from "#words/legal.json" with { type: "json" };

/**
 * A page of content/legal/<language>/ (terms, privacy, accessibility): the title and date, the note on
 * which version governs, a linked table of contents, and numbered sections whose headings carry their
 * own anchor links.
 *
 * The note (legal.json `translationNotice`) shows in every language, not only on the translations: the
 * Spanish says the page is a courtesy translation and the English version governs, and the English,
 * which the completeness rule requires anyway, tells its reader the same from the other side, so no
 * field the owner writes goes unseen.
 */
export function LegalDocumentView({ document, eyebrow, image }: { document: LegalDocument; eyebrow: string; image: ImageSlot }) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={document.title} lead={document.summary} image={image}>
        <div className="flex flex-col items-start gap-3">
          <p className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-700 shadow-card">
            {document.dateLabel} <time dateTime={document.date}>{formatNumericDate(document.date)}</time>
          </p>
          <p className="text-sm text-ink-700">{words.translationNotice}</p>
        </div>
      </PageHero>

      <Section className="bg-white pt-12 lg:pt-16">
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-labelledby="toc-title" className="lg:sticky lg:top-[calc(var(--sticky-header-height)+1rem)] lg:self-start">
            <div className="rounded-[var(--radius-card)] bg-sand-100 p-5">
              <h2 id="toc-title" className="text-sm font-bold uppercase tracking-widest text-gulf-800">
                {words.contents}
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
                    aria-label={withFigures(words.sectionLink, { section: section.title })}
                  >
                    #
                  </a>
                </div>
                <div
                  className="mt-4 space-y-4 text-lg text-ink-700 [&_a]:font-semibold [&_a]:text-gulf-800 [&_a]:underline [&_li]:marker:text-gulf-600 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6"
                  // Rendered at build time from our own Markdown in content/legal/<language>/ (app/lib/legal.server.ts);
                  // the owner's text, which the first-response byte budget leaves out (scripts/first-response.ts).
                  data-article-body=""
                  dangerouslySetInnerHTML={{ __html: section.html }}
                />
              </section>
            ))}
          </div>
        </div>
      </Section>
    </>
  );
}
