import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import facts from "../../content/business.json" with { type: "json" };
import { business } from "../../content/business.ts";
import { site } from "../../core/site.ts";
import { readFrontMatter } from "../../app/lib/markdown.server.ts";
import { towns } from "../../content/towns.ts";
import { deriveZipCoverage } from "../../scripts/build-zip-coverage.ts";
import {
  addToList,
  listItemField,
  openBusinessFacts,
  openEntry,
  openServiceArea,
  openTown,
  otherPrices,
  publish,
  startStudio,
  writeIn,
  writePost,
  type RunningStudio,
} from "./studio.ts";

/**
 * The owner's studio, as she uses it: `npm run studio` on a scratch copy of content/, the editor in
 * Chromium, a price and an opening time changed and published, a wrong time refused with the rule
 * in her words and nothing written. Every figure is worked out from content/business.json.
 */

const repo = join(import.meta.dirname, "..", "..");
const port = Number(process.env.STUDIO_TEST_PORT ?? 4601);
let root: string;
let studio: RunningStudio;
const ownersFile = () => join(root, "content", "business.json");
/** The business facts as the owner's file holds them now. */
const ownersFacts = () => JSON.parse(readFileSync(ownersFile(), "utf8")) as typeof facts;
const original = readFileSync(join(repo, "content", "business.json"), "utf8");

// The last opening-hours entry ("Sun" today), and times that keep it open.
const entry = facts.hours.at(-1)!;
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
const newOpens = clock(minutes(entry.closes) - (clock(minutes(entry.closes) - 60) === entry.opens ? 120 : 60));
// A price between today's and the struck-through one, in cents.
const { washFoldPerLb: price } = facts.pricing;
const [newPrice] = otherPrices(facts);

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  root = mkdtempSync(join(tmpdir(), "studio-test-"));
  cpSync(join(repo, "content"), join(root, "content"), { recursive: true });
  studio = await startStudio({ root, port });
});

test.afterAll(async () => {
  await studio?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

test("npm run studio refuses to listen where another computer could reach it", () => {
  const run = spawnSync("npm", ["run", "--silent", "studio"], {
    cwd: repo,
    env: { ...process.env, STUDIO_HOST: "0.0.0.0", STUDIO_PORT: String(port + 1), STUDIO_SITE: "off" },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('STUDIO_HOST is "0.0.0.0"');
});

test("the studio answers on 127.0.0.1 only, and not to a page that reaches it under another name", async () => {
  expect(studio.output()).toContain(`Studio: http://127.0.0.1:${port}/admin/`);
  const status = await new Promise<number>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/admin/", headers: { Host: `studio.example.com:${port}` } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on("error", reject)
      .end();
  });
  expect(status).toBe(421);
  const page = await fetch(`${studio.base}/admin/`);
  expect(page.headers.get("x-robots-tag")).toContain("noindex");
  expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  // Its sign-in page shows the business's mark and name, not the editor's.
  const logo = await fetch(`${studio.base}/admin/logo.svg`);
  expect(logo.headers.get("content-type")).toContain("image/svg+xml");
  expect(await logo.text()).toContain(`>${business.brandName}</text>`);
  // An entry's "View Live" opens the live site; the editor's top bar, the site with her changes.
  const config = await (await fetch(`${studio.base}/admin/config.yml`)).text();
  expect(config).toMatch(new RegExp(`^site_url: ${site.siteUrl.replace(/[.]/g, "\\.")}$`, "m"));
  expect(config).toMatch(/^display_url: http:\/\/127\.0\.0\.1:\d+$/m);
});

test("the owner changes the price and an opening time, and the file says so", async ({ page }) => {
  expect(newPrice).not.toBe(price);
  await openBusinessFacts(page, studio.base);
  await page.getByLabel("Wash & fold price per pound ($)").fill(String(newPrice));
  await (await listItemField(page, entry.label, "Opens at")).fill(newOpens);
  expect(await publish(page)).toBeUndefined();

  const saved = readFileSync(ownersFile(), "utf8");
  const written = JSON.parse(saved) as typeof facts;
  expect(written.pricing.washFoldPerLb).toBe(newPrice);
  expect(written.hours.at(-1)?.opens).toBe(newOpens);
  // Only the two lines that changed differ from the file before.
  const before = original.split("\n");
  const changed = saved.split("\n").filter((line, i) => line !== before[i]);
  expect(changed.map((line) => line.trim())).toEqual([`"opens": "${newOpens}",`, `"washFoldPerLb": ${newPrice},`]);
});

test("on a 390 px phone the owner changes the price and saves it, and nothing makes her pan sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const current = ownersFacts().pricing.washFoldPerLb;
  const target = current === price ? newPrice : price;
  await openBusinessFacts(page, studio.base);
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await wide()).toBeLessThanOrEqual(390);
  const field = page.getByLabel("Wash & fold price per pound ($)");
  await field.fill(String(target));
  await expect(field).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeInViewport({ ratio: 1 });
  expect(await wide()).toBeLessThanOrEqual(390);
  expect(await publish(page)).toBeUndefined();
  expect(await wide()).toBeLessThanOrEqual(390);
  expect(ownersFacts().pricing.washFoldPerLb).toBe(target);
});

