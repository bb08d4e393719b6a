import { expect, test, type Page } from "@playwright/test";
import { images, type ImageSlot } from "../../content/images.ts";
import { getPost, listPosts } from "../../app/lib/blog.server.ts";
import { inlinePicture } from "../../app/lib/pictures.server.ts";

/**
 * Every page whose hero shows an image slot of content/images.ts, and the slot it shows (a blog post
 * shows its front matter's picture or the shared blog-post one), as the page carries it: a drawing
 * inside the page, except on the not-found page, which has no loader to put it there. A hero left as
 * text only, or showing another page's picture, fails here. Town pages show their own map
 * (towns.spec.ts); the offer pages a full-screen background (campaign.spec.ts).
 */
const heroes: { path: string; image: ImageSlot }[] = [
  { path: "/", image: images.homeHero },
  { path: "/about", image: images.aboutHero },
  { path: "/how-it-works", image: images.howItWorksHero },
  { path: "/service-areas", image: images.serviceAreasHero },
  { path: "/contact", image: images.contactHero },
  { path: "/faq", image: images.faqHero },
  { path: "/laundry-for-families", image: images.familiesHero },
  { path: "/laundry-for-seniors", image: images.seniorsHero },
  { path: "/commercial-laundry", image: images.commercialHero },
  { path: "/blog", image: images.blogHero },
  { path: "/outside-service-area", image: images.outsideAreaHero },
  { path: "/sitemap", image: images.sitemapHero },
  { path: "/terms-and-conditions", image: images.legalHero },
  { path: "/privacy-policy", image: images.legalHero },
  { path: "/accessibility", image: images.accessibilityHero },
  ...listPosts().map((post) => ({ path: `/blog/${post.slug}`, image: getPost(post.slug)?.image ?? images.blogPostHero })),
]
  .map(({ path, image }) => ({ path, image: inlinePicture(image) }))
  .concat({ path: "/no-such-page", image: images.notFoundHero });

/** The innermost section or header that holds the page's h1: the hero band. */
function hero(page: Page) {
  return page
    .getByRole("main")
    .locator("section, header")
    .filter({ has: page.getByRole("heading", { level: 1 }) })
    .last();
}

/** Checks the hero shows the slot's picture, loaded, at its own size and with the slot's text alternative. */
async function expectHeroImage(page: Page, image: ImageSlot) {
  const picture = hero(page).locator("img");
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveAttribute("src", image.src);
  await expect(picture).toHaveAttribute("width", String(image.width));
  await expect(picture).toHaveAttribute("height", String(image.height));
  await expect(picture).toHaveAttribute("alt", image.alt);
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return picture;
}

/** The slot's file, for test titles: the drawing's own address, not the data it travels as. */
function named(image: ImageSlot) {
  return image.src.startsWith("data:") ? "its drawing, inside the page," : image.src;
}

test.describe("Every hero has a picture", () => {
  for (const { path, image } of heroes) {
    test(`${path}: the hero shows ${named(image)} beside the heading, filling the right half`, async ({ page }) => {
      await page.goto(path);
      const picture = await expectHeroImage(page, image);
      const headingBox = await page.getByRole("heading", { level: 1 }).boundingBox();
      const pictureBox = await picture.boundingBox();
      const viewport = page.viewportSize();
      if (!headingBox || !pictureBox || !viewport) throw new Error("the heading, the picture or the viewport has no box");
      // Beside the heading: to its right, sharing its row.
      expect(pictureBox.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width);
      expect(pictureBox.y).toBeLessThan(headingBox.y + headingBox.height);
      expect(pictureBox.y + pictureBox.height).toBeGreaterThan(headingBox.y);
      // In the right half, and large enough to fill it rather than float in it.
      expect(pictureBox.x).toBeGreaterThanOrEqual(viewport.width / 2);
      expect(pictureBox.width).toBeGreaterThanOrEqual(viewport.width / 4);
    });
  }

  for (const { path, image } of heroes.filter(({ path }) => path !== "/")) {
    test(`${path}: on a phone the picture sits below the heading and the heading stays the largest paint @mobile`, async ({
      page,
    }) => {
      await page.goto(path);
      const picture = await expectHeroImage(page, image);
      const heading = page.getByRole("heading", { level: 1 });
      const headingBox = await heading.boundingBox();
      const pictureBox = await picture.boundingBox();
      if (!headingBox || !pictureBox) throw new Error("the heading or the picture has no box");
      expect(pictureBox.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height);
      // Decision 016: small enough on a phone that text, not the picture, is the largest contentful paint.
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
              resolve(last.element?.tagName.toLowerCase() ?? "none");
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      expect(largest).not.toBe("img");
    });
  }
});

test.describe("A hero drawing comes with the page", () => {
  for (const { path } of heroes.filter(({ image }) => image.src.startsWith("data:"))) {
    test(`${path}: the page requests no drawing file`, async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(path, { waitUntil: "load" });
      await expect(hero(page).locator("img")).toBeVisible();
      expect(requested.filter((url) => url.startsWith("/illustrations/"))).toEqual([]);
    });
  }
});
