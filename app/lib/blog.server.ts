import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { locale, type Locale } from "../../core/locale.ts";
import { z } from "zod";
import { images, type ImageSlot } from "../../content/images.ts";
import { formatLongDate } from "../../core/format.ts";
import { pictureSize } from "../../core/picture-size.ts";
import { fillPlaceholders } from "../../core/placeholders.ts";
import { isoDate, parseMarkdownFile, readFrontMatter, renderMarkdown } from "./markdown.server.ts";
import { inlinePicture } from "./pictures.server.ts";
// The blog's words in the build's language (content/pages/<language>/blog.json): "{{minutes}} min read".
import words from "#words/blog.json" with { type: "json" };

/**
 * The blog: Markdown files with YAML front matter in content/blog/<language>/ (a Spanish version of a post is optional). Read at build time only (by the
 * prerender list in react-router.config.ts and by the blog routes' loaders); a post with bad front
 * matter or an unknown {{placeholder}} fails the build with a message naming the file. A post's
 * address is its file name: content/blog/en/first-pickup.md is /blog/first-pickup.
 */
export const postsDirectory = join(process.cwd(), "content", "blog", locale);

/** Minutes a post takes to read, at 225 words a minute (at least one): worked out from its text, never stored. */
export const minutesToRead = (text: string) => Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 225));

/** Lowercase words joined by hyphens: "what-does-wash-fold-really-mean". */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A post's front matter, each field titled in the owner's words: the studio's post form is made
 * from this (studio/cms-config.ts). Two figures are worked out by the build, so no edit, in the
 * studio or in the file, can make them wrong: the minutes to read from the text (`minutesToRead`),
 * and the picture's width and height from the picture file (core/picture-size.ts). A `readTime`,
 * `width` or `height` a file still holds (as posts written before did) is not used.
 */
export function postFrontMatterSchema() {
  return z.strictObject({
    title: z.string().trim().min(1, "must not be empty").meta({ title: "Title" }),
    excerpt: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(300, "must be at most 300 characters")
      .meta({ title: "Summary", description: "Shown on the blog page and in search results; at most 300 characters", multiline: true }),
    date: isoDate.meta({ title: "Date" }),
    readTime: z.number("must be a number").optional().meta({ title: "Minutes to read (not used: worked out from the text)", studio: "computed" }),
    /** Optional: the post's own picture (a file in public/, e.g. /images/go-bag.jpg); else images.blogPostHero. */
    image: z
      .strictObject({
        src: z
          .string()
          .regex(/^\/(?!.*\.\.)[\w./-]+\.(?:avif|webp|jpe?g|png|svg)$/, "image src must be a path in public/, such as /images/go-bag.jpg")
          .meta({ title: "Picture", studio: "image" }),
        width: z.number().int().positive().optional().meta({ title: "Width (not used: read from the picture)", studio: "computed" }),
        height: z.number().int().positive().optional().meta({ title: "Height (not used: read from the picture)", studio: "computed" }),
        alt: z
          .string()
          .trim()
          .min(1, "must describe the picture for someone who cannot see it")
          .meta({ title: "What the picture shows", description: "Needed with a picture: read aloud to visitors who cannot see it" }),
      })
      .meta({ title: "The post's own picture" })
      .optional(),
  });
}
const frontMatterSchema = postFrontMatterSchema();

export type PostSummary = Omit<z.infer<typeof frontMatterSchema>, "image" | "readTime"> & {
  /** The file name without ".md": the post's address under /blog/. */
  slug: string;
  /** Minutes to read, from the text (`minutesToRead`). */
  readTime: number;
  /** "December 24, 2024". */
  dateText: string;
  /** "3 min read", in the blog's words (blog.json). */
  readTimeText: string;
};
/** A post's hero picture: its own from the front matter, or the shared blog-post slot. */
export type Post = PostSummary & { html: string; image: ImageSlot };

type ParsedFile = { summary: PostSummary; image: ImageSlot; body: string };

/**
 * Splits, validates and fills one post file. Throws a message that names the file and the problem.
 * `readPicture` gives the bytes of a picture path (/images/…) that is a file of the site, else
 * undefined: by default, from public/ of the project in the working folder (the studio also gives
 * a picture being saved with the post).
 */
export function parsePostFile(
  fileName: string,
  raw: string,
  readPicture = (src: string): Uint8Array | undefined => {
    const file = join(process.cwd(), "public", src);
    return existsSync(file) ? readFileSync(file) : undefined;
  },
): ParsedFile {
  const where = `Blog post content/blog/${locale}/${fileName}`;
  const slug = fileName.replace(/\.md$/, "");
  if (!slugPattern.test(slug)) {
    throw new Error(
      `${where}: the file name is the post's address (/blog/${slug}), so it must be lowercase words joined by hyphens, such as my-first-post.md; rename the file.`,
    );
  }
  const { data } = readFrontMatter(where, raw);
  if (data && typeof data === "object" && "slug" in data) {
    throw new Error(`${where}: remove the "slug" line; a post's address comes from its file name (this one is /blog/${slug}).`);
  }
  const { front, body } = parseMarkdownFile(where, raw, frontMatterSchema);
  const { image, readTime: _stored, ...fields } = front;
  const readTime = minutesToRead(body);
  let picture: ImageSlot = images.blogPostHero;
  if (image) {
    const bytes = readPicture(image.src);
    if (!bytes) throw new Error(`${where}: the image ${image.src} is not in public/ (put the file at public${image.src}).`);
    const size = pictureSize(bytes);
    if (!size) throw new Error(`${where}: the image ${image.src} is not a picture the site can show (a PNG, JPEG, WebP, AVIF or SVG file).`);
    picture = { src: image.src, alt: image.alt, ...size };
  }
  return {
    image: inlinePicture(picture),
    summary: {
      ...fields,
      slug,
      readTime,
      title: fillPlaceholders(front.title, where),
      excerpt: fillPlaceholders(front.excerpt, where),
      dateText: formatLongDate(front.date),
      readTimeText: words.readTime.replaceAll("{{minutes}}", String(readTime)),
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
/** Whether a post is written in a language too: content/blog/<language>/<slug>.md (a Spanish version is optional). */
export function postIsIn(slug: string, of: Locale): boolean {
  return existsSync(join(process.cwd(), "content", "blog", of, `${slug}.md`));
}

export function getPost(slug: string, directory = postsDirectory): Post | null {
  const file = readAll(directory).find((f) => f.summary.slug === slug);
  if (!file) return null;
  return { ...file.summary, image: file.image, html: renderMarkdown(file.body) };
}