test("a closing time before the opening time is refused in the owner's words, kept in sight on the field it names until she fixes it, and nothing is written", async ({ page }) => {
  const before = readFileSync(ownersFile(), "utf8");
  await openBusinessFacts(page, studio.base);
  const closes = await listItemField(page, entry.label, "Closes at");
  await closes.fill("00:00");
  const refusal = await publish(page);
  expect(refusal).toContain(`Opening hours › ${entry.label} › Closes at:`);
  expect(refusal).toMatch(/closing time must be after opening time/);
  expect(readFileSync(ownersFile(), "utf8")).toBe(before);
  // The refusal stays in a bar of its own (Decap's notice fades), and the field it names is marked.
  const bar = page.locator("[data-refusal-bar]");
  await expect(bar).toHaveAttribute("role", "alert");
  await expect(bar).toContainText(`Opening hours › ${entry.label} › Closes at:`);
  await expect(closes).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-refusal]")).toHaveText(/closing time must be after opening time/);
  // Decap's own notice points to the bar, in words, not "Failed to persist entry: API_ERROR: …".
  await expect(page.getByText("Not saved: the reason is in the red bar at the foot of the page.")).toBeVisible();
  await expect(page.getByText(/API_ERROR|Failed to persist/)).toHaveCount(0);
  // Fixed, the mark goes; saved, the bar goes. (The editor's text field keeps what it had when
  // filled at once: cleared first, it takes the value.)
  await closes.clear();
  await closes.fill(entry.closes);
  await expect(closes).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-refusal]")).toHaveCount(0);
  await expect(bar).toBeVisible();
  const offer = page.getByLabel("First-order discount is on", { exact: true });
  const was = (JSON.parse(before) as typeof facts).pricing.firstOrderOfferOn;
  await offer.click({ force: true });
  expect(await publish(page)).toBeUndefined();
  await expect(bar).toHaveCount(0);
  expect(ownersFacts().pricing.firstOrderOfferOn).toBe(!was);
  // Switched back after the publish, the offer is a change to publish again (the form is read
  // afresh from the file after a publish: else it showed "Changes saved" and no Publish button).
  await expect(offer).toBeChecked({ checked: !was });
  await offer.click({ force: true });
  await expect(page.getByText(/^Unsaved changes$/i)).toBeVisible();
  expect(await publish(page)).toBeUndefined();
  expect(readFileSync(ownersFile(), "utf8")).toBe(before);
});

test("a time the form cannot read is refused by the form, with the site's own rule", async ({ page }) => {
  const before = readFileSync(ownersFile(), "utf8");
  await openBusinessFacts(page, studio.base);
  await (await listItemField(page, entry.label, "Opens at")).fill("9am");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("menuitem", { name: "Save now" }).click();
  await expect(page.getByText('must be a 24-hour time like "08:00" or "20:00"').first()).toBeVisible();
  expect(readFileSync(ownersFile(), "utf8")).toBe(before);
});

test("the owner rewrites a town page's headline, and its file says so; a headline without the town's name is refused", async ({ page }) => {
  const town = towns[0]!;
  const path = join(root, "content", "towns", "en", `${town.slug}.md`);
  const spanish = join(root, "content", "towns", "es", `${town.slug}.md`);
  const spanishBefore = readFileSync(spanish, "utf8");
  const headline = `${town.name} laundry, picked up and folded for you`;
  await openTown(page, studio.base, town.slug);
  await page.getByLabel("Headline", { exact: true }).fill(headline);
  expect(await publish(page)).toBeUndefined();
  const saved = readFileSync(path, "utf8");
  const data = readFrontMatter(path, saved).data as { name: string; page: { headline: string } };
  expect(data.page.headline).toBe(headline);
  expect(data.name).toBe(town.name);
  // Its Spanish page keeps its own headline.
  const spanishData = readFrontMatter(spanish, readFileSync(spanish, "utf8")).data as typeof data;
  expect(spanishData.page.headline).toBe((readFrontMatter(spanish, spanishBefore).data as typeof data).page.headline);

  await openTown(page, studio.base, town.slug);
  await page.getByLabel("Headline", { exact: true }).fill("Laundry, picked up and folded for you");
  expect(await publish(page)).toMatch(/page\.headline: must name the town/);
  expect(readFileSync(path, "utf8")).toBe(saved);
});

