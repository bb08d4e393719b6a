import { readFileSync } from "node:fs";
import { join } from "node:path";
import { locale } from "../../core/locale.ts";
import { z } from "zod";
import { fillPlaceholders } from "../../core/placeholders.ts";
import { site } from "../../core/site.ts";
import { legalSectionHeading } from "../../core/translation-review.ts";
import { isoDate, parseMarkdownFile, renderMarkdown } from "./markdown.server.ts";

/**
 * The legal pages and the accessibility statement (content/legal/en/terms.md, privacy.md,
 * accessibility.md): front matter, then one "## Title {#anchor}" heading per numbered section. Read at build time by the pages' loaders; fees, dates and contact
 * details are placeholders, so content/policies.ts and the site config stay their one source.
 */
export const legalDirectory = join(process.cwd(), "content", "legal", locale);

export type LegalDocumentName = "terms" | "privacy" | "accessibility";

/** A legal page's front matter, each field titled in the owner's words (the studio's form is made from it). */
export function legalFrontMatterSchema() {
  return z.strictObject({
    title: z.string().trim().min(1, "must not be empty").meta({ title: "Page title" }),
    /** How the date is introduced: "Last updated" (terms), "Effective" (privacy) or "Last reviewed" (accessibility). */
    dateLabel: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .meta({ title: "Words before the date", description: 'Like "Last updated", "Effective" or "Last reviewed"' }),
    date: isoDate.meta({ title: "Date", description: "Change it when you change what the page promises" }),
    /** The short plain-language summary shown under the title. */
    summary: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .meta({ title: "Summary", description: "The short, plain-words summary under the title", multiline: true }),
    /** Optional: the analytics sentence, filled into {{analytics}} depending on whether this build has analytics. */
    analytics: z
      .strictObject({
        on: z.string().trim().min(1, "must not be empty").meta({ title: "When analytics is switched on", multiline: true }),
        off: z.string().trim().min(1, "must not be empty").meta({ title: "When analytics is switched off", multiline: true }),
      })
      .optional()
      .meta({ title: "What the page says about analytics", description: "Shown where the text says {{analytics}}" }),
  });
}
const frontMatterSchema = legalFrontMatterSchema();

export type LegalSection = { id: string; title: string; html: string };
export type LegalDocument = Omit<z.infer<typeof frontMatterSchema>, "analytics"> & { sections: LegalSection[] };

/** A section's heading, "## Fees {#fees}" (core/translation-review.ts pairs the languages' sections by it too). */
const heading = legalSectionHeading;

/** Parses one legal Markdown file; throws a message naming the file and the problem. */
export function parseLegalFile(fileName: string, raw: string): LegalDocument {
  const where = `Legal page content/legal/${locale}/${fileName}`;
  const { front, body } = parseMarkdownFile(where, raw, frontMatterSchema);
  const extra: Record<string, string> = front.analytics
    ? { analytics: site.gaMeasurementId ? front.analytics.on : front.analytics.off }
    : {};

  const starts = [...body.matchAll(heading)];
  if (starts.length === 0) throw new Error(`${where}: it has no section headings like "## Our service {#our-service}".`);
  if (body.slice(0, starts[0]!.index).trim() !== "") {
    throw new Error(`${where}: text before the first section heading has no section to belong to.`);
  }
  const sections = starts.map((start, i) => {
    const [, title = "", id = ""] = start;
    const text = body.slice(start.index + start[0].length, starts[i + 1]?.index ?? body.length);
    if (text.trim() === "") throw new Error(`${where}: the section "${title}" has no text.`);
    return { id, title: fillPlaceholders(title, where, extra), html: renderMarkdown(fillPlaceholders(text, where, extra)) };
  });
  const duplicate = sections.find((s, i) => sections.findIndex((t) => t.id === s.id) !== i);
  if (duplicate) throw new Error(`${where}: two sections have the anchor #${duplicate.id}.`);

  const { analytics: _analytics, ...document } = front;
  return { ...document, summary: fillPlaceholders(front.summary, where, extra), sections };
}

/** One legal page, parsed from its Markdown file. */
export function getLegalDocument(name: LegalDocumentName, directory = legalDirectory): LegalDocument {
  return parseLegalFile(`${name}.md`, readFileSync(join(directory, `${name}.md`), "utf8"));
}
