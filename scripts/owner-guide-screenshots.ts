/**
 * `npx tsx scripts/owner-guide-screenshots.ts`: takes the pictures of docs/owner-guide.md again, from
 * the studio running on a scratch copy of content/ (nothing in the working tree changes). Run it
 * after a change to the studio's forms, and look at the pictures before committing them.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import facts from "../content/business.json" with { type: "json" };
import { towns } from "../content/towns.ts";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.ts";
import {
  addToList,
  listItemField,
  openBusinessFacts,
  openEntry,
  openServiceArea,
  openTown,
  pictureDescription,
  publish,
  startStudio,
} from "../tests/studio/studio.ts";

const repo = join(import.meta.dirname, "..");
const out = join(repo, "docs", "owner-guide");
const root = mkdtempSync(join(tmpdir(), "owner-guide-"));
cpSync(join(repo, "content"), join(root, "content"), { recursive: true });
mkdirSync(out, { recursive: true });

const studio = await startStudio({ root, port: Number(process.env.STUDIO_PORT ?? 4611) });
const browser = await chromium.launch(chromiumLaunchOptions());
const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, `${name}.png`) });
  console.log(`docs/owner-guide/${name}.png`);
};

try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
  await openBusinessFacts(page, studio.base);
  await page.goto(`${studio.base}/admin/#/collections/business`);
  await page.getByText("Prices, hours and contact details").first().waitFor();
  await shoot(page, "studio-home");

  await openBusinessFacts(page, studio.base);
  const price = page.getByLabel("Wash & fold price per pound ($)");
  await price.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  await price.fill(String(facts.pricing.washFoldPerLb));
  await shoot(page, "price");

  const offer = page.getByRole("switch", { name: "First-order discount is on" });
  await offer.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  await shoot(page, "offer");

  const sunday = facts.hours.at(-1)!;
  const closes = await listItemField(page, sunday.label, "Closes at");
  await closes.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await shoot(page, "hours");

  await closes.fill("00:00");
  await publish(page);
  await shoot(page, "refused");

  // On a phone: the price changed, Publish in reach, nothing off the side of the screen.
  const phone = await browser.newPage({ viewport: { width: 390, height: 760 }, isMobile: true, hasTouch: true });
  await openBusinessFacts(phone, studio.base);
  const phonePrice = phone.getByLabel("Wash & fold price per pound ($)");
  await phonePrice.scrollIntoViewIfNeeded();
  await phonePrice.fill(String(facts.pricing.washFoldPerLb + 0.1));
  await shoot(phone, "phone");
  await phone.close();

  await openTown(page, studio.base, towns[0]!.slug);
  await page.getByLabel("Headline", { exact: true }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 250));
  await shoot(page, "town");

  await openEntry(page, studio.base, "pages/entries/about", "Heading");
  await page.getByLabel("Heading", { exact: true }).first().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await shoot(page, "page");

  // Both languages, as the editor first shows an entry the owner writes in English and Spanish.
  await openEntry(page, studio.base, "pages/entries/about", "Heading", { sideBySide: true });
  await page.getByText("Writing in ES").first().waitFor();
  await shoot(page, "spanish");

  await openServiceArea(page, studio.base);
  await addToList(page, "Places you do not serve", "Sarasota");
  await shoot(page, "service-area");

  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#dceff5" } }).png().toBuffer();
  await openEntry(page, studio.base, "blog/new", "Title");
  await page.getByLabel("Title", { exact: true }).fill("Fresh Towels for the Season");
  await page.getByLabel("Summary", { exact: true }).fill("How we keep beach towels soft, and what to leave in the bag.");
  await page.getByLabel("Date", { exact: true }).fill(new Date().toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: "towels.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel(pictureDescription).fill("A stack of folded beach towels");
  await page.locator("[data-slate-editor]").click();
  await page.keyboard.type("Beach towels come back soft at {{price}} per pound.");
  await publish(page);
  // Opened again once saved, so the picture shows from the studio as the owner sees it then.
  await openEntry(page, studio.base, "blog/entries/fresh-towels-for-the-season", "Title");
  await page.getByLabel(pictureDescription).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 150));
  await shoot(page, "post");
} finally {
  await browser.close();
  await studio.stop();
  rmSync(root, { recursive: true, force: true });
}
