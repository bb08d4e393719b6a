import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { images } from "../../content/images.ts";
import { site } from "../../core/site.ts";
import { formatLongDate } from "../../core/format.ts";
import { getPost, listPosts, parsePostFile, postsDirectory } from "./blog.server.ts";
import { inlinePicture } from "./pictures.server.ts";
import blogWords from "#words/blog.json" with { type: "json" };

const valid = `---
title: A test post
excerpt: Short and sweet.
date: 2024-12-24
readTime: 3
---

Costs {{price}} per pound.
`;

describe("a post's minutes to read", () => {
  it("come from its text, whatever figure its file still holds", () => {
    const long = valid.replace("Costs {{price}} per pound.", "Fold the towels in thirds. ".repeat(1000));
    const { summary } = parsePostFile("a-test-post.md", long);
    expect(summary.readTime).toBe(Math.round(5000 / 225));
    expect(summary.readTimeText).toBe(blogWords.readTime.replace("{{minutes}}", String(Math.round(5000 / 225))));
    expect(parsePostFile("a-test-post.md", valid.replace("readTime: 3\n", "")).summary.readTime).toBe(1);
  });
});

describe("the shipped posts", () => {
  it("each have a page named after its file, a date written out and a reading time", () => {
    const files = readdirSync(postsDirectory).filter((name) => name.endsWith(".md"));
    const posts = listPosts();
    expect(posts.map((p) => `${p.slug}.md`).sort()).toEqual(files.sort());
    for (const post of posts) {
      expect(post.dateText, post.slug).toBe(formatLongDate(post.date));
      // The blog's words for the minutes to read (blog.json), with the post's minutes put in.
      expect(post.readTimeText, post.slug).toBe(blogWords.readTime.replace("{{minutes}}", String(post.readTime)));
    }
  });

  it("each render to HTML with every placeholder filled and a reading time that matches the words", () => {
    for (const summary of listPosts()) {
      const post = getPost(summary.slug);
      const text = post?.html.replace(/<[^>]+>/g, " ") ?? "";
      const words = text.split(/\s+/).filter(Boolean).length;
      expect(words, summary.slug).toBeGreaterThan(0);
      // About 200 to 250 words a minute, and at least a minute.
      expect(summary.readTime, summary.slug).toBeGreaterThanOrEqual(Math.max(1, Math.floor(words / 250)));
      expect(summary.readTime, summary.slug).toBeLessThanOrEqual(Math.max(1, Math.ceil(words / 200)));
      expect(post?.html, summary.slug).not.toMatch(/\{\{|\}\}/);
    }
  });

  it("are listed newest first", () => {
    const dates = listPosts().map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("return null for an unknown slug", () => {
    expect(getPost("no-such-post")).toBeNull();
  });
});

describe("parsePostFile", () => {
  it("accepts a valid post and takes its address from the file name", () => {
    const { summary, body } = parsePostFile("a-test-post.md", valid);
    expect(summary.title).toBe("A test post");
    expect(summary.slug).toBe("a-test-post");
    expect(parsePostFile("another-name.md", valid).summary.slug).toBe("another-name");
    expect(body).toContain(`Costs ${site.price.now} per pound.`);
  });

  it("rejects missing or malformed front matter with a message naming the file", () => {
    expect(() => parsePostFile("a-test-post.md", "No front matter")).toThrow(/content\/blog\/en\/a-test-post\.md/);
    expect(() => parsePostFile("a-test-post.md", valid.replace("date: 2024-12-24", "date: 24/12/2024"))).toThrow(/date/);
    expect(() => parsePostFile("a-test-post.md", valid.replace("readTime: 3", "readTime: three"))).toThrow(/readTime/);
    expect(() => parsePostFile("a-test-post.md", valid.replace("title: A test post\n", ""))).toThrow(/title/);
  });

  it("gives a post without an image the shared blog-post picture, and a post with one its own, drawings carried in the page", () => {
    expect(parsePostFile("a-test-post.md", valid).image).toEqual(inlinePicture(images.blogPostHero));
    const photo = { src: images.blogHero.src, width: images.blogHero.width, height: images.blogHero.height, alt: "A folded stack of beach towels" };
    const own = valid.replace("readTime: 3\n", `readTime: 3\nimage:\n  src: ${photo.src}\n  alt: ${photo.alt}\n`);
    expect(parsePostFile("a-test-post.md", own).image).toEqual(inlinePicture(photo));
  });

  it("gives a post's picture the size of its file, whatever size the post's file states", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#e8f4f8" } }).png().toBuffer();
    const withPicture = (yaml: string) => valid.replace("readTime: 3\n", `readTime: 3\nimage:\n  src: /images/uploads/towels.png\n${yaml}  alt: Towels\n`);
    const read = (src: string) => (src === "/images/uploads/towels.png" ? png : undefined);
    for (const stated of ["", "  width: 800\n  height: 600\n"]) {
      expect(parsePostFile("a-test-post.md", withPicture(stated), read).image).toEqual({ src: "/images/uploads/towels.png", width: 64, height: 48, alt: "Towels" });
    }
    expect(() => parsePostFile("a-test-post.md", withPicture(""), () => Buffer.from("<!doctype html>"))).toThrow(/not a picture the site can show/);
  });

  it("rejects an image that is not a file in public/", () => {
    const withImage = (yaml: string) => valid.replace("readTime: 3\n", `readTime: 3\nimage:\n${yaml}`);
    expect(() =>
      parsePostFile("a-test-post.md", withImage("  src: /images/no-such-photo.jpg\n  width: 800\n  height: 600\n  alt: x\n")),
    ).toThrow(/is not in public\//);
    expect(() =>
      parsePostFile("a-test-post.md", withImage("  src: https://example.com/a.jpg\n  width: 8\n  height: 6\n  alt: x\n")),
    ).toThrow(/path in public/);
  });

  it("rejects a file name that cannot be an address, and a slug line, saying what to do", () => {
    expect(() => parsePostFile("My First Post.md", valid)).toThrow(
      'Blog post content/blog/en/My First Post.md: the file name is the post\'s address (/blog/My First Post), so it must be lowercase words joined by hyphens, such as my-first-post.md; rename the file.',
    );
    expect(() => parsePostFile("a-test-post.md", valid.replace("readTime: 3\n", "readTime: 3\nslug: a-test-post\n"))).toThrow(
      'Blog post content/blog/en/a-test-post.md: remove the "slug" line; a post\'s address comes from its file name (this one is /blog/a-test-post).',
    );
  });

  it("makes an invalid post in the folder fail the whole listing", () => {
    const dir = mkdtempSync(join(tmpdir(), "blog-"));
    writeFileSync(join(dir, "a-test-post.md"), valid);
    expect(listPosts(dir)).toHaveLength(1);
    writeFileSync(join(dir, "broken.md"), "---\ntitle: Broken\n---\nText");
    expect(() => listPosts(dir)).toThrow(/broken\.md has invalid front matter/);
  });
});


