import type { Hono } from "hono";
import nodemailer from "nodemailer";
import { devAnonKey } from "../../core/contact-fields.ts";
import { site } from "../../core/site.ts";
import { openDatabase } from "../db/database.ts";
import { deliveryHealth, purgeSpam, releaseInterruptedSends } from "../db/messages-repository.ts";
import type { MessagesHealth } from "../app.ts";
import type { ContactSettings } from "./config.ts";
import { createContactApp } from "./contact-app.ts";
import { startDigest, type Digest } from "./digest.ts";
import { startDispatcher, type Dispatcher, type RetryPolicy } from "./dispatcher.ts";
import { consoleLogger, type Logger } from "./logger.ts";

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
  /** The whole delivery of one message. */
  sendMs: number;
}

export const defaultSmtpTimeouts: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
  sendMs: 60_000,
};

/** Knobs the tests and the benchmark turn; production uses the defaults. */
export interface ContactServiceOptions {
  log?: Logger;
  retry?: RetryPolicy;
  pollMs?: number;
  smtpTimeouts?: SmtpTimeouts;
  /** This instance's name (INSTANCE_ID), stored on its claims. */
  instanceId?: string;
  /** Site origins on other hosts allowed to post (CORS_ORIGINS), besides the site's public URL. */
  corsOrigins?: readonly string[];
  /** /healthz/messages reports degraded past this wait (HEALTH_MAX_WAIT_MINUTES). */
  healthMaxWaitMinutes?: number;
  /** Local hour from which the daily digest of failed messages goes out (DIGEST_HOUR). */
  digestHour?: number;
}

export interface ContactService {
  /** Mount under /functions/v1. */
  app: Hono;
  /** For SIGTERM, after the HTTP server stopped taking requests: finishes the delivery in flight. */
  stop(): Promise<void>;
  /** For /healthz/messages. */
  health(): Promise<MessagesHealth>;
}

const dayMs = 86_400_000;

/**
 * Starts the contact pipeline: opens the database (migrating it), purges old spam now and daily, starts
 * the outbox dispatcher when SMTP is configured, and builds the HTTP sub-app.
 */
export async function startContactService(
  settings: ContactSettings,
  options: ContactServiceOptions = {},
): Promise<ContactService> {
  const log = options.log ?? consoleLogger;
  const db = await openDatabase(settings.database);
  const where = settings.database.kind === "postgres" ? "PostgreSQL" : `SQLite at ${settings.database.path}`;
  log.info(`[contact] messages are stored in ${where}`);
  // SQLite serves one instance, so every send left `sending` was ours; on PostgreSQL only those this
  // instance had claimed (other instances' claims are taken over when their short leases lapse).
  const interrupted = await releaseInterruptedSends(
    db,
    Date.now(),
    settings.database.kind === "postgres" ? (options.instanceId ?? "") : undefined,
  );
  if (interrupted > 0) log.warn(`[contact] ${interrupted} message(s) were being sent when the server last stopped; sending them again`);
  if (settings.anonKey === devAnonKey) {
    log.warn("[contact] PUBLIC_ANON_KEY is not set: using the development key. Set it for production.");
  }

  const purge = async () => {
    try {
      const removed = await purgeSpam(db, Date.now() - settings.spamRetentionDays * dayMs);
      if (removed > 0) log.info(`[contact] deleted ${removed} spam message(s) older than ${settings.spamRetentionDays} days`);
    } catch (error) {
      log.error(`[contact] spam purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  await purge();
  const purgeTimer = setInterval(() => void purge(), dayMs);
  purgeTimer.unref();

  let dispatcher: Dispatcher | undefined;
  let digest: Digest | undefined;
  if (settings.smtp) {
    const timeouts = options.smtpTimeouts ?? defaultSmtpTimeouts;
    const transport = nodemailer.createTransport({
      url: settings.smtp.url,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
      dnsTimeout: timeouts.connectionMs,
    });
    const mail = {
      to: settings.smtp.to,
      from: settings.smtp.from,
      fromName: `${site.brandName} website`,
      siteHost: new URL(site.siteUrl).hostname,
    };
    dispatcher = startDispatcher({
      db,
      transport,
      mail,
      log,
      retry: options.retry,
      pollMs: options.pollMs,
      sendTimeoutMs: timeouts.sendMs,
      leaseMs: settings.leaseMs,
      instanceId: options.instanceId,
    });
    digest = startDigest({ db, transport, mail, log, hour: options.digestHour ?? 8 });
    log.info(`[contact] emailing messages to ${settings.smtp.to.join(", ")} via ${smtpHost(settings.smtp.url)}`);
  } else {
    log.warn("[contact] SMTP_URL is not set: messages are stored but NOT emailed. Read them with `npm run messages -- list`.");
  }

  const app = createContactApp({
    db,
    anonKey: settings.anonKey,
    allowedOrigins: [site.siteUrl, ...(options.corsOrigins ?? [])],
    corsOrigins: options.corsOrigins,
    trustedProxies: settings.trustedProxies,
    rateLimit: settings.rateLimit,
    minFillMs: settings.minFillMs,
    onAccepted: dispatcher ? () => dispatcher.notify() : undefined,
    log,
  });

  return {
    app,
    async health() {
      const maxWaitMinutes = options.healthMaxWaitMinutes ?? 30;
      const { failed, waiting } = await deliveryHealth(db, Date.now(), maxWaitMinutes * 60_000);
      return { status: failed + waiting > 0 ? "degraded" : "ok", failed, waiting, maxWaitMinutes };
    },
    async stop() {
      clearInterval(purgeTimer);
      await digest?.stop();
      await dispatcher?.stop();
      await db.destroy();
    },
  };
}

/** host:port of an SMTP URL, without the credentials, for the start-up log. */
function smtpHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return "the configured SMTP server";
  }
}
