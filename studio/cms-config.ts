import { z } from "zod";
import { postFrontMatterSchema } from "../app/lib/blog.server.ts";
import { legalFrontMatterSchema } from "../app/lib/legal.server.ts";
import { townFileSchema } from "../content/town-schema.ts";
import { pageFiles } from "../content/page-files.ts";
import { serviceAreaRulesSchema } from "../content/service-area-rules.ts";
import { businessFactsSchema } from "../core/site-schema.ts";
import { faqFileSchema, testimonialsFileSchema } from "../scripts/check-content.ts";

/**
 * The studio's configuration (Decap CMS's `config.yml`, which Sveltia CMS also reads): which files
 * the owner edits and the form of each. The forms are generated from the site's own zod schemas
 * (core/site-schema.ts), so a field's title, whether it may be left empty, its lowest and highest
 * value and its pattern are the rules the build checks, and cannot drift from them. Rules that
 * span fields (a former price above the price, closing after opening, no day twice) are not in the
 * form: the studio's server checks them on save (studio/backend.ts) and refuses the save with the
 * rule in the owner's words.
 */

/** The part of a JSON Schema (as zod writes it) the form is made from. */
type Node = {
  /** One type, or several (a zip code may be written as text or as a number). */
  type?: string | string[];
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
};

/** Words for a field the schema gave no title to: "minimumOrderLb" → "Minimum order lb". */
function fallbackLabel(name: string): string {
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

/** The form of a file whose contents `schema` describes. */
export function formFor(schema: z.ZodType): CmsField[] {
  return fieldsOf(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node);
}

/** The files the studio edits, and the schema each must pass before it is written: the business's, then the pages' (content/page-files.ts). */
export const editableFiles: Readonly<Record<string, () => z.ZodType>> = {
  "content/business.json": businessFactsSchema,
  "content/testimonials.json": testimonialsFileSchema,
  "content/faq.json": faqFileSchema,
  "content/service-area.json": serviceAreaRulesSchema,
  ...Object.fromEntries(Object.entries(pageFiles).map(([file, { schema }]) => [file, schema])),
};

/** A file of `editableFiles`' form. */
const formOf = (file: string) => formFor(editableFiles[file]!());

/** The legal pages: front matter the schema checks, then the page's text in Markdown. */
export const editableLegalPages = {
  "content/legal/terms.md": "Terms of Service",
  "content/legal/privacy.md": "Privacy Policy",
  "content/legal/accessibility.md": "Accessibility Statement",
} as const satisfies Record<string, string>;

/** The folders of one-file-per-entry content the studio edits (front matter in Markdown files), and their schemas. */
export const editableFolders = {
  "content/towns": townFileSchema,
  "content/blog": postFrontMatterSchema,
} as const satisfies Record<string, () => z.ZodType>;

export type StudioBackend =
  /** The studio on the owner's computer (`npm run studio`): the studio's own server writes the files. */
  | { name: "proxy"; proxy_url: string }
  /** The live site's studio: saves become commits on the Git host. */
  | { name: "github" | "gitlab" | "gitea"; repo: string; branch: string; base_url?: string };

/** The whole configuration, as the CMS reads it (written out as YAML by the studio's server). */
export function cmsConfig({ backend, siteUrl }: { backend: StudioBackend; siteUrl: string }) {
  return {
    backend,
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
    // A field left empty is left out of the file, not written as "", which the site's rules refuse.
    omit_empty_optional_fields: true,
    collections: [
      {
        name: "business",
        label: "Business facts",
        description: "Prices, hours, phone, email, rating, the wording of your promises, your FAQ, your customers' quotes, and the zip codes you serve.",
        editor: { preview: false },
        files: [
          {
            name: "facts",
            label: "Prices, hours and contact details",
            file: "content/business.json",
            fields: formOf("content/business.json"),
          },
          {
            name: "faq",
            label: "Questions and answers",
            file: "content/faq.json",
            fields: formOf("content/faq.json"),
          },
          {
            name: "quotes",
            label: "Customer quotes",
            file: "content/testimonials.json",
            fields: formOf("content/testimonials.json"),
          },
          {
            name: "service-area",
            label: "Zip codes you serve",
            file: "content/service-area.json",
            fields: formOf("content/service-area.json"),
          },
        ],
      },
      {
        name: "pages",
        label: "Pages",
        description: "The words of your pages: their headings, paragraphs, cards and lists, and what search results show for them.",
        editor: { preview: false },
        files: Object.entries(pageFiles).map(([file, { label }]) => ({
          name: file.replace(/^content\/pages\/|\.json$/g, ""),
          label,
          file,
          fields: formOf(file),
        })),
      },
      {
        name: "legal",
        label: "Legal pages",
        description: "Your Terms of Service, Privacy Policy and Accessibility Statement.",
        editor: { preview: false },
        files: Object.entries(editableLegalPages).map(([file, label]) => ({
          name: file.replace(/^content\/legal\/|\.md$/g, ""),
          label,
          file,
          fields: [
            ...formFor(legalFrontMatterSchema()),
            {
              name: "body",
              label: "The page",
              widget: "markdown",
              modes: ["raw"],
              hint: 'Each section starts with a line like "## Your privacy {#your-privacy}" (the part in braces is its link). Write fees and contact details as {{phone}}, {{email}}, so they follow your settings',
            },
          ] satisfies CmsField[],
        })),
      },
      {
        name: "towns",
        label: "Towns",
        label_singular: "Town",
        description: "One page per town you serve. A new town gets its own page, a card on the service-areas page and a place on the map.",
        folder: "content/towns",
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        identifier_field: "name",
        // The file's name is the page's address: "North Port" → content/towns/north-port.md → /north-port.
        slug: "{{slug}}",
        summary: "{{name}}",
        sortable_fields: ["name", "order"],
        editor: { preview: false },
        fields: formFor(editableFolders["content/towns"]()),
      },
      {
        name: "blog",
        label: "Blog posts",
        label_singular: "Blog post",
        description: "Your articles at /blog. A post's address comes from its title when you first save it.",
        folder: "content/blog",
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        identifier_field: "title",
        slug: "{{slug}}",
        summary: "{{title}} ({{date}})",
        sortable_fields: ["date", "title"],
        editor: { preview: false },
        fields: [
          ...formFor(editableFolders["content/blog"]()),
          { name: "body", label: "The post", widget: "markdown", hint: "Write prices as {{price}}, so they follow your prices" },
        ],
      },
    ],
  };
}
