import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import facts from "../../content/business.json" with { type: "json" };
import { freePort } from "../../server/test-support/free-port.ts";
import { formVersionsFile } from "../../studio/form-record.ts";
import { daysInWords } from "../../core/site-schema.ts";
import { copyWorkingTree, listItemField, openBusinessFacts, otherPrices, publish } from "./studio.ts";

/*
 * The live site's studio (`npm run studio:live`): sign-in through GitHub (a stand-in for GitHub on
 * loopback answers its three addresses: the consent page, the token and the user), saves that pass
 * the site's rules committed under the editor's name, waiting until she has seen them in the preview
 * (her site built with them) and puts them live (pushed to the repository the server deploys
 * from), or discards them; refusals that push nothing, and no way in for an account that is not an
 * editor (by its account id: a login name on the list is not enough), for a request without a
 * sign-in, or with a sign-in that has been signed out.
 */

const repo = join(import.meta.dirname, "..", "..");
let dir: string;
let origin: string;
let github: Server;
let studio: ChildProcess;
let base: string;
/** What the studio printed: shown when a test fails. */
let studioOutput = "";
/** Who the stand-in GitHub says is signing in. */
let signingIn = { id: 31415926, login: "maria-suncoast", name: "Maria Lopez" };

const originGit = (...args: string[]) => execFileSync("git", ["--git-dir", origin, ...args]).toString().trim();

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  dir = mkdtempSync(join(tmpdir(), "studio-live-"));
  // The repository the server deploys from (bare, as on a Git host): the site's files as this
  // working tree has them (the preview builds them).
  const seed = join(dir, "seed");
  copyWorkingTree(seed, { linkModules: false });
  const git = (cwd: string, ...args: string[]) => execFileSync("git", ["-c", "user.name=Seed", "-c", "user.email=seed@example.com", ...args], { cwd });
  git(seed, "init", "-q", "-b", "main");
  git(seed, "add", "-A");
  git(seed, "commit", "-q", "-m", "The site as it is");
  origin = join(dir, "origin.git");
  execFileSync("git", ["clone", "-q", "--bare", seed, origin]);
  const clone = join(dir, "clone");
  execFileSync("git", ["clone", "-q", origin, clone]);

  const githubPort = await freePort();
  github = createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://127.0.0.1:${githubPort}`);
    if (url.pathname === "/login/oauth/authorize") {
      // The consent page, agreed to at once: back to the studio with a code and the same state.
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", "agreed");
      back.searchParams.set("state", url.searchParams.get("state")!);
      response.writeHead(302, { Location: back.toString() }).end();
    } else if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ access_token: `token-${signingIn.login}` }));
    } else if (url.pathname === "/user" && request.headers.authorization === `Bearer token-${signingIn.login}`) {
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(signingIn));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => github.listen(githubPort, "127.0.0.1", resolve));

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  studio = spawn("npm", ["run", "--silent", "studio:live"], {
    cwd: repo,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      STUDIO_SITE_URL: base,
      STUDIO_CLONE: clone,
      STUDIO_EDITORS: "31415926 Maria, 27182818",
      GITHUB_CLIENT_ID: "client",
      GITHUB_CLIENT_SECRET: "secret",
      STUDIO_SESSION_SECRET: "x".repeat(40),
      STUDIO_LIVE_PORT: String(port),
      STUDIO_PUBLISH_STATUS: join(dir, "deploy-status.txt"),
      // The live site's pages, which the preview is measured against: this working tree's build.
      STUDIO_LIVE_BUILD: join(resolve(repo, process.env.BUILD_DIR || "build"), "client"),
      GITHUB_OAUTH_URL: `http://127.0.0.1:${githubPort}`,
      GITHUB_API_URL: `http://127.0.0.1:${githubPort}`,
    },
  });
  studio.stdout?.on("data", (chunk) => (studioOutput += chunk));
  studio.stderr?.on("data", (chunk) => (studioOutput += chunk));
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/admin/`, { redirect: "manual" })).status === 302) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("npm run studio:live did not answer");
});

test.afterEach(async ({ browserName: _browser }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("studio output", { body: studioOutput });
});

test.afterAll(async () => {
  if (studio?.pid) process.kill(-studio.pid, "SIGTERM");
  await new Promise((resolve) => (github ? github.close(resolve) : resolve(undefined)));
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (dir) rmSync(formVersionsFile(join(dir, "clone")), { force: true });
});

/** Puts her waiting changes live from the page of them, once their preview is built, and waits for the studio's answer. */
async function putLive(page: Page) {
  await page.goto(`${base}/admin/preview`);
  await page.getByRole("button", { name: /^Put (it|them) live$/ }).click({ timeout: 5 * 60_000 });
  await expect(page.locator("[data-answer]")).toContainText(/^Put live/);
}

test("her price change waits under her name; she sees it in both languages in the preview, then puts it live", async ({ page }) => {
  test.setTimeout(6 * 60_000);
  const before = originGit("rev-parse", "main");
  const [newPrice] = otherPrices(facts);
  const price = `$${newPrice!.toFixed(2)}`;
  await openBusinessFacts(page, base);
  await page.getByLabel("Wash & fold price per pound ($)").fill(String(newPrice));
  expect(await publish(page)).toBeUndefined();

  // Saved, not live: nothing pushed, and the studio says so, with the way to see it.
  expect(originGit("rev-parse", "main")).toBe(before);
  const bar = page.locator("[data-publish-status]");
  await expect(bar).toHaveAttribute("data-publish-status", "saved");
  await expect(bar).toContainText("Saved, not on your live site yet: Changed Business facts › Prices, hours and contact details.");
  await bar.getByRole("link", { name: "See it, then put it live" }).click();

  // Her change in words, and the preview built (as a release is) with the pages it changes.
  await expect(page.getByRole("heading", { level: 1, name: "Your changes, before they go live" })).toBeVisible();
  await expect(page.locator("ol")).toContainText(`Wash & fold price per pound ($): ${facts.pricing.washFoldPerLb} → ${newPrice}`);
  await expect(page.locator('[data-preview="ready"]')).toBeVisible({ timeout: 5 * 60_000 });
  const pages = page.locator(".pages");
  await expect(pages.getByRole("link").first()).toHaveAttribute("href", "/admin/preview/site/");
  await expect(pages.locator('a[href="/admin/preview/site/es"]')).toHaveCount(1);

  // Her home page with the new price, in English and in Spanish: static, no script, on its own policy.
  for (const [link, language] of [
    ["Home page", "en"],
    ["Página principal", "es"],
  ] as const) {
    await page.goto(`${base}/admin/preview`);
    const [response] = await Promise.all([page.waitForResponse((one) => one.request().isNavigationRequest()), page.getByRole("link", { name: link, exact: true }).click()]);
    expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
    await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${language}`));
    await expect(page.locator("main")).toContainText(price);
    await expect(page.locator("[data-preview-banner]")).toContainText("Preview: your site with changes that are not live yet.");
    expect(await page.locator("script").count()).toBe(0);
  }
  // A link of the preview's page leads on inside the preview.
  await page.locator("a[href='/admin/preview/site/es/about']:visible").first().click({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/admin\/preview\/site\/es\/about$/);

  await putLive(page);
  expect(originGit("rev-parse", "main^")).toBe(before);
  expect(originGit("log", "-1", "--format=%an <%ae>", "main")).toBe("Maria Lopez <maria-suncoast@users.noreply.github.com>");
  expect(originGit("log", "-1", "--format=%s", "main")).toBe("Changed Business facts › Prices, hours and contact details");
  expect(JSON.parse(originGit("show", "main:content/business.json")).pricing.washFoldPerLb).toBe(newPrice);
  expect(originGit("diff", "--name-only", "main^", "main")).toBe("content/business.json");
  await page.goto(`${base}/admin/preview`);
  await expect(page.locator("[data-none]")).toContainText("Nothing is waiting");
});

