import { Marked, type Token, type Tokens } from "marked";
import { escapeHtml } from "../../core/escape-html.ts";
import { locale, pathIn } from "../../core/locale.ts";
import { isSafeUrl } from "../../core/safe-url.ts";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

/**
 * Markdown content files (blog posts, legal pages): YAML front matter between two "---" lines, then
 * Markdown with {{placeholders}} (core/placeholders.ts). Read at build time only; every problem throws
 * a message that names the file, so a bad edit stops the build instead of shipping.
 */
export function parseMarkdownFile<Schema extends z.ZodType>(
  where: string,
  raw: string,
  schema: Schema,
): { front: z.infer<Schema>; body: string } {
  const { data, body } = readFrontMatter(where, raw);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${where} has invalid front matter:\n${z.prettifyError(parsed.error)}`);
  if (body.trim() === "") throw new Error(`${where}: the file has no text after its front matter.`);
  const html = rawHtmlIn(body);
  if (html.length > 0) {
    throw new Error(
      `${where}: the text has HTML code in it (${html.map((tag) => `"${tag}"`).join(", ")}). Write it with Markdown only: ` +
        "the site shows text, headings, lists and links, never code.",
    );
  }
  return { front: parsed.data, body };
}

/**
 * The HTML written into Markdown (a `<script>`, a `<div onclick>`, an `<iframe>`, a comment), each
 * as its first 40 characters. Content files are Markdown only: the owner's words are never code on
 * a page. A `<` that starts no tag ("a < b", "<3") is text, and `<https://…>` a link.
 */
export function rawHtmlIn(markdown: string): string[] {
  const found: string[] = [];
  markdownOnly.walkTokens(markdownOnly.lexer(markdown), (token: Token) => {
    if (token.type === "html") found.push((token as Tokens.HTML).raw.trim().replace(/\s+/g, " ").slice(0, 40));
  });
  return found;
}

/**
 * Splits a content file into its front matter, parsed as YAML but not yet validated, and the text
 * after it. Town files (content/towns/en/, scripts/generate-town-list.ts) validate the data themselves
 * to name each field at fault.
 */
export function readFrontMatter(where: string, raw: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${where}: it must start with front matter between two "---" lines.`);
  const [, yamlText = "", body = ""] = match;
  try {
    return { data: parseYaml(yamlText), body };
  } catch (error) {
    throw new Error(`${where}: the front matter is not valid YAML (${(error as Error).message}).`, { cause: error });
  }
}

/**
 * Renders Markdown (placeholders already filled) to HTML. A link to a page of the site ("/contact",
 * "/faq#estimator") leads to that page in the build's language: "/es/contact" on a Spanish page, so
 * the owner writes the same address in both languages. A top heading ("# Tips") comes out as a
 * section heading (h2): the page's title is its only h1, whatever the owner's text says.
 *
 * Only Markdown's own elements come out, so nothing in a content file runs on the page: HTML written
 * into the text is shown as the text it is (the content checks refuse it before that, `rawHtmlIn`:
 * this is for what reaches here another way, such as a filled-in value), and a link or picture
 * whose address is not safe (core/safe-url.ts: `javascript:`, `data:`) is left out, its words kept.
 */
export function renderMarkdown(markdown: string): string {
  return inPageLanguage.parse(markdown, { async: false, gfm: true });
}

const markdownOnly = new Marked({ gfm: true });

/** An address percent-encoded as Marked does it (what is encoded already kept), or undefined where it cannot be. */
function encodedUrl(url: string): string | undefined {
  try {
    return encodeURI(url).replace(/%25/g, "%");
  } catch {
    return undefined;
  }
}

const inPageLanguage = new Marked({
  walkTokens(token) {
    if (token.type === "link" && token.href.startsWith("/") && !token.href.startsWith("//")) token.href = pathIn(token.href, locale);
    // The page's title is its one top heading: a "# Heading" in the owner's text is a section's.
    if (token.type === "heading" && token.depth === 1) token.depth = 2;
  },
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    // As Marked writes them, but for the address's check, and every "&" in it escaped (Marked
    // leaves one that looks like a character reference, which the browser would then decode).
    link({ href, title, text, tokens, autolink }) {
      const words = autolink ? escapeHtml(text) : this.parser.parseInline(tokens);
      const url = isSafeUrl(href) ? encodedUrl(href) : undefined;
      if (url === undefined) return words;
      return `<a href="${escapeHtml(url)}"${title ? ` title="${escapeHtml(title)}"` : ""}>${words}</a>`;
    },
    image({ href, title, text, tokens }) {
      const alt = tokens ? this.parser.parseInline(tokens, this.parser.textRenderer) : text;
      const url = isSafeUrl(href) ? encodedUrl(href) : undefined;
      if (url === undefined) return escapeHtml(alt);
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}"${title ? ` title="${escapeHtml(title)}"` : ""}>`;
    },
  },
});

/** ISO calendar dates in front matter: "2024-12-24". */
export const isoDate = z.iso.date("must be an ISO date such as 2024-12-24");
