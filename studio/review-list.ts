import { escapeHtml } from "../core/escape-html.ts";
import { textHash, textPlace, type StaleText } from "../core/translation-review.ts";
import { reviewListPath, studioEntryOf } from "./cms-config.ts";
import { studioPage } from "./studio-page.ts";

/**
 * The studio's list of the Spanish texts awaiting review (/admin/translations), in the owner's words:
 * by entry, each linking to it in the editor, each text with its English as it is now beside its
 * Spanish, and a button to say the Spanish is still right (studio/translations.js sends it to the
 * file store, which records the English shown here: `reviewTranslations` in studio/backend.ts).
 */
export function reviewListPage({ stale, problem }: { stale: readonly StaleText[]; problem?: string }, apiPath: string): string {
  const entries = new Map<string, StaleText[]>();
  for (const text of stale) entries.set(text.file, [...(entries.get(text.file) ?? []), text]);
  const sections = [...entries].map(([file, texts]) => {
    const at = studioEntryOf(file);
    const title = escapeHtml(texts[0]!.entry.join(" › "));
    const heading = at ? `<a href="/admin/#/collections/${at.collection}/entries/${encodeURIComponent(at.entry)}">${title}</a>` : title;
    const items = texts.map((text) => {
      const name = textPlace(text).slice(text.entry.length).join(" › ");
      const why = text.unrecorded ? "Nothing records which English it was translated from." : "Its English changed since it was translated.";
      return `<li data-text>
<h3>${escapeHtml(name)}</h3>
<p>${why}</p>
<dl><dt>English now</dt><dd lang="en">${escapeHtml(text.english)}</dd><dt>Spanish</dt><dd lang="es">${escapeHtml(text.spanish)}</dd></dl>
<button type="button" data-file="${escapeHtml(text.file)}" data-key="${escapeHtml(text.key)}" data-english="${textHash(text.english)}" data-name="${escapeHtml(textPlace(text).join(" › "))}">The Spanish is still right</button>
<p role="status" data-answer></p>
</li>`;
    });
    return `<section>\n<h2>${heading}</h2>\n<ul>\n${items.join("\n")}\n</ul>\n</section>`;
  });
  const none = '<p data-none>Nothing to review: every Spanish text was translated from its English as it is now.</p>';
  return studioPage({
    title: "Spanish to review",
    css: `
section { background: #fff; border-radius: 8px; padding: 0.5rem 1.25rem 1rem; margin: 1.25rem 0; }
ul { list-style: none; padding: 0; margin: 0; }
li { border-top: 1px solid #d9e2ec; padding: 0.75rem 0; }
h3 { font-size: 1rem; margin: 0; }
dl { display: grid; grid-template-columns: 8rem 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0; }
dt { font-weight: 600; }
dd { margin: 0; white-space: pre-wrap; max-height: 12rem; overflow: auto; }
button { border: 1px solid #1f6f43; background: #1f6f43; color: #fff; }`,
    main: `data-review-list data-api="${escapeHtml(apiPath)}"`,
    body: `
<p>The English of these Spanish texts changed after they were translated. Your site shows the Spanish as it is. For each, open its page in the studio and bring the Spanish up to date (publishing clears the mark), or, when the Spanish still says what the English now says, press "The Spanish is still right".</p>
${problem ? `<p data-problem>${escapeHtml(problem)}</p>\n` : ""}${sections.length > 0 ? sections.join("\n") : none}`,
    script: `${reviewListPath}.js`,
  });
}
