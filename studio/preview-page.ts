import { escapeHtml } from "../core/escape-html.ts";
import type { Change } from "./history.ts";
import { changesList, historyPath, time } from "./history-page.ts";
import type { Waiting } from "./live.ts";
import { previewPath, previewSitePath, type PreviewState } from "./preview.ts";
import { studioPage } from "./studio-page.ts";

/** At most this many changed pages are linked; the rest are counted. */
const pagesListed = 16;

const siteLink = (path: string, text: string) => `<a href="${escapeHtml(`${previewSitePath}${path === "/" ? "/" : path}`)}">${escapeHtml(text)}</a>`;

function previewPart(preview: PreviewState): string {
  switch (preview.state) {
    case "ready": {
      const listed = preview.pages.slice(0, pagesListed);
      const more = preview.pages.length - listed.length;
      const pages =
        listed.length > 0
          ? `<ul class="pages">\n${listed.map((page) => `<li>${siteLink(page.path, page.title)} <span class="path">${escapeHtml(page.path)}</span></li>`).join("\n")}${
              more > 0 ? `\n<li>and ${more} more ${more === 1 ? "page" : "pages"}</li>` : ""
            }\n</ul>`
          : "<p>No page reads differently from your live site now (your live site may already show these changes).</p>";
      return `<section data-preview="ready">
<h2>See them</h2>
<p>Your site with these changes, in English and in Spanish: ${siteLink("/", "Home page")} · ${siteLink("/es", "Página principal")}. The pages that read differently from your live site:</p>
${pages}
</section>`;
    }
    case "building":
      return `<section data-preview="building">
<h2>See them</h2>
<p>Building your site with these changes, as your live site will be built: about a minute. This page shows it as soon as it is ready.</p>
</section>`;
    case "failed":
      if (preview.again) {
        return `<section data-preview="stopped">
<h2>See them</h2>
<p>${escapeHtml(preview.reason.join(" "))}</p>
</section>`;
      }
      return `<section data-preview="failed">
<h2>These changes cannot go live as they are</h2>
<p>Your site could not be built with them, so your live site would stay as it is. ${preview.reason.length === 1 ? "The reason" : "The reasons"}:</p>
<ul>\n${preview.reason.map((line) => `<li>${escapeHtml(line)}</li>`).join("\n")}\n</ul>
<p>Change it in the studio (the preview is built again), or discard your changes.</p>
</section>`;
    case "none":
      return "";
  }
}

/**
 * The page of her changes that are saved and not live (the live studio's, at /admin/preview): each
 * in words, the preview of her site with them (its pages that read differently from the live site,
 * in both languages), and "Put them live" and "Discard them" (studio/preview.js sends them).
 */
export function previewPage(
  { waiting, head, preview, problem }: { waiting: readonly (Waiting & { changes: Change[] })[]; head: string; preview: PreviewState; problem?: string },
  apiPath: string,
): string {
  const them = waiting.length === 1 ? "it" : "them";
  // Put live once she can see what goes live: the preview built.
  const putLive =
    preview.state === "ready"
      ? `<button type="button" data-action="putLive" class="live">Put ${them} live</button>`
      : `<p class="note">You can put ${them} live once the preview below is ready.</p>`;
  const changes = waiting.map(
    (change) => `<li>
<h3>${escapeHtml(change.message)}</h3>
<p class="when">${time(change.when)} · ${escapeHtml(change.who)}</p>
${changesList(change)}
</li>`,
  );
  const body =
    waiting.length === 0
      ? `<p data-none>Nothing is waiting: every change you saved is on your live site, or on its way to it (<a href="${historyPath}">your publishes</a>).</p>`
      : `<p>${waiting.length === 1 ? "This change is" : `These ${waiting.length} changes are`} saved in the studio and not on your live site yet. See ${them} below, then put ${them} live, or discard ${them}.</p>
<div class="actions">
${putLive}
<button type="button" data-action="discardWaiting" class="discard">Discard ${them}</button>
</div>
<p role="status" data-answer></p>
${previewPart(preview)}
<h2>Waiting to go live</h2>
<ol>
${changes.join("\n")}
</ol>`;
  return studioPage({
    title: "Your changes, before they go live",
    css: `
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
ol { list-style: none; padding: 0; margin: 0; }
ol > li, section { background: #fff; border-radius: 8px; padding: 0.75rem 1.25rem 1rem; margin: 1rem 0; }
section h2 { margin-top: 0.25rem; }
h3 { font-size: 1.05rem; margin: 0.25rem 0; overflow-wrap: anywhere; }
.when, .path, .note { color: #52606d; margin: 0; }
.actions .note { flex-basis: 100%; }
.changes, .pages { padding-left: 1.25rem; overflow-wrap: anywhere; }
.pages li { margin: 0.35rem 0; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.live { border: 1px solid #1f6f43; background: #1f6f43; color: #fff; font-weight: 600; }
.discard { border: 1px solid #a4262c; background: #fff; color: #a4262c; }
[data-preview="failed"] { border-left: 4px solid #a4262c; }
[data-answer].done { color: #1f6f43; }`,
    main: `data-preview-page data-api="${escapeHtml(apiPath)}" data-state="${preview.state}" data-head="${escapeHtml(head)}"`,
    body: `${problem ? `<p data-problem>${escapeHtml(problem)}</p>\n` : ""}${body}`,
    script: `${previewPath}.js`,
  });
}
