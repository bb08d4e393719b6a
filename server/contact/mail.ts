import type { SendMailOptions } from "nodemailer";
import type { MessageRow } from "../db/database.ts";
import { escapeHtml } from "../../core/escape-html.ts";

export interface MailSettings {
  /** The owner's mailbox(es): CONTACT_TO. */
  to: string[];
  /** The site's own address: CONTACT_FROM. Also the envelope sender, so bounces come back to us. */
  from: string;
  /** The display name on From, e.g. "Suncoast Fresh Fold website". */
  fromName: string;
  /** The right-hand side of every Message-ID. */
  siteHost: string;
}

export type ContactMailRow = Pick<MessageRow, "id" | "name" | "email" | "message" | "created_at"> & { language?: string };

/** The owner reads in English which language the visitor wrote from, to answer in it. */
const languageInEnglish: Readonly<Record<string, string>> = { en: "English", es: "Spanish" };

/** The deterministic Message-ID: a retry of the same message carries the same id, so it can be told apart. */
export function contactMessageId(id: string, siteHost: string): string {
  return `<contact-${id}@${siteHost}>`;
}

/**
 * Builds the email to the owner for one stored message.
 *
 * The visitor's input never becomes header text by concatenation: Reply-To is a nodemailer address
 * object (nodemailer quotes and encodes the display name), the subject gets the name only after
 * headerText() has removed anything that could end a header line, and the visitor's address never
 * appears in the SMTP envelope, so nothing is ever sent to it. The message body is plain text plus an
 * HTML part in which every character of the visitor's input is escaped.
 */
export function composeContactMail(row: ContactMailRow, settings: MailSettings): SendMailOptions {
  const name = headerText(row.name);
  const received = new Date(row.created_at);
  const language = languageInEnglish[row.language ?? "en"] ?? row.language ?? "English";
  const inOtherLanguage = language !== "English";
  const text = [
    `New message from the website contact form${inOtherLanguage ? `, written in ${language} from the ${language} pages` : ""}.`,
    "",
    `Name:     ${row.name}`,
    `Email:    ${row.email}`,
    `Language: ${language}`,
    `Received: ${received.toUTCString()}`,
    "",
    row.message,
    "",
    "--",
    `Reply to this email to answer ${row.name} directly.`,
    `Message ${row.id}`,
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>New message from the website contact form${inOtherLanguage ? `, written in ${escapeHtml(language)} from the ${escapeHtml(language)} pages` : ""}.</p>`,
    "<table>",
    `<tr><th align="left">Name</th><td>${escapeHtml(row.name)}</td></tr>`,
    `<tr><th align="left">Email</th><td>${escapeHtml(row.email)}</td></tr>`,
    `<tr><th align="left">Language</th><td>${escapeHtml(language)}</td></tr>`,
    `<tr><th align="left">Received</th><td>${escapeHtml(received.toUTCString())}</td></tr>`,
    "</table>",
    `<p>${multiline(row.message)}</p>`,
    `<p style="color: #666">Reply to this email to answer ${escapeHtml(row.name)} directly.<br>Message ${escapeHtml(row.id)}</p>`,
    "</body></html>",
  ].join("\n");

  return {
    from: { name: settings.fromName, address: settings.from },
    to: settings.to,
    replyTo: { name, address: row.email },
    envelope: { from: settings.from, to: settings.to },
    subject: `Website message from ${name}${inOtherLanguage ? ` (in ${language})` : ""}`,
    messageId: contactMessageId(row.id, settings.siteHost),
    date: received,
    headers: {
      // RFC 3834: vacation responders must not answer this mail. Their reply could otherwise reach the
      // address a visitor typed, which may not be theirs.
      "Auto-Submitted": "auto-generated",
      "X-Auto-Response-Suppress": "All",
    },
    text,
    html,
  };
}

function multiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>\n");
}

/**
 * Makes visitor text safe for a header value: control characters (CR and LF among them), line and
 * paragraph separators and bidirectional controls become spaces, runs of spaces collapse, and the result
 * is cut to 100 characters. The schema already refuses such names; this guards rows from anywhere else.
 */
export function headerText(value: string): string {
  const cleaned = value
    .replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(cleaned).slice(0, 100).join("") || "(no name)";
}

export type FailureKind = "temporary" | "permanent";

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
}

/**
 * Sorts a delivery error. A 5xx reply to the message (mailbox unknown, content refused…) is permanent:
 * sending the same mail again would get the same answer. Everything else is temporary and retried: 4xx
 * replies, timeouts, refused or dropped connections, TLS and DNS trouble — and authentication failures
 * (535) too, because a wrong SMTP password is our configuration, not the message's fault; those retries
 * are logged loudly and stop once the password is fixed. 503 (bad sequence of commands) says the session
 * went wrong, not the message, so it is retried as well.
 */
export function classifyFailure(error: unknown): FailureKind {
  const { code, responseCode } = (typeof error === "object" && error !== null ? error : {}) as SmtpError;
  if (code === "EAUTH" || code === "ENOAUTH") return "temporary";
  if (typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && responseCode !== 503) {
    return "permanent";
  }
  return "temporary";
}

/** A one-line description of a delivery error for last_error and the logs. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const { code, responseCode } = error as SmtpError;
  const tags = [typeof code === "string" ? code : undefined, typeof responseCode === "number" ? responseCode : undefined]
    .filter((tag) => tag !== undefined)
    .join(" ");
  return `${tags ? `[${tags}] ` : ""}${error.message}`.replace(/\s+/g, " ").slice(0, 500);
}
