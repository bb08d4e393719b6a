import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page.ts";
import { site } from "../../core/site.ts";
import { getLegalDocument } from "../../app/lib/legal.server.ts";
import { getPost, listPosts } from "../../app/lib/blog.server.ts";
import { outsideServiceAreaPage } from "../../content/outside-service-area.ts";
import { withFigures } from "../../app/lib/run-time-figures.ts";
// The English words of the legal pages and the blog (content/pages/en/legal.json, blog.json), as filled in.
import legalWords from "../../content/pages/filled/en/legal.json" with { type: "json" };
import blogWords from "../../content/pages/filled/en/blog.json" with { type: "json" };
import { sitemapGroups } from "../../content/sitemap.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { layoutSample } from "./layout-kinds.ts";
// Words as the English build shows them (content/pages/en/, filled in).
import notFoundWords from "#words/not-found.json" with { type: "json" };
import sitemapWords from "#words/sitemap-page.json" with { type: "json" };
import layoutWords from "#words/layout.json" with { type: "json" };
import contactFormWords from "#words/contact-form.json" with { type: "json" };

const signUp = `${site.appUrl}/?tab=create-account`;
/** The outside-area page's email link: the subject is the owner's, as the link encodes it. */
const contactUsHref = `mailto:${site.email}?subject=${encodeURIComponent(contactFormWords.inquiry.subject)}`;
/** The posts in content/blog/en/, newest first; the tests that follow one post take the newest. */
const posts = listPosts();
const latest = posts[0];

const main = (page: Page) => page.getByRole("main");

/** Text as a visitor reads it: tags dropped, the common character references decoded, spaces collapsed. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** Resolves once React has hydrated the prerendered document (hydrateRoot marks its container). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
}

/** Path, h1 and words the document title must hold. */
const pages: ReadonlyArray<{ path: string; h1: string; title: string }> = [
  { path: "/terms-and-conditions", h1: getLegalDocument("terms").title, title: legalWords.terms.title },
  { path: "/privacy-policy", h1: getLegalDocument("privacy").title, title: legalWords.privacy.title },
  { path: "/accessibility", h1: getLegalDocument("accessibility").title, title: legalWords.accessibility.title },
  { path: "/sitemap", h1: sitemapWords.hero.title, title: sitemapWords.meta.title },
  { path: "/outside-service-area", h1: outsideServiceAreaPage.hero.title, title: outsideServiceAreaPage.meta.title },
  { path: "/blog", h1: blogWords.hero.title, title: blogWords.meta.title },
  ...(latest ? [{ path: `/blog/${latest.slug}`, h1: latest.title, title: latest.title }] : []),
];

/**
 * The pages checked in the browser for their h1, schedule actions and axe: one legal page and one
 * post in each language (layoutSample("both"): every legal page is one layout fed by its Markdown,
 * every post one layout fed by its file), and the blog list, the sitemap and the outside-the-area
 * page, whose layouts are their own. Their heads and what they say are read from every built page
 * in tests/built/ (heads, page-words).
 */
async function sampledPages() {
  const kinds = (await layoutSample("both")).filter((sampled) => sampled.kind === "legal" || sampled.kind === "post").map((sampled) => sampled.path);
  return [...kinds, ...pages.filter((page) => ["/sitemap", "/outside-service-area", "/blog"].includes(page.path)).map((page) => page.path)];
}

