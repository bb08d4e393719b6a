import { readdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { site } from "../../core/site.ts";
import { formatDollars as dollars, formatNumericDate as usDate } from "../../core/format.ts";
import { policies } from "../../content/policies.ts";
import { getLegalDocument } from "../../app/lib/legal.server.ts";
import { listPosts, postsDirectory } from "../../app/lib/blog.server.ts";
import { sitemapGroups } from "../../content/sitemap.ts";
import { expectNoAxeViolations } from "./axe.ts";

const signUp = `${site.appUrl}/?tab=create-account`;
const postSlug = "what-does-wash-fold-really-mean";
const postTitle = "What Does “Wash & Fold” Really Mean?";
const contactUsHref = `mailto:${site.email}?subject=Service%20Area%20Inquiry`;

const main = (page: Page) => page.getByRole("main");

/** Resolves once React has hydrated the prerendered document (hydrateRoot marks its container). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
}

const pages = [
  { path: "/terms-and-conditions", h1: "Terms of Service", title: "Terms of Service" },
  { path: "/privacy-policy", h1: "Privacy Policy", title: "Privacy Policy" },
  { path: "/accessibility", h1: "Accessibility Statement", title: "Accessibility Statement" },
  { path: "/sitemap", h1: "Find your way around", title: "Sitemap" },
  { path: "/outside-service-area", h1: "We're not in your neighborhood yet, but we'd love to be", title: "Coming to Your Area Soon" },
  { path: "/blog", h1: "Laundry tips from your neighbors", title: "Laundry Tips" },
  { path: `/blog/${postSlug}`, h1: postTitle, title: "Wash &amp; Fold" },
] as const;

test.describe("Legal, sitemap, outside-area and blog pages", () => {
  for (const { path, h1, title } of pages) {
    test(`${path}: prerendered with its title and canonical, one h1, a schedule action and no axe violations`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<title>[^<]*${title}[^<]*\\| ${site.brandName}</title>`));
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
  test("shows the date and every limit and fee", async ({ page }) => {
    await page.goto("/terms-and-conditions");
    const body = main(page);
    // The spec dates the terms 06/12/2025; the page shows the date of content/legal/terms.md.
    await expect(body.getByText(`Last updated ${usDate(getLegalDocument("terms").date)}`)).toBeVisible();
    const { fees, reimbursementCap } = policies;
    for (const text of [
      `within ${policies.claimWindowDays} days of delivery`,
      `account credit of up to ${reimbursementCap.creditMultiple}x the cleaning cost`,
      `a refund of up to ${reimbursementCap.refundMultiple}x the cleaning cost`,
      `missed pickup fee of ${dollars(fees.missedPickup.min)} to ${dollars(fees.missedPickup.max)}`,
      `unsanitary laundry fee of ${dollars(fees.unsanitaryLaundry)}`,
      `hazardous items fee of ${dollars(fees.hazardousItems)}`,
      "we may suspend your account",
      `unpaid for more than ${policies.collectionsAfterDays} days, we may refer it to a collection agency`,
      "we may hold your clean laundry until payment is processed",
      `Reply ${policies.smsStopKeyword} at any time to stop receiving texts`,
      `laws of the State of ${policies.governingLaw}`,
    ]) {
      await expect(body.getByText(text, { exact: false })).toBeVisible();
    }
  });

  test("the table of contents jumps to each section, and headings link to themselves", async ({ page }) => {
    await page.goto("/terms-and-conditions");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link")).toHaveCount(getLegalDocument("terms").sections.length);
    await toc.getByRole("link", { name: "Damage and loss claims" }).click();
    await expect(page).toHaveURL(/#damage-and-loss-claims$/);
    await expect(page.getByRole("heading", { level: 2, name: "7. Damage and loss claims" })).toBeInViewport();

    const selfLink = main(page).getByRole("link", { name: "Link to section: Governing law" });
    await expect(selfLink).toHaveAttribute("href", "#governing-law");
    await selfLink.click();
    await expect(page).toHaveURL(/#governing-law$/);
    await expect(page.getByRole("heading", { level: 2, name: "11. Governing law" })).toBeInViewport();
  });
});

test.describe("Privacy Policy", () => {
  test("shows the effective date and the promises about data", async ({ page }) => {
    await page.goto("/privacy-policy");
    const body = main(page);
    await expect(body.getByText(`Effective ${usDate(getLegalDocument("privacy").date)}`)).toBeVisible();
    for (const text of [
      `Reply ${policies.smsStopKeyword} to any message to stop receiving texts`,
      "We will delete it where legally permitted",
      "including the messages you sent through our contact form",
      "Each message is stored by us and emailed to our team",
      "We do not sell, rent or trade your personal information",
      site.gaMeasurementId ? "Analytics is switched on" : "Analytics is switched off",
    ]) {
      await expect(body.getByText(text, { exact: false })).toBeVisible();
    }
    await expect(body.getByRole("link", { name: site.email })).toHaveAttribute("href", site.emailHref);
  });

  test("the table of contents jumps to a section", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Your choices" }).click();
    await expect(page).toHaveURL(/#your-choices$/);
    await expect(page.getByRole("heading", { level: 2, name: /Your choices/ })).toBeInViewport();
  });
});

test.describe("Accessibility statement", () => {
  test("names its standard and date, and offers the business's phone and email to report a problem", async ({ page }) => {
    const statement = getLegalDocument("accessibility");
    await page.goto("/accessibility");
    const body = main(page);
    await expect(body.getByText(`${statement.dateLabel} ${usDate(statement.date)}`)).toBeVisible();
    await expect(body.getByText("WCAG", { exact: false }).first()).toContainText("2.2");
    const report = body.getByRole("region", { name: /problem/i });
    await expect(report.getByRole("link", { name: site.phoneDisplay })).toHaveAttribute("href", site.phoneHref);
    await expect(report.getByRole("link", { name: site.email })).toHaveAttribute("href", site.emailHref);
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
  test("links every entry, including the home anchors and every town", async ({ page }) => {
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
    await expect(main(page).getByRole("link", { name: postTitle })).toHaveAttribute("href", `/blog/${postSlug}`);
  });

  test("a home anchor opens Home at that section", async ({ page }) => {
    await page.goto("/sitemap");
    await waitForHydration(page);
    await main(page).getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator("#pricing")).toBeInViewport();
  });

  test("a page link opens that page", async ({ page }) => {
    await page.goto("/sitemap");
    await main(page).getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  });
});

test.describe("Outside the service area", () => {
  test("offers the three reassurances, every town, Back to Home and an inquiry email", async ({ page }) => {
    await page.goto("/outside-service-area");
    for (const title of ["You're on the priority list", "We'll contact you personally", "Early access with launch pricing"]) {
      await expect(main(page).getByRole("heading", { name: title })).toBeVisible();
    }
    for (const town of site.towns) {
      await expect(main(page).getByRole("link", { name: town.name, exact: true })).toHaveAttribute("href", `/${town.slug}`);
    }
    await expect(main(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", contactUsHref);

    await main(page).getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("names a valid zip code and puts it in the email", async ({ page }) => {
    await page.goto("/outside-service-area?zip=10001");
    await expect(main(page).getByText("We don't serve 10001 yet.")).toBeVisible();
    const href = await main(page).getByRole("link", { name: "Contact Us" }).getAttribute("href");
    expect(href?.startsWith(`${contactUsHref}&body=`)).toBe(true);
    expect(new URLSearchParams(href?.split("?")[1]).get("body")).toContain("10001");
  });

  test("ignores an invalid zip code", async ({ page }) => {
    await page.goto("/outside-service-area?zip=1000x");
    await waitForHydration(page);
    await expect(main(page).getByText(/We don't serve/)).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", contactUsHref);
  });
});

test.describe("Blog", () => {
  const posts = listPosts();

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
      const readMore = card.getByRole("link", { name: /^Read more/ });
      await expect(readMore).toHaveAttribute("href", `/blog/${post.slug}`);
      await expect(readMore).toContainText(post.title);
    }
    const dates = await cards.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(cards.first().getByText("Latest post")).toBeVisible();
    await expect(main(page).getByText("Latest post")).toHaveCount(1);
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
    await page.goto("/blog");
    const card = main(page).getByRole("article", { name: postTitle });
    await expect(card.getByText("December 24, 2024")).toBeVisible();
    await expect(card.getByText("3 min read")).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Schedule Your First Pickup" }).first()).toHaveAttribute("href", signUp);

    await waitForHydration(page);
    await card.getByRole("link", { name: postTitle, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${postSlug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(postTitle);
    await expect(main(page).getByRole("heading", { level: 2, name: "How pricing by the pound works" })).toBeVisible();
    await expect(main(page).getByText(`You pay ${site.price.now} per pound`)).toBeVisible();

    await main(page).getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Laundry tips from your neighbors");
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
      const article = main(page).getByRole("article", { name: post.title });
      await expect(article.getByText(post.dateText)).toBeVisible();
      await expect(article.getByText(post.readTimeText)).toBeVisible();
      expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(3);

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
      await expect(main(page).getByRole("link", { name: "All posts" })).toHaveAttribute("href", "/blog");
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

  test("the new posts quote prices from the business config", async ({ page }) => {
    await page.goto("/blog/getting-laundry-ready-for-your-first-pickup");
    await expect(main(page).getByText(`Wash and fold is ${site.price.now} per pound`)).toBeVisible();
    await expect(main(page).getByText(`The minimum order is ${site.pricing.minimumOrderLb} lb.`)).toBeVisible();
    const twentyPounds = `$${(20 * site.pricing.washFoldPerLb).toFixed(2)}`;
    await expect(main(page).getByText(`20 lb of laundry comes to ${twentyPounds}`)).toBeVisible();
    await expect(main(page).getByRole("link", { name: "price estimator on our FAQ page" })).toHaveAttribute("href", "/faq#estimator");
  });

  test("an unknown post is a 404 page", async ({ page, request }) => {
    expect((await request.get("/blog/no-such-post")).status()).toBe(404);
    await page.goto("/blog/no-such-post");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(main(page).getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});
