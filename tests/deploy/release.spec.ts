import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "@playwright/test";
import facts from "../../content/business.json" with { type: "json" };
import { formatPrice } from "../../core/format.ts";
import { daysInWords } from "../../core/site-schema.ts";
import { freePort } from "../../server/test-support/free-port.ts";
import { repo } from "./topology.ts";

/*
 * docs/deploy.md's "Publishing a change" (deploy/release.ts) on loopback: a server laid out as the
 * recipe says (releases/, a `current` link, the site's instance running from `current` and restarted
 * by a command, as systemd would), a repository the owner's studio commits to, and two commits:
 * - a new price: built in a new release folder while the old one stays live; `current` switches in
 *   one step (a watcher reading the live page through `current` the whole time never fails) and the
 *   restarted instance shows the new price in Chromium;
 * - opening hours that close before they open: the build refuses them, the reason is written in the owner's
 *   words, and the live site stays on the previous release.
 */

const buildDir = process.env.BUILD_DIR || "build";
const oldPrice = facts.pricing.washFoldPerLb;
// Between the price and the struck-through one, so the new price passes the rules.
const newPrice = Math.round(((oldPrice + facts.pricing.washFoldWasPerLb) / 2) * 100) / 100;

let root: string;
let origin: string;
let port: number;
const live: { child?: ChildProcess; stopping: boolean; errors: string } = { stopping: false, errors: "" };

const git = (...args: string[]) => execFileSync("git", args, { cwd: origin, stdio: "pipe" }).toString().trim();

/** Commits `edit` of content/business.json to the repository, as the studio's save would. */
function commitFacts(message: string, edit: (value: typeof facts) => typeof facts) {
  const file = join(origin, "content", "business.json");
  writeFileSync(file, `${JSON.stringify(edit(JSON.parse(readFileSync(file, "utf8"))), null, 2)}\n`);
  git("commit", "-q", "-am", message);
  return git("rev-parse", "--short=10", "HEAD");
}

/** The site's instance, run from `current` and started again whenever it exits (systemd's Restart=always). */
function superviseLiveInstance() {
  const start = () => {
    const child = spawn("node", ["--import", "tsx", "server/main.ts"], {
      cwd: join(root, "current"),
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", CLIENT_DIR: "build/client", DATABASE_URL: `file:${join(root, "data", "messages.db")}` },
      stdio: ["ignore", "ignore", "pipe"],
    });
    // What it last wrote to stderr, for the error when it does not start.
    child.stderr?.on("data", (chunk) => (live.errors = (live.errors + chunk).slice(-4000)));
    writeFileSync(join(root, "live.pid"), String(child.pid));
    child.once("exit", () => {
      if (!live.stopping) live.child = start();
    });
    return child;
  };
  live.child = start();
}

async function waitForLive() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the live instance did not start; it last wrote:\n${live.errors}`);
}

/**
 * Runs deploy/release.ts as the server's deploy step would; its exit status and output. Not
 * blocking: the live instance's supervisor and the watcher run meanwhile.
 */
function releaseNow(): Promise<{ status: number | null; output: string }> {
  const child = spawn(
    "npx",
    [
      "tsx",
      join(repo, "deploy", "release.ts"),
      "--root",
      root,
      "--repo",
      origin,
      "--ref",
      "main",
      "--restart",
      `kill -TERM $(cat ${join(root, "live.pid")}); sleep 1`,
      "--health",
      `http://127.0.0.1:${port}/healthz`,
    ],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"], timeout: 8 * 60_000 },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => child.once("close", (status) => resolve({ status, output })));
}

