import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page.ts";
import { listSentence } from "../../core/format.ts";
import { site } from "../../core/site.ts";
import { townPageList as towns } from "../../content/town-pages.ts";
import { towns as townFacts } from "../../content/towns.ts";
import { withFigures } from "../../app/lib/run-time-figures.ts";
import { splitLocale } from "../../core/locale.ts";
import { layoutSample } from "./layout-kinds.ts";
// The words every town page shares, in English (content/pages/en/town-page.json), as filled in.
import townWords from "../../content/pages/filled/en/town-page.json" with { type: "json" };
// The zip check's, the map's and the layout's words, the same way: the owner may reword any of them.
import zipWords from "#words/zip-check.json" with { type: "json" };
import sectionWords from "#words/sections.json" with { type: "json" };
import layoutWords from "#words/layout.json" with { type: "json" };
import { expectNoAxeViolations } from "./axe.ts";

const signUp = `${site.appUrl}/?tab=create-account`;

/** Resolves once React has hydrated the prerendered document (hydrateRoot marks its container). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
}

/** The @id of every JSON-LD object in the document head. */
async function jsonLdIds(page: Page): Promise<string[]> {
  const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => (JSON.parse(text) as { "@id"?: string })["@id"] ?? "");
}

const townId = (slug: string) => `${site.siteUrl}/${slug}#business`;

/** A town's link on the service-area map, as screen readers hear it: "Laundry pickup in Venice". */
const mapTownLink = (name: string) => withFigures(sectionWords.map.townLink, { town: name });
/** The zip check's example zip code, as the component fills its hint and error message with it. */
const exampleZip = townFacts[0].zips[0].zip;
const zipField = (page: Page) => page.getByRole("textbox", { name: zipWords.label });
const zipButton = (page: Page) => page.getByRole("button", { name: zipWords.button });

/** Three towns to walk between, spread over the list (fewer when there are fewer towns). */
const [first, middle, last] = [towns[0]!, towns[Math.floor(towns.length / 2)]!, towns.at(-1)!];

