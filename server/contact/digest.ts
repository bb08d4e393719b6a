import type { SendMailOptions } from "nodemailer";
import type { Db, MessageRow } from "../db/database.ts";
import { claimDigest, countByStatus, failedMessages, markDigestSent } from "../db/messages-repository.ts";
import type { MailTransport } from "./dispatcher.ts";
import type { Logger } from "./logger.ts";
import { escapeHtml } from "../../core/escape-html.ts";
import { describeFailure, headerText, type MailSettings } from "./mail.ts";

/** How many failed messages the digest lists one by one; the count covers the rest. */
export const digestListLimit = 50;

/** A digest claimed but never sent (the instance died, the mail server refused) may be retried after this. */
const staleClaimMs = 60 * 60_000;

export interface DigestOptions {
  db: Db;
  transport: MailTransport;
  mail: MailSettings;
  log: Logger;
  /** Local hour (0-23) from which the day's digest may go out: DIGEST_HOUR. */
  hour: number;
  /** How often to look (default every 15 minutes). */
  checkEveryMs?: number;
  now?: () => Date;
}

export interface Digest {
  /** Sends the day's digest if it is due, not yet sent by any instance, and a message is failed. */
  check(): Promise<"sent" | "not-due" | "nothing-failed" | "already-sent" | "error">;
  stop(): Promise<void>;
}

/**
 * The owner's daily failure digest: once a day, from `hour` on, one email listing every message in
 * `failed`, with the commands that send them again. Several instances may run it; the `digests` table
 * lets exactly one of them send each day's digest. No failed message, no email.
 */
export function startDigest(options: DigestOptions): Digest {
  const { db, transport, mail, log, hour } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();

  async function check(): Promise<Awaited<ReturnType<Digest["check"]>>> {
    const at = now();
    if (at.getHours() < hour) return "not-due";
    try {
      const counts = await countByStatus(db);
      const failed = counts.failed ?? 0;
      if (failed === 0) return "nothing-failed";
      const day = localDay(at);
      if (!(await claimDigest(db, day, at.getTime(), staleClaimMs))) return "already-sent";
      const rows = await failedMessages(db, digestListLimit);
      await transport.sendMail(composeDigestMail({ day, total: failed, rows }, mail));
      await markDigestSent(db, day, Date.now());
      log.info(`[contact] sent the daily digest of ${failed} failed message(s) to ${mail.to.join(", ")}`);
      return "sent";
    } catch (error) {
      log.error(`[contact] the daily failure digest could not be sent: ${describeFailure(error)}`);
      return "error";
    }
  }

  const timer = setInterval(() => {
    running = check();
  }, options.checkEveryMs ?? 15 * 60_000);
  timer.unref();
  // Once at start too, so a server restarted after the digest hour still sends the day's digest.
  running = check();

  return {
    check: () => (running = check()) as ReturnType<Digest["check"]>,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** YYYY-MM-DD of `date` in the server's time zone. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The digest email: how many failed, the first `digestListLimit` with their last error, and what to run. */
export function composeDigestMail(
  digest: { day: string; total: number; rows: readonly MessageRow[] },
  settings: MailSettings,
): SendMailOptions {
  const { day, total, rows } = digest;
  const subject = `${total} website message${total === 1 ? "" : "s"} could not be delivered`;
  const lines = rows.map((row) => ({
    id: row.id,
    when: new Date(row.created_at).toUTCString(),
    from: `${headerText(row.name)} <${row.email}>`,
    error: row.last_error ?? "unknown error",
  }));
  const more = total > rows.length ? total - rows.length : 0;
  const text = [
    `${total} message${total === 1 ? "" : "s"} from the website contact form could not be emailed to you.`,
    "They are kept in the database. On the server, in the site's folder:",
    "",
    "  npm run messages -- list --status failed   # see them",
    "  npm run messages -- show <id>              # read one",
    "  npm run messages -- retry --failed         # send them all again",
    "",
    ...lines.flatMap((line) => [`${line.id}  ${line.when}`, `  From:  ${line.from}`, `  Error: ${line.error}`, ""]),
    ...(more > 0 ? [`…and ${more} more.`, ""] : []),
    "--",
    "This digest is sent once a day while any message is failed.",
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(text.split("\n")[0] ?? "")}</p>`,
    "<p>They are kept in the database. On the server, in the site's folder, run " +
      "<code>npm run messages -- list --status failed</code> to see them and " +
      "<code>npm run messages -- retry --failed</code> to send them all again.</p>",
    "<table>",
    '<tr><th align="left">Message</th><th align="left">Received</th><th align="left">From</th><th align="left">Error</th></tr>',
    ...lines.map(
      (line) =>
        `<tr><td>${escapeHtml(line.id)}</td><td>${escapeHtml(line.when)}</td><td>${escapeHtml(line.from)}</td><td>${escapeHtml(line.error)}</td></tr>`,
    ),
    "</table>",
    ...(more > 0 ? [`<p>…and ${more} more.</p>`] : []),
    '<p style="color: #666">This digest is sent once a day while any message is failed.</p>',
    "</body></html>",
  ].join("\n");
  return {
    from: { name: settings.fromName, address: settings.from },
    to: settings.to,
    envelope: { from: settings.from, to: settings.to },
    subject,
    messageId: `<digest-${day}@${settings.siteHost}>`,
    headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
    text,
    html,
  };
}