test("a change she discards never goes live, and the studio shows her site's value again", async ({ page }) => {
  const before = originGit("rev-parse", "main");
  const live = JSON.parse(originGit("show", "main:content/business.json")) as typeof facts;
  const [price] = otherPrices(live);
  await openBusinessFacts(page, base);
  await page.getByLabel("Wash & fold price per pound ($)").fill(String(price));
  expect(await publish(page)).toBeUndefined();
  await page.goto(`${base}/admin/preview`);
  // Not put live before she can see it: the preview is being built, and the studio refuses it too.
  await expect(page.locator('[data-preview="building"]')).toBeVisible();
  await expect(page.getByRole("button", { name: "Put it live" })).toHaveCount(0);
  const head = (await page.locator("[data-preview-page]").getAttribute("data-head"))!;
  const send = (action: string, seen: string) => page.request.post(`${base}/admin/api/v1`, { data: { action, params: { head: seen } } });
  const early = await send("putLive", head);
  expect(early.status()).toBe(422);
  expect((await early.json()).error).toMatch(/^Not put live: see your changes in the preview first/);
  // Nor what another window saved since this page was read.
  const stale = await send("discardWaiting", "0".repeat(40));
  expect(stale.status()).toBe(409);
  expect((await stale.json()).error).toMatch(/^Not discarded: your changes waiting are not the ones this page showed/);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Discard it" }).click();
  await expect(page.locator("[data-answer]")).toHaveText(/^Discarded\./);
  expect(originGit("rev-parse", "main")).toBe(before);
  await openBusinessFacts(page, base);
  await expect(page.getByLabel("Wash & fold price per pound ($)")).toHaveValue(String(live.pricing.washFoldPerLb));
  await expect(page.locator("[data-publish-status]")).not.toHaveAttribute("data-publish-status", "saved");
});

