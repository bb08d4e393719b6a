import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { site } from "../../core/site.ts";
import { formatNumericDate as usDate } from "../../core/format.ts";
import { getLegalDocument, type LegalDocument } from "../../app/lib/legal.server.ts";
import { getPost, listPosts, postsDirectory } from "../../app/lib/blog.server.ts";
import { outsideServiceAreaPage } from "../../content/outside-service-area.ts";
import { withFigures } from "../../app/lib/run-time-figures.ts";
// The English words of the legal pages and the blog (content/pages/en/legal.json, blog.json), as filled in.
import legalWords from "../../content/pages/filled/en/legal.json" with { type: "json" };
import blogWords from "../../content/pages/filled/en/blog.json" with { type: "json" };
import { sitemapGroups } from "../../content/sitemap.ts";
import { expectNoAxeViolations } from "./axe.ts";
// Words as the English build shows them (content/pages/en/, filled in).
import layoutWords from "#words/layout.json" with { type: "json" };
import notFoundWords from "#words/not-found.json" with { type: "json" };
import sitemapWords from "#words/sitemap-page.json" with { type: "json" };

const signUp = `${site.appUrl}/?tab=create-account`;
const contactUsHref = `mailto:${site.email}?subject=Service%20Area%20Inquiry`;
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

/** Every section of a document of content/legal/en/ is on its page: its numbered heading and its text, figures filled in. */
async function expectEverySection(page: Page, document: LegalDocument) {
  const body = main(page);
  const shown = plainText(await body.innerHTML());
  expect(shown).not.toContain("{{");
  for (const [i, section] of document.sections.entries()) {
    await expect(body.getByRole("heading", { level: 2, name: `${i + 1}. ${section.title}`, exact: true })).toBeVisible();
    expect(shown, section.title).toContain(plainText(section.html));
  }
}

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

