import { createHash, randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { contactFieldErrors, contactRequestSchema, honeypotField, type ContactRequest } from "../../core/contact-schema.ts";
import type { Db } from "../db/database.ts";
import { clientActivity, findByIdempotencyKey, insertMessage } from "../db/messages-repository.ts";
import { clientAddress, clientNetwork } from "./client-address.ts";
import { consoleLogger, type Logger } from "./logger.ts";

/** The largest request body accepted, in bytes. */
export const maxBodyBytes = 16 * 1024;

export interface RateLimit {
  perMinute: number;
  perDay: number;
}

export interface ContactAppDeps {
  db: Db;
  /** The public anonymous key the browser sends as its bearer token (PUBLIC_ANON_KEY). */
  anonKey: string;
  /** Origins allowed to post besides the request's own host (the site's public origin). */
  allowedOrigins: string[];
  /** Site origins served elsewhere (CORS_ORIGINS), accepted even when the browser calls the post cross-site. */
  corsOrigins?: readonly string[];
  /** How many reverse proxies stand in front of the server (TRUST_PROXY); 0 reads the socket. */
  trustedProxies?: number;
  rateLimit?: RateLimit;
  /** A form sent sooner than this after it was shown is treated as a bot's. */
  minFillMs?: number;
  /** Called after a deliverable message is committed: wakes the dispatcher. */
  onAccepted?: () => void;
  log?: Logger;
  now?: () => number;
}

export const defaultRateLimit: RateLimit = { perMinute: 5, perDay: 30 };
export const defaultMinFillMs = 3_000;

const path = "/send-contact-email";
const idempotencyKeyPattern = /^[\x21-\x7E]{8,128}$/;

/**
 * POST /send-contact-email (mounted under /functions/v1): stores a visitor's message and answers 201
 * with its id once the row is committed. Deliberately strict about everything around the message — media
 * type, size, key, origin, idempotency, rate — because the endpoint is public and its output is email.
 * See docs/contact-pipeline.md and docs/decisions/007 (origin) and 008 (idempotency, rate limit).
 */
export function createContactApp(deps: ContactAppDeps): Hono {
  const {
    db,
    trustedProxies = 0,
    rateLimit = defaultRateLimit,
    minFillMs = defaultMinFillMs,
    onAccepted,
    log = consoleLogger,
    now = Date.now,
  } = deps;
  const allowedHosts = new Set(deps.allowedOrigins.map((origin) => new URL(origin).host));
  const corsOrigins = new Set(deps.corsOrigins ?? []); // exact origins; may post even from another site (decision 017)

  const app = new Hono();

  // hono/bearer-auth answers by throwing an HTTPException that carries the response. Handled here, not
  // by the app this one is mounted in, so its status and body reach the visitor unchanged.
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    log.error(`[contact] ${c.req.method} ${c.req.path} failed: ${error.message}`);
    return fail(c, 500, "The message could not be stored. Please try again.");
  });

  app.use(path, async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  // No CORS: the form posts from the same origin. A preflight gets an answer without any
  // Access-Control-Allow-* header, which is how a cross-origin page learns it may not post.
  app.options(path, (c) => {
    c.header("Allow", "POST, OPTIONS");
    return c.body(null, 204);
  });

  app.post(
    path,
    async (c, next) =>
      !corsOrigins.has(c.req.header("origin") ?? "") && isCrossSite(c, allowedHosts)
        ? fail(c, 403, "Cross-site requests are not allowed.")
        : next(),
    bearerAuth({
      token: deps.anonKey,
      noAuthenticationHeader: { message: keyRequired, wwwAuthenticateHeader: bearerRealm },
      // A malformed header (another scheme, an empty token) is hono's 400; this endpoint keeps 401.
      invalidAuthenticationHeader: { message: keyRequired, wwwAuthenticateHeader: `${bearerRealm}, error="invalid_request"` },
      invalidToken: { message: keyRequired, wwwAuthenticateHeader: `${bearerRealm}, error="invalid_token"` },
    }),
    async (c, next) => (isJson(c.req.header("content-type")) ? next() : fail(c, 415, "Send the message as application/json.")),
    // Refuses a declared Content-Length over the limit before reading, and counts the bytes of a body
    // sent without one (chunked) as it reads them.
    bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge }),
    async (c) => {
      const idempotencyKey = c.req.header("idempotency-key")?.trim() ?? "";
      if (!idempotencyKeyPattern.test(idempotencyKey)) {
        return fail(c, 400, "An Idempotency-Key header (8 to 128 visible characters, e.g. a UUID) is required.");
      }

      const bytes = new Uint8Array(await c.req.arrayBuffer());
      // Node's HTTP parser stops at the declared Content-Length; a Request built in code need not.
      if (bytes.byteLength > maxBodyBytes) return tooLarge(c);
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
      } catch {
        return fail(c, 400, "The body is not valid UTF-8 JSON.");
      }
      const parsed = contactRequestSchema.safeParse(json);
      if (!parsed.success) {
        return c.json({ error: "Please check the form fields.", fields: contactFieldErrors(parsed.error) }, 400);
      }
      const request = parsed.data;
      const bodyHash = hashMessage(request);

      try {
        // A retry of a request that already succeeded gets the first answer and is not counted again.
        const earlier = await findByIdempotencyKey(db, idempotencyKey);
        if (earlier) return replay(c, earlier, bodyHash);

        const at = now();
        const address = clientAddress(c, trustedProxies);
        const network = clientNetwork(address);
        const wait = await rateLimitWait(db, network, at, rateLimit);
        if (wait !== undefined) {
          c.header("Retry-After", String(wait));
          return fail(c, 429, "Too many messages from your network. Please try again later.");
        }

        const spamReason = spamVerdict(request, at, minFillMs);
        const outcome = await insertMessage(db, {
          id: randomUUID(),
          created_at: at,
          name: request.name,
          email: request.email,
          message: request.message,
          language: request.language ?? "en",
          client_network: network,
          user_agent: c.req.header("user-agent")?.slice(0, 512) ?? null,
          idempotency_key: idempotencyKey,
          body_hash: bodyHash,
          status: spamReason === undefined ? "pending" : "spam",
          spam_reason: spamReason ?? null,
          attempts: 0,
          queued_at: at,
          next_attempt_at: spamReason === undefined ? at : null,
        });
        if (outcome.kind === "existing") return replay(c, outcome, bodyHash);
        if (spamReason === undefined) onAccepted?.();
        else log.info(`[contact] message ${outcome.id} stored as spam (${spamReason})`);
        // A bot is answered exactly like a person, so it learns nothing from the response.
        return c.json({ id: outcome.id }, 201);
      } catch (error) {
        log.error(`[contact] could not store a message: ${error instanceof Error ? error.message : String(error)}`);
        return fail(c, 500, "The message could not be stored. Please try again.");
      }
    },
  );

  app.all(path, (c) => {
    c.header("Allow", "POST, OPTIONS");
    return fail(c, 405, "Use POST.");
  });

  return app;
}

