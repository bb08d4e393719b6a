import { sql, type Insertable } from "kysely";
import { isPostgres, type Db, type MessageRow, type MessagesTable, type MessageStatus } from "./database.ts";

export type NewMessage = Insertable<MessagesTable>;

export type InsertOutcome =
  | { kind: "inserted"; id: string }
  | { kind: "existing"; id: string; bodyHash: string };

/**
 * Stores a message unless its idempotency key is already taken; then returns the earlier row's id and
 * body hash so the caller can tell a replay from a reused key. Resolves only after the row is committed.
 */
export async function insertMessage(db: Db, row: NewMessage): Promise<InsertOutcome> {
  const inserted = await db
    .insertInto("messages")
    .values(row)
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { kind: "inserted", id: inserted.id };
  const existing = await findByIdempotencyKey(db, row.idempotency_key);
  if (!existing) throw new Error("Idempotency key conflicted, but no row holds it");
  return { kind: "existing", ...existing };
}

export async function findByIdempotencyKey(
  db: Db,
  key: string,
): Promise<{ id: string; bodyHash: string } | undefined> {
  const row = await db
    .selectFrom("messages")
    .select(["id", "body_hash"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row && { id: row.id, bodyHash: row.body_hash };
}

export interface ClientActivity {
  /** Messages stored for this client in the minute / day before `now`. */
  lastMinute: number;
  lastDay: number;
  /** The oldest of those, to compute when the window frees a slot. */
  oldestInMinute: number | null;
  oldestInDay: number | null;
}

const minuteMs = 60_000;
const dayMs = 86_400_000;

/** How many messages one client network stored recently (the rate limit counts stored rows). */
export async function clientActivity(db: Db, clientNetwork: string, now: number): Promise<ClientActivity> {
  const minuteAgo = now - minuteMs;
  const row = await db
    .selectFrom("messages")
    .select((eb) => [
      eb.fn.countAll<number>().as("last_day"),
      eb.fn.min("created_at").as("oldest_in_day"),
      eb.fn
        .sum<number | null>(eb.case().when("created_at", ">", minuteAgo).then(eb.lit(1)).else(eb.lit(0)).end())
        .as("last_minute"),
      eb.fn
        .min(eb.case().when("created_at", ">", minuteAgo).then(eb.ref("created_at")).end())
        .as("oldest_in_minute"),
    ])
    .where("client_network", "=", clientNetwork)
    .where("created_at", ">", now - dayMs)
    .executeTakeFirstOrThrow();
  return {
    lastMinute: Number(row.last_minute ?? 0),
    lastDay: Number(row.last_day),
    oldestInMinute: row.oldest_in_minute === null ? null : Number(row.oldest_in_minute),
    oldestInDay: row.oldest_in_day === null ? null : Number(row.oldest_in_day),
  };
}

export interface ClaimOptions {
  now: number;
  leaseMs: number;
  /** Identifies this claim, so a dispatcher whose lease ran out cannot overwrite a newer claim. */
  token: string;
  /** The claiming instance (INSTANCE_ID), stored in claimed_by. */
  owner?: string;
}

/**
 * Takes the next message that is due (pending and its time has come, or stuck in `sending` with an
 * expired lease) and leases it to the caller. On PostgreSQL the row is picked with FOR UPDATE SKIP LOCKED,
 * so concurrent dispatchers never pick the same row; on SQLite the single UPDATE … RETURNING runs under
 * the database's write lock, which gives the same guarantee for the one instance SQLite allows.
 */
export async function claimNextDue(db: Db, { now, leaseMs, token, owner }: ClaimOptions): Promise<MessageRow | undefined> {
  let pick = db
    .selectFrom("messages")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
        eb.and([eb("status", "=", "sending"), eb("lease_until", "<", now)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .limit(1);
  if (isPostgres(db)) pick = pick.forUpdate().skipLocked();
  return db
    .updateTable("messages")
    .set((eb) => ({
      status: "sending",
      lease_until: now + leaseMs,
      lease_token: token,
      claimed_by: owner ?? null,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", pick)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Extends a lease the caller still holds, while its delivery runs; false when the lease has passed to
 * another dispatcher (or the row left `sending`).
 */
export async function renewLease(db: Db, id: string, token: string, leaseUntil: number): Promise<boolean> {
  const result = await db
    .updateTable("messages")
    .set({ lease_until: leaseUntil })
    .where("id", "=", id)
    .where("lease_token", "=", token)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Returns messages left in `sending` to the outbox, at start-up. With `owner`, only those this instance
 * had claimed (PostgreSQL, where other live instances hold leases of their own): a restarted instance
 * knows its own sends died with its previous process, so waiting for their leases would only delay
 * them. Without `owner`, every one (SQLite, which serves a single instance).
 */
export async function releaseInterruptedSends(db: Db, now: number, owner?: string): Promise<number> {
  let query = db
    .updateTable("messages")
    .set({ status: "pending", next_attempt_at: now, lease_until: null, lease_token: null })
    .where("status", "=", "sending");
  if (owner !== undefined) query = query.where("claimed_by", "=", owner);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The claim's outcomes. Each only applies while the caller still holds the lease. */
export async function markSent(
  db: Db,
  id: string,
  token: string,
  { sentAt, messageId }: { sentAt: number; messageId: string },
): Promise<boolean> {
  const result = await db
    .updateTable("messages")
    .set({
      status: "sent",
      sent_at: sentAt,
      message_id: messageId,
      last_error: null,
      next_attempt_at: null,
      lease_until: null,
      lease_token: null,
    })
    .where("id", "=", id)
    .where("lease_token", "=", token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function scheduleRetry(
  db: Db,
  id: string,
  token: string,
  { nextAttemptAt, error }: { nextAttemptAt: number; error: string },
): Promise<boolean> {
  const result = await db
    .updateTable("messages")
    .set({ status: "pending", next_attempt_at: nextAttemptAt, last_error: error, lease_until: null, lease_token: null })
    .where("id", "=", id)
    .where("lease_token", "=", token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markFailed(db: Db, id: string, token: string, error: string): Promise<boolean> {
  const result = await db
    .updateTable("messages")
    .set({ status: "failed", next_attempt_at: null, last_error: error, lease_until: null, lease_token: null })
    .where("id", "=", id)
    .where("lease_token", "=", token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function listMessages(
  db: Db,
  { status, limit }: { status?: MessageStatus; limit: number },
): Promise<MessageRow[]> {
  let query = db.selectFrom("messages").selectAll().orderBy("created_at", "desc").limit(limit);
  if (status) query = query.where("status", "=", status);
  return query.execute();
}

/** A message by its id, or by a prefix of it (at least 8 characters) that matches exactly one message. */
export async function findMessage(db: Db, idOrPrefix: string): Promise<MessageRow | undefined> {
  const exact = await db.selectFrom("messages").selectAll().where("id", "=", idOrPrefix).executeTakeFirst();
  if (exact || idOrPrefix.length < 8 || !/^[0-9a-f-]+$/i.test(idOrPrefix)) return exact;
  const matches = await db
    .selectFrom("messages")
    .selectAll()
    .where("id", "like", `${idOrPrefix.toLowerCase()}%`)
    .limit(2)
    .execute();
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * Puts a failed message (or one wrongly flagged as spam) back in the outbox with a fresh retry window.
 * A message already sent, or being sent, is left alone.
 */
export async function requeueMessage(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("messages")
    .set(requeued(now))
    .where("id", "=", id)
    .where("status", "in", ["failed", "spam"])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Puts every failed message back in the outbox; returns how many. */
export async function requeueFailed(db: Db, now: number): Promise<number> {
  const result = await db.updateTable("messages").set(requeued(now)).where("status", "=", "failed").executeTakeFirst();
  return Number(result.numUpdatedRows);
}

function requeued(now: number) {
  return { status: "pending" as const, attempts: 0, queued_at: now, next_attempt_at: now, last_error: null };
}

/** Every message sent from an address (case-insensitive), oldest first: the privacy export. */
export async function messagesByEmail(db: Db, email: string): Promise<MessageRow[]> {
  return db
    .selectFrom("messages")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .orderBy("created_at")
    .execute();
}

/** Deletes every message sent from an address (case-insensitive); returns how many. */
export async function deleteByEmail(db: Db, email: string): Promise<number> {
  const result = await db
    .deleteFrom("messages")
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes spam older than `before`; returns how many. */
export async function purgeSpam(db: Db, before: number): Promise<number> {
  const result = await db
    .deleteFrom("messages")
    .where("status", "=", "spam")
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Counts by status, for the CLI's summary line. */
export async function countByStatus(db: Db): Promise<Partial<Record<MessageStatus, number>>> {
  const rows = await db
    .selectFrom("messages")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

export interface DeliveryHealth {
  /** Messages marked failed (they stay so until `messages retry` or `delete`). */
  failed: number;
  /** Deliverable messages (pending or sending) stored more than the threshold ago. */
  waiting: number;
  /** When the oldest of those was stored, or null. */
  oldestWaitingAt: number | null;
}

/** What /healthz/messages reports: failed messages, and messages waiting longer than `maxWaitMs`. */
export async function deliveryHealth(db: Db, now: number, maxWaitMs: number): Promise<DeliveryHealth> {
  const row = await db
    .selectFrom("messages")
    .select((eb) => [
      eb.fn.sum<number | null>(eb.case().when("status", "=", "failed").then(eb.lit(1)).else(eb.lit(0)).end()).as("failed"),
      eb.fn
        .sum<number | null>(
          eb.case().when(eb.and([eb("status", "in", ["pending", "sending"]), eb("queued_at", "<", now - maxWaitMs)])).then(eb.lit(1)).else(eb.lit(0)).end(),
        )
        .as("waiting"),
      eb.fn
        .min(eb.case().when(eb.and([eb("status", "in", ["pending", "sending"]), eb("queued_at", "<", now - maxWaitMs)])).then(eb.ref("queued_at")).end())
        .as("oldest"),
    ])
    .where("status", "in", ["failed", "pending", "sending"])
    .executeTakeFirstOrThrow();
  return {
    failed: Number(row.failed ?? 0),
    waiting: Number(row.waiting ?? 0),
    oldestWaitingAt: row.oldest === null ? null : Number(row.oldest),
  };
}

/** Failed messages, oldest first: the digest's list. */
export async function failedMessages(db: Db, limit: number): Promise<MessageRow[]> {
  return db.selectFrom("messages").selectAll().where("status", "=", "failed").orderBy("created_at").limit(limit).execute();
}

/**
 * Claims the digest of `day` for this instance: true for exactly one caller per day, whichever instance
 * asks first. A claim that never turned into a sent digest (the instance died, or the mail server was
 * down) can be taken again once it is `staleMs` old.
 */
export async function claimDigest(db: Db, day: string, now: number, staleMs: number): Promise<boolean> {
  const inserted = await db
    .insertInto("digests")
    .values({ day, claimed_at: now, sent_at: null })
    .onConflict((oc) => oc.column("day").doNothing())
    .returning("day")
    .executeTakeFirst();
  if (inserted) return true;
  const retaken = await db
    .updateTable("digests")
    .set({ claimed_at: now })
    .where("day", "=", day)
    .where("sent_at", "is", null)
    .where("claimed_at", "<", now - staleMs)
    .executeTakeFirst();
  return retaken.numUpdatedRows > 0n;
}

export async function markDigestSent(db: Db, day: string, now: number): Promise<void> {
  await db.updateTable("digests").set({ sent_at: now }).where("day", "=", day).execute();
}
