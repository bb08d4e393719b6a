import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Page } from "@playwright/test";
import { formVersionsFile } from "../../studio/form-record.ts";

/**
 * Drives the owner's studio as she does: starts `npm run studio` on a working tree (its editor
 * only, without the site beside it), opens the business facts in the editor, types into fields by
 * their labels and publishes. Used by tests/studio/studio.spec.ts and by `npm run test:drill`,
 * which builds the result.
 *
 * An entry the owner writes in English and Spanish opens with its English alone (the editor's
 * "Toggle i18n" button off), so a field's label names one field; `writeIn` switches it to Spanish,
 * and `openEntry(…, { sideBySide: true })` shows both languages, as the editor does at first.
 */

const repo = join(import.meta.dirname, "..", "..");

/**
 * Copies the working tree's files (tracked and new, not ignored: uncommitted edits count) into `to`
 * and links node_modules, as scripts/content-drill.ts does: a copy whose site runs (`npm run dev`).
 * Only files: a clone whose node_modules is a link to another's lists the link. Without the link
 * (`linkModules: false`), the copy is the files a repository of the site commits.
 */
export function copyWorkingTree(to: string, { linkModules = true }: { linkModules?: boolean } = {}): void {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: repo })
    .toString()
    .split("\0")
    .filter((file) => file && file !== "node_modules" && existsSync(join(repo, file)) && statSync(join(repo, file)).isFile());
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(join(repo, file), join(to, file));
  }
  if (linkModules) symlinkSync(join(repo, "node_modules"), join(to, "node_modules"), "dir");
}

/**
 * Wash & fold prices the studio accepts in place of today's, from the facts as they are: below the
 * former price and some competitor's (the savings claim), in whole cents, none today's; the first
 * ones round figures an owner would choose.
 */
export function otherPrices(facts: { pricing: { washFoldPerLb: number; washFoldWasPerLb: number }; competitors: readonly { pricePerLb: number }[] }): number[] {
  const { washFoldPerLb: price, washFoldWasPerLb: was } = facts.pricing;
  const dearest = Math.max(...facts.competitors.map((c) => c.pricePerLb));
  const cents = (dollars: number) => Math.round(dollars * 100) / 100;
  const candidates = [1.6, 1.55, 1.45, 1.35, 1.25, 1.15, 0.99, 0.75, cents(price - 0.01), cents(price - 0.02)];
  const prices = [...new Set(candidates)].filter((p) => p > 0 && p !== price && p < was && p < dearest);
  if (prices.length < 2) throw new Error(`no two wash & fold prices other than ${price}, below ${was} and ${dearest}`);
  return prices;
}

export type RunningStudio = { base: string; stop: () => Promise<void>; output: () => string };