test.describe("Legal, sitemap, outside-area and blog pages", () => {
  for (const { path, h1, title } of pages) {
    test(`${path}: prerendered with its title and canonical, one h1, a schedule action and no axe violations`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const documentTitle = plainText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      expect(documentTitle).toContain(title);
      expect(documentTitle.endsWith(`| ${site.brandName}`), documentTitle).toBe(true);
      expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}${path}"/>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);

      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const schedule = main(page).getByRole("link", { name: /^Schedule/ });
      expect(await schedule.count()).toBeGreaterThan(0);
      for (const link of await schedule.all()) await expect(link).toHaveAttribute("href", signUp);
      await expectNoAxeViolations(page);
    });
  }

  const outsideArea = pages.find((page) => page.path === "/outside-service-area");
  if (!outsideArea) throw new Error("the page list has no /outside-service-area");
  for (const { path, h1 } of [...pages, { path: "/outside-service-area?zip=10001", h1: outsideArea.h1 }]) {
    test(`${path} passes axe on a phone @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("Terms of Service", () => {
  test("shows the date and every section of content/legal/en/terms.md, its limits and fees filled in", async ({ page }) => {
    const terms = getLegalDocument("terms");
    await page.goto("/terms-and-conditions");
    await expect(main(page).getByText(`${terms.dateLabel} ${usDate(terms.date)}`)).toBeVisible();
    await expectEverySection(page, terms);
  });

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
  test("shows the effective date and every section of content/legal/en/privacy.md", async ({ page }) => {
    const privacy = getLegalDocument("privacy");
    await page.goto("/privacy-policy");
    const body = main(page);
    await expect(body.getByText(`${privacy.dateLabel} ${usDate(privacy.date)}`)).toBeVisible();
    await expectEverySection(page, privacy);
    await expect(body.getByRole("link", { name: site.email }).first()).toHaveAttribute("href", site.emailHref);
  });

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
  test("shows its date and sections, and offers the business's phone and email to report a problem", async ({ page }) => {
    const statement = getLegalDocument("accessibility");
    await page.goto("/accessibility");
    const body = main(page);
    await expect(body.getByText(`${statement.dateLabel} ${usDate(statement.date)}`)).toBeVisible();
    await expectEverySection(page, statement);
    await expect(body.getByRole("link", { name: site.phoneDisplay }).first()).toHaveAttribute("href", site.phoneHref);
    await expect(body.getByRole("link", { name: site.email }).first()).toHaveAttribute("href", site.emailHref);
    expect(site.emailHref).toBe(`mailto:${site.email}`);
  });

  test("is linked from every page's footer and carries WebPage data dated like the statement", async ({ page, request }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getLegalDocument("accessibility").title);

    const html = await (await request.get("/accessibility")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? "{}"));
    expect(blocks).toEqual([
      expect.objectContaining({
        "@type": "WebPage",
        url: `${site.siteUrl}/accessibility`,
        dateModified: getLegalDocument("accessibility").date,
      }),
    ]);
  });
});

test.describe("Sitemap", () => {
  test("links every entry, including the home anchors, every town and every post", async ({ page }) => {
    await page.goto("/sitemap");
    const entries = sitemapGroups.flatMap((group) => group.entries);
    for (const entry of entries) {
      await expect(main(page).getByRole("link", { name: entry.title, exact: true }).first()).toBeVisible();
    }
    const hrefs = await main(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const to of ["/", "/terms-and-conditions", "/#hero", "/#about", "/#how-it-works", "/#pricing", "/#faq", "/#contact"]) {
      expect(hrefs).toContain(to);
    }
    for (const town of site.towns) expect(hrefs).toContain(`/${town.slug}`);
    for (const post of posts) expect(hrefs).toContain(`/blog/${post.slug}`);
  });

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
  test("offers its reassurances, every town, Back to Home and an inquiry email", async ({ page }) => {
    await page.goto("/outside-service-area");
    for (const { title } of outsideServiceAreaPage.reassurance.items) {
      await expect(main(page).getByRole("heading", { name: title })).toBeVisible();
    }
    for (const town of site.towns) {
      await expect(main(page).getByRole("link", { name: town.name, exact: true })).toHaveAttribute("href", `/${town.slug}`);
    }
    await expect(main(page).getByRole("link", { name: outsideServiceAreaPage.heroLinks.contact })).toHaveAttribute("href", contactUsHref);

    await main(page).getByRole("link", { name: outsideServiceAreaPage.heroLinks.home }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("names a valid zip code and puts it in the email", async ({ page }) => {
    await page.goto("/outside-service-area?zip=10001");
    await expect(main(page).getByText(outsideServiceAreaPage.zipNotice("10001"))).toBeVisible();
    const href = await main(page).getByRole("link", { name: outsideServiceAreaPage.heroLinks.contact }).getAttribute("href");
    expect(href?.startsWith(`${contactUsHref}&body=`)).toBe(true);
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
  test("every post in content/blog is on the list, newest first, with its date, reading time and a link", async ({ page }) => {
    const files = readdirSync(postsDirectory).filter((name) => name.endsWith(".md"));
    expect(posts).toHaveLength(files.length);
    await page.goto("/blog");
    const cards = main(page).getByRole("article");
    await expect(cards).toHaveCount(posts.length);
    for (const [index, post] of posts.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAccessibleName(post.title);
      await expect(card.getByText(post.dateText)).toBeVisible();
      await expect(card.getByText(post.readTimeText)).toBeVisible();
      await expect(card.getByText(post.excerpt)).toBeVisible();
      await expect(card.getByRole("link", { name: post.title, exact: true })).toHaveAttribute("href", `/blog/${post.slug}`);
      const readMore = card.getByRole("link", { name: new RegExp(`^${layoutWords.posts.readMore}`) });
      await expect(readMore).toHaveAttribute("href", `/blog/${post.slug}`);
      await expect(readMore).toContainText(post.title);
    }
    const dates = await cards.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(cards.first().getByText(layoutWords.posts.latest)).toBeVisible();
    await expect(main(page).getByText(layoutWords.posts.latest)).toHaveCount(1);
  });

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

  for (const post of posts) {
    const path = `/blog/${post.slug}`;
    test(`${path}: prerendered with its figures filled in, Article data, more posts and a call to action`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain("{{");
      expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}${path}"/>`);

      await page.goto(path);
      await expect(page).toHaveTitle(`${post.title} | ${site.brandName}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      const article = main(page).getByRole("article", { name: post.title, exact: true });
      await expect(article.getByText(post.dateText)).toBeVisible();
      await expect(article.getByText(post.readTimeText)).toBeVisible();
      const sections = getPost(post.slug)?.html.match(/<h2[\s>]/g)?.length ?? 0;
      await expect(article.getByRole("heading", { level: 2 })).toHaveCount(sections);

      const jsonLd = await page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
      expect(jsonLd.find((data) => data["@type"] === "Article")).toMatchObject({
        headline: post.title,
        datePublished: post.date,
        url: `${site.siteUrl}${path}`,
      });

      const more = main(page).getByRole("region", { name: "More from the blog" });
      const others = posts.filter((other) => other.slug !== post.slug).slice(0, 2);
      await expect(more.getByRole("article")).toHaveCount(others.length);
      for (const other of others) {
        await expect(more.getByRole("link", { name: other.title, exact: true })).toHaveAttribute("href", `/blog/${other.slug}`);
      }
      await expect(main(page).getByRole("link", { name: "Schedule Your First Pickup" })).toHaveAttribute("href", signUp);
      await expect(main(page).getByRole("link", { name: blogWords.post.allPosts })).toHaveAttribute("href", "/blog");
      await expectNoAxeViolations(page);
    });

    test(`${path} reads well on a phone @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  }

  test("a post that quotes the price or the minimum order shows today's figures from the business config", async ({ page }) => {
    const quoting = posts.filter((post) => /\{\{(price|minimumLb)\}\}/.test(readFileSync(join(postsDirectory, `${post.slug}.md`), "utf8")));
    test.skip(quoting.length === 0, "no post quotes the price or the minimum order");
    for (const post of quoting) {
      const source = readFileSync(join(postsDirectory, `${post.slug}.md`), "utf8");
      await page.goto(`/blog/${post.slug}`);
      const article = main(page).getByRole("article", { name: post.title, exact: true });
      if (source.includes("{{price}}")) await expect(article).toContainText(site.price.now);
      if (source.includes("{{minimumLb}}")) await expect(article).toContainText(String(site.pricing.minimumOrderLb));
    }
  });

  test("an unknown post is a 404 page", async ({ page, request }) => {
    expect((await request.get("/blog/no-such-post")).status()).toBe(404);
    await page.goto("/blog/no-such-post");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundWords.title);
    await expect(main(page).getByRole("link", { name: notFoundWords.homeButton })).toHaveAttribute("href", "/");
  });
});