test("the owner names a town's neighborhood in Spanish; the Spanish file says so beside its zip code, the English file is unchanged", async ({ page }) => {
  const town = towns.at(-1)!;
  const english = join(root, "content", "towns", "en", `${town.slug}.md`);
  const spanish = join(root, "content", "towns", "es", `${town.slug}.md`);
  const englishBefore = readFileSync(english, "utf8");
  type Zips = { zips: { zip: string | number; areas: string[] }[] };
  const before = (readFrontMatter(spanish, readFileSync(spanish, "utf8")).data as Zips).zips;
  const [first] = before;
  const renamed = first!.areas[0] === "Barrio de prueba" ? "Barrio de ensayo" : "Barrio de prueba";
  await openTown(page, studio.base, town.slug);
  await writeIn(page, "es");
  // Its zip code's entry, then the neighborhood's, unfolded by their names, as she opens them.
  await page.getByText(String(first!.zip), { exact: true }).first().click();
  await page.getByText(first!.areas[0]!, { exact: true }).first().click();
  const field = page.locator(`input[value=${JSON.stringify(first!.areas[0])}]`).first();
  await field.fill(renamed);
  expect(await publish(page)).toBeUndefined();
  const after = (readFrontMatter(spanish, readFileSync(spanish, "utf8")).data as Zips).zips;
  expect(after.map(({ zip, areas }) => ({ zip: String(zip), areas }))).toEqual(
    before.map(({ zip, areas }, i) => ({ zip: String(zip), areas: i === 0 ? [renamed, ...areas.slice(1)] : areas })),
  );
  expect(readFileSync(english, "utf8")).toBe(englishBefore);
});

test("the owner rewords an FAQ answer around a figure; a figure the site does not know is refused, naming the question", async ({ page }) => {
  const path = join(root, "content", "en", "faq.json");
  const read = () => JSON.parse(readFileSync(path, "utf8")) as { questions: { question: string; answer: string }[] };
  // The first question, whatever it asks.
  const number = 0;
  const { question } = read().questions[number]!;
  const answer = "Yes: {{minimumLb}} lb, about one full tall kitchen bag.";
  await openEntry(page, studio.base, "questions/entries/faq", "Question");
  await (await listItemField(page, question, "Answer")).fill(answer);
  expect(await publish(page)).toBeUndefined();
  expect(read().questions[number]).toEqual({ question, answer });
  const saved = readFileSync(path, "utf8");

  await openEntry(page, studio.base, "questions/entries/faq", "Question");
  await (await listItemField(page, question, "Answer")).fill("Yes: {{minimumPounds}} lb.");
  expect(await publish(page)).toMatch(
    new RegExp(`Questions and answers › entry ${number + 1} › Answer: \\{\\{minimumPounds\\}\\} is not a figure the site knows`),
  );
  expect(readFileSync(path, "utf8")).toBe(saved);
});

test("the owner stops serving a place; a zip a town page lists is refused on the do-not-serve list, naming the town, and nothing is written", async ({ page }) => {
  const path = join(root, "content", "service-area.json");
  const before = readFileSync(path, "utf8");
  const rules = JSON.parse(before) as { doNotServe?: string[]; placesNotServed?: string[] };
  const rows = deriveZipCoverage();
  const listed = rows.find((row) => row.source === "listed")!;
  const listedBy = towns.filter((town) => town.zips.some((z) => z.zip === listed.zip)).map((town) => town.name);
  // A place the zip check serves now through zips no town page lists ("Sarasota" today).
  const place = rows.find((row) => row.source === "near")?.place;
  test.skip(!place, "every served zip is on a town page");

  await openServiceArea(page, studio.base);
  await addToList(page, "Zip codes you do not serve", listed.zip);
  expect(await publish(page)).toMatch(new RegExp(`Zip codes you do not serve: ${listed.zip} is also on the .*${listedBy[0]}.* page`));
  expect(readFileSync(path, "utf8")).toBe(before);

  await openServiceArea(page, studio.base);
  await addToList(page, "Places you do not serve", place!);
  expect(await publish(page)).toBeUndefined();
  const saved = JSON.parse(readFileSync(path, "utf8")) as typeof rules;
  expect(saved.placesNotServed).toEqual([...(rules.placesNotServed ?? []), place]);
  expect(saved.doNotServe ?? []).toEqual(rules.doNotServe ?? []);
});

test("the owner rewrites About's heading; the page's file and its filled-in words say so; an empty heading is refused", async ({ page }) => {
  const path = join(root, "content", "pages", "en", "about.json");
  const filled = join(root, "content", "pages", "filled", "en", "about.json");
  const before = JSON.parse(readFileSync(path, "utf8")) as { hero: { title: string } };
  const heading = before.hero.title === "Folded by neighbors" ? "Folded by your neighbors" : "Folded by neighbors";
  await openEntry(page, studio.base, "pages/entries/about", "Heading");
  await page.getByLabel("Heading", { exact: true }).first().fill(heading);
  expect(await publish(page)).toBeUndefined();
  expect((JSON.parse(readFileSync(path, "utf8")) as typeof before).hero.title).toBe(heading);
  expect((JSON.parse(readFileSync(filled, "utf8")) as typeof before).hero.title).toBe(heading);

  const saved = readFileSync(path, "utf8");
  await openEntry(page, studio.base, "pages/entries/about", "Heading");
  await page.getByLabel("Heading", { exact: true }).first().fill(" ");
  expect(await publish(page)).toMatch(/Top of the page › Heading: must not be empty/);
  expect(readFileSync(path, "utf8")).toBe(saved);
});

test("the owner switches About to Español and rewrites its heading; the Spanish files say so, the English file is unchanged", async ({ page }) => {
  // Opened twice.
  test.setTimeout(120_000);
  const english = join(root, "content", "pages", "en", "about.json");
  const path = join(root, "content", "pages", "es", "about.json");
  const filled = join(root, "content", "pages", "filled", "es", "about.json");
  const englishBefore = readFileSync(english, "utf8");
  const before = JSON.parse(readFileSync(path, "utf8")) as { hero: { title: string } };
  const heading = before.hero.title === "Doblada por sus vecinos" ? "Doblada por vecinos" : "Doblada por sus vecinos";
  await openEntry(page, studio.base, "pages/entries/about", "Heading");
  await writeIn(page, "es");
  const field = page.getByLabel("Heading", { exact: true }).first();
  await expect(field).toHaveValue(before.hero.title);
  await field.fill(heading);
  expect(await publish(page)).toBeUndefined();
  expect((JSON.parse(readFileSync(path, "utf8")) as typeof before).hero.title).toBe(heading);
  expect((JSON.parse(readFileSync(filled, "utf8")) as typeof before).hero.title).toBe(heading);
  expect(readFileSync(english, "utf8")).toBe(englishBefore);

  // A Spanish heading left as the English wrote it is refused, naming the language and the field.
  const saved = readFileSync(path, "utf8");
  const englishHeading = (JSON.parse(englishBefore) as typeof before).hero.title;
  await openEntry(page, studio.base, "pages/entries/about", "Heading");
  await writeIn(page, "es");
  await page.getByLabel("Heading", { exact: true }).first().fill(englishHeading);
  expect(await publish(page)).toMatch(/Español: Top of the page › Heading: is the same as in English/);
  expect(readFileSync(path, "utf8")).toBe(saved);
});

test("the owner dates the terms anew; only the date's line of the file changes, the page's text kept as written, and the Spanish terms take the date", async ({ page }) => {
  const path = join(root, "content", "legal", "en", "terms.md");
  const spanish = join(root, "content", "legal", "es", "terms.md");
  const before = readFileSync(path, "utf8");
  const date = /^date: (\S+)$/m.exec(before)?.[1];
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const newDate = date === "2026-11-20" ? "2026-11-21" : "2026-11-20";
  await openEntry(page, studio.base, "legal/entries/terms", "Page title");
  await page.getByLabel("Date", { exact: true }).fill(newDate);
  expect(await publish(page)).toBeUndefined();
  expect(readFileSync(path, "utf8")).toBe(before.replace(`date: ${date}`, `date: ${newDate}`));
  expect(readFileSync(spanish, "utf8")).toMatch(new RegExp(`^date: ${newDate}$`, "m"));
});