test.describe("Town pages", () => {
  // Every town page is one route module fed by its town's file: what each page says (zip codes,
  // neighborhoods, turnaround, head and structured data, distinct copy) is read from every built page
  // in tests/built/ (page-words, heads, structured-data). In the browser the sampled town in each
  // language (layoutSample) stands for the rest: axe and hydration meet the same layout and
  // components on every town.
  test("the sampled town pages hydrate without a mismatch, show their headline and have no axe violations", async ({ page }) => {
    test.setTimeout(90_000);
    const sample = (await layoutSample("both")).filter((sampled) => sampled.kind === "town");
    expect(sample.length).toBeGreaterThan(0);
    for (const { path } of sample) {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      await waitForHydration(page);
      const town = towns.find((candidate) => candidate.slug === splitLocale(path).path.slice(1))!;
      if (splitLocale(path).locale === "en") await expect(page.getByRole("heading", { level: 1 })).toHaveText(town.headline);
      else await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
      // A hydration mismatch would show here (React error 418) and re-render the page from scratch.
      expect(errors, path).toEqual([]);
      page.removeAllListeners("pageerror");
    }
  });

  test("JSON-LD of a town is in the head on arrival and leaves it on client-side navigation", async ({ page }) => {
    await page.goto(`/${first.slug}`);
    await waitForHydration(page);
    expect(await jsonLdIds(page)).toEqual([townId(first.slug)]);

    await page.locator("main").getByRole("link", { name: townWords.hero.home }).click();
    await expect(page).toHaveURL("/");
    await expect.poll(() => jsonLdIds(page)).not.toContain(townId(first.slug));

    await page.locator("#service-areas figure").getByRole("link", { name: mapTownLink(last.name), exact: true }).click();
    await expect(page).toHaveURL(`/${last.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.headline);
    await expect.poll(() => jsonLdIds(page)).toEqual([townId(last.slug)]);

    test.skip(middle === last, "one town: no other town page to move to");
    await page.getByRole("contentinfo").getByRole("link", { name: middle.name, exact: true }).click();
    await expect(page).toHaveURL(`/${middle.slug}`);
    await expect.poll(() => jsonLdIds(page)).toEqual([townId(middle.slug)]);
  });
});

test.describe("Zip-code check", () => {
  test("a covered zip answers at once with the towns that cover it", async ({ page }) => {
    // The zip the most town pages list (shared by two towns today), answered on the first town's page.
    const zips = towns.flatMap((t) => t.zips.map((z) => z.zip));
    const zip = zips.reduce((a, b) => (zips.filter((z) => z === b).length > zips.filter((z) => z === a).length ? b : a));
    const covering = towns.filter((t) => t.zips.some((z) => z.zip === zip));
    const target = covering.at(-1)!;
    await page.goto(`/${first.slug}`);
    await waitForHydration(page);
    const field = zipField(page);
    await field.fill(zip);
    await field.press("Enter");
    // The owner's sentence for one or several towns, filled in as the page fills it.
    const sentence = covering.length > 1 ? zipWords.coveredBySeveral : zipWords.coveredByOne;
    const answer = page.getByText(withFigures(sentence, { zip, townList: listSentence(covering.map((t) => t.name)) }), { exact: true });
    await expect(answer).toBeVisible();
    const result = page.locator("[aria-live=polite]").filter({ has: answer });
    await expect(result.getByRole("link", { name: layoutWords.buttons.schedule, exact: true })).toHaveAttribute("href", signUp);
    for (const town of covering) {
      await expect(result.getByRole("link", { name: withFigures(zipWords.townLink, { town: town.name }), exact: true })).toHaveAttribute(
        "href",
        `/${town.slug}`,
      );
    }
    await result.getByRole("link", { name: withFigures(zipWords.townLink, { town: target.name }), exact: true }).click();
    await expect(page).toHaveURL(`/${target.slug}`);
  });

  test("an uncovered zip goes to the outside-area page, which names it", async ({ page }) => {
    await page.goto("/service-areas");
    await waitForHydration(page);
    await zipField(page).fill("10001");
    await zipButton(page).click();
    await expect(page).toHaveURL("/outside-service-area?zip=10001");
    await expect(page.locator("main")).toContainText("10001");
  });

  test("bad input gets an inline error tied to the field", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const field = zipField(page);
    await field.fill("3428");
    await zipButton(page).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // The error, then the hint: both the owner's words with the example zip filled in.
    await expect(field).toHaveAccessibleDescription(
      `${withFigures(zipWords.invalid, { exampleZip })} ${withFigures(zipWords.hint, { exampleZip })}`,
    );
    await expect(page).toHaveURL("/");
    await expectNoAxeViolations(page);
  });
});

test.describe("Service-area map", () => {
  test("every town on the map links to its page, by mouse and by keyboard", async ({ page }) => {
    await page.goto("/service-areas");
    await waitForHydration(page);
    const map = page.locator("#map figure");
    await expect(map.getByRole("img", { name: sectionWords.map.title })).toBeVisible();
    for (const town of towns) {
      await expect(map.getByRole("link", { name: mapTownLink(town.name), exact: true })).toHaveAttribute("href", `/${town.slug}`);
    }
    await map.getByRole("link", { name: mapTownLink(last.name), exact: true }).click();
    await expect(page).toHaveURL(`/${last.slug}`);

    await page.goto("/service-areas");
    await waitForHydration(page);
    await page.locator("#map figure").getByRole("link", { name: mapTownLink(middle.name), exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/${middle.slug}`);
  });

  for (const [project, widths] of [
    ["@mobile", [360, 390, 412]],
    ["desktop", [1024, 1280]],
  ] as const) {
    test(`town labels are readable and overlap neither each other nor other towns' dots (${project})`, async ({
      page,
    }) => {
      // Ten page loads with every label measured: give it the slow-test allowance on a busy machine.
      test.slow();
      for (const [path, map] of [
        ["/service-areas", "#map figure"],
        ["/", "#service-areas figure"],
      ] as const) {
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          await expectLabelsApart(page, map, `${path} at ${width} px`);
        }
      }
    });
  }
});

/** Every town label on the map is at least 12 px and clear of the other labels and dots; no two dots touch. */
async function expectLabelsApart(page: Page, map: string, where: string) {
  const links = page.locator(map).getByRole("link");
  await expect(links).toHaveCount(towns.length);
  await links.first().scrollIntoViewIfNeeded();
  for (const link of await links.all()) await expect(link).toBeVisible();
  // Every box measured at one moment, once the brand typeface is in: measured one by one, a box
  // taken before the page moved (the typeface swapped in, the page scrolled) met one taken after.
  const items = await page.locator(map).evaluate(async (figure) => {
    await document.fonts.ready;
    const box = (el: Element) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    };
    return [...figure.querySelectorAll("a")].map((link) => {
      const [dot, label] = [...link.querySelectorAll(":scope > span")];
      return { name: link.getAttribute("href") ?? "", size: parseFloat(getComputedStyle(label!).fontSize), label: box(label!), dot: box(dot!) };
    });
  });
  expect(items).toHaveLength(towns.length);
  for (const { name, size } of items) expect(size, `${where}: ${name}`).toBeGreaterThanOrEqual(12);
  type Box = { x: number; y: number; width: number; height: number };
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const a of items) {
    for (const b of items) {
      if (a === b) continue;
      expect(overlap(a.label, b.label), `${where}: ${a.name} label overlaps ${b.name} label`).toBe(false);
      expect(overlap(a.label, b.dot), `${where}: ${a.name} label covers the ${b.name} dot`).toBe(false);
      // The dots wear a 2 px white ring (a box shadow, outside the box): rings must not touch either.
      const apart = Math.hypot(a.dot.x - b.dot.x, a.dot.y - b.dot.y) - a.dot.width - 4;
      expect(apart, `${where}: the ${a.name} and ${b.name} dots touch`).toBeGreaterThanOrEqual(2);
    }
  }
}