test("a form opened before an engineer's push is not saved over it: she is told to reload, and her save then keeps his change", async ({ page }) => {
  await openBusinessFacts(page, base);
  // An engineer pushes a change to the same file while her form is open.
  const engineer = join(dir, "engineer");
  execFileSync("git", ["clone", "-q", origin, engineer]);
  const business = JSON.parse(execFileSync("git", ["show", "HEAD:content/business.json"], { cwd: engineer }).toString()) as typeof facts;
  writeFileSync(join(engineer, "content", "business.json"), `${JSON.stringify({ ...business, email: "hello@example.com" }, null, 2)}\n`);
  execFileSync("git", ["-c", "user.name=Engineer", "-c", "user.email=engineer@example.com", "commit", "-q", "-am", "A new email address"], { cwd: engineer });
  execFileSync("git", ["push", "-q", "origin", "HEAD:main"], { cwd: engineer });
  const pushed = originGit("rev-parse", "main");

  const [price] = otherPrices(business);
  await page.getByLabel("Wash & fold price per pound ($)").fill(String(price));
  expect(await publish(page)).toMatch(/Not saved: the site changed since you opened this page \(content\/business\.json\)\. Reload the page/);
  expect(originGit("rev-parse", "main")).toBe(pushed);

  await openBusinessFacts(page, base);
  await page.getByLabel("Wash & fold price per pound ($)").fill(String(price));
  expect(await publish(page)).toBeUndefined();
  await putLive(page);
  expect(originGit("rev-parse", "main^")).toBe(pushed);
  expect(JSON.parse(originGit("show", "main:content/business.json"))).toMatchObject({ email: "hello@example.com", pricing: { washFoldPerLb: price } });
});

