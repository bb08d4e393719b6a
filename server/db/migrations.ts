import { Migrator, sql, type Kysely, type Migration } from "kysely";

/*
 * Migrations are frozen in time: they take Kysely<any>, never the current Database interface, so a later
 * change to the types cannot change what an old migration does. Every statement is plain SQL that both
 * SQLite and PostgreSQL accept (text, integer and bigint columns; times in milliseconds).
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations must not see today's types */
const migrations: Record<string, Migration> = {
  "001_messages": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("messages")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("message", "text", (col) => col.notNull())
        .addColumn("client_network", "text")
        .addColumn("user_agent", "text")
        .addColumn("idempotency_key", "text", (col) => col.notNull().unique())
        .addColumn("body_hash", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) =>
          col.notNull().check(sql`status in ('pending', 'sending', 'sent', 'failed', 'spam')`),
        )
        .addColumn("spam_reason", "text")
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("queued_at", "bigint", (col) => col.notNull())
        .addColumn("next_attempt_at", "bigint")
        .addColumn("lease_until", "bigint")
        .addColumn("lease_token", "text")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "bigint")
        .addColumn("message_id", "text")
        .execute();
      // The dispatcher's claim: due pending rows and expired leases.
      await db.schema.createIndex("messages_status_due_idx").on("messages").columns(["status", "next_attempt_at"]).execute();
      // The rate limit: one client's recent messages.
      await db.schema.createIndex("messages_client_idx").on("messages").columns(["client_network", "created_at"]).execute();
      // Listing, spam retention and export/delete by address.
      await db.schema.createIndex("messages_created_idx").on("messages").column("created_at").execute();
      await db.schema.createIndex("messages_email_idx").on("messages").expression(sql`lower(email)`).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("messages").execute();
    },
  },
  "002_claim_owner_and_digests": {
    async up(db: Kysely<any>) {
      // The instance that last claimed a message: a restarted instance releases its own interrupted
      // sends at once, and the owner can see who sent what.
      await db.schema.alterTable("messages").addColumn("claimed_by", "text").execute();
      // One row per day a failure digest went out, so several instances send it once.
      await db.schema
        .createTable("digests")
        .addColumn("day", "text", (col) => col.primaryKey())
        .addColumn("claimed_at", "bigint", (col) => col.notNull())
        .addColumn("sent_at", "bigint")
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("digests").execute();
      await db.schema.alterTable("messages").dropColumn("claimed_by").execute();
    },
  },
  "003_message_language": {
    async up(db: Kysely<any>) {
      // The language of the pages the visitor wrote from ("en", "es"), so the owner answers in it.
      // Messages stored before it was recorded came from the English pages.
      await db.schema.alterTable("messages").addColumn("language", "text", (col) => col.notNull().defaultTo("en")).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("messages").dropColumn("language").execute();
    },
  },
};

/** Applies every migration not yet applied; run at start by openDatabase. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error !== undefined || failed !== undefined) {
    const which = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${which}: ${String(error)}`, { cause: error });
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */
