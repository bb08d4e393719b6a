import { z } from "zod";
import { postFrontMatterSchema } from "../app/lib/blog.server.ts";
import { legalFrontMatterSchema } from "../app/lib/legal.server.ts";
import englishFacts from "../content/business.json" with { type: "json" };
import { townFacts, townFileSchema } from "../content/town-schema.ts";
import { pageFileFacts, pageFiles, type PageFileName } from "../content/page-files.ts";
import { businessWordsFile } from "../core/business-words.ts";
import { spanishBusinessWordsSchema } from "../core/business-words-schema.ts";
import { defaultLocale, isLocale, locales, type Locale } from "../core/locale.ts";
import { serviceAreaRulesSchema } from "../content/service-area-rules.ts";
import { businessFactsSchema } from "../core/site-schema.ts";
import { isSameInEveryLanguage, type StaleText } from "../core/translation-review.ts";
import { uploadsFolder, uploadsUrl } from "../core/uploads.ts";
import { faqFileSchema, testimonialFacts, testimonialsFileSchema } from "../scripts/check-content.ts";

/**
 * The studio's configuration (Decap CMS's `config.yml`, which Sveltia CMS also reads): which files
 * the owner edits and the form of each. The forms are generated from the site's own zod schemas
 * (core/site-schema.ts), so a field's title, whether it may be left empty, its lowest and highest
 * value and its pattern are the rules the build checks, and cannot drift from them. Rules that
 * span fields (a former price above the price, closing after opening, no day twice) are not in the
 * form: the studio's server checks them on save (studio/backend.ts) and refuses the save with the
 * rule in the owner's words.
 *
 * The owner writes her words in English and Spanish side by side (Decap CMS's i18n): each of those
 * files is one file per language folder (content/pages/en/about.json, content/pages/es/about.json),
 * and a form's field is marked as words to translate or as a fact both languages share
 * (`inLanguages`). Decap keeps a folder collection's languages in language folders itself
 * ("multiple_folders": towns, blog posts); a files collection it can only keep as one file holding
 * every language ("single_file"), so for those (pages, FAQ, quotes, legal pages) the editor reads and
 * writes one JSON document per entry at the path without the language folder (content/pages/about.json,
 * `translatedFiles`), which the studio's server assembles from the language files and splits into
 * them again on save (studio/backend.ts).
 */

/** The part of a JSON Schema (as zod writes it) the form is made from. */
type Node = {
  /** One type, or several (a zip code may be written as text or as a number). */
  type?: string | string[];
  /** One of several forms (a zip code: text or a number). */
  anyOf?: Node[];
  /** Set by the schema on a field for a paragraph rather than a line. */
  multiline?: boolean;
  /** Set by the schema: "computed" (the studio works it out on save, the form hides it), "image". */
  studio?: "computed" | "image";
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  pattern?: string;
  patternMessage?: string;
};

/** A Decap CMS field (https://decapcms.org/docs/widgets/), as much of it as the studio sets. */
export type CmsField = {
  name: string;
  label: string;
  /** A list's name for one entry: its button reads "Add zip code", not "Add zip codes you serve". */
  label_singular?: string;
  widget: "string" | "text" | "number" | "boolean" | "select" | "list" | "object" | "hidden" | "image" | "datetime" | "markdown";
  /** The markdown widget's editing views: "raw" alone keeps the owner's Markdown exactly as she typed it. */
  modes?: ("raw" | "rich_text")[];
  hint?: string;
  required?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  step?: number;
  pattern?: [string, string];
  options?: (string | number)[];
  multiple?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  collapsed?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  choose_url?: boolean;
  /**
   * In a collection in several languages: words written in each (true); a fact each language shares,
   * which the editor copies from the English and shows grayed out ("duplicate"); or, for a list of
   * facts (the editor cannot copy a list's entries), not shown in the other languages (false): the
   * studio's server copies it from the English on save.
   */
  i18n?: boolean | "duplicate";
};

