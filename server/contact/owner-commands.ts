import type { Db, MessageRow, MessageStatus } from "../db/database.ts";
import {
  countByStatus,
  deleteByEmail,
  findMessage,
  listMessages,
  messagesByEmail,
  requeueFailed,
  requeueMessage,
} from "../db/messages-repository.ts";

export const ownerUsage = `Usage: npm run messages -- <command>

  list [--status pending|sending|sent|failed|spam] [--limit N]
                         newest messages first (50 by default)
  show <id>              one message in full (the first 8+ characters of the id are enough)
  retry <id>             send a failed message (or one wrongly flagged as spam) again
  retry --failed         send every failed message again
  export <email>         every message from an address, as JSON (privacy requests)
  delete <email>         delete every message from an address (privacy requests)

The database is the one the server uses: DATABASE_URL, or ./data/messages.db when unset.`;

const statuses: readonly MessageStatus[] = ["pending", "sending", "sent", "failed", "spam"];

/**
 * The owner's commands over the stored messages (`npm run messages`). Writes to `out` and returns the
 * process exit code. A running server picks up retried messages at its next poll.
 */
export async function runOwnerCommand(db: Db, args: readonly string[], out: (line: string) => void): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case "list":
      return list(db, rest, out);
    case "show": {
      const row = rest[0] ? await findMessage(db, rest[0]) : undefined;
      if (!row) return usageError(out, rest[0] ? `No single message matches "${rest[0]}".` : "show needs an id.");
      out(describe(row));
      return 0;
    }
    case "retry":
      return retry(db, rest, out);
    case "export": {
      if (!rest[0]) return usageError(out, "export needs an email address.");
      out(JSON.stringify(await messagesByEmail(db, rest[0]), null, 2));
      return 0;
    }
    case "delete": {
      if (!rest[0]) return usageError(out, "delete needs an email address.");
      const removed = await deleteByEmail(db, rest[0]);
      out(`Deleted ${removed} message(s) from ${rest[0]}.`);
      return 0;
    }
    default:
      return usageError(out, command === undefined || command === "help" ? undefined : `Unknown command "${command}".`);
  }
}

async function list(db: Db, args: readonly string[], out: (line: string) => void): Promise<number> {
  const status = option(args, "--status");
  const limitText = option(args, "--limit") ?? "50";
  if (status !== undefined && !statuses.includes(status as MessageStatus)) {
    return usageError(out, `--status must be one of ${statuses.join(", ")}.`);
  }
  const limit = Number(limitText);
  if (!Number.isInteger(limit) || limit < 1) return usageError(out, "--limit must be a positive whole number.");
  const rows = await listMessages(db, { status: status as MessageStatus | undefined, limit });
  const counts = await countByStatus(db);
  out(statuses.map((s) => `${s}: ${counts[s] ?? 0}`).join("  "));
  for (const row of rows) {
    const preview = row.message.replace(/\s+/g, " ").slice(0, 50);
    out(`${row.id.slice(0, 8)}  ${iso(row.created_at)}  ${row.status.padEnd(7)}  ${row.name} <${row.email}>  ${preview}`);
  }
  if (rows.length === 0) out("No messages.");
  return 0;
}

async function retry(db: Db, args: readonly string[], out: (line: string) => void): Promise<number> {
  const now = Date.now();
  if (args[0] === "--failed") {
    out(`Queued ${await requeueFailed(db, now)} failed message(s) for delivery.`);
    return 0;
  }
  if (!args[0]) return usageError(out, "retry needs an id or --failed.");
  const row = await findMessage(db, args[0]);
  if (!row) return usageError(out, `No single message matches "${args[0]}".`);
  if (!(await requeueMessage(db, row.id, now))) {
    out(`Message ${row.id} is ${row.status}; only failed or spam messages can be retried.`);
    return 1;
  }
  out(`Queued message ${row.id} for delivery.`);
  return 0;
}

function describe(row: MessageRow): string {
  const lines = [
    `id:          ${row.id}`,
    `received:    ${iso(row.created_at)}`,
    `status:      ${row.status}${row.spam_reason ? ` (${row.spam_reason})` : ""}`,
    `name:        ${row.name}`,
    `email:       ${row.email}`,
    `attempts:    ${row.attempts}`,
  ];
  if (row.next_attempt_at !== null && row.status === "pending") lines.push(`next try:    ${iso(row.next_attempt_at)}`);
  if (row.sent_at !== null) lines.push(`sent:        ${iso(row.sent_at)}  ${row.message_id ?? ""}`);
  if (row.last_error) lines.push(`last error:  ${row.last_error}`);
  lines.push(`client:      ${row.client_network ?? "unknown"}  ${row.user_agent ?? ""}`, "", row.message);
  return lines.join("\n");
}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

function usageError(out: (line: string) => void, problem: string | undefined): number {
  if (problem) out(problem);
  out(ownerUsage);
  return problem ? 2 : 0;
}
