import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { builtRoutes, clientDir } from "./built-routes.ts";
import { layoutSample, type LayoutKind } from "./layout-kinds.ts";

/**
 * Where each hero's picture sits: beside the heading on a desktop, below it on a phone, small
 * enough there that the heading stays the largest paint (decision 016), loaded, and the page
 * fetching no drawing file. Which picture each page shows, at what size, with which description,
 * and that every page but the not-found one carries its drawing inside the page, is read from every
 * built page of both languages without a browser (tests/built/hero-pictures.test.ts). Town pages
 * show their own map (towns.spec.ts); the offer pages a full-screen background (campaign.spec.ts).
 *
 * One page of each layout kind whose hero shows an image slot, languages alternating
 * (tests/e2e/layout-kinds.ts): the hero's layout is its kind's, fed by different words and one
 * drawing of the same canvas size.
 */
const ownHeroes = new Set<LayoutKind>(["town", "offer"]);
const sample = (await layoutSample()).filter(({ kind }) => !ownHeroes.has(kind));

/**
 * On a phone the heading outpaints the picture only when it is long enough, so besides the sample
 * the phone test takes the page of each language with the shortest heading (of those the sample
 * stands for): its hardest case.
 */
async function shortestHeadings(): Promise<string[]> {
  const { towns } = await import("../../content/towns.ts");
  const { layoutKindOf } = await import("./layout-kinds.ts");
  const townSlugs = new Set(towns.map((town) => town.slug));
  const headings = await Promise.all(
    (await builtRoutes())
      .filter(({ path }) => !ownHeroes.has(layoutKindOf(path, townSlugs)) && layoutKindOf(path, townSlugs) !== "home")
      .map(async ({ path, file }) => {
        const html = await readFile(join(clientDir, file), "utf8");
        const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
        return { path, spanish: path.startsWith("/es/"), length: heading.replace(/<[^>]*>/g, "").trim().length };
      }),
  );
  return [false, true].flatMap((spanish) => {
    const shortest = headings.filter((page) => page.spanish === spanish).sort((a, b) => a.length - b.length)[0];
    return shortest ? [shortest.path] : [];
  });
}
const phonePaths = [...new Set([...sample.filter(({ kind }) => kind !== "home").map(({ path }) => path), ...(await shortestHeadings())])];

/** The innermost section or header that holds the page's h1: the hero band. */
function hero(page: Page) {
  return page
    .getByRole("main")
    .locator("section, header")
    .filter({ has: page.getByRole("heading", { level: 1 }) })
    .last();
}

/** The hero's one picture, once it is shown and decoded (a broken drawing address never decodes). */
async function expectHeroImage(page: Page) {
  const picture = hero(page).locator("img");
  await expect(picture).toHaveCount(1);
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return picture;
}

test.describe("Every hero has a picture", () => {
  for (const { path } of sample) {
    test(`${path}: the hero shows its picture beside the heading, filling the right half, and fetches no drawing file`, async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(path, { waitUntil: "load" });
      const picture = await expectHeroImage(page);
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
      // The page's own drawing travels inside it (the not-found page links its file: no loader).
      if (!path.endsWith("/404")) expect(requested.filter((url) => url.startsWith("/illustrations/"))).toEqual([]);
    });
  }

  for (const path of phonePaths) {
    test(`${path}: on a phone the picture sits below the heading and the heading stays the largest paint @mobile`, async ({ page }) => {
      await page.goto(path);
      const picture = await expectHeroImage(page);
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