test("the owner writes a post with a photo; it is saved with neither the photo's size nor a reading time to go stale", async ({ page }) => {
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#e8f4f8" } }).png().toBuffer();
  const post = {
    title: "Fresh Towels for the Season",
    summary: "How we keep beach towels soft, and what to leave in the bag.",
    date: "2026-11-20",
    text: "Beach towels come back soft at {{price}} per pound.",
    picture: { name: "towels.png", png, alt: "A stack of folded beach towels" },
  };
  expect(await writePost(page, studio.base, post)).toBeUndefined();
  const path = join(root, "content", "blog", "en", "fresh-towels-for-the-season.md");
  const saved = readFrontMatter(path, readFileSync(path, "utf8"));
  expect(saved.data).toMatchObject({
    title: post.title,
    date: post.date,
    image: { src: "/images/uploads/towels.png", alt: post.picture.alt },
  });
  // The build reads both from the picture and the text (app/lib/blog.server.ts).
  expect(saved.data).not.toHaveProperty("readTime");
  expect((saved.data as { image: object }).image).not.toHaveProperty("width");
  expect(saved.body).toContain("{{price}} per pound");
  expect(existsSync(join(root, "public", "images", "uploads", "towels.png"))).toBe(true);
  // In English only: the owner wrote no Spanish.
  expect(existsSync(join(root, "content", "blog", "es", "fresh-towels-for-the-season.md"))).toBe(false);
  // The editor previews it from the studio, which serves pictures and nothing else of the tree.
  const preview = await fetch(`${studio.base}/images/uploads/towels.png`);
  expect([preview.status, preview.headers.get("content-type")]).toEqual([200, "image/png"]);
  expect((await fetch(`${studio.base}/images/%2e%2e/%2e%2e/content/business.json`)).status).toBe(404);
});

test("an English text changed by hand marks its Spanish twin in the form and in the list; publishing a new Spanish text clears the mark", async ({ page, context }) => {
  const file = (of: string) => join(root, "content", "pages", of, "not-found.json");
  const read = (of: string) => JSON.parse(readFileSync(file(of), "utf8")) as { homeButton: string };
  const english = read("en");
  writeFileSync(file("en"), `${JSON.stringify({ ...english, homeButton: `${english.homeButton} now` }, null, 2)}\n`);
  const label = "Button back to Home";
  // The field's own box: its label's row, the field and its hint.
  const field = page.locator(`xpath=//label[normalize-space()=${JSON.stringify(label)}]/../..`);

  await openEntry(page, studio.base, "pages/entries/not-found", label);
  await writeIn(page, "es");
  await expect(field).toContainText("Spanish to review");
  await expect(page.getByRole("link", { name: /^Spanish to review \(\d+\)$/ })).toHaveAttribute("href", "/admin/translations");
  // The list, in a tab of its own beside the editor, as the editor's link opens it.
  const list = await context.newPage();
  const entry = list.getByRole("link", { name: "Pages › Page not found (404)" });
  const listed = list.locator("section", { has: entry }).getByRole("heading", { name: label });
  await list.goto(`${studio.base}/admin/translations`);
  await expect(listed).toBeVisible();
  await expect(entry).toHaveAttribute("href", "/admin/#/collections/pages/entries/not-found");
  // Back to the editor's tab: a tab in the background runs slowly.
  await page.bringToFront();

  // The owner writes the Spanish anew and publishes it: its mark is gone from the list, and from the form once it loads again.
  const spanish = `${read("es").homeButton} ya`;
  await page.getByLabel(label, { exact: true }).fill(spanish);
  expect(await publish(page)).toBeUndefined();
  await list.reload();
  await expect(list.getByRole("heading", { name: "Spanish to review", level: 1 })).toBeVisible();
  await expect(listed).toHaveCount(0);
  await page.reload();
  await page.getByLabel(label, { exact: true }).first().waitFor({ state: "attached" });
  await writeIn(page, "es");
  await expect(page.getByLabel(label, { exact: true })).toHaveValue(spanish);
  await expect(field).not.toContainText("Spanish to review");
});

test("no visitor page or script refers to the studio", () => {
  const client = join(repo, process.env.BUILD_DIR || "build", "client");
  const files = (function walk(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : /\.(html|js|css|xml|txt|json)$/.test(name) ? [path] : [];
    });
  })(client);
  expect(files.length, `no build in ${client}: run npm run build first`).toBeGreaterThan(30);
  const offenders = files.filter((file) => /\/admin\b|decap|api\/v1/i.test(readFileSync(file, "utf8")));
  expect(offenders).toEqual([]);
});
