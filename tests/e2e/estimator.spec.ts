import { expect, test, type Page } from "@playwright/test";
import { site } from "../../core/site.ts";
import { estimator } from "../../content/estimator.ts";
import { estimatorCopy } from "../../content/estimator-copy.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * The price estimator on Home and the FAQ page. The expected figures are computed
 * here from the business config and the estimator's stated assumptions, independently of the
 * component's own arithmetic.
 */
const { washFoldPerLb, minimumOrderLb } = site.pricing;
/** The first-order discount, or null while the owner has paused the offer (the estimate then shows none). */
const offer = site.firstOrderOffer;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function expected(pounds: number) {
  const priceCents = Math.round(Math.max(pounds, minimumOrderLb) * washFoldPerLb * 100);
  const discountCents = offer ? Math.round((priceCents * offer.discountPercent) / 100) : 0;
  return { weight: `${pounds} lb`, price: money(priceCents), firstOrder: offer ? money(priceCents - discountCents) : null };
}

const section = (page: Page) => page.getByRole("region", { name: estimatorCopy.title });
/** The one estimate on show: the hidden ones are not in the accessibility tree. */
const shownEstimate = (page: Page) => section(page).getByRole("group", { name: /^Estimate for/ });

async function expectEstimate(page: Page, heading: string, pounds: number) {
  const shown = shownEstimate(page);
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAccessibleName(`Estimate for ${heading}`);
  const figures = expected(pounds);
  await expect(shown.getByText(figures.weight, { exact: true })).toBeVisible();
  await expect(shown.getByText(figures.price, { exact: true })).toBeVisible();
  if (offer && figures.firstOrder) {
    await expect(shown.getByText(figures.firstOrder, { exact: true })).toBeVisible();
    await expect(shown.getByText(`Your first order, ${offer.discount} off`)).toBeVisible();
  } else {
    await expect(shown).not.toContainText(/first order|% off/i);
  }
  await expect(shown.getByText(`Price at ${site.price.perLb}`)).toBeVisible();
  return shown;
}

const smallest = estimator.householdSizes[0];
const largestBags = estimator.bagCounts.at(-1) ?? 1;

test.describe("Price estimator", () => {
  for (const path of ["/", "/faq"]) {
    test(`${path}: picking a household or a number of bags shows that estimate, from the config`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const { by, count } = estimator.defaultChoice;
      expect(by).toBe("household");
      await expectEstimate(page, `a week of laundry for ${count} people`, count * estimator.poundsPerPersonPerWeek);

      await section(page).getByRole("radio", { name: `${largestBags} bags` }).check();
      await expectEstimate(page, `${largestBags} full kitchen bags`, largestBags * estimator.poundsPerKitchenBag);
      const price = expected(largestBags * estimator.poundsPerKitchenBag).price;
      await expect(section(page).getByRole("status")).toContainText(`Estimate for ${largestBags} full kitchen bags`);
      await expect(section(page).getByRole("status")).toContainText(price);
    });
  }

  test("a load under the minimum is billed as the minimum", async ({ page }) => {
    const pounds = smallest * estimator.poundsPerPersonPerWeek;
    test.skip(pounds >= minimumOrderLb, "every household offered is over the minimum order");
    const people = `${smallest} ${smallest === 1 ? "person" : "people"}`;
    await page.goto("/faq");
    await section(page).getByRole("radio", { name: people, exact: true }).check();
    const shown = await expectEstimate(page, `a week of laundry for ${people}`, pounds);
    await expect(shown.getByText(`billed as ${minimumOrderLb} lb`)).toBeVisible();
    expect(expected(pounds).price).toBe(money(Math.round(minimumOrderLb * washFoldPerLb * 100)));
  });

  test("states its assumptions and passes axe", async ({ page }) => {
    await page.goto("/faq");
    const { perPerson, perBag, minimum } = estimatorCopy.assumptions;
    for (const note of [perPerson, perBag, minimum]) await expect(section(page).getByText(note)).toBeVisible();
    // The owner words the notes; the schema has each state its figure (content/page-files.ts).
    expect(perPerson).toContain(`${estimator.poundsPerPersonPerWeek}`);
    expect(perBag).toContain(`${estimator.poundsPerKitchenBag}`);
    expect(minimum).toContain(`${minimumOrderLb}`);
    await expectNoAxeViolations(page);
  });

  test("works by keyboard and fits a phone @mobile", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // The two household sizes after the smallest: arrow keys move from one to the next.
    const sizes: readonly number[] = estimator.householdSizes;
    const [from, to] = [sizes[1], sizes[2]];
    test.skip(from === undefined || to === undefined, "fewer than three household sizes offered");
    await section(page).getByRole("radio", { name: `${from} people`, exact: true }).check();
    await section(page).getByRole("radio", { name: `${from} people`, exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(section(page).getByRole("radio", { name: `${to} people`, exact: true })).toBeChecked();
    await expectEstimate(page, `a week of laundry for ${to} people`, to! * estimator.poundsPerPersonPerWeek);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("Price estimator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const tag of ["", " @mobile"]) {
    test(`the estimate still follows the choice${tag}`, async ({ page }) => {
      await page.goto("/faq");
      const { count } = estimator.defaultChoice;
      await expectEstimate(page, `a week of laundry for ${count} people`, count * estimator.poundsPerPersonPerWeek);
      await section(page).getByRole("radio", { name: "1 bag" }).click();
      await expect(section(page).getByRole("radio", { name: "1 bag" })).toBeChecked();
      await expectEstimate(page, "1 full kitchen bag", estimator.poundsPerKitchenBag);
      await section(page).getByRole("radio", { name: "1 person" }).check();
      await expectEstimate(page, "a week of laundry for 1 person", smallest * estimator.poundsPerPersonPerWeek);
    });
  }
});
