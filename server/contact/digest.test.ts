import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db, type MessageRow } from "../db/database.ts";
import { deliveryHealth } from "../db/messages-repository.ts";
import { storeMessage } from "../test-support/messages.ts";
import { SmtpSink } from "../test-support/smtp-sink.ts";
import { startDigest, type Digest } from "./digest.ts";
import type { Logger } from "./logger.ts";
import type { MailSettings } from "./mail.ts";

const mail: MailSettings = { to: ["owner@example.com"], from: "website@example.com", fromName: "Site", siteHost: "www.example.com" };
const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const dir = mkdtempSync(join(tmpdir(), "digest-"));
let db: Db;
let sink: SmtpSink;
const digests: Digest[] = [];

beforeAll(async () => {
  db = await openDatabase({ kind: "sqlite", path: join(dir, "messages.db") });
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.deleteFrom("messages").execute();
  await db.deleteFrom("digests").execute();
  sink = await SmtpSink.start();
});
afterEach(async () => {
  await Promise.all(digests.splice(0).map((digest) => digest.stop()));
  await sink.down();
});

function store(fields: Partial<MessageRow> = {}): Promise<string> {
  return storeMessage(db, { message: "Hello", ...fields });
}

/** A digest on its own transport, at a fixed local time; its start-up check is awaited. */
async function digestAt(date: Date, hour = 8): Promise<Digest> {
  const transport = nodemailer.createTransport({ url: sink.url });
  const digest = startDigest({ db, transport, mail, log: quiet, hour, now: () => date, checkEveryMs: 3_600_000 });
  digests.push(digest);
  await digest.stop(); // waits for the start-up check; check() still works afterwards
  return digest;
}

const morning = new Date(2026, 10, 23, 9, 0);

describe("the daily failure digest", () => {
  it("emails the owner once a day, from one instance, listing every failed message", async () => {
    const failed = [
      await store({ status: "failed", last_error: "[EENVELOPE 550] Mailbox unavailable", next_attempt_at: null }),
      await store({ status: "failed", name: "Ana Ruiz", last_error: "gave up after 12 attempts", next_attempt_at: null }),
    ];
    await store({ status: "sent", next_attempt_at: null });
    const first = await digestAt(morning);
    const second = await digestAt(morning); // another instance
    expect(sink.received).toHaveLength(1);
    expect(await second.check()).toBe("already-sent");
    expect(await first.check()).toBe("already-sent");
    const [received] = sink.received;
    expect(received?.headers.get("subject")).toEqual(["2 website messages could not be delivered"]);
    expect(received?.envelopeTo).toEqual(["owner@example.com"]);
    for (const id of failed) expect(received?.text).toContain(id);
    expect(received?.text).toContain("Mailbox unavailable");
    expect(received?.text).toContain("npm run messages -- retry --failed");
    // The next day it goes out again while the messages are still failed.
    await digestAt(new Date(2026, 10, 24, 9, 0));
    expect(sink.received).toHaveLength(2);
  });

  it("sends nothing when no message failed, or before the digest hour", async () => {
    await store({ status: "pending" });
    expect(await (await digestAt(morning)).check()).toBe("nothing-failed");
    await store({ status: "failed", next_attempt_at: null });
    expect(await (await digestAt(new Date(2026, 10, 23, 7, 59))).check()).toBe("not-due");
    expect(sink.received).toHaveLength(0);
  });

  it("tries again later the same day when the mail server was down", async () => {
    await store({ status: "failed", next_attempt_at: null });
    await sink.down();
    const digest = await digestAt(morning);
    expect(await digest.check()).toBe("already-sent"); // claimed, not sent, not stale yet
    await db.updateTable("digests").set({ claimed_at: morning.getTime() - 2 * 3_600_000 }).execute();
    await sink.up();
    expect(await digest.check()).toBe("sent");
    expect(sink.received).toHaveLength(1);
  });
});

describe("deliveryHealth", () => {
  it("counts failed messages and those waiting past the threshold", async () => {
    const now = Date.now();
    await store({ status: "failed", next_attempt_at: null });
    await store({ status: "pending", queued_at: now - 40 * 60_000 });
    await store({ status: "sending", queued_at: now - 31 * 60_000 });
    await store({ status: "pending", queued_at: now - 5 * 60_000 });
    await store({ status: "sent", queued_at: now - 90 * 60_000, next_attempt_at: null });
    const health = await deliveryHealth(db, now, 30 * 60_000);
    expect(health).toEqual({ failed: 1, waiting: 2, oldestWaitingAt: now - 40 * 60_000 });
  });
});
