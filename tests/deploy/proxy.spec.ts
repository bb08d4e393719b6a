import { execFileSync, spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { join, resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { findMessage } from "../../server/db/messages-repository.ts";
import { waitFor } from "../../server/test-support/free-port.ts";
import { waitForHydration } from "../e2e/hydration.ts";
import { percentile, postMessage, repo, request, startTopology, type Topology } from "./topology.ts";

/*
 * The production topology (docs/deploy.md) on loopback: nginx with TLS in front of two server
 * instances sharing PostgreSQL, an SMTP sink behind them. Each test drives it through the proxy.
 */

const buildDir = process.env.BUILD_DIR || "build";
const clientDir = resolve(repo, buildDir, "client");
let topology: Topology;
let db: Db;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  topology = await startTopology({ clientDir });
  db = await openDatabase({ kind: "postgres", url: topology.databaseUrl });
});

test.afterAll(async () => {
  await db?.destroy();
  await topology?.stop();
});

const messageIdOf = (id: string) => `<contact-${id}@www.example.com>`;

async function visit(page: Page, path: string) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") violations.push(message.text());
  });
  const response = await page.goto(`${topology.nginx.https}${path}`);
  await waitForHydration(page);
  return { response, violations };
}

test("serves the pages over https with the server's own security headers and CSP hashes", async ({ page }) => {
  for (const path of ["/", "/faq", "/contact"]) {
    const { response, violations } = await visit(page, path);
    expect(response?.status()).toBe(200);
    const viaProxy = (await response?.allHeaders()) ?? {};
    // The same page straight from an instance: nginx must not drop, duplicate or alter a header.
    const direct = await fetch(`${topology.instances[0]?.url}${path}`);
    for (const name of [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
    ]) {
      expect(viaProxy[name], `${name} on ${path}`).toBe(direct.headers.get(name));
    }
    expect(viaProxy["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    // The page's inline scripts ran under that policy (hydration needs them) without a violation.
    expect(violations.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
  }
});

test("redirects http to https", async ({ page }) => {
  const response = await page.goto(`${topology.nginx.http}/faq?from=http`);
  expect(page.url()).toBe(`${topology.nginx.https}/faq?from=http`);
  expect(response?.request().redirectedFrom()?.url()).toBe(`${topology.nginx.http}/faq?from=http`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("serves hashed assets from disk with a year's cache, gzip and the security headers", async () => {
  const html = (await request(`${topology.nginx.https}/`)).body;
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const reply = await request(`${topology.nginx.https}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
  expect(reply.status).toBe(200);
  expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(reply.headers["content-encoding"]).toBe("gzip");
  // nginx's own ETag form (mtime-size): the file came from disk, not from an instance.
  expect(reply.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  expect(reply.headers["x-content-type-options"]).toBe("nosniff");
  expect(reply.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(reply.headers["content-security-policy"]).toContain("default-src 'self'");
});

test("stores the contact form's message once and delivers it once", async ({ page }) => {
  const email = `proxy-${Date.now()}@example.org`;
  await visit(page, "/contact");
  await page.getByLabel("Your Name").fill("Dana Whitfield");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Message", { exact: true }).fill("Do you pick up in Venice on Saturdays?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();

  const rows = await db.selectFrom("messages").selectAll().where("email", "=", email).execute();
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error("no row");
  // The address nginx saw (loopback), not anything the browser could claim.
  expect(row.client_network).toBe("127.0.0.1");
  await waitFor("the delivery", async () => (await findMessage(db, row.id))?.status === "sent", { timeoutMs: 15_000 });
  expect(topology.sink.deliveriesOf(messageIdOf(row.id))).toBe(1);
});

test("counts the rate limit per real client address; a spoofed X-Forwarded-For changes nothing", async () => {
  const statuses: number[] = [];
  for (let n = 0; n < 6; n++) {
    // Each post claims another address; nginx replaces the header with the real one.
    const reply = await postMessage(topology.nginx.https, n, { from: "127.0.0.20", headers: { "X-Forwarded-For": `198.51.100.${n + 1}` } });
    statuses.push(reply.status);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  const networks = await db
    .selectFrom("messages")
    .select("client_network")
    .distinct()
    .where("client_network", "like", "198.51.100.%")
    .execute();
  expect(networks).toEqual([]);
  // Another client is counted on its own.
  expect((await postMessage(topology.nginx.https, 7, { from: "127.0.0.21" })).status).toBe(201);
  const stored = await db.selectFrom("messages").select("client_network").where("client_network", "in", ["127.0.0.20", "127.0.0.21"]).execute();
  expect(stored.filter((row) => row.client_network === "127.0.0.20")).toHaveLength(5);
  expect(stored.filter((row) => row.client_network === "127.0.0.21")).toHaveLength(1);
});

/** GET / p99 at `base` while tests/deploy/flood.ts (its own process) floods `base` from `floodFrom`. */
async function pageLatencyUnderFlood(base: string, measureFrom: string, floodFrom: string) {
  const agent = new (base.startsWith("https:") ? https : http).Agent({ keepAlive: true, maxSockets: 1, localAddress: measureFrom, rejectUnauthorized: false } as https.AgentOptions);
  const pageTimes = async (count: number) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const reply = await request(`${base}/`, { agent });
      times.push(performance.now() - started);
      expect(reply.status).toBe(200);
    }
    return times;
  };
  try {
    await pageTimes(20); // warm the connection and the caches
    const idle = await pageTimes(200);
    const flooder = spawn(process.execPath, ["--import", "tsx", "tests/deploy/flood.ts", base, floodFrom, "6000", "4000"], {
      cwd: repo,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    flooder.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const finished = new Promise<void>((done) => flooder.once("exit", () => done()));
    // Measure once the flood is under way (its first answers are in), for as long as it lasts.
    await waitFor("the flood to start", () => output.includes("under way"), { timeoutMs: 30_000 });
    const loaded: number[] = [];
    while (flooder.exitCode === null && loaded.length < 200) loaded.push(...(await pageTimes(1)));
    await finished;
    const flood = JSON.parse(output.trim().split("\n").at(-1) ?? "") as { sent: number; seconds: number; answers: Record<string, number> };
    return { idle, loaded, flood };
  } finally {
    agent.destroy();
  }
}

test("stops a flood of contact posts at the proxy while pages stay fast", async () => {
  test.setTimeout(90_000);
  const [instance] = topology.instances;
  if (!instance) throw new Error("no instance");
  const figures = (run: Awaited<ReturnType<typeof pageLatencyUnderFlood>>) => ({
    "GET / p99 idle (ms)": Number(percentile(run.idle, 99).toFixed(1)),
    "GET / p99 under the flood (ms)": Number(percentile(run.loaded, 99).toFixed(1)),
    "pages measured under the flood": run.loaded.length,
    "flood posts per second": Math.round(run.flood.sent / run.flood.seconds),
    "answers by status": run.flood.answers,
  });
  // Today's exposure first: the same flood straight at one Node instance, no proxy in front.
  const direct = await pageLatencyUnderFlood(instance.url, "127.0.0.1", "127.0.0.1");
  console.log(`[deploy] flood straight at one instance: ${JSON.stringify(figures(direct))}`);
  const proxied = await pageLatencyUnderFlood(topology.nginx.https, "127.0.0.30", "127.0.0.31");
  console.log(`[deploy] flood through the proxy: ${JSON.stringify(figures(proxied))}`);
  // Timing is printed, not asserted; the proxy must have refused most of the flood itself.
  const { sent, answers } = proxied.flood;
  expect((answers["429"] ?? 0) + (answers["503"] ?? 0)).toBeGreaterThan(sent / 2);
  expect(answers["201"] ?? 0).toBeLessThanOrEqual(10);
});

test("loses no acknowledged message when an instance is killed mid-load; the survivor delivers its claims", async () => {
  test.setTimeout(150_000);
  const [victim, survivor] = topology.instances;
  if (!victim || !survivor) throw new Error("two instances expected");
  // Slow deliveries until the kill, so the victim is surely mid-send when it dies; fast afterwards.
  topology.sink.latencyMs = 2_000;
  const acknowledged: string[] = [];
  const total = 80;
  let next = 0;
  let killedAt = 0; // 0 until the kill
  let victimClaims: string[] = [];

  const client = async () => {
    while (next < total) {
      const n = next++;
      // A different loopback address per message: no limit (nginx's or the server's) gets in the way.
      const from = `127.0.1.${n + 1}`;
      const reply = await postMessage(topology.nginx.https, 1_000 + n, { from }).catch(() => undefined);
      if (reply?.status === 201) acknowledged.push((JSON.parse(reply.body) as { id: string }).id);
      else if (killedAt === 0) throw new Error(`message ${n} failed before the kill: ${reply?.status}`);
    }
  };
  const load = Promise.all(Array.from({ length: 6 }, client));

  // Kill the victim the moment it is sending a message it claimed.
  await waitFor(
    "the victim to hold a claim",
    async () => {
      const rows = await db.selectFrom("messages").select("id").where("status", "=", "sending").where("claimed_by", "=", victim.id).execute();
      return rows.length > 0 && acknowledged.length >= 20;
    },
    { timeoutMs: 30_000, everyMs: 10 },
  );
  victim.child.kill("SIGKILL");
  killedAt = Date.now();
  topology.sink.latencyMs = 0;
  await victim.exited;
  victimClaims = (
    await db.selectFrom("messages").select("id").where("status", "=", "sending").where("claimed_by", "=", victim.id).execute()
  ).map((row) => row.id);
  await load;
  expect(victimClaims.length).toBeGreaterThan(0);

  // Durability: every acknowledged message is stored.
  const stored = await Promise.all(acknowledged.map((id) => findMessage(db, id)));
  expect(stored.filter((row) => row === undefined)).toHaveLength(0);

  // Delivery: all of them, the victim's claims by the survivor once their lease lapsed.
  // (The sink may already hold a killed send's copy: it finishes a message whose sender vanished.)
  const unsent = async () =>
    (await db.selectFrom("messages").select("id").where("id", "in", acknowledged).where("status", "!=", "sent").execute()).length;
  await waitFor(
    "every acknowledged message to be sent and delivered",
    async () => (await unsent()) === 0 && acknowledged.every((id) => topology.sink.deliveriesOf(messageIdOf(id)) >= 1),
    { timeoutMs: 75_000, everyMs: 250 },
  );
  const takeoverSeconds = ((Date.now() - killedAt) / 1000).toFixed(1);
  for (const id of victimClaims) {
    const row = await findMessage(db, id);
    expect(row).toMatchObject({ status: "sent", claimed_by: survivor.id });
  }
  // Only a message the victim was sending at the kill may have reached the sink twice.
  const twice = acknowledged.filter((id) => topology.sink.deliveriesOf(messageIdOf(id)) > 1);
  expect(twice.every((id) => victimClaims.includes(id))).toBe(true);
  console.log(
    `[deploy] SIGKILL mid-load: ${acknowledged.length} of ${total} acknowledged, all stored and delivered; ` +
      `${victimClaims.length} claim(s) of the killed instance delivered by the survivor, all done ${takeoverSeconds} s after the kill; ` +
      `${twice.length} delivered twice`,
  );
});

test("reports failing messages at /healthz/messages through the proxy", async () => {
  const healthy = await request(`${topology.nginx.https}/healthz/messages`);
  expect(healthy.status).toBe(200);
  expect(JSON.parse(healthy.body)).toMatchObject({ status: "ok", failed: 0 });
  const row = await db.selectFrom("messages").select("id").where("status", "=", "sent").limit(1).executeTakeFirstOrThrow();
  await db.updateTable("messages").set({ status: "failed", last_error: "[EENVELOPE 550] test" }).where("id", "=", row.id).execute();
  const degraded = await request(`${topology.nginx.https}/healthz/messages`);
  expect(degraded.status).toBe(503);
  expect(JSON.parse(degraded.body)).toMatchObject({ status: "degraded", failed: 1 });
  await db.updateTable("messages").set({ status: "sent", last_error: null }).where("id", "=", row.id).execute();
});

test("backs the messages up with deploy/backup.sh and restores every one into a fresh database", async () => {
  const backupDir = join(topology.dir, "backups");
  const pgBin = "/usr/lib/postgresql/15/bin";
  execFileSync(join(repo, "deploy/backup.sh"), {
    env: { ...process.env, DATABASE_URL: topology.databaseUrl, BACKUP_DIR: backupDir, PG_BIN: process.env.PG_BIN ?? pgBin },
    stdio: "pipe",
  });
  const [file] = readdirSync(backupDir).filter((name) => name.endsWith(".dump"));
  expect(file).toBeDefined();
  const freshUrl = await topology.cluster.createDatabase();
  execFileSync(join(process.env.PG_BIN ?? pgBin, "pg_restore"), ["--no-owner", "--dbname", freshUrl, join(backupDir, file ?? "")], {
    stdio: "pipe",
  });
  const restored = await openDatabase({ kind: "postgres", url: freshUrl });
  try {
    const before = await db.selectFrom("messages").selectAll().orderBy("id").execute();
    const after = await restored.selectFrom("messages").selectAll().orderBy("id").execute();
    expect(before.length).toBeGreaterThan(50);
    expect(after).toEqual(before);
  } finally {
    await restored.destroy();
  }
});
