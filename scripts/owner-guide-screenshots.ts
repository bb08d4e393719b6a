/**
 * `npx tsx scripts/owner-guide-screenshots.ts`: takes the pictures of docs/owner-guide.md again, from
 * the studio running on a scratch copy of content/ (nothing in the working tree changes). Run it
 * after a change to the studio's forms, and look at the pictures before committing them.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import facts from "../content/business.json" with { type: "json" };
import { towns } from "../content/towns.ts";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.ts";
import { historyPage } from "../studio/history-page.ts";
import { publishName, publishes, publishOf } from "../studio/history.ts";
import { gitPublisher } from "../studio/live.ts";
import { previewPage } from "../studio/preview-page.ts";
import { previewBuilds } from "../studio/preview.ts";
import {
  addToList,
  copyWorkingTree,
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

  // The live studio's history, on a phone: a price published and live, then an email on its way.
  const history = mkdtempSync(join(tmpdir(), "owner-guide-history-"));
  try {
    const git = (cwd: string, ...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Maria Lopez", "-c", "user.email=maria@example.com", ...args], { cwd }).toString().trim();
    const clone = join(history, "clone");
    mkdirSync(join(clone, "content"), { recursive: true });
    cpSync(join(repo, "content", "business.json"), join(clone, "content", "business.json"));
    git(clone, "init", "-q", "-b", "main");
    git(clone, "add", "-A");
    git(clone, "commit", "-q", "-m", "The site");
    git(history, "clone", "-q", "--bare", clone, "origin.git");
    git(clone, "remote", "add", "origin", join(history, "origin.git"));
    const publishFacts = (change: (now: typeof facts) => typeof facts) => {
      const path = join(clone, "content", "business.json");
      writeFileSync(path, `${JSON.stringify(change(JSON.parse(readFileSync(path, "utf8")) as typeof facts), null, 2)}\n`);
      git(clone, "add", "-A");
      git(clone, "commit", "-q", "-m", publishName(clone, "persistEntry", { dataFiles: [{ path: "content/business.json" }] })!);
      git(clone, "push", "-q", "origin", "HEAD:main");
      return git(clone, "rev-parse", "--short=10", "HEAD");
    };
    const live = publishFacts((now) => ({ ...now, pricing: { ...now.pricing, washFoldPerLb: Math.round((now.pricing.washFoldPerLb + 0.1) * 100) / 100 } }));
    publishFacts((now) => ({ ...now, email: "hello@example.com" }));
    const statusFile = join(history, "deploy-status.txt");
    writeFileSync(statusFile, `${new Date().toISOString()}\nLive: commit ${live} (release 20261130-100000-${live}).\n`);
    const list = (await publishes(clone, { branch: "main", statusFile })).filter((publish) => publish.message !== "The site");
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    await phone.route("**/admin/history.js", (route) => route.fulfill({ path: join(repo, "studio", "history.js"), contentType: "text/javascript" }));
    await phone.route("**/admin/history", (route) => route.fulfill({ body: historyPage({ list }, "/admin/api/v1"), contentType: "text/html" }));
    await phone.goto(`${studio.base}/admin/history`);
    await shoot(phone, "history");
  } finally {
    rmSync(history, { recursive: true, force: true });
  }

  // The live studio's page of her changes before they go live, on a phone: a price saved (waiting,
  // not pushed) and the preview built from a copy of this site, as the live studio builds it.
  const waitingDir = mkdtempSync(join(tmpdir(), "owner-guide-preview-"));
  try {
    const git = (cwd: string, ...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Maria Lopez", "-c", "user.email=maria@example.com", ...args], { cwd }).toString().trim();
    const clone = join(waitingDir, "clone");
    copyWorkingTree(clone, { linkModules: false });
    git(clone, "init", "-q", "-b", "main");
    git(clone, "add", "-A");
    git(clone, "commit", "-q", "-m", "The site");
    git(waitingDir, "clone", "-q", "--bare", clone, "origin.git");
    git(clone, "remote", "add", "origin", join(waitingDir, "origin.git"));
    git(clone, "fetch", "-q", "origin");
    const path = join(clone, "content", "business.json");
    const now = JSON.parse(readFileSync(path, "utf8")) as typeof facts;
    writeFileSync(path, `${JSON.stringify({ ...now, pricing: { ...now.pricing, washFoldPerLb: Math.round((now.pricing.washFoldPerLb + 0.1) * 100) / 100 } }, null, 2)}\n`);
    git(clone, "commit", "-q", "-am", publishName(clone, "persistEntry", { dataFiles: [{ path: "content/business.json" }] })!);
    const publisher = gitPublisher({ clone, branch: "main", sessionSecret: "x".repeat(40) });
    const builds = previewBuilds({ clone, modules: () => join(repo, "node_modules"), dir: join(waitingDir, "previews"), live: () => join(repo, "build", "client") });
    const head = await publisher.head();
    builds.want(head);
    while (builds.stateOf(head).state === "building") await new Promise((resolve) => setTimeout(resolve, 500));
    const waiting = await Promise.all((await publisher.waiting()).map(async (change) => ({ ...change, ...(await publishOf(clone, change.commit)) })));
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    await phone.route("**/admin/preview.js", (route) => route.fulfill({ path: join(repo, "studio", "preview.js"), contentType: "text/javascript" }));
    await phone.route("**/admin/preview", (route) => route.fulfill({ body: previewPage({ waiting, head, preview: builds.stateOf(head) }, "/admin/api/v1"), contentType: "text/html" }));
    await phone.goto(`${studio.base}/admin/preview`);
    await shoot(phone, "preview");
  } finally {
    rmSync(waitingDir, { recursive: true, force: true });
  }
} finally {
  await browser.close();
  await studio.stop();
  rmSync(root, { recursive: true, force: true });
}
