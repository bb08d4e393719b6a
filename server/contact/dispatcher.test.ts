import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { openDatabase, type DatabaseConfig, type Db, type MessageRow } from "../db/database.ts";
import {
  claimNextDue,
  findMessage,
  purgeSpam,
  releaseInterruptedSends,
} from "../db/messages-repository.ts";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { storeMessage } from "../test-support/messages.ts";
import { SmtpSink, startSilentServer } from "../test-support/smtp-sink.ts";
import { waitFor } from "../test-support/free-port.ts";
import { createContactApp } from "./contact-app.ts";
import { backoff, startDispatcher, type Dispatcher, type RetryPolicy } from "./dispatcher.ts";
import type { Logger } from "./logger.ts";
import type { MailSettings } from "./mail.ts";
import { runOwnerCommand } from "./owner-commands.ts";

const mail: MailSettings = {
  to: ["owner@example.com"],
  from: "website@example.com",
  fromName: "Suncoast Fresh Fold website",
  siteHost: "www.example.com",
};
const fastRetry: RetryPolicy = { baseDelayMs: 20, maxDelayMs: 200, giveUpAfterMs: 60_000 };

class Collect implements Logger {
  readonly lines: string[] = [];
  info = (line: string) => void this.lines.push(`info ${line}`);
  warn = (line: string) => void this.lines.push(`warn ${line}`);
  error = (line: string) => void this.lines.push(`error ${line}`);
  errors = () => this.lines.filter((line) => line.startsWith("error "));
}

let cluster: PostgresCluster;
const sqliteDir = mkdtempSync(join(tmpdir(), "contact-outbox-"));

beforeAll(async () => {
  cluster = await startPostgres();
}, 30_000);

afterAll(async () => {
  await cluster?.stop();
  rmSync(sqliteDir, { recursive: true, force: true });
});