test("a save the site's rules refuse is shown to her in her words, and nothing is pushed or waits", async ({ page }) => {
  const before = originGit("rev-parse", "main");
  // The last opening-hours line, closing before it opens (its message names its days as the site's rule does).
  const last = facts.hours.at(-1)!;
  await openBusinessFacts(page, base);
  await (await listItemField(page, last.label, "Closes at")).fill("00:00");
  expect(await publish(page)).toMatch(new RegExp(`Closes at: ${daysInWords(last.days)} closing time must be after opening time`));
  expect(originGit("rev-parse", "main")).toBe(before);
  await page.goto(`${base}/admin/preview`);
  await expect(page.locator("[data-none]")).toBeVisible();
});

test("the studio shows whether her last publish is live, on its way (and by when), or kept off the site with the reason in her words", async ({ page }) => {
  const status = join(dir, "deploy-status.txt");
  const newest = originGit("rev-parse", "--short=10", "main");
  const first = originGit("rev-list", "--max-parents=0", "--abbrev-commit", "--abbrev=10", "main");
  const note = page.getByRole("status").filter({ hasText: "Your last publish" });

  // Before the server's first run there is no word on the live site: the bar still leads to the history.
  rmSync(status, { force: true });
  await openBusinessFacts(page, base);
  await expect(note).toContainText("The studio cannot tell yet whether your live site shows it.");
  await expect(note.getByRole("link", { name: "All your publishes, and undo" })).toHaveAttribute("href", "/admin/history");

  writeFileSync(status, `2026-11-26T17:00:00.000Z\nLive: commit ${first} (release 20261126-170000-${first}).\n`);
  await openBusinessFacts(page, base);
  await expect(note).toContainText("On its way: on your live site by about");
  await expect(note).toHaveAttribute("data-publish-status", "waiting");

  const reason = "Opening hours › Sun › Closes at: Sunday closing time must be after opening time";
  writeFileSync(
    status,
    `2026-11-26T17:05:00.000Z\nNot published: commit ${newest} was refused by the build. The reason:\n  - ${reason}\nThe live site is unchanged: release 20261126-170000-${first}.\n`,
  );
  await openBusinessFacts(page, base);
  await expect(note).toContainText("Not on your live site. Not published");
  await expect(note).toContainText(reason);
  await expect(note).toHaveAttribute("data-publish-status", "refused");
  await note.getByRole("button", { name: "Hide this note" }).click();
  await expect(note).toHaveCount(0);

  writeFileSync(status, `2026-11-26T17:10:00.000Z\nLive: commit ${newest} (release 20261126-171000-${newest}).\n`);
  await openBusinessFacts(page, base);
  await expect(note).toContainText("On your live site.");
  await expect(note).toHaveAttribute("data-publish-status", "live");
  await note.getByRole("link", { name: "All your publishes, and undo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your publishes" })).toBeVisible();
});

