import { randomUUID } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import type { Db, MessageRow } from "../db/database.ts";
import { claimNextDue, markFailed, markSent, renewLease, scheduleRetry } from "../db/messages-repository.ts";
import { classifyFailure, composeContactMail, contactMessageId, describeFailure, type MailSettings } from "./mail.ts";
import type { Logger } from "./logger.ts";

/** The part of a nodemailer transporter the dispatcher uses. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close(): void;
}

export interface RetryPolicy {
  /** Delay after the first failure; it doubles after each further failure… */
  baseDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** Give up (status failed) once a message has been retried for this long. */
  giveUpAfterMs: number;
}

/**
 * A claim lasts 30 s and is renewed every 10 s while its delivery runs, so a message claimed by an
 * instance that died is taken over by another within about 30 s plus one poll, well within a minute.
 */
export const defaultLeaseMs = 30_000;

export const defaultRetryPolicy: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 48 * 60 * 60_000,
};

export interface DispatcherOptions {
  db: Db;
  transport: MailTransport;
  mail: MailSettings;
  log: Logger;
  retry?: RetryPolicy;
  /** Fallback wake-up when nobody calls notify(): new rows from other instances, due retries. */
  pollMs?: number;
  /**
   * How long a claim lasts without renewal. The dispatcher renews it every third of this while the
   * delivery runs, so it is also about how long a dead instance's claim blocks its message.
   */
  leaseMs?: number;
  /** This instance's id (INSTANCE_ID), stored on each claim so a restart can release its own. */
  instanceId?: string;
  /** Called each time the dispatcher found nothing due and goes to sleep (tests wait on it). */
  onIdle?: () => void;
  /** Upper bound on one delivery, on top of nodemailer's connection/greeting/socket timeouts. */
  sendTimeoutMs?: number;
  random?: () => number;
}

export interface Dispatcher {
  /** Wake up now: a message was just stored. */
  notify(): void;
  /** Stop claiming, finish the delivery in flight, close the transport. */
  stop(): Promise<void>;
}

/**
 * The outbox dispatcher: delivers stored messages one at a time, in the order they became due. It claims
 * a row (a lease in the database), sends it, and records the outcome; temporary failures are retried
 * with exponential backoff and jitter until the retry window closes, permanent ones fail at once. Failed
 * rows stay in the database and are logged loudly; `npm run messages -- retry` sends them again.
 */
export function startDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, transport, mail, log } = options;
  const retry = options.retry ?? defaultRetryPolicy;
  const pollMs = options.pollMs ?? 5_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const renewEveryMs = Math.max(1, Math.floor(leaseMs / 3));
  const random = options.random ?? Math.random;

  let stopping = false;
  let wakeRequested = false;
  let wake: (() => void) | undefined;

  function notify() {
    wakeRequested = true;
    wake?.();
  }

  async function pause(ms: number) {
    if (wakeRequested || stopping) {
      wakeRequested = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
    wakeRequested = false;
  }

  async function deliver(row: MessageRow, token: string) {
    const messageId = contactMessageId(row.id, mail.siteHost);
    // Renew the lease while the send runs. If another dispatcher took the message over (this process
    // stalled past its lease), abort rather than deliver a second copy.
    const lost = new AbortController();
    const renewal = setInterval(() => {
      renewLease(db, row.id, token, Date.now() + leaseMs).then(
        (held) => {
          if (held) return;
          log.warn(`[contact] lost the lease on message ${row.id} to another dispatcher; abandoning this send`);
          lost.abort(new Error("lease lost"));
        },
        (error: unknown) => log.error(`[contact] could not renew the lease on message ${row.id}: ${describeFailure(error)}`),
      );
    }, renewEveryMs);
    try {
      const signal = AbortSignal.any([AbortSignal.timeout(sendTimeoutMs), lost.signal]);
      await transport.sendMail({ ...composeContactMail(row, mail), signal });
    } catch (error) {
      if (lost.signal.aborted) return;
      await recordFailure(row, token, error);
      return;
    } finally {
      clearInterval(renewal);
    }
    const recorded = await markSent(db, row.id, token, { sentAt: Date.now(), messageId });
    if (!recorded) log.warn(`[contact] message ${row.id} was sent, but its lease had passed to another dispatcher`);
  }

  async function recordFailure(row: MessageRow, token: string, error: unknown) {
    const reason = describeFailure(error);
    const now = Date.now();
    if (classifyFailure(error) === "permanent") {
      await markFailed(db, row.id, token, reason);
      log.error(
        `[contact] DELIVERY FAILED for message ${row.id}: the mail server refused it permanently (${reason}). ` +
          `The message is kept; see it with \`npm run messages -- show ${row.id}\` and send it again with ` +
          `\`npm run messages -- retry ${row.id}\`.`,
      );
      return;
    }
    const delay = backoff(row.attempts, retry, random);
    if (now + delay > row.queued_at + retry.giveUpAfterMs) {
      const hours = Math.round(retry.giveUpAfterMs / 3_600_000);
      await markFailed(db, row.id, token, `gave up after ${row.attempts} attempts over ${hours} h: ${reason}`);
      log.error(
        `[contact] DELIVERY FAILED for message ${row.id}: still failing after ${row.attempts} attempts over ` +
          `${hours} hours (${reason}). The message is kept; send it again with \`npm run messages -- retry ${row.id}\`.`,
      );
      return;
    }
    await scheduleRetry(db, row.id, token, { nextAttemptAt: now + delay, error: reason });
    log.warn(`[contact] delivery of message ${row.id} failed (attempt ${row.attempts}, ${reason}); retrying in ${Math.round(delay / 1000)} s`);
  }

  async function loop() {
    while (!stopping) {
      const token = randomUUID();
      let row: MessageRow | undefined;
      try {
        row = await claimNextDue(db, { now: Date.now(), leaseMs, token, owner: options.instanceId });
        if (row) await deliver(row, token);
      } catch (error) {
        // The database is unreachable or the outcome could not be written: the lease makes the row
        // come back later. Wait a poll interval rather than spin.
        log.error(`[contact] dispatcher error: ${describeFailure(error)}`);
        row = undefined;
      }
      if (!row) {
        options.onIdle?.();
        await pause(pollMs);
      }
    }
  }

  const running = loop();

  return {
    notify,
    async stop() {
      stopping = true;
      wake?.();
      await running;
      transport.close();
    },
  };
}

/** Exponential backoff with "equal jitter": half the delay fixed, half random, so retries spread out. */
export function backoff(attempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
  return Math.round(delay / 2 + random() * (delay / 2));
}