describe.each(["sqlite", "postgres"] as const)("the outbox on %s", (kind) => {
  let config: DatabaseConfig;
  let db: Db;
  let sink: SmtpSink;
  let log: Collect;
  const running: Dispatcher[] = [];

  beforeAll(async () => {
    config =
      kind === "sqlite"
        ? { kind, path: join(sqliteDir, `${randomUUID()}.db`) }
        : { kind, url: await cluster.createDatabase() };
    db = await openDatabase(config);
  });

  afterAll(async () => {
    await db.destroy();
  });

  beforeEach(async () => {
    await db.deleteFrom("messages").execute();
    sink = await SmtpSink.start();
    log = new Collect();
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((dispatcher) => dispatcher.stop()));
    await sink.down();
  });

  function dispatch(
    options: {
      port?: number;
      retry?: RetryPolicy;
      pollMs?: number;
      greetingMs?: number;
      leaseMs?: number;
      socketTimeoutMs?: number;
      sendTimeoutMs?: number;
      instanceId?: string;
      onIdle?: () => void;
    } = {},
  ) {
    const transport = nodemailer.createTransport({
      url: `smtp://127.0.0.1:${options.port ?? sink.port}`,
      connectionTimeout: 1_000,
      greetingTimeout: options.greetingMs ?? 1_000,
      socketTimeout: options.socketTimeoutMs ?? 2_000,
    });
    const dispatcher = startDispatcher({
      db,
      transport,
      mail,
      log,
      retry: options.retry ?? fastRetry,
      pollMs: options.pollMs ?? 50,
      sendTimeoutMs: options.sendTimeoutMs ?? 5_000,
      leaseMs: options.leaseMs,
      instanceId: options.instanceId,
      onIdle: options.onIdle,
    });
    running.push(dispatcher);
    return dispatcher;
  }

  function store(fields: Partial<MessageRow> = {}): Promise<string> {
    return storeMessage(db, fields);
  }

  const row = async (id: string) => {
    const found = await findMessage(db, id);
    if (!found) throw new Error(`message ${id} is gone`);
    return found;
  };
  const messageIdOf = (id: string) => `<contact-${id}@www.example.com>`;
  const statusOf = async (id: string) => (await row(id)).status;

  it("delivers a message posted to the endpoint, with safe headers and an escaped HTML part", async () => {
    const dispatcher = dispatch({ pollMs: 60_000 }); // only notify() can wake it in time
    const app = createContactApp({
      db,
      anonKey: "test-key-123",
      allowedOrigins: ["https://www.example.com"],
      onAccepted: () => dispatcher.notify(),
    });
    const response = await app.request("/send-contact-email", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: "Bearer test-key-123",
        "Idempotency-Key": randomUUID(),
      },
      body: JSON.stringify({
        name: 'Zoë "Bobby" <O\'Neil>, 🧺',
        email: "zoe@example.org",
        message: "<script>alert(1)</script>\nTwo lines & more",
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    await waitFor("the delivery", async () => (await statusOf(id)) === "sent", { timeoutMs: 3_000 });
    expect(sink.deliveriesOf(messageIdOf(id))).toBe(1);
    const [received] = sink.received;
    if (!received) throw new Error("nothing received");
    // The visitor's address is only a Reply-To: never in the envelope, never a recipient.
    expect(received.envelopeFrom).toBe("website@example.com");
    expect(received.envelopeTo).toEqual(["owner@example.com"]);
    expect(received.headers.get("reply-to")).toHaveLength(1);
    expect(received.headers.get("reply-to")?.[0]).toMatch(/<zoe@example\.org>$/);
    expect(received.headers.get("from")?.[0]).toMatch(/<website@example\.com>$/);
    expect(received.headers.get("auto-submitted")).toEqual(["auto-generated"]);
    expect(received.headers.has("bcc")).toBe(false);
    expect(received.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;<br>\nTwo lines &amp; more");
    expect(received.html).not.toContain("<script>");
    expect(received.html).toContain("Zoë &quot;Bobby&quot; &lt;O&#39;Neil&gt;, 🧺");
    expect(received.text).toContain("<script>alert(1)</script>\nTwo lines & more");
    const stored = await row(id);
    expect(stored).toMatchObject({ attempts: 1, message_id: messageIdOf(id), last_error: null });
  });

  it("retries after a temporary 451 and delivers exactly once", async () => {
    sink.plan({ code: 451, message: "Try again later" });
    const id = await store();
    dispatch();
    await waitFor("the retried delivery", async () => (await statusOf(id)) === "sent", { timeoutMs: 3_000 });
    expect(sink.deliveriesOf(messageIdOf(id))).toBe(1);
    expect((await row(id)).attempts).toBe(2);
    expect(log.lines.some((line) => line.startsWith("warn") && line.includes("451"))).toBe(true);
  });

  it("fails a permanent 550 at once, keeps it, logs it loudly, and sends it after `messages retry`", async () => {
    sink.defaultReply = { code: 550, message: "Mailbox unavailable" };
    const id = await store();
    dispatch();
    // The loud log line is written once the row is marked failed.
    await waitFor("the failure to be logged", () => log.errors().some((line) => line.includes(`DELIVERY FAILED for message ${id}`)), { timeoutMs: 3_000 });
    const failed = await row(id);
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toContain("550");
    expect(sink.received).toHaveLength(0);

    sink.defaultReply = "accept";
    const output: string[] = [];
    expect(await runOwnerCommand(db, ["retry", id.slice(0, 8)], (line) => output.push(line))).toBe(0);
    expect(output.join("\n")).toContain(`Queued message ${id}`);
    await waitFor("the delivery after retry", async () => (await statusOf(id)) === "sent", { timeoutMs: 3_000 });
    expect(sink.deliveriesOf(messageIdOf(id))).toBe(1);
  });

  it("keeps messages through a mail-server outage and drains them when it returns", async () => {
    await sink.down();
    const ids = await Promise.all(Array.from({ length: 6 }, () => store()));
    dispatch();
    await waitFor(
      "every message to have failed at least once",
      async () => (await Promise.all(ids.map(row))).every((r) => r.attempts >= 1 && r.status === "pending"),
      { timeoutMs: 5_000 },
    );
    expect((await row(ids[0] ?? "")).last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    await sink.up();
    await waitFor(
      "the backlog to drain",
      async () => (await Promise.all(ids.map(statusOf))).every((status) => status === "sent"),
      { timeoutMs: 5_000 },
    );
    for (const id of ids) expect(sink.deliveriesOf(messageIdOf(id))).toBe(1);
    expect(sink.received).toHaveLength(ids.length);
  });

  it("times out on a server that never greets, retries, and delivers once a working server answers", async () => {
    const silent = await startSilentServer();
    try {
      const id = await store();
      const stuck = dispatch({ port: silent.port, greetingMs: 150 });
      await waitFor("two timed-out attempts", async () => (await row(id)).attempts >= 2, { timeoutMs: 5_000 });
      const pending = await row(id);
      expect(pending.status).not.toBe("failed");
      expect(pending.last_error).toMatch(/ETIMEDOUT/);
      await stuck.stop();
      dispatch();
      await waitFor("the delivery", async () => (await statusOf(id)) === "sent", { timeoutMs: 3_000 });
      expect(sink.deliveriesOf(messageIdOf(id))).toBe(1);
    } finally {
      await silent.close();
    }
  });

  it("gives up on a temporary failure once the retry window has passed, and keeps the message", async () => {
    sink.defaultReply = { code: 451, message: "Greylisted" };
    const id = await store();
    // A window of seconds, so that even on a busy machine, where one refused attempt can take most of
    // a second, several attempts fit in it before the give-up.
    dispatch({ retry: { baseDelayMs: 20, maxDelayMs: 40, giveUpAfterMs: 3_000 } });
    await waitFor("the give-up to be logged", () => log.errors().some((line) => line.includes(`DELIVERY FAILED for message ${id}`)), { timeoutMs: 25_000 });
    const failed = await row(id);
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBeGreaterThan(1);
    expect(failed.last_error).toMatch(/^gave up after \d+ attempts/);
  }, 30_000);

  it("never emails a message flagged as spam", async () => {
    const spam = await store({ status: "spam", spam_reason: "honeypot filled in", next_attempt_at: null });
    const real = await store();
    let idlePasses = 0;
    dispatch({ onIdle: () => void idlePasses++ });
    await waitFor("the real message", async () => (await statusOf(real)) === "sent", { timeoutMs: 3_000 });
    // Three more passes over the outbox that found nothing due, the spam row included.
    const passesAtDelivery = idlePasses;
    await waitFor("three more idle passes", () => idlePasses >= passesAtDelivery + 3, { timeoutMs: 3_000 });
    expect(await statusOf(spam)).toBe("spam");
    expect(sink.deliveriesOf(messageIdOf(spam))).toBe(0);
  });

  it("finishes the delivery in flight when stopped", async () => {
    sink.latencyMs = 400;
    const id = await store();
    const dispatcher = dispatch();
    await waitFor("the send to start", async () => (await statusOf(id)) === "sending", { timeoutMs: 3_000 });
    await dispatcher.stop();
    expect(await statusOf(id)).toBe("sent");
    expect(sink.deliveriesOf(messageIdOf(id))).toBe(1);
  });

  it("never hands the same row to two concurrent claims from separate connections", async () => {
    const ids = new Set(await Promise.all(Array.from({ length: 20 }, () => store())));
    const other = await openDatabase(config);
    try {
      const now = Date.now() + 1;
      const claims = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          claimNextDue(i % 2 === 0 ? db : other, { now, leaseMs: 60_000, token: `claim-${i}` }),
        ),
      );
      const claimed = claims.flatMap((claim) => (claim ? [claim.id] : []));
      expect(claimed).toHaveLength(ids.size);
      expect(new Set(claimed)).toEqual(ids);
    } finally {
      await other.destroy();
    }
  });

  describe("owner commands and housekeeping", () => {
    const run = async (...args: string[]) => {
      const lines: string[] = [];
      const code = await runOwnerCommand(db, args, (line) => lines.push(line));
      return { code, output: lines.join("\n") };
    };

    it("lists, shows by id prefix, and refuses what it cannot find", async () => {
      const id = await store({ name: "Ana Ruiz", message: "Pickup on\nFriday?" });
      await store({ status: "spam", spam_reason: "honeypot filled in", next_attempt_at: null });
      const list = await run("list");
      expect(list.code).toBe(0);
      expect(list.output).toContain("pending: 1  sending: 0  sent: 0  failed: 0  spam: 1");
      expect(list.output).toContain(`${id.slice(0, 8)}  `);
      expect(list.output).toContain("Ana Ruiz <dana@example.net>  Pickup on Friday?");
      expect((await run("list", "--status", "spam")).output).not.toContain("Ana Ruiz");
      const show = await run("show", id.slice(0, 8));
      expect(show.output).toContain(`id:          ${id}`);
      expect(show.output).toContain("Pickup on\nFriday?");
      expect((await run("show", "00000000")).code).toBe(2);
      expect((await run("list", "--status", "lost")).code).toBe(2);
      expect((await run("frobnicate")).code).toBe(2);
    });

    it("exports and deletes every message from an address, whatever its case", async () => {
      const mine = [await store({ email: "Ana.Ruiz@Example.org" }), await store({ email: "ana.ruiz@example.org" })];
      const other = await store({ email: "someone@example.org" });
      const exported = JSON.parse((await run("export", "ANA.RUIZ@example.org")).output) as MessageRow[];
      expect(exported.map((row) => row.id).sort()).toEqual([...mine].sort());
      expect((await run("delete", "ana.ruiz@EXAMPLE.org")).output).toBe("Deleted 2 message(s) from ana.ruiz@EXAMPLE.org.");
      expect(await findMessage(db, mine[0] ?? "")).toBeUndefined();
      expect(await findMessage(db, other)).toBeDefined();
    });

    it("retries every failed message, and only failed or spam ones", async () => {
      const failed = [await store({ status: "failed", attempts: 3 }), await store({ status: "failed", attempts: 1 })];
      const sent = await store({ status: "sent", next_attempt_at: null });
      expect((await run("retry", "--failed")).output).toBe("Queued 2 failed message(s) for delivery.");
      for (const id of failed) expect(await row(id)).toMatchObject({ status: "pending", attempts: 0, last_error: null });
      const refused = await run("retry", sent);
      expect(refused.code).toBe(1);
      expect(await statusOf(sent)).toBe("sent");
    });

    it("purges spam past its retention, and nothing else", async () => {
      const now = Date.now();
      const day = 86_400_000;
      const oldSpam = await store({ status: "spam", created_at: now - 31 * day, next_attempt_at: null });
      const newSpam = await store({ status: "spam", created_at: now - 29 * day, next_attempt_at: null });
      const oldReal = await store({ status: "sent", created_at: now - 400 * day, next_attempt_at: null });
      expect(await purgeSpam(db, now - 30 * day)).toBe(1);
      expect(await findMessage(db, oldSpam)).toBeUndefined();
      expect(await findMessage(db, newSpam)).toBeDefined();
      expect(await findMessage(db, oldReal)).toBeDefined();
    });

    it("hands messages left in `sending` by a dead process back to the outbox", async () => {
      const interrupted = await store({ status: "sending", lease_until: Date.now() + 300_000, lease_token: "dead" });
      expect(await releaseInterruptedSends(db, Date.now())).toBe(1);
      expect(await row(interrupted)).toMatchObject({ status: "pending", lease_token: null });
    });

    it("lets a restarted instance release its own interrupted sends, and only its own", async () => {
      const lease = { status: "sending" as const, lease_until: Date.now() + 30_000 };
      const mine = await store({ ...lease, lease_token: "old-a", claimed_by: "web-a" });
      const theirs = await store({ ...lease, lease_token: "live-b", claimed_by: "web-b" });
      expect(await releaseInterruptedSends(db, Date.now(), "web-a")).toBe(1);
      expect(await row(mine)).toMatchObject({ status: "pending", lease_token: null });
      expect(await row(theirs)).toMatchObject({ status: "sending", lease_token: "live-b" });
    });
  });

  it("records which instance claimed a message", async () => {
    const id = await store();
    dispatch({ instanceId: "web-1" });
    await waitFor("the delivery", async () => (await statusOf(id)) === "sent", { timeoutMs: 3_000 });
    expect((await row(id)).claimed_by).toBe("web-1");
  });

  it("takes over a dead instance's claim as soon as its short lease lapses", async () => {
    const leaseUntil = Date.now() + 400;
    const id = await store({ status: "sending", lease_until: leaseUntil, lease_token: "dead", claimed_by: "web-dead" });
    dispatch({ instanceId: "web-survivor" });
    await waitFor("the takeover", async () => (await statusOf(id)) === "sent", { timeoutMs: 3_000 });
    const taken = await row(id);
    expect(taken.claimed_by).toBe("web-survivor");
    expect(taken.sent_at).toBeGreaterThanOrEqual(leaseUntil);
    expect(sink.deliveriesOf(messageIdOf(id))).toBe(1);
  });

  it("renews its lease while a slow send runs, so another dispatcher never takes the message over", async () => {
    // The mail server holds its answer until the send has outlived its first lease, with a second
    // dispatcher polling all along; only renewals keep the message the first one's. The lease is long
    // enough (renewed every second, so it lapses only after a 2 s stall) that a busy machine's
    // event-loop stalls cannot let it lapse between two renewals: a 500 ms lease did once in CI.
    let release = () => {};
    sink.gate = new Promise<void>((resolve) => (release = resolve));
    onTestFinished(() => release()); // a failed check never leaves the send (and the teardown) waiting
    const slow = { leaseMs: 3_000, socketTimeoutMs: 20_000, sendTimeoutMs: 20_000 };
    const id = await store();
    dispatch({ ...slow, instanceId: "web-1" });
    await waitFor("the send to start", async () => (await statusOf(id)) === "sending", { timeoutMs: 3_000 });
    const firstLease = (await row(id)).lease_until!;
    dispatch({ ...slow, instanceId: "web-2", pollMs: 20 });
    await waitFor("the first lease to pass", async () => Date.now() > firstLease + 300, { timeoutMs: 10_000 });
    const held = await row(id);
    expect(held).toMatchObject({ status: "sending", claimed_by: "web-1", attempts: 1 });
    expect(held.lease_until).toBeGreaterThan(firstLease);
    release();
    await waitFor("the delivery", async () => (await statusOf(id)) === "sent", { timeoutMs: 10_000 });
    expect(await row(id)).toMatchObject({ claimed_by: "web-1", attempts: 1 });
    expect(sink.deliveriesOf(messageIdOf(id))).toBe(1);
  });

  it("lets two dispatchers share the outbox without sending anything twice", async () => {
    sink.latencyMs = 5;
    const ids = await Promise.all(Array.from({ length: 20 }, () => store()));
    dispatch();
    dispatch();
    await waitFor(
      "all messages to be sent",
      async () => (await Promise.all(ids.map(statusOf))).every((status) => status === "sent"),
      // What is asserted is that nothing goes twice, not how fast: the content drill runs this beside
      // a build and a type check, where twenty sends once took longer than 10 s.
      { timeoutMs: 30_000 },
    );
    for (const id of ids) expect(sink.deliveriesOf(messageIdOf(id))).toBe(1);
    expect(sink.received).toHaveLength(ids.length);
  }, 45_000);
});

describe("backoff", () => {
  const policy: RetryPolicy = { baseDelayMs: 1_000, maxDelayMs: 60_000, giveUpAfterMs: 1 };

  it("doubles per attempt up to the cap, with at most half of it random", () => {
    expect(backoff(1, policy, () => 0)).toBe(500);
    expect(backoff(1, policy, () => 1)).toBe(1_000);
    expect(backoff(3, policy, () => 1)).toBe(4_000);
    expect(backoff(50, policy, () => 1)).toBe(60_000);
    expect(backoff(50, policy, () => 0)).toBe(30_000);
  });
});
