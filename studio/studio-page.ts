import { business } from "../content/business.ts";
import { escapeHtml } from "../core/escape-html.ts";

/** The script every page of the studio's own loads before its own (its times, its actions). */
export const studioPageScript = "/admin/studio-page.js";

/**
 * A page of the studio's own beside the editor (the Spanish texts to review, the history of
 * publishes): in the business's name, on the studio's look (a narrow column, buttons a thumb can
 * press, a refusal in red under what it refuses), with its own rules (`css`), its `main` (whose
 * attributes give its script what it needs) and its script. What the owner typed reaches `main`
 * escaped by the caller; the rest is the studio's.
 */
export function studioPage({ title, css, main, body, script }: { title: string; css: string; main: string; body: string; script: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · Studio · ${escapeHtml(business.brandName)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1f2933; background: #f5f7fa; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
button { font: inherit; min-height: 44px; padding: 0.4rem 0.9rem; border-radius: 6px; cursor: pointer; }
button:disabled { opacity: 0.6; cursor: default; }
[data-answer]:empty { display: none; }
[data-problem], [data-answer].refused { color: #a4262c; }
${css.trim()}
</style>
</head>
<body>
<main ${main}>
<p><a href="/admin/">Back to the studio</a></p>
<h1>${escapeHtml(title)}</h1>
${body.trim()}
</main>
<script src="${studioPageScript}" defer></script>
<script src="${escapeHtml(script)}" defer></script>
</body>
</html>
`;
}