/** `npm run studio` editing `root`, on `port` (the site beside it only if `env` says STUDIO_SITE=on); resolves once the editor answers. */
export async function startStudio({ root, port, env = {} }: { root: string; port: number; env?: Record<string, string> }): Promise<RunningStudio> {
  let output = "";
  const child = spawn("npm", ["run", "--silent", "studio"], {
    cwd: repo,
    detached: true,
    env: { ...process.env, STUDIO_ROOT: root, STUDIO_PORT: String(port), STUDIO_SITE: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
    await exited;
    // The record of its open forms goes with the scratch folder.
    rmSync(formVersionsFile(root), { force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  // The first start installs the editor (about two minutes here).
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run studio exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${base}/admin/`)).ok) return { base, stop, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`npm run studio did not answer within 5 minutes:\n${output}`);
}

/** Opens the editor afresh and signs in (the local studio's sign-in is one button). */
async function signIn(page: Page, base: string): Promise<void> {
  // A fresh load each time, so no draft of an earlier visit is left in the editor.
  await page.goto("about:blank");
  await page.goto(`${base}/admin/`);
  const login = page.getByRole("button", { name: "Login" });
  const signedIn = page.getByText("Business facts", { exact: true }).first();
  await login.or(signedIn).first().waitFor();
  if (await login.isVisible()) await login.click();
  await signedIn.waitFor();
}

/** Signs in and opens an entry, once its field `ready` shows; one language at a time, or both side by side. */
export async function openEntry(page: Page, base: string, entry: string, ready: string, { sideBySide = false } = {}): Promise<void> {
  await signIn(page, base);
  // The editor's own setting for the pane beside the form: the other language ("i18n"), or none.
  await page.evaluate((pane) => localStorage.setItem("cms.right-pane", pane), sideBySide ? "i18n" : "none");
  await page.goto(`${base}/admin/#/collections/${entry}`);
  // Attached rather than visible: a field inside a folded list entry is there, not shown.
  await page.getByLabel(ready, { exact: true }).first().waitFor({ state: "attached" });
}

/** Opens "Prices, hours and contact details". */
export const openBusinessFacts = (page: Page, base: string) => openEntry(page, base, "business/entries/facts", "Wash & fold price per pound ($)");

/** Opens "Zip codes you serve" (content/service-area.json), whose lists may all be empty. */
export async function openServiceArea(page: Page, base: string): Promise<void> {
  await signIn(page, base);
  await page.goto(`${base}/admin/#/collections/business/entries/service-area`);
  await page.getByRole("button", { name: "Add place" }).waitFor();
}

/** Adds an entry to the list of single values labelled `list` ("Places you do not serve") and types `value` into it. */
export async function addToList(page: Page, list: string, value: string): Promise<void> {
  const control = page.locator(`xpath=//label[starts-with(normalize-space(), ${JSON.stringify(list)})]/ancestor::div[.//button][1]`);
  await control.getByRole("button", { name: /^Add / }).click();
  const field = control.locator("input").last();
  // The editor's text field keeps what it had when filled at once; cleared first, it takes the value.
  await field.clear();
  await field.fill(value);
}

/** Switches the form to a language (`"es"`), as the owner does with its "Writing in EN" button. */
export async function writeIn(page: Page, locale: string): Promise<void> {
  await page.getByRole("button", { name: /^Writing in / }).first().click();
  await page.getByRole("menuitem", { name: locale, exact: true }).click();
  await page.getByRole("button", { name: `Writing in ${locale.toUpperCase()}` }).first().waitFor();
}

/** Opens a town's entry: its files are content/towns/en/{slug}.md and content/towns/es/{slug}.md. */
export const openTown = (page: Page, base: string, slug: string) => openEntry(page, base, `towns/entries/${slug}`, "Headline");

/** The field labelled `label` in the list entry whose first field reads `entry` ("Sun", a question), unfolded. */
export async function listItemField(page: Page, entry: string, label: string) {
  const item = page.locator(
    `xpath=//*[(self::input or self::textarea) and @value=${JSON.stringify(entry)}]/ancestor::div[.//label[normalize-space()=${JSON.stringify(label)}] and .//button][1]`,
  );
  const field = item.getByLabel(label, { exact: true });
  // A list entry starts folded, showing its name: the owner opens it by clicking the name (studio/editor.js).
  if (!(await field.isVisible())) await item.getByText(entry, { exact: true }).click();
  await field.waitFor({ timeout: 5_000 });
  return field;
}

/**
 * Saves the entry (the editor's "Save" › "Save now") and waits for the studio's answer: undefined when it saved, or
 * its refusal as the editor shows it to the owner ("Not saved. Please fix this: …", "Not saved: the site changed …").
 */
export async function publish(page: Page): Promise<string | undefined> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/api/v1") && (response.request().postData() ?? "").includes('"action":"persistEntry"'),
    { timeout: 20_000 },
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("menuitem", { name: "Save now" }).click();
  if ((await answer).ok()) {
    await page.getByText("Changes saved", { exact: true }).waitFor();
    return undefined;
  }
  const shown = page.getByText(/Not saved[.:]/).last();
  await shown.waitFor();
  return (await shown.textContent()) ?? "";
}

/**
 * A post picture's description field. The editor marks it "(optional)", as every field of the
 * optional picture; the studio's server refuses a picture without it.
 */
export const pictureDescription = /^What the picture shows/;

export type NewPost = { title: string; summary: string; date: string; text: string; picture?: { name: string; png: Buffer; alt: string } };

/** Writes a new blog post in the editor, with a picture uploaded through its media library, and publishes it. */
export async function writePost(page: Page, base: string, post: NewPost): Promise<string | undefined> {
  await openEntry(page, base, "blog/new", "Title");
  await page.getByLabel("Title", { exact: true }).fill(post.title);
  await page.getByLabel("Summary", { exact: true }).fill(post.summary);
  await page.getByLabel("Date", { exact: true }).fill(post.date);
  if (post.picture) {
    await page.getByRole("button", { name: "Choose an image" }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: post.picture.name, mimeType: "image/png", buffer: post.picture.png });
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByLabel(pictureDescription).fill(post.picture.alt);
  }
  const editor = page.locator("[data-slate-editor]");
  await editor.click();
  await page.keyboard.type(post.text);
  return publish(page);
}
