import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type Generated, type Selectable } from "kysely";
// libsql's synchronous, better-sqlite3-compatible API, which Kysely's SqliteDialect drives: it installs
// prebuilt from the registry, where better-sqlite3 compiles SQLite on every machine (decision 019).
import Sqlite from "libsql";
import pg from "pg";
import { migrateToLatest } from "./migrations.ts";

export type MessageStatus = "pending" | "sending" | "sent" | "failed" | "spam";

/** Times are milliseconds since the epoch in an integer column: the same on both databases. */
export interface MessagesTable {
  id: string;
  created_at: number;
  name: string;
  email: string;
  message: string;
  /** The client's IPv4 address or IPv6 /64 network: the rate-limit key. */
  client_network: string | null;
  user_agent: string | null;
  idempotency_key: string;
  /** SHA-256 of the validated name, email and message, to tell a replay from a reused key. */
  body_hash: string;
  status: MessageStatus;
  spam_reason: string | null;
  attempts: number;
  /** When the current delivery run began: the retry window is measured from here. */
  queued_at: number;
  next_attempt_at: number | null;
  lease_until: number | null;
  lease_token: string | null;
  /** The instance (INSTANCE_ID) that last claimed the message for delivery. */
  claimed_by: string | null;
  last_error: string | null;
  sent_at: number | null;
  message_id: string | null;
  /** The language of the pages the visitor wrote from: "en" or "es" (core/locale.ts). */
  language: Generated<string>;
}

/** One row per day the failure digest was claimed (and, once it went out, sent). */
export interface DigestsTable {
  /** YYYY-MM-DD in the server's time zone. */
  day: string;
  claimed_at: number;
  sent_at: number | null;
}

export interface Database {
  messages: MessagesTable;
  digests: DigestsTable;
}

export type MessageRow = Selectable<MessagesTable>;
export type Db = Kysely<Database>;

export type DatabaseConfig = { kind: "sqlite"; path: string } | { kind: "postgres"; url: string };

export const defaultSqlitePath = "./data/messages.db";

/**
 * Reads DATABASE_URL: unset → the SQLite file under ./data; `postgres://` or `postgresql://` →
 * PostgreSQL; `file:<path>` → SQLite at that path (`file::memory:` for a throwaway database).
 */
export function databaseConfigFromUrl(url: string | undefined): DatabaseConfig {
  if (url === undefined || url.trim() === "") return { kind: "sqlite", path: defaultSqlitePath };
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: "postgres", url };
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length);
    if (path !== "") return { kind: "sqlite", path };
  }
  throw new Error(
    `DATABASE_URL must start with postgres://, postgresql:// or file: (got "${url.split(":")[0]}:…")`,
  );
}

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  const db = config.kind === "postgres" ? openPostgres(config.url) : openSqlite(config.path);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

function openSqlite(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const database = new Sqlite(path);
  // WAL lets readers run beside the writer; FULL syncs the WAL on every commit, so a message that was
  // answered 201 survives a power cut, not only a process crash.
  database.exec("PRAGMA journal_mode = WAL");
  database.exec("PRAGMA synchronous = FULL");
  database.exec("PRAGMA busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

const int8Oid = 20;

function openPostgres(url: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    // bigint columns (our millisecond times, count(*)) as numbers rather than strings: every value we
    // store is far below 2^53.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === int8Oid && format !== "binary"
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that breaks (database restart, network cut) is replaced on next use; without a
  // listener the error would crash the process.
  pool.on("error", (error) => console.error(`[db] idle PostgreSQL connection failed: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** True when the database is PostgreSQL, where row locks let several instances share the outbox. */
export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