test("her publishes in her words, newest first; undoing one saves the value before it under her name, to put live, and an undo with nothing to take back is refused", async ({ page }) => {
  const newest = originGit("rev-parse", "main");
  const message = originGit("log", "-1", "--format=%s", "main");
  const before = JSON.parse(originGit("show", "main^:content/business.json")) as typeof facts;
  const after = JSON.parse(originGit("show", "main:content/business.json")) as typeof facts;
  writeFileSync(join(dir, "deploy-status.txt"), `2026-11-26T17:10:00.000Z\nLive: commit ${newest.slice(0, 10)} (release 20261126-171000-${newest.slice(0, 10)}).\n`);

  await openBusinessFacts(page, base);
  await page.goto(`${base}/admin/history`);
  const publishes = page.locator("[data-publish]");
  const last = publishes.first();
  await expect(last.getByRole("heading")).toHaveText(message);
  await expect(last).toContainText(`Wash & fold price per pound ($): ${before.pricing.washFoldPerLb} → ${after.pricing.washFoldPerLb}`);
  await expect(last).toContainText("Maria Lopez");
  await expect(last.locator("[data-live]")).toHaveText("On your live site.");
  await expect(publishes.filter({ hasText: "A new email address" })).toContainText(`Email address: “${facts.email}” → “hello@example.com”`);

  page.once("dialog", (dialog) => void dialog.accept());
  await last.getByRole("button", { name: "Undo this publish" }).click();
  // The undo waits with her changes, like a save; put live, it tops her publishes.
  await expect(page).toHaveURL(/\/admin\/preview$/);
  await expect(page.locator("ol h3")).toHaveText([`Undo: ${message}`]);
  expect(originGit("rev-parse", "main")).toBe(newest);
  await putLive(page);
  await page.goto(`${base}/admin/history`);
  await expect(publishes.first().getByRole("heading")).toHaveText(`Undo: ${message}`);
  await expect(publishes.first()).toContainText(`Wash & fold price per pound ($): ${after.pricing.washFoldPerLb} → ${before.pricing.washFoldPerLb}`);
  await expect(publishes.first().locator("[data-live]")).toContainText("On its way");
  expect(originGit("rev-parse", "main^")).toBe(newest);
  expect(originGit("log", "-1", "--format=%an", "main")).toBe("Maria Lopez");
  expect(JSON.parse(originGit("show", "main:content/business.json"))).toEqual({ ...after, pricing: { ...after.pricing, washFoldPerLb: before.pricing.washFoldPerLb } });

  // The publish just undone, undone again: the site already reads as before it.
  const undone = originGit("rev-parse", "main");
  page.once("dialog", (dialog) => void dialog.accept());
  const again = publishes.nth(1);
  await expect(again).toHaveAttribute("data-publish", newest);
  await again.getByRole("button", { name: "Undo this publish" }).click();
  await expect(again.getByRole("status")).toHaveText(/Not undone: your site already reads as it did before that publish/);
  expect(originGit("rev-parse", "main")).toBe(undone);
});

test("without a sign-in nothing is read or written, and a GitHub account that is not an editor is turned away", async ({ page, request }) => {
  const before = originGit("rev-parse", "main");
  const write = await request.post(`${base}/admin/api/v1`, {
    headers: { Cookie: "" },
    data: { action: "persistEntry", params: { dataFiles: [{ path: "content/business.json", raw: "{}" }], assets: [] } },
  });
  expect(write.status()).toBe(401);
  expect((await request.post(`${base}/admin/api/v1`, { data: { action: "getEntry", params: { path: "content/business.json" } } })).status()).toBe(401);
  expect(originGit("rev-parse", "main")).toBe(before);

  signingIn = { id: 99999999, login: "stranger", name: "A Stranger" };
  await page.context().clearCookies();
  const response = await page.goto(`${base}/admin/`);
  expect(response?.status()).toBe(403);
  await expect(page.getByText("The GitHub account stranger may not edit this site.")).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === "studio_session")).toBe(false);

  // Her login name, taken by another account (a renamed account's name is free for anyone): not her.
  signingIn = { id: 99999999, login: "maria-suncoast", name: "Not Maria" };
  expect((await page.goto(`${base}/admin/`))?.status()).toBe(403);
  expect((await page.context().cookies()).some((cookie) => cookie.name === "studio_session")).toBe(false);
  signingIn = { id: 31415926, login: "maria-suncoast", name: "Maria Lopez" };
});

test("signing out ends the sign-in at once: its cookie, kept, reads and writes nothing", async ({ page, request }) => {
  await page.goto(`${base}/admin/`);
  const cookie = (await page.context().cookies()).find((one) => one.name === "studio_session");
  expect(cookie).toBeDefined();
  const read = () =>
    request.post(`${base}/admin/api/v1`, {
      headers: { Cookie: `studio_session=${cookie!.value}` },
      data: { action: "getEntry", params: { path: "content/business.json" } },
    });
  expect((await read()).status()).toBe(200);
  await page.goto(`${base}/admin/oauth/sign-out`).catch(() => undefined);
  expect((await read()).status()).toBe(401);
});