const liveRelease = () => readlinkSync(join(root, "current"));

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Inside the repository's test-results folder: on the same disk as node_modules, which the
  // releases share as hard links.
  mkdirSync(join(repo, "test-results"), { recursive: true });
  root = mkdtempSync(join(repo, "test-results", "release-"));
  origin = join(root, "origin");
  mkdirSync(join(root, "releases"), { recursive: true });
  mkdirSync(join(root, "data"));

  // The repository the studio commits to: the project's files as they are (uncommitted edits count).
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: repo }).toString().split("\0").filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(origin, file)), { recursive: true });
    cpSync(join(repo, file), join(origin, file));
  }
  execFileSync("git", ["init", "-q", "-b", "main"], { cwd: origin });
  git("add", "-A");
  git("-c", "user.name=Owner", "-c", "user.email=owner@example.com", "commit", "-q", "-m", "The site as it is");
  git("config", "user.name", "Owner");
  git("config", "user.email", "owner@example.com");

  // The first release, put live by hand as docs/deploy.md's step 3 does: a clone with its packages
  // and a build (the one the other tests use), and the files `npm run build` generates first, which
  // the server reads too (the contact form's words).
  const first = join(root, "releases", "00000000-000000-first");
  execFileSync("git", ["clone", "-q", origin, first]);
  execFileSync("cp", ["-al", join(repo, "node_modules"), join(first, "node_modules")]);
  execFileSync("npm", ["run", "generate"], { cwd: first, stdio: "pipe" });
  cpSync(join(repo, buildDir), join(first, "build"), { recursive: true });
  execFileSync("ln", ["-s", "releases/00000000-000000-first", join(root, "current")]);

  port = await freePort();
  superviseLiveInstance();
  await waitForLive();
});

test.afterAll(async () => {
  live.stopping = true;
  live.child?.kill("SIGTERM");
  if (root) rmSync(root, { recursive: true, force: true });
});

test("a new price is built beside the live site, switched to in one step, and shown once the instance restarts", async ({ page }) => {
  test.setTimeout(10 * 60_000);
  await page.goto(`http://127.0.0.1:${port}/`);
  await expect(page.getByText(`${formatPrice(oldPrice)}/lb`).first()).toBeVisible();
  const before = liveRelease();
  const commit = commitFacts("Price", (value) => ({ ...value, pricing: { ...value.pricing, washFoldPerLb: newPrice } }));

  // Reads the live site's Home through `current` as fast as it can while the release runs: it must
  // find a whole page every time, first the old price, then the new.
  const seen: string[] = [];
  let failures = 0;
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      try {
        const html = readFileSync(join(root, "current", "build", "client", "index.html"), "utf8");
        const price = html.includes(`${formatPrice(newPrice)}/lb`) ? "new" : html.includes(`${formatPrice(oldPrice)}/lb`) ? "old" : "neither";
        if (seen.at(-1) !== price) seen.push(price);
      } catch {
        failures += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const { status, output } = await releaseNow();
  watching = false;
  await watcher;

  expect(status, output).toBe(0);
  expect(liveRelease()).toMatch(new RegExp(`^releases/\\d{8}-\\d{6}-${commit}$`));
  expect(liveRelease()).not.toBe(before);
  expect(readFileSync(join(root, "deploy-status.txt"), "utf8")).toContain(`Live: commit ${commit}`);
  expect(output).toContain("packages: the live release's, linked");
  expect(failures).toBe(0);
  expect(seen).toEqual(["old", "new"]);

  await waitForLive();
  await page.goto(`http://127.0.0.1:${port}/`);
  await expect(page.getByText(`${formatPrice(newPrice)}/lb`).first()).toBeVisible();
});

test("a change the build refuses is not published: the reason in the owner's words, and the previous release stays live", async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const before = liveRelease();
  // The last opening-hours entry, whichever days the owner's hours give it (Sunday's, as they are today).
  const last = facts.hours.length - 1;
  const commit = commitFacts("Opening hours", (value) => ({
    ...value,
    hours: value.hours.map((entry, i) => (i === last ? { ...entry, opens: "21:00", closes: "20:00" } : entry)),
  }));

  const { status, output } = await releaseNow();

  expect(status, output).toBe(1);
  const rule = `${daysInWords(facts.hours[last]!.days)} closing time must be after opening time`;
  const statusFile = readFileSync(join(root, "deploy-status.txt"), "utf8");
  expect(statusFile).toContain(`Not published: commit ${commit} was refused by the build.`);
  expect(statusFile).toMatch(new RegExp(`- Opening hours › .+ › Closes at: ${rule}`));
  expect(statusFile).toContain(`The live site is unchanged: release ${before.replace("releases/", "")}.`);
  expect(output).toContain(rule);
  expect(liveRelease()).toBe(before);

  await page.goto(`http://127.0.0.1:${port}/`);
  await expect(page.getByText(`${formatPrice(newPrice)}/lb`).first()).toBeVisible();
});
