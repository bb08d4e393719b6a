import { parseArgs } from "node:util";
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

const options = {
  status: { type: "string" },
  limit: { type: "string" },
  failed: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** Which options each command takes, and what its one argument is (none for list). */
const commands: Record<string, { options: readonly (keyof typeof options)[]; argument?: string }> = {
  list: { options: ["status", "limit"] },
  show: { options: [], argument: "an id" },
  retry: { options: ["failed"], argument: "an id or --failed" },
  export: { options: [], argument: "an email address" },
  delete: { options: [], argument: "an email address" },
};

type Values = { status?: string; limit?: string; failed?: boolean };

/** A checked command line, ready to run against the database. */
export type OwnerCommand = { command: string; argument: string | undefined; values: Values };

/**
 * Checks the owner's command line without touching the database. Returns the command to run, or the
 * exit code after printing the usage (0 for help, 2 with a one-line reason for bad input).
 */
export function parseOwnerCommand(args: readonly string[], out: (line: string) => void): OwnerCommand | number {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    return usageError(out, error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command, argument, ...extra] = positionals;
  if (values.help || command === undefined || command === "help") return usageError(out, undefined);
  const spec = commands[command];
  if (!spec) return usageError(out, `Unknown command "${command}".`);
  const misplaced = Object.keys(values).find((name) => !spec.options.includes(name as keyof typeof options));
  if (misplaced) return usageError(out, `${command} does not take --${misplaced}.`);
  if (extra.length > 0 || (spec.argument === undefined && argument !== undefined)) {
    return usageError(out, `${command} takes ${spec.argument ?? "no argument"}; unexpected "${extra[0] ?? argument}".`);
  }
  if (values.failed && argument !== undefined) return usageError(out, `${command} takes an id or --failed, not both.`);
  if (spec.argument !== undefined && argument === undefined && !values.failed) {
    return usageError(out, `${command} needs ${spec.argument}.`);
  }
  return { command, argument, values };
}

/**
 * The owner's commands over the stored messages (`npm run messages`). Writes to `out` and returns the
 * process exit code: 0 done, 1 refused (e.g. retrying a sent message), 2 bad input (with the usage).
 * A running server picks up retried messages at its next poll.
 */
export async function runOwnerCommand(db: Db, args: readonly string[], out: (line: string) => void): Promise<number> {
  const parsed = parseOwnerCommand(args, out);
  return typeof parsed === "number" ? parsed : executeOwnerCommand(db, parsed, out);
}

/** Runs a command that parseOwnerCommand accepted. */
export async function executeOwnerCommand(
  db: Db,
  { command, argument, values }: OwnerCommand,
  out: (line: string) => void,
): Promise<number> {
  switch (command) {
    case "list":
      return list(db, values, out);
    case "show": {
      const row = await findMessage(db, argument ?? "");
      if (!row) return usageError(out, `No single message matches "${argument}".`);
      out(describe(row));
      return 0;
    }
    case "retry":
      return retry(db, values.failed ? undefined : argument, out);
    case "export":
      out(JSON.stringify(await messagesByEmail(db, argument ?? ""), null, 2));
      return 0;
    default: {
      const removed = await deleteByEmail(db, argument ?? "");
      out(`Deleted ${removed} message(s) from ${argument}.`);
      return 0;
    }
  }
}

async function list(db: Db, values: Values, out: (line: string) => void): Promise<number> {
  const { status, limit: limitText = "50" } = values;
  if (status !== undefined && !statuses.includes(status as MessageStatus)) {
    return usageError(out, `--status must be one of ${statuses.join(", ")}.`);
  }
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1) return usageError(out, "--limit must be a positive whole number.");
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

/** Requeues one message by id (prefix), or every failed one when `id` is undefined. */
async function retry(db: Db, id: string | undefined, out: (line: string) => void): Promise<number> {
  const now = Date.now();
  if (id === undefined) {
    out(`Queued ${await requeueFailed(db, now)} failed message(s) for delivery.`);
    return 0;
  }
  const row = await findMessage(db, id);
  if (!row) return usageError(out, `No single message matches "${id}".`);
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

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

function usageError(out: (line: string) => void, problem: string | undefined): number {
  if (problem) out(problem);
  out(ownerUsage);
  return problem ? 2 : 0;
}
