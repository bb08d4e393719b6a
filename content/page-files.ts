import { z } from "zod";
import { placeholderProblems } from "../core/placeholders.ts";
import { iconNames } from "./icons.ts";

/**
 * The pages' words the owner edits in the studio ("Pages"): one JSON file per page in
 * content/pages/, and the rules each must meet, every field titled in her words. The studio's
 * forms are made from these schemas (studio/cms-config.ts), its server checks a save against them,
 * and the build checks the files before it renders anything (scripts/check-content.ts). What
 * belongs to the layout (a page's address, its buttons, icons' places, columns) stays in the page's
 * module (content/about.ts, …), which fills the {{placeholders}} in and hands the words to the page.
 *
 * Imported only by the build, the tests and the studio: the pages import their JSON file, never
 * this module, so the browser carries no validation library. Schemas are built on demand.
 */

/** Words the owner writes: not empty, and every {{placeholder}} in them one the site fills in. */
export const ownersText = () =>
  z
    .string("must be text")
    .trim()
    .min(1, "must not be empty")
    .superRefine((value, context) => {
      for (const message of placeholderProblems(value)) context.addIssue({ code: "custom", message });
    });

const line = (title: string, description?: string) => ownersText().meta({ title, ...(description ? { description } : {}) });
const paragraph = (title: string, description?: string) => ownersText().meta({ title, multiline: true, ...(description ? { description } : {}) });
/** What names an entry of a list, for the rule that no two entries read the same. */
const entryWords = (entry: unknown) => (typeof entry === "string" ? entry : String((entry as { title?: unknown }).title ?? ""));

/** A list with at least one entry, no two of which read the same (a page would show the same card twice). */
const list = <T extends z.ZodType>(item: T, title: string) =>
  z
    .array(item)
    .min(1, "must have at least one entry")
    .superRefine((entries, context) => {
      const words = entries.map(entryWords);
      const twice = [...new Set(words.filter((w, i) => w !== "" && words.indexOf(w) !== i))];
      for (const repeated of twice) context.addIssue({ code: "custom", message: `has "${repeated}" twice` });
    })
    .meta({ title });

/** The search result: the page's title and description. */
const searchResult = () =>
  z
    .strictObject({
      title: line("Title in search results", "Your business's name is added after it"),
      description: paragraph("Description in search results", "One or two sentences; search engines show about the first 155 characters"),
    })
    .meta({ title: "In search results" });

/** The top of the page: the small line, the heading and the paragraph under it. */
const top = () =>
  z
    .strictObject({
      eyebrow: line("Small line above the heading"),
      title: line("Heading"),
      lead: paragraph("Paragraph under the heading"),
    })
    .meta({ title: "Top of the page" });

/** A section's small line, heading and (optionally) the paragraph under it. */
const sectionHeading = {
  eyebrow: line("Small line above the heading"),
  title: line("Heading"),
};

/** Cards with an icon, a title and a text. */
const cards = (title: string) =>
  list(
    z.strictObject({
      icon: z.enum(iconNames, "must be one of the site's icons").meta({ title: "Icon" }),
      title: line("Title"),
      description: paragraph("Text"),
    }),
    title,
  );

/** content/pages/about.json: /about. */
export function aboutFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    story: z
      .strictObject({ ...sectionHeading, paragraphs: list(paragraph("Paragraph"), "Paragraphs") })
      .meta({ title: "Our story" }),
    founderCard: z.strictObject({ title: line("Heading") }).meta({ title: "Card beside the story" }),
    values: z.strictObject({ ...sectionHeading, cards: cards("Cards") }).meta({ title: "Values" }),
    promises: z
      .strictObject({ ...sectionHeading, lead: paragraph("Paragraph under the heading"), items: list(line("Promise"), "Promises") })
      .meta({ title: "What we do" }),
    areasTitle: line("Heading over the towns you serve"),
  });
}

/** Every page file the studio edits: its label there and its schema. */
export const pageFiles = {
  "content/pages/about.json": { label: "About", schema: aboutFileSchema },
} as const satisfies Record<string, { label: string; schema: () => z.ZodType }>;