/** Words for a field the schema gave no title to: "minimumOrderLb" → "Minimum order lb". */
export function fallbackLabel(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One form field from one node of the schema. */
export function fieldFrom(name: string, node: Node, required: boolean): CmsField {
  const base = {
    name,
    label: node.title ?? fallbackLabel(name),
    ...(node.description ? { hint: node.description } : {}),
    ...(required ? {} : { required: false }),
  };
  if (node.studio === "computed") return { name, label: base.label, widget: "hidden", required: false };
  if (node.studio === "image") return { ...base, widget: "image", choose_url: false };
  if (node.format === "date") return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
  if (node.enum) return { ...base, widget: "select", options: [...node.enum] };
  const type = Array.isArray(node.type) ? (node.type.includes("string") ? "string" : node.type[0]) : node.type;
  switch (type) {
    case "string":
      return {
        ...base,
        widget: node.multiline ? "text" : "string",
        ...(node.pattern && node.patternMessage ? { pattern: [node.pattern, node.patternMessage] as [string, string] } : {}),
      };
    case "number":
    case "integer": {
      const whole = type === "integer";
      const min = node.minimum ?? (node.exclusiveMinimum === undefined ? undefined : node.exclusiveMinimum + (whole ? 1 : 0.01));
      return {
        ...base,
        widget: "number",
        value_type: whole ? "int" : "float",
        step: whole ? 1 : 0.01,
        ...(min === undefined ? {} : { min }),
        ...(node.maximum === undefined ? {} : { max: node.maximum }),
      };
    }
    case "boolean":
      return { ...base, widget: "boolean" };
    case "object": {
      const fields = fieldsOf(node);
      // The editor checks a required field even inside an optional group left empty, and would
      // refuse to save the page; inside an optional group the studio's server checks them instead.
      return { ...base, widget: "object", fields: required ? fields : fields.map((field) => ({ ...field, required: false })) };
    }
    case "array": {
      const items = node.items ?? {};
      if (items.enum) return { ...base, widget: "select", options: [...items.enum], multiple: true };
      if (items.type === "object") {
        const fields = fieldsOf(items);
        const summary = ["label", "name", "question", "title"].find((key) => fields.some((f) => f.name === key));
        return { ...base, widget: "list", collapsed: true, fields, ...(summary ? { summary: `{{fields.${summary}}}` } : {}) };
      }
      // Folded, an entry shows its value ("Sarasota"), not its field's label.
      return {
        ...base,
        widget: "list",
        ...(items.title ? { label_singular: items.title.toLowerCase() } : {}),
        summary: "{{fields.item}}",
        field: fieldFrom("item", items, true),
      };
    }
    default:
      throw new Error(`studio/cms-config.ts: no form field for "${name}" (type ${String(type ?? "unknown")}): add one`);
  }
}

/** The form fields of an object node, in the schema's order. */
export function fieldsOf(node: Node): CmsField[] {
  return Object.entries(node.properties ?? {}).map(([name, child]) => fieldFrom(name, child, node.required?.includes(name) ?? false));
}

/** The JSON Schema a form is made from. */
const nodeOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node;

/** The form of a file whose contents `schema` describes. */
export function formFor(schema: z.ZodType): CmsField[] {
  return fieldsOf(nodeOf(schema));
}

/**
 * A form's fields marked for the editor's languages, at every depth: words (`i18n: true`), written
 * in each language, or facts (`asFact`), the English's in every language. A field the schema does
 * not describe (a page's Markdown text) is words.
 */
export function inLanguages(fields: readonly CmsField[], node: Node, facts: ReadonlySet<string> = new Set(), path: readonly string[] = []): CmsField[] {
  return fields.map((field) => {
    const child = node.properties?.[field.name];
    const at = [...path, field.name];
    if (child && isSameInEveryLanguage(child, at, facts)) return asFact(field);
    if (!child) return { ...field, i18n: true };
    const inner = child.items ?? child;
    return {
      ...field,
      i18n: true,
      ...(field.fields ? { fields: inLanguages(field.fields, inner, facts, at) } : {}),
      ...(field.field ? { field: isSameInEveryLanguage(inner, at, facts) ? asFact(field.field) : { ...field.field, i18n: true } } : {}),
    };
  });
}

/**
 * A fact's field: copied from the English and shown grayed out in the other languages
 * ("duplicate"; a group of fields, each of its own); a list of facts, whose entries the editor
 * cannot copy, not shown there at all (false), for the studio's server copies it on save.
 */
function asFact(field: CmsField): CmsField {
  if (field.widget === "list") return hidden(field);
  if (field.widget === "object") return { ...field, i18n: true, fields: (field.fields ?? []).map(asFact) };
  return { ...field, i18n: "duplicate" };
}

function hidden(field: CmsField): CmsField {
  return { ...field, i18n: false, ...(field.fields ? { fields: field.fields.map(hidden) } : {}), ...(field.field ? { field: hidden(field.field) } : {}) };
}

/**
 * A file the owner writes in every language: its rules; the paths of the text fields in it that
 * are facts (`isSameInEveryLanguage`); for a Markdown file, its text's title (the front matter
 * being what `schema` checks); and whether a language other than English may be left out.
 */
export type Translated = {
  schema: () => z.ZodType;
  facts?: readonly string[];
  body?: string;
  optional?: boolean;
};

/** The legal pages' names and titles: content/legal/<language>/<name>.md. */
export const editableLegalPages = {
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  accessibility: "Accessibility Statement",
} as const satisfies Record<string, string>;

/**
 * The files the owner writes in every language, by the path the editor knows them by: the file's
 * path without its language folder. "content/faq.json" is content/en/faq.json and
 * content/es/faq.json (`inLanguage`); the editor reads and writes it as one JSON document,
 * { "en": …, "es": … }, which the studio's server assembles from those two files and splits into
 * them again (a legal page's JSON holds its front matter's fields and its text as `body`).
 */
export const translatedFiles: Readonly<Record<string, Translated>> = {
  "content/faq.json": { schema: faqFileSchema },
  "content/testimonials.json": { schema: testimonialsFileSchema, facts: testimonialFacts },
  ...Object.fromEntries(
    (Object.entries(pageFiles) as [PageFileName, (typeof pageFiles)[PageFileName]][]).map(([name, { schema }]) => [
      `content/pages/${name}.json`,
      { schema, facts: pageFileFacts(name) },
    ]),
  ),
  ...Object.fromEntries(
    Object.keys(editableLegalPages).map((name) => [`content/legal/${name}.md`, { schema: legalFrontMatterSchema, body: "The page" }]),
  ),
};

/**
 * The folders of one-file-per-entry content the studio edits (front matter in Markdown files), each
 * entry one file per language folder: content/towns/en/venice.md and content/towns/es/venice.md. A
 * blog post may be in English only: its Spanish is written when the owner writes some.
 */
export const editableFolders = {
  "content/towns": { schema: townFileSchema, facts: townFacts },
  "content/blog": { schema: postFrontMatterSchema, body: "The post", optional: true },
} as const satisfies Record<string, Translated>;

/** A path in a language's folder: ("content/pages/about.json", "es") → "content/pages/es/about.json". */
export const inLanguage = (path: string, of: Locale) => path.replace(/\/([^/]+)$/, `/${of}/$1`);

/**
 * What a file in a language's folder is, when the owner writes it in every language: its
 * language, the path the editor knows it by, its rules, and the folder when it is an entry of
 * `editableFolders`. Undefined for any other path.
 */
export function translatedFileAt(path: string): (Translated & { locale: Locale; shared: string; folder?: keyof typeof editableFolders }) | undefined {
  const match = /^(.+)\/([a-z]{2})\/([^/]+)$/.exec(path);
  if (!match || !isLocale(match[2]!)) return undefined;
  const [, parent = "", locale, name = ""] = match;
  const shared = `${parent}/${name}`;
  const file = translatedFiles[shared];
  if (file) return { ...file, locale, shared };
  if (parent in editableFolders && /^[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(name)) {
    const folder = parent as keyof typeof editableFolders;
    return { ...editableFolders[folder], locale, shared, folder };
  }
  return undefined;
}

/**
 * The JSON files the studio edits, and the schema each must pass before it is written: the
 * business's facts, the zip codes it serves and the Spanish words over its facts (one file each),
 * then both languages of the FAQ, the quotes and the pages' words (content/page-files.ts).
 */
export const editableFiles: Readonly<Record<string, () => z.ZodType>> = {
  "content/business.json": businessFactsSchema,
  "content/service-area.json": serviceAreaRulesSchema,
  // Each list as long as the English one; the studio's server checks against the facts as saved.
  [businessWordsFile.es]: () => spanishBusinessWordsSchema(englishFacts),
  ...Object.fromEntries(
    Object.entries(translatedFiles)
      .filter(([path]) => path.endsWith(".json"))
      .flatMap(([path, { schema }]) => locales.map((of) => [inLanguage(path, of), schema])),
  ),
};

/** The form of a file in one language. */
const formOf = (file: string) => formFor(editableFiles[file]!());

/** The form of a file or an entry in every language, its fields marked words or facts; `body`, a Markdown text's field, last. */
function formInLanguages({ schema, facts = [] }: Translated, body?: CmsField): CmsField[] {
  const node = nodeOf(schema());
  return inLanguages([...fieldsOf(node), ...(body ? [body] : [])], node, new Set(facts));
}

/** The studio's collections as the owner reads them in its sidebar. */
const collectionLabels = {
  business: "Business facts",
  questions: "Questions and quotes",
  pages: "Pages",
  legal: "Legal pages",
  towns: "Towns",
  blog: "Blog posts",
} as const;

/** "Questions and quotes": its two entries, by the editor's name for each. */
const questionFiles = {
  faq: { label: "Questions and answers", file: "content/faq.json" },
  quotes: { label: "Customer quotes", file: "content/testimonials.json" },
} as const;

/** "Business facts" › "Words in Spanish": the Spanish words over the facts. */
const spanishWordsLabel = "Words in Spanish";

/** The business facts' two files in English, by the editor's name for each entry. */
const businessFiles = {
  facts: { label: "Prices, hours and contact details", file: "content/business.json" },
  "service-area": { label: "Zip codes you serve", file: "content/service-area.json" },
} as const;

/**
 * Where the owner finds a file she writes in the studio: its collection and entry (the editor's
 * address for it is #/collections/<collection>/entries/<entry>), and what the sidebar and the list
 * call them (`title`, a town's name or a post's title, names a folder's entry; else its file's name
 * does). Undefined for a file the studio does not edit.
 */
export function studioEntryOf(path: string, title?: string): { collection: keyof typeof collectionLabels; entry: string; names: [string, string] } | undefined {
  if (path === businessWordsFile.es) return { collection: "business", entry: "words", names: [collectionLabels.business, spanishWordsLabel] };
  const business = Object.entries(businessFiles).find(([, { file }]) => file === path);
  if (business) return { collection: "business", entry: business[0], names: [collectionLabels.business, business[1].label] };
  const file = translatedFileAt(path);
  if (!file) return undefined;
  const name = file.shared.replace(/^.*\/|\.(json|md)$/g, "");
  if (file.folder) {
    const collection = file.folder === "content/towns" ? "towns" : "blog";
    return { collection, entry: name, names: [collectionLabels[collection], title ?? name] };
  }
  if (file.shared.startsWith("content/pages/")) return { collection: "pages", entry: name, names: [collectionLabels.pages, pageFiles[name as PageFileName].label] };
  if (file.shared.startsWith("content/legal/")) return { collection: "legal", entry: name, names: [collectionLabels.legal, editableLegalPages[name as keyof typeof editableLegalPages]] };
  const [entry, { label }] = Object.entries(questionFiles).find(([, question]) => question.file === file.shared)!;
  return { collection: "questions", entry, names: [collectionLabels.questions, label] };
}

/** The list of every Spanish text awaiting review, which the studio serves (studio/app.ts). */
export const reviewListPath = "/admin/translations";

/** The business's own mark (the site's public/favicon.svg), which the editor shows on its sign-in page. */
export const studioLogoPath = "/admin/logo.svg";

/**
 * `fields` with the mark of each Spanish text awaiting review (`stale`, texts of one entry or of one
 * folder's entries) in the hint of the field that holds it, ahead of the hint it has: the editor shows
 * a field's hint under the field in both languages' columns. One field holds a text in every entry of
 * its list, and a folder's form every entry's: the mark names which (`within`, and the entry's name
 * for a folder).
 */
export function withReviewMarks(fields: readonly CmsField[], stale: readonly StaleText[], { folder = false } = {}): CmsField[] {
  const marks = new Map<string, StaleText[]>();
  for (const text of stale) {
    // A list of single texts is marked once, under the list.
    const at = text.field.join(".");
    marks.set(at, [...(marks.get(at) ?? []), text]);
  }
  const mark = (field: CmsField, path: string[]): CmsField => {
    const texts = marks.get(path.join("."));
    const inner = field.fields ? { fields: field.fields.map((child) => mark(child, [...path, child.name])) } : {};
    if (!texts) return { ...field, ...inner };
    const which = [...new Set(texts.map((text) => [...(folder ? [text.entry.at(-1)!] : []), ...text.within].join(" › ")).filter((name) => name !== ""))];
    const why = texts.every((text) => text.unrecorded) ? "nothing records which English it was translated from" : "its English changed since it was translated";
    const hint = `**Spanish to review**${which.length > 0 ? ` (${which.join("; ")})` : ""}: ${why}. [All texts to review](${reviewListPath})`;
    return { ...field, ...inner, hint: field.hint ? `${hint}. ${field.hint}` : hint };
  };
  return fields.map((field) => mark(field, [field.name]));
}

/** The editor's languages: English first, the one every other is held to. */
const languages = { structure: "multiple_folders", locales: [...locales], default_locale: defaultLocale } as const;

/** A files collection's languages: one JSON document per entry, which the studio's server keeps as one file per language. */
const inOneDocument = { structure: "single_file" } as const;

export type StudioBackend =
  /** The studio on the owner's computer (`npm run studio`): the studio's own server writes the files. */
  | { name: "proxy"; proxy_url: string }
  /** The live site's studio: saves become commits on the Git host. */
  | { name: "github" | "gitlab" | "gitea"; repo: string; branch: string; base_url?: string };

/**
 * The whole configuration, as the CMS reads it (written out as YAML by the studio's server), with
 * the Spanish texts awaiting review (`toReview`, scripts/translation-review.ts) marked in its forms.
 * `siteUrl` is the live site, which an entry's "View Live" opens; `previewUrl`, the site with her
 * unpublished changes (the studio on her computer has one), is the address the editor's top bar shows.
 */
export function cmsConfig({
  backend,
  siteUrl,
  previewUrl = siteUrl,
  toReview = [],
}: {
  backend: StudioBackend;
  siteUrl: string;
  previewUrl?: string;
  toReview?: readonly StaleText[];
}) {
  const staleIn = (collection: string, entry?: string) =>
    toReview.filter((text) => {
      const at = studioEntryOf(text.file);
      return at?.collection === collection && (entry === undefined || at.entry === entry);
    });
  return {
    backend,
    site_url: siteUrl,
    display_url: previewUrl,
    logo_url: studioLogoPath,
    media_folder: uploadsFolder,
    public_folder: uploadsUrl,
    // A field left empty is left out of the file, not written as "", which the site's rules refuse.
    omit_empty_optional_fields: true,
    i18n: languages,
    collections: [
      {
        name: "business",
        label: collectionLabels.business,
        description: "Prices, hours, phone, email, rating, the wording of your promises, the zip codes you serve, and the Spanish words of these facts.",
        editor: { preview: false },
        files: [
          ...Object.entries(businessFiles).map(([name, { label, file }]) => ({ name, label, file, fields: formOf(file) })),
          {
            name: "words",
            label: spanishWordsLabel,
            file: businessWordsFile.es,
            fields: withReviewMarks(formOf(businessWordsFile.es), staleIn("business", "words")),
          },
        ],
      },
      {
        name: "questions",
        label: collectionLabels.questions,
        description: "Your FAQ and your customers' quotes, in English and Spanish.",
        editor: { preview: false },
        i18n: inOneDocument,
        files: Object.entries(questionFiles).map(([name, { label, file }]) => ({
          name,
          label,
          file,
          i18n: true,
          fields: withReviewMarks(formInLanguages(translatedFiles[file]!), staleIn("questions", name)),
        })),
      },
      {
        name: "pages",
        label: collectionLabels.pages,
        description: "The words of your pages, in English and Spanish: their headings, paragraphs, cards and lists, and what search results show for them.",
        editor: { preview: false },
        i18n: inOneDocument,
        files: (Object.entries(pageFiles) as [PageFileName, (typeof pageFiles)[PageFileName]][]).map(([name, { label }]) => ({
          name,
          label,
          file: `content/pages/${name}.json`,
          i18n: true,
          fields: withReviewMarks(formInLanguages(translatedFiles[`content/pages/${name}.json`]!), staleIn("pages", name)),
        })),
      },
      {
        name: "legal",
        label: collectionLabels.legal,
        description: "Your Terms of Service, Privacy Policy and Accessibility Statement, in English and Spanish.",
        editor: { preview: false },
        i18n: inOneDocument,
        // The editor's document for both languages (the files themselves are Markdown).
        format: "json",
        files: Object.entries(editableLegalPages).map(([name, label]) => ({
          name,
          label,
          file: `content/legal/${name}.md`,
          i18n: true,
          fields: withReviewMarks(
            formInLanguages(translatedFiles[`content/legal/${name}.md`]!, {
              name: "body",
              label: "The page",
              widget: "markdown",
              modes: ["raw"],
              hint: 'Each section starts with a line like "## Your privacy {#your-privacy}" (the part in braces is its link: keep it the same in every language). Write fees and contact details as {{phone}}, {{email}}, so they follow your settings',
            }),
            staleIn("legal", name),
          ),
        })),
      },
      {
        name: "towns",
        label: collectionLabels.towns,
        label_singular: "Town",
        description: "One page per town you serve, in English and Spanish. A new town gets its own page, a card on the service-areas page and a place on the map.",
        folder: "content/towns",
        i18n: true,
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        identifier_field: "name",
        // The file's name is the page's address: "North Port" → content/towns/en/north-port.md → /north-port.
        slug: "{{slug}}",
        summary: "{{name}}",
        sortable_fields: ["name", "order"],
        editor: { preview: false },
        fields: withReviewMarks(formInLanguages(editableFolders["content/towns"]), staleIn("towns"), { folder: true }),
      },
      {
        name: "blog",
        label: collectionLabels.blog,
        label_singular: "Blog post",
        description: "Your articles at /blog, in English, and in Spanish when you write it. A post's address comes from its title when you first save it.",
        folder: "content/blog",
        i18n: true,
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        identifier_field: "title",
        slug: "{{slug}}",
        summary: "{{title}} ({{date}})",
        sortable_fields: ["date", "title"],
        editor: { preview: false },
        fields: withReviewMarks(
          formInLanguages(editableFolders["content/blog"], {
            name: "body",
            label: "The post",
            widget: "markdown",
            hint: "Write prices as {{price}}, so they follow your prices",
          }),
          staleIn("blog"),
          { folder: true },
        ),
      },
    ],
  };
}
