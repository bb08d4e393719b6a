/**
 * Escapes text for HTML or XML element content and quoted attribute values: the email to the owner
 * (server/contact/mail.ts), sitemap.xml (scripts/postbuild/built-pages.ts) and the social card's SVG
 * (scripts/social-card.ts). The five replacements are valid in both languages.
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
