import { Marked } from "marked";
import { locale, pathIn } from "../../core/locale.ts";
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
  return { front: parsed.data, body };
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
 * the owner writes the same address in both languages.
 */
export function renderMarkdown(markdown: string): string {
  return inPageLanguage.parse(markdown, { async: false, gfm: true });
}

const inPageLanguage = new Marked({
  walkTokens(token) {
    if (token.type === "link" && token.href.startsWith("/") && !token.href.startsWith("//")) token.href = pathIn(token.href, locale);
  },
});

/** ISO calendar dates in front matter: "2024-12-24". */
export const isoDate = z.iso.date("must be an ISO date such as 2024-12-24");
