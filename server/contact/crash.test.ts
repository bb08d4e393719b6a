import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.ts";
import { findMessage } from "../db/messages-repository.ts";
import { waitFor } from "../test-support/free-port.ts";
import {
  postNumberedMessage,
  startServerProcess,
  writeMinimalSite,
  type ServerProcess,
} from "../test-support/server-process.ts";
import { SmtpSink } from "../test-support/smtp-sink.ts";

/*
 * Crash safety of the real server process (server/main.ts): killed with SIGKILL while it accepts
 * messages, every message it had answered 201 must be in the database, and after a restart every one
 * of them must be delivered.
 */

const dir = mkdtempSync(join(tmpdir(), "contact-crash-"));
const databasePath = join(dir, "messages.db");
const clientDir = writeMinimalSite(dir);
let sink: SmtpSink;

beforeAll(async () => {
  sink = await SmtpSink.start();
  sink.latencyMs = 40; // deliveries lag well behind acceptance, so the kill finds a backlog
});

afterAll(async () => {
  await sink.down();
  rmSync(dir, { recursive: true, force: true });
});

function startServer(): Promise<ServerProcess> {
  return startServerProcess({
    CLIENT_DIR: clientDir,
    DATABASE_URL: `file:${databasePath}`,
    SMTP_URL: sink.url,
    CONTACT_TO: "owner@example.com",
    CONTACT_FROM: "website@example.com",
    // Each request claims another client address, so the rate limit stays out of the way.
    TRUST_PROXY: "1",
  });
}

async function send(server: ServerProcess, n: number): Promise<string | undefined> {
  const response = await postNumberedMessage(server.url, n);
  if (response.status !== 201) return undefined;
  return ((await response.json()) as { id: string }).id;
}

describe("the server process under SIGKILL", () => {
  it("keeps every message it answered 201 and delivers all of them after a restart", async () => {
    const first = await startServer();
    const accepted: string[] = [];
    const total = 200;
    const killAfter = 60;
    let next = 0;
    let killed = false;

    // Eight clients send until the server dies; the kill lands while requests are in flight.
    const client = async () => {
      while (next < total) {
        const n = next++;
        try {
          const id = await send(first, n);
          if (id) accepted.push(id);
        } catch {
          if (killed) return; // connection refused or reset: the server is gone
          throw new Error(`request ${n} failed before the kill`);
        }
        if (accepted.length >= killAfter && !killed) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    expect(killed).toBe(true);
    await first.exited;
    expect(accepted.length).toBeGreaterThanOrEqual(killAfter);
    const deliveredBeforeRestart = sink.received.length;

    // Durability: every answered message is on disk, whatever state its delivery was in.
    const db = await openDatabase({ kind: "sqlite", path: databasePath });
    try {
      const rows = await Promise.all(accepted.map((id) => findMessage(db, id)));
      expect(rows.filter((row) => row === undefined)).toHaveLength(0);
    } finally {
      await db.destroy();
    }

    const second = await startServer();
    try {
      const deliveredOnce = () =>
        accepted.every((id) => sink.deliveriesOf(`<contact-${id}@www.example.com>`) >= 1);
      await waitFor("every accepted message to be delivered", deliveredOnce, { timeoutMs: 30_000, everyMs: 100 });
      // One delivery can be repeated: the message that was in flight at the kill.
      const duplicates = accepted.filter((id) => sink.deliveriesOf(`<contact-${id}@www.example.com>`) > 1);
      expect(duplicates.length).toBeLessThanOrEqual(1);
      expect(sink.received.length).toBeGreaterThan(deliveredBeforeRestart);
    } finally {
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    }
  }, 120_000);
});
