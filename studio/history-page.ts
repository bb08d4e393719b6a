import { escapeHtml } from "../core/escape-html.ts";
import type { LiveState, Publish } from "./history.ts";
import { studioPage } from "./studio-page.ts";

/** The address of the live studio's history of publishes (studio/history.ts), and of its script. */
export const historyPath = "/admin/history";

/** A time as the page shows it: in her browser's clock once its script runs, UTC before. */
export const time = (iso: string) => `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace("T", " ").replace(/:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/, " UTC"))}</time>`;

function liveNote(live: LiveState): string {
  switch (live.state) {
    case "live":
      return '<p data-live="live">On your live site.</p>';
    case "on its way":
      return live.late
        ? `<p data-live="late">Not on your live site yet, though it was expected by ${time(live.by)}. If it is not there in ten minutes, tell whoever looks after the site.</p>`
        : `<p data-live="on its way">On its way: your site looks for changes every two minutes and then takes about three to rebuild, so it shows this by about ${time(live.by)}.</p>`;
    case "not published":
      return `<p data-live="not published">Not on your live site: the site was kept as it was. ${escapeHtml(live.reason)}</p>`;
    case "unknown":
      return '<p data-live="unknown">The studio cannot tell whether your live site shows this yet.</p>';
  }
}

const lines = (list: readonly string[]) => list.map((line) => `<li>${escapeHtml(line)}</li>`).join("\n");

/** What a publish changed: by place, or its lines alone when its one place is the publish's name. */
export function changesList({ message, changes }: Pick<Publish, "message" | "changes">): string {
  const [only] = changes;
  if (changes.length === 1 && only && message.endsWith(only.place)) return `<ul class="changes">\n${lines(only.lines)}\n</ul>`;
  const places = changes.map(({ place, lines: said }) => `<li>${escapeHtml(place)}\n<ul>\n${lines(said)}\n</ul>\n</li>`);
  return `<ul class="changes">\n${places.join("\n")}\n</ul>`;
}

/**
 * The history page: each publish with its time, who made it, what it changed and whether the live
 * site shows it, and its "Undo this publish" button (studio/history.js sends `undoPublish`).
 */
export function historyPage({ list, problem }: { list: readonly Publish[]; problem?: string }, apiPath: string): string {
  const items = list.map(
    (publish) => `<li data-publish="${escapeHtml(publish.commit)}">
<h2>${escapeHtml(publish.message)}</h2>
<p class="when">${time(publish.when)} · ${escapeHtml(publish.who)}</p>
${changesList(publish)}
${liveNote(publish.live)}
${
  publish.notUndoable
    ? `<p class="note">This publish cannot be undone here: ${escapeHtml(publish.notUndoable)}.</p>`
    : `<button type="button" data-undo="${escapeHtml(publish.commit)}" data-message="${escapeHtml(publish.message)}">Undo this publish</button>
<p role="status" data-answer></p>`
}
</li>`,
  );
  const none = "<p data-none>Nothing published from the studio yet.</p>";
  return studioPage({
    title: "Your publishes",
    css: `
ol { list-style: none; padding: 0; margin: 0; }
ol > li { background: #fff; border-radius: 8px; padding: 0.75rem 1.25rem 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0.25rem 0; overflow-wrap: anywhere; }
.when, .note { color: #52606d; margin: 0; }
.changes { padding-left: 1.25rem; overflow-wrap: anywhere; }
[data-live] { font-weight: 600; }
[data-live="live"] { color: #1f6f43; }
[data-live="on its way"] { color: #8a4b00; }
[data-live="late"], [data-live="not published"] { color: #a4262c; }
[data-live="not published"] { white-space: pre-wrap; font-weight: 400; }
button { border: 1px solid #a4262c; background: #fff; color: #a4262c; }`,
    main: `data-history data-api="${escapeHtml(apiPath)}"`,
    body: `
<p>Every change put live on your site, newest first: what it changed, and whether your live site shows it yet. "Undo this publish" saves the opposite change, checked by the same rules as a save; you then see it and put it live with your other changes (<a href="/admin/preview">your changes not live yet</a>).</p>
${problem ? `<p data-problem>${escapeHtml(problem)}</p>\n` : ""}${items.length > 0 ? `<ol>\n${items.join("\n")}\n</ol>` : none}`,
    script: `${historyPath}.js`,
  });
}