function fail(c: Context, status: 400 | 401 | 403 | 405 | 413 | 415 | 422 | 429 | 500, error: string) {
  return c.json({ error }, status);
}

const bearerRealm = 'Bearer realm="functions"';

function keyRequired(c: Context) {
  return fail(c, 401, "A valid bearer key is required.");
}

function tooLarge(c: Context) {
  return fail(c, 413, `The message is too large (the limit is ${maxBodyBytes / 1024} KB).`);
}

function replay(c: Context, earlier: { id: string; bodyHash: string }, bodyHash: string) {
  if (earlier.bodyHash !== bodyHash) {
    return fail(c, 422, "This Idempotency-Key was already used for a different message. Use a new key for a new message.");
  }
  c.header("Idempotent-Replayed", "true");
  return c.json({ id: earlier.id }, 201);
}

/**
 * 403 for requests a browser marks as cross-site: Sec-Fetch-Site "cross-site", or an Origin whose host is
 * neither the request's own host nor the site's public host ("null" included). Requests without either
 * header are not from a browser page, so they cannot be cross-site request forgery; they still need the
 * bearer key. See docs/decisions/007-contact-origin-policy.md.
 */
function isCrossSite(c: Context, allowedHosts: Set<string>): boolean {
  if (c.req.header("sec-fetch-site")?.trim().toLowerCase() === "cross-site") return true;
  const origin = c.req.header("origin");
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // "null" or garbage
  }
  return host === "" || (host !== c.req.header("host") && !allowedHosts.has(host));
}

/** application/json, optionally with a UTF-8 charset; nothing else (text/plain holding JSON included). */
function isJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const [type = "", ...params] = contentType.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return params.every((param) => !param.startsWith("charset=") || /^charset="?utf-8"?$/.test(param));
}

/** Identifies the message itself; the bot-trap fields and timestamps are not part of it. */
function hashMessage({ name, email, message }: ContactRequest): string {
  return createHash("sha256").update(JSON.stringify([name, email, message])).digest("hex");
}

/** Seconds until this client may send again, or undefined when it is under both limits. */
async function rateLimitWait(db: Db, network: string, at: number, limit: RateLimit): Promise<number | undefined> {
  const activity = await clientActivity(db, network, at);
  const waits: number[] = [];
  if (activity.lastMinute >= limit.perMinute) waits.push((activity.oldestInMinute ?? at) + 60_000 - at);
  if (activity.lastDay >= limit.perDay) waits.push((activity.oldestInDay ?? at) + 86_400_000 - at);
  if (waits.length === 0) return undefined;
  return Math.max(1, Math.ceil(Math.max(...waits) / 1000));
}

/** Why a request looks like a bot's, or undefined when it looks like a person's. */
function spamVerdict(request: ContactRequest, at: number, minFillMs: number): string | undefined {
  const honeypot = request[honeypotField];
  if (honeypot !== undefined && honeypot.trim() !== "") return "honeypot filled in";
  if (request.shownAt !== undefined) {
    // Both times from the browser's clock when it sent them, so a skewed clock does not matter.
    const elapsed = (request.sentAt ?? at) - request.shownAt;
    if (elapsed < minFillMs) return `sent ${elapsed} ms after the form was shown`;
  }
  return undefined;
}
