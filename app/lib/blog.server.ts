import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { formatLongDate, formatPrice } from "../../core/format.ts";
import { site } from "../../core/site.ts";

/**
 * The blog: Markdown files with YAML front matter in content/blog/. Read at build time only (by the
 * prerender list in react-router.config.ts and by the blog routes' loaders); a post with bad front
 * matter or an unknown {{placeholder}} fails the build with a message naming the file.
 */
export const postsDirectory = join(process.cwd(), "content", "blog");

const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1),
  excerpt: z.string().trim().min(1).max(300),
  date: z.iso.date("date must be an ISO date such as 2024-12-24"),
  readTime: z.number().int().positive().max(60),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lowercase words joined by hyphens"),
});

export type PostSummary = z.infer<typeof frontMatterSchema> & {
  /** "December 24, 2024". */
  dateText: string;
  /** "3 min read". */
  readTimeText: string;
};
export type Post = PostSummary & { html: string };

/**
 * Business figures a post may quote, written {{name}} in the Markdown, plus {{cost N}} for the
 * wash and fold price of N pounds. Posts never hard-code a price, so a price change is one edit.
 */
export const placeholders: Readonly<Record<string, string>> = {
  brand: site.brandName,
  price: site.price.now,
  wasPrice: site.price.was,
  minimumLb: String(site.pricing.minimumOrderLb),
  firstOrderDiscount: `${site.pricing.firstOrderDiscountPercent}%`,
  turnaround: site.turnaround.range,
  pickupCutoff: site.pickupCutoff,
  schedulingMinutes: String(site.schedulingMinutes),
  detergents: site.detergents.join(", "),
};

/** Replaces every {{placeholder}} in a text; an unknown one is an error. */
export function fillPlaceholders(text: string, source = "text"): string {
  return text.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (_, name: string) => {
    const cost = /^cost\s+(\d+(?:\.\d+)?)$/.exec(name);
    if (cost) return formatPrice(Number(cost[1]) * site.pricing.washFoldPerLb);
    const value = placeholders[name];
    if (value === undefined) {
      throw new Error(
        `${source}: unknown placeholder {{${name}}}. Known: ${[...Object.keys(placeholders), "cost N"].join(", ")}.`,
      );
    }
    return value;
  });
}

type ParsedFile = { summary: PostSummary; body: string };

/** Splits, validates and fills one post file. Throws a message that names the file and the problem. */
export function parsePostFile(fileName: string, raw: string): ParsedFile {
  const where = `Blog post content/blog/${fileName}`;
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${where}: it must start with front matter between two "---" lines.`);
  const [, yamlText = "", body = ""] = match;

  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    throw new Error(`${where}: the front matter is not valid YAML (${(error as Error).message}).`, { cause: error });
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`${where} has invalid front matter:\n${z.prettifyError(parsed.error)}`);
  }
  const front = parsed.data;
  if (`${front.slug}.md` !== fileName) {
    throw new Error(`${where}: the slug "${front.slug}" must match the file name (${front.slug}.md).`);
  }
  if (body.trim() === "") throw new Error(`${where}: the post has no text.`);

  return {
    summary: {
      ...front,
      title: fillPlaceholders(front.title, where),
      excerpt: fillPlaceholders(front.excerpt, where),
      dateText: formatLongDate(front.date),
      readTimeText: `${front.readTime} min read`,
    },
    body: fillPlaceholders(body, where),
  };
}

function readAll(directory: string): ParsedFile[] {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith(".md"))
    .sort();
  return files
    .map((name) => parsePostFile(name, readFileSync(join(directory, name), "utf8")))
    .sort((a, b) => b.summary.date.localeCompare(a.summary.date));
}

/** Every post, newest first. */
export function listPosts(directory = postsDirectory): PostSummary[] {
  return readAll(directory).map((file) => file.summary);
}

/** One post with its Markdown rendered to HTML, or null when no post has that slug. */
export function getPost(slug: string, directory = postsDirectory): Post | null {
  const file = readAll(directory).find((f) => f.summary.slug === slug);
  if (!file) return null;
  return { ...file.summary, html: marked.parse(file.body, { async: false, gfm: true }) };
}
