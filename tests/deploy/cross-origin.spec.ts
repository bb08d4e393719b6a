import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { freePort } from "../../server/test-support/free-port.ts";
import { waitForHydration } from "../e2e/hydration.ts";
import { repo, startInstance, stopInstance, type Instance } from "./topology.ts";

/*
 * The second recipe of docs/deploy.md: the static pages on one origin (a CDN or any static host), the
 * contact service on another. The site is built with PUBLIC_FUNCTIONS_URL naming the service; the
 * service answers CORS for the site's origin (CORS_ORIGINS) and for nothing else. A second copy of
 * the site on an origin the service does not list must not get its message through.
 */

let dir: string;
let service: Instance;
let site: Instance;
let foreign: Instance;
let db: Db;
let buildDir: string | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = mkdtempSync(join(tmpdir(), "deploy-cross-origin-"));
  const servicePort = await freePort();
  const functionsUrl = `http://127.0.0.1:${servicePort}/functions/v1`;
  // A build of its own, since the functions URL is baked into the pages; inside the repository, where
  // the prerender step finds node_modules.
  buildDir = join(repo, `build-cross-origin-${process.pid}`);
  execFileSync("npm", ["run", "build"], {
    cwd: repo,
    env: { ...process.env, BUILD_DIR: buildDir, PUBLIC_FUNCTIONS_URL: functionsUrl },
    stdio: "pipe",
  });
  const clientDir = join(buildDir, "client");
  const common = { CLIENT_DIR: clientDir, PUBLIC_FUNCTIONS_URL: functionsUrl, CONTACT_MIN_FILL_MS: "0" };
  // The two static hosts first, so the service can name the first one's origin.
  site = await startInstance("site", { ...common, DATABASE_URL: `file:${join(dir, "site.db")}` });
  foreign = await startInstance("foreign", { ...common, DATABASE_URL: `file:${join(dir, "foreign.db")}` });
  const serviceDb = join(dir, "service.db");
  service = await startInstance("service", { ...common, DATABASE_URL: `file:${serviceDb}`, CORS_ORIGINS: site.url }, servicePort);
  db = await openDatabase({ kind: "sqlite", path: serviceDb });
});

test.afterAll(async () => {
  await db?.destroy();
  for (const instance of [service, site, foreign]) if (instance) await stopInstance(instance);
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

async function send(page: Page, base: string, email: string) {
  await page.goto(`${base}/contact`);
  await waitForHydration(page);
  await page.getByLabel("Your Name").fill("Ana Ruiz");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Message", { exact: true }).fill("Do you pick up in Englewood?");
  await page.getByRole("button", { name: "Send Message" }).click();
}

test("the site on one origin posts its form to the service on another", async ({ page }) => {
  const email = `cors-${Date.now()}@example.org`;
  await send(page, site.url, email);
  await expect(page.getByText("Message Sent!")).toBeVisible();
  const rows = await db.selectFrom("messages").select(["email", "status"]).where("email", "=", email).execute();
  expect(rows).toHaveLength(1);
  // It really was another origin: the page's own contact service got nothing.
  expect(new URL(site.url).origin).not.toBe(new URL(service.url).origin);
  const siteDb = await openDatabase({ kind: "sqlite", path: join(dir, "site.db") });
  try {
    expect(await siteDb.selectFrom("messages").select("id").where("email", "=", email).execute()).toHaveLength(0);
  } finally {
    await siteDb.destroy();
  }
});

test("the service refuses the same form served from an origin it does not list", async ({ page }) => {
  const email = `foreign-${Date.now()}@example.org`;
  // The browser blocks the post itself: the preflight gets no Access-Control-Allow-Origin.
  const blocked = page.waitForEvent("requestfailed", (request) => request.url().startsWith(service.url));
  await send(page, foreign.url, email);
  expect((await blocked).method()).toBe("POST");
  await expect(page.getByText("There was a problem sending your message. Please try again.")).toBeVisible();
  await expect(page.getByText("Message Sent!")).toBeHidden();
  const rows = await db.selectFrom("messages").select("id").where("email", "=", email).execute();
  expect(rows).toHaveLength(0);
});
