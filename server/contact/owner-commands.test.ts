import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../db/database.ts";
import { insertMessage } from "../db/messages-repository.ts";
import { ownerUsage, parseOwnerCommand, runOwnerCommand } from "./owner-commands.ts";

// The command line itself; what each command does to the outbox is tested in dispatcher.test.ts.
let db: Db;
let id: string;

beforeAll(async () => {
  db = await openDatabase({ kind: "sqlite", path: ":memory:" });
  id = randomUUID();
  await insertMessage(db, {
    id,
    created_at: Date.parse("2026-03-02T15:00:00Z"),
    name: "Dana Whitfield",
    email: "dana@example.net",
    message: "Do you pick up in Venice?",
    client_network: "198.51.100.20",
    user_agent: null,
    idempotency_key: randomUUID(),
    body_hash: "0".repeat(64),
    status: "failed",
    spam_reason: null,
    attempts: 3,
    queued_at: 0,
    next_attempt_at: null,
  });
});
afterAll(async () => {
  await db.destroy();
});

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await runOwnerCommand(db, args, (line) => lines.push(line));
  return { code, output: lines.join("\n") };
}

describe("npm run messages", () => {
  it.each([[], ["help"], ["--help"], ["-h"], ["list", "--help"]])("prints the usage for %j and exits 0", async (...args) => {
    expect(await run(...args)).toEqual({ code: 0, output: ownerUsage });
  });

  it("takes options before or after the command's argument", async () => {
    const list = await run("--limit", "1", "list", "--status", "failed");
    expect(list.code).toBe(0);
    expect(list.output).toContain(`${id.slice(0, 8)}  2026-03-02T15:00:00Z  failed `);
    expect((await run("show", id.slice(0, 8))).output).toContain(`id:          ${id}`);
  });

  it.each([
    [["frobnicate"], 'Unknown command "frobnicate".'],
    [["list", "--stauts", "sent"], "Unknown option '--stauts'"],
    [["list", "--status"], "Option '--status <value>' argument missing"],
    [["list", "--status", "lost"], "--status must be one of pending, sending, sent, failed, spam."],
    [["list", "--limit", "ten"], "--limit must be a positive whole number."],
    [["list", "--limit", "0"], "--limit must be a positive whole number."],
    [["list", "extra"], 'list takes no argument; unexpected "extra".'],
    [["list", "--failed"], "list does not take --failed."],
    [["show"], "show needs an id."],
    [["show", "a", "b"], 'show takes an id; unexpected "b".'],
    [["show", "00000000"], 'No single message matches "00000000".'],
    [["retry"], "retry needs an id or --failed."],
    [["retry", "--failed", "5601a663"], "retry takes an id or --failed, not both."],
    [["export"], "export needs an email address."],
    [["delete", "--status", "spam", "x@example.net"], "delete does not take --status."],
  ])("refuses %j with a clear error, the usage and exit code 2", async (args, problem) => {
    const { code, output } = await run(...args);
    expect(code).toBe(2);
    expect(output.split("\n")[0]).toContain(problem);
    expect(output).toContain(ownerUsage);
  });

  it("checks the command line before any database is involved", () => {
    const lines: string[] = [];
    expect(parseOwnerCommand(["retry", "--failed"], (line) => lines.push(line))).toEqual({
      command: "retry",
      argument: undefined,
      values: { failed: true },
    });
    expect(parseOwnerCommand(["list", "--limit"], (line) => lines.push(line))).toBe(2);
    expect(lines[0]).toMatch(/--limit/);
  });

  it("leaves the data alone when the input is bad", async () => {
    await run("delete", "dana@example.net", "--failed");
    expect((await run("export", "dana@example.net")).output).toContain(id);
  });
});
