import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page.ts";
import { listSentence } from "../../core/format.ts";
import { checkZip, coveredZips } from "../../app/lib/zip-coverage.ts";
import { towns } from "../../content/towns.ts";
import words from "../../content/pages/filled/en/zip-check.json" with { type: "json" };
import { waitForHydration } from "./hydration.ts";

/**
 * Zips near the served towns that no town page lists, as the build derived them from postal data:
 * each must be answered as served. A few of them, spread over the list, keep the test short.
 */
const listedZips = new Set(towns.flatMap((t) => t.zips.map((z) => z.zip)));
const unlisted = coveredZips.filter((zip) => !listedZips.has(zip));
const unlistedServedZips = unlisted.filter((_zip, i) => i % Math.ceil(unlisted.length / 7) === 0);
/** Zips far from every town: New York and Orlando. */
const outsideZips = ["10001", "32801"];

/** The answer for a covered zip, up to the zip: "Good news: we pick up in 34286". */
const answerStart = (zip: string) => words.coveredByOne.slice(0, words.coveredByOne.indexOf("{{zip}}")) + zip;

function servingTowns(zip: string) {
  const answer = checkZip(zip);
  if (answer.kind !== "covered") throw new Error(`${zip} is not in the served-zip table`);
  return answer.towns;
}

async function checkOn(page: Page, zip: string) {
  await page.getByRole("textbox", { name: words.label }).fill(zip);
  await page.getByRole("button", { name: words.button }).click();
}

test.describe("Zip check on the real pages", () => {
  test("Home answers the zips inside the towns that no town page lists, naming the serving towns", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    for (const zip of unlistedServedZips) {
      await checkOn(page, zip);
      const answer = page.getByText(answerStart(zip));
      const towns = servingTowns(zip);
      const sentence = towns.length > 1 ? words.coveredBySeveral : words.coveredByOne;
      await expect(answer).toHaveText(sentence.replace("{{zip}}", zip).replace("{{townList}}", listSentence(towns.map((t) => t.name))));
      const result = page.locator("[aria-live=polite]").filter({ has: answer });
      for (const town of towns) {
        await expect(result.getByRole("link", { name: words.townLink.replace("{{town}}", town.name) })).toHaveAttribute("href", `/${town.slug}`);
      }
      await expect(page).toHaveURL("/");
    }
  });

  test("a ZIP+4 with spaces around it is answered like its zip", async ({ page }) => {
    const zip = coveredZips[0];
    test.skip(!zip, "no zip is served");
    await page.goto("/service-areas");
    await waitForHydration(page);
    await checkOn(page, `  ${zip}-4410 `);
    await expect(page.getByText(answerStart(zip!))).toContainText(servingTowns(zip!)[0]!.name);
  });

  for (const zip of outsideZips) {
    test(`${zip}, far from every town, leads to the outside-area page, which names it`, async ({ page }) => {
      await page.goto("/service-areas");
      await waitForHydration(page);
      await checkOn(page, `${zip}-0001`);
      await expect(page).toHaveURL(`/outside-service-area?zip=${zip}`);
      await expect(page.locator("main")).toContainText(zip);
    });
  }
});
