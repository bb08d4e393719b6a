import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { images } from "../../content/images.ts";
import { site } from "../../core/site.ts";
import { getPost, listPosts, parsePostFile } from "./blog.server.ts";

const valid = `---
title: A test post
excerpt: Short and sweet.
date: 2024-12-24
readTime: 3
slug: a-test-post
---

Costs {{price}} per pound.
`;

describe("the shipped posts", () => {
  it("include the wash & fold explainer, dated and timed as the spec says", () => {
    const post = listPosts().find((p) => p.slug === "what-does-wash-fold-really-mean");
    expect(post).toBeDefined();
    expect(post?.dateText).toBe("December 24, 2024");
    expect(post?.readTimeText).toBe("3 min read");
  });

  it("render to HTML with the business figures filled in", () => {
    const post = getPost("what-does-wash-fold-really-mean");
    expect(post?.html).toContain("<h2");
    expect(post?.html).toContain(site.price.now);
    expect(post?.html).not.toContain("{{");
  });

  it("each run 500 to 900 words with a reading time that matches, at least three sections and no unfilled placeholder", () => {
    const posts = listPosts();
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const summary of posts) {
      const post = getPost(summary.slug);
      const text = post?.html.replace(/<[^>]+>/g, " ") ?? "";
      const words = text.split(/\s+/).filter(Boolean).length;
      const added = summary.date > "2024-12-24";
      if (added) expect(words, summary.slug).toBeGreaterThanOrEqual(500);
      expect(words, summary.slug).toBeLessThanOrEqual(900);
      // About 200 to 250 words a minute.
      expect(summary.readTime, summary.slug).toBeGreaterThanOrEqual(Math.floor(words / 250));
      expect(summary.readTime, summary.slug).toBeLessThanOrEqual(Math.ceil(words / 200));
      expect(post?.html.match(/<h2/g)?.length ?? 0, summary.slug).toBeGreaterThanOrEqual(3);
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
  it("accepts a valid post", () => {
    const { summary, body } = parsePostFile("a-test-post.md", valid);
    expect(summary.title).toBe("A test post");
    expect(body).toContain(`Costs ${site.price.now} per pound.`);
  });

  it("rejects missing or malformed front matter with a message naming the file", () => {
    expect(() => parsePostFile("a-test-post.md", "No front matter")).toThrow(/content\/blog\/a-test-post\.md/);
    expect(() => parsePostFile("a-test-post.md", valid.replace("date: 2024-12-24", "date: 24/12/2024"))).toThrow(/date/);
    expect(() => parsePostFile("a-test-post.md", valid.replace("readTime: 3", "readTime: three"))).toThrow(/readTime/);
    expect(() => parsePostFile("a-test-post.md", valid.replace("title: A test post\n", ""))).toThrow(/title/);
    expect(() => parsePostFile("a-test-post.md", valid.replace("slug: a-test-post", "slug: Other Slug"))).toThrow(/slug/);
  });

  it("gives a post without an image the shared blog-post picture, and a post with one its own", () => {
    expect(parsePostFile("a-test-post.md", valid).image).toEqual(images.blogPostHero);
    const photo = { src: images.blogHero.src, width: 1200, height: 900, alt: "A folded stack of beach towels" };
    const own = valid.replace("slug: a-test-post\n", `slug: a-test-post\nimage:\n  src: ${photo.src}\n  width: ${photo.width}\n  height: ${photo.height}\n  alt: ${photo.alt}\n`);
    expect(parsePostFile("a-test-post.md", own).image).toEqual(photo);
  });

  it("rejects an image that is not a file in public/ or has no size", () => {
    const withImage = (yaml: string) => valid.replace("slug: a-test-post\n", `slug: a-test-post\nimage:\n${yaml}`);
    expect(() =>
      parsePostFile("a-test-post.md", withImage("  src: /images/no-such-photo.jpg\n  width: 800\n  height: 600\n  alt: x\n")),
    ).toThrow(/is not in public\//);
    expect(() => parsePostFile("a-test-post.md", withImage("  src: /illustrations/blog.svg\n  alt: x\n"))).toThrow(/width/);
    expect(() =>
      parsePostFile("a-test-post.md", withImage("  src: https://example.com/a.jpg\n  width: 8\n  height: 6\n  alt: x\n")),
    ).toThrow(/path in public/);
  });

  it("rejects a slug that does not match the file name", () => {
    expect(() => parsePostFile("other.md", valid)).toThrow(/must match the file name/);
  });

  it("makes an invalid post in the folder fail the whole listing", () => {
    const dir = mkdtempSync(join(tmpdir(), "blog-"));
    writeFileSync(join(dir, "a-test-post.md"), valid);
    expect(listPosts(dir)).toHaveLength(1);
    writeFileSync(join(dir, "broken.md"), "---\ntitle: Broken\n---\nText");
    expect(() => listPosts(dir)).toThrow(/broken\.md has invalid front matter/);
  });
});