test.describe("Legal, sitemap, outside-area and blog pages", () => {
  test("sampled pages: one h1, a schedule action to the sign-up and no axe violations", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of await sampledPages()) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      const known = pages.find((candidate) => candidate.path === path);
      if (known) await expect(page.getByRole("heading", { level: 1 })).toHaveText(known.h1);
      const schedule = main(page).locator(`a[href^="${signUp}"]`);
      expect(await schedule.count(), path).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    }
  });

  test("sampled pages pass axe on a phone @mobile", async ({ page }) => {
    test.setTimeout(120_000);
    // The legal page and the post in one language, and the outside-the-area page naming a zip code.
    const sample = (await layoutSample()).filter((sampled) => sampled.kind === "legal" || sampled.kind === "post").map((sampled) => sampled.path);
    for (const path of [...sample, "/outside-service-area?zip=10001"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe("Terms of Service", () => {
  // The date and every section of each legal document: tests/built/page-words.test.ts.
  test("the table of contents jumps to each section, and headings link to themselves", async ({ page }) => {
    const { sections } = getLegalDocument("terms");
    await page.goto("/terms-and-conditions");
    const toc = page.getByRole("navigation", { name: legalWords.contents });
    await expect(toc.getByRole("link")).toHaveCount(sections.length);
    // A section far down the page, then the last one through its own heading link.
    const middle = Math.floor(sections.length / 2);
    const target = sections[middle]!;
    await toc.getByRole("link", { name: target.title }).click();
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
    await expect(page.getByRole("heading", { level: 2, name: `${middle + 1}. ${target.title}`, exact: true })).toBeInViewport();

    const last = sections.at(-1)!;
    const selfLink = main(page).getByRole("link", { name: withFigures(legalWords.sectionLink, { section: last.title }) });
    await expect(selfLink).toHaveAttribute("href", `#${last.id}`);
    await selfLink.click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.getByRole("heading", { level: 2, name: `${sections.length}. ${last.title}`, exact: true })).toBeInViewport();
  });
});

test.describe("Privacy Policy", () => {
  test("the table of contents jumps to a section", async ({ page }) => {
    const { sections } = getLegalDocument("privacy");
    const index = sections.length - 1;
    const target = sections[index]!;
    await page.goto("/privacy-policy");
    await page.getByRole("navigation", { name: legalWords.contents }).getByRole("link", { name: target.title }).click();
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
    await expect(page.getByRole("heading", { level: 2, name: `${index + 1}. ${target.title}`, exact: true })).toBeInViewport();
  });
});

test.describe("Accessibility statement", () => {
  test("is linked from every page's footer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: layoutWords.footer.legal.accessibility, exact: true }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getLegalDocument("accessibility").title);
  });
});

test.describe("Sitemap", () => {
  // Every entry, home anchor, town and post linked: tests/built/page-words.test.ts.
  test("a home anchor opens Home at that section", async ({ page }) => {
    await page.goto("/sitemap");
    await waitForHydration(page);
    const pricing = sitemapGroups.flatMap((group) => group.entries).find((entry) => entry.to === "/#pricing");
    if (!pricing) throw new Error("content/sitemap.ts has no /#pricing entry");
    await main(page).getByRole("link", { name: pricing.title, exact: true }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator("#pricing")).toBeInViewport();
  });

  test("a page link opens that page", async ({ page }) => {
    const terms = sitemapGroups.flatMap((group) => group.entries).find((entry) => entry.to === "/terms-and-conditions");
    if (!terms) throw new Error("content/sitemap.ts has no /terms-and-conditions entry");
    await page.goto("/sitemap");
    await main(page).getByRole("link", { name: terms.title, exact: true }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getLegalDocument("terms").title);
  });
});

test.describe("Outside the service area", () => {
  // Its reassurances, every town and its links: tests/built/page-words.test.ts.
  test("names a valid zip code and puts it in the email", async ({ page }) => {
    await page.goto("/outside-service-area?zip=10001");
    await expect(main(page).getByText(outsideServiceAreaPage.zipNotice("10001"))).toBeVisible();
    const href = await main(page).getByRole("link", { name: outsideServiceAreaPage.heroLinks.contact }).getAttribute("href");
    expect(href?.startsWith(`${contactUsHref}&body=`)).toBe(true);
    // The owner's email text, with the zip where it says {{zip}} (which the studio requires).
    expect(new URLSearchParams(href?.split("?")[1]).get("body")).toBe(withFigures(contactFormWords.inquiry.emailBody, { zip: "10001" }));
    expect(new URLSearchParams(href?.split("?")[1]).get("body")).toContain("10001");
  });

  test("ignores an invalid zip code", async ({ page }) => {
    await page.goto("/outside-service-area?zip=1000x");
    await waitForHydration(page);
    await expect(main(page).getByText(outsideServiceAreaPage.zipNotice("1000x"))).toHaveCount(0);
    await expect(main(page).getByText("1000x")).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: outsideServiceAreaPage.heroLinks.contact })).toHaveAttribute("href", contactUsHref);
  });
});

test.describe("Blog", () => {
  // Every post on the list, newest first, with its date, reading time and links: tests/built/page-words.test.ts.
  test("the list fits a phone, cards stacked @mobile", async ({ page }) => {
    await page.goto("/blog");
    const cards = main(page).getByRole("article");
    await expect(cards).toHaveCount(posts.length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const boxes = await cards.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
  });

  test("list → article → back to the list", async ({ page }) => {
    test.skip(!latest, "content/blog/en/ has no post");
    const post = latest!;
    await page.goto("/blog");
    const card = main(page).getByRole("article", { name: post.title, exact: true });
    await expect(card.getByText(post.dateText)).toBeVisible();
    await expect(card.getByText(post.readTimeText)).toBeVisible();
    await expect(main(page).getByRole("link", { name: blogWords.heroButtons.schedule }).first()).toHaveAttribute("href", signUp);

    await waitForHydration(page);
    await card.getByRole("link", { name: post.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(getPost(post.slug)?.html ?? "")?.[1] ?? "";
    await expect(main(page).getByRole("article", { name: post.title, exact: true })).toContainText(plainText(firstParagraph));

    await main(page).getByRole("link", { name: blogWords.post.back }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogWords.hero.title);
  });

  // Every post's words, Article data and links are read from the built pages (tests/built/
  // page-words, structured-data, heads); axe and the phone width on the sampled posts above.

  test("an unknown post is a 404 page", async ({ page, request }) => {
    expect((await request.get("/blog/no-such-post")).status()).toBe(404);
    await page.goto("/blog/no-such-post");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundWords.title);
    await expect(main(page).getByRole("link", { name: notFoundWords.homeButton })).toHaveAttribute("href", "/");
  });
});
