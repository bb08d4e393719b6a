import { randomUUID } from "node:crypto";
import type { Db, MessageRow } from "../db/database.ts";
import { insertMessage } from "../db/messages-repository.ts";

/** Stores one pending contact message, due now, with `fields` overriding the defaults; returns its id. */
export async function storeMessage(db: Db, fields: Partial<MessageRow> = {}): Promise<string> {
  const now = Date.now();
  const id = randomUUID();
  await insertMessage(db, {
    id,
    created_at: now,
    name: "Dana Whitfield",
    email: "dana@example.net",
    message: "Do you pick up in Venice on Saturdays?",
    client_network: "203.0.113.7",
    user_agent: null,
    idempotency_key: randomUUID(),
    body_hash: randomUUID(),
    status: "pending",
    attempts: 0,
    queued_at: now,
    next_attempt_at: now,
    ...fields,
  });
  return id;
}
