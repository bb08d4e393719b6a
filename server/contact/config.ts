import { z } from "zod";
import { devAnonKey } from "../../core/contact-fields.ts";
import { databaseConfigFromUrl, type DatabaseConfig } from "../db/database.ts";
import { defaultMinFillMs, defaultRateLimit, type RateLimit } from "./contact-app.ts";
import { defaultLeaseMs } from "./dispatcher.ts";

const wholeNumber = z.string().regex(/^\d+$/, "must be a whole number").transform(Number);

const emailList = z
  .string()
  .transform((value) => value.split(",").map((entry) => entry.trim()).filter((entry) => entry !== ""))
  .pipe(z.array(z.email("must be email addresses separated by commas")).min(1, "must name at least one address"));

/** TRUST_PROXY: how many reverse proxies stand in front of the server. "true" means one. */
const trustProxy = z
  .string()
  .regex(/^(\d+|true|false)$/i, 'must be the number of proxies in front of the server (or "true" for one)')
  .transform((value) => (/^true$/i.test(value) ? 1 : /^false$/i.test(value) ? 0 : Number(value)))
  .pipe(z.number().max(10, "must be at most 10"));

/**
 * The contact pipeline's environment variables, merged into server/env.ts's schema so they are checked
 * at start with the others. All are optional here; contactSettingsFromEnv() applies the defaults, so an
 * unset variable stays absent from the parsed environment. Documented in docs/contact-pipeline.md.
 */
export const contactEnvShape = {
  /** Unset: SQLite in ./data/messages.db. postgres://… for PostgreSQL, file:<path> for another SQLite file. */
  DATABASE_URL: z
    .string()
    .refine((value) => {
      try {
        databaseConfigFromUrl(value);
        return true;
      } catch {
        return false;
      }
    }, "must start with postgres://, postgresql:// or file:")
    .optional(),
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465. Unset: messages are stored, not emailed. */
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^/]/i, "must start with smtp:// or smtps://").optional(),
  /** The owner's mailbox(es), comma-separated. Required with SMTP_URL. */
  CONTACT_TO: emailList.optional(),
  /** The site's own sender address. Required with SMTP_URL. */
  CONTACT_FROM: z.email("must be an email address").optional(),
  /** The public anonymous key the pages were built with (default: the development key). */
  PUBLIC_ANON_KEY: z
    .string()
    .min(8, "must be at least 8 characters")
    // RFC 6750's token characters, the only ones hono/bearer-auth accepts in a header.
    .regex(/^[A-Za-z0-9._~+/-]+=*$/, "must be letters, digits and . _ ~ + / - (then optional =)")
    .optional(),
  /** How many reverse proxies stand in front of the server (default 0: read the socket). */
  TRUST_PROXY: trustProxy.optional(),
  /** Days to keep messages flagged as spam before they are deleted (default 30). */
  SPAM_RETENTION_DAYS: wholeNumber.pipe(z.number().min(1, "must be at least 1")).optional(),
  /** A form sent sooner than this after it was shown is treated as a bot's (default 3000). */
  CONTACT_MIN_FILL_MS: wholeNumber.optional(),
  /** Messages one client may send per minute and per day (defaults 5 and 30). */
  CONTACT_RATE_PER_MINUTE: wholeNumber.pipe(z.number().min(1, "must be at least 1")).optional(),
  CONTACT_RATE_PER_DAY: wholeNumber.pipe(z.number().min(1, "must be at least 1")).optional(),
  /** How long an instance's claim on a message lasts before another may take it over (default 30). */
  CONTACT_CLAIM_SECONDS: wholeNumber.pipe(z.number().min(3, "must be at least 3")).optional(),
};

export type ContactEnv = z.output<z.ZodObject<typeof contactEnvShape>>;

/** The checks that involve several variables; pass to the server schema's superRefine. */
export function checkContactEnv(env: ContactEnv, ctx: z.RefinementCtx): void {
  if (env.SMTP_URL === undefined) return;
  for (const key of ["CONTACT_TO", "CONTACT_FROM"] as const) {
    if (env[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: "is required when SMTP_URL is set" });
  }
}

export interface ContactSettings {
  database: DatabaseConfig;
  /** Absent when SMTP_URL is unset: store only. */
  smtp?: { url: string; to: string[]; from: string };
  anonKey: string;
  trustedProxies: number;
  spamRetentionDays: number;
  minFillMs: number;
  rateLimit: RateLimit;
  /** How long a claim on a message lasts (the dispatcher renews it every third of that). */
  leaseMs: number;
}

/** Turns the validated variables into the settings startContactService takes, defaults applied. */
export function contactSettingsFromEnv(env: ContactEnv): ContactSettings {
  return {
    database: databaseConfigFromUrl(env.DATABASE_URL),
    smtp:
      env.SMTP_URL !== undefined && env.CONTACT_TO !== undefined && env.CONTACT_FROM !== undefined
        ? { url: env.SMTP_URL, to: env.CONTACT_TO, from: env.CONTACT_FROM }
        : undefined,
    anonKey: env.PUBLIC_ANON_KEY ?? devAnonKey,
    trustedProxies: env.TRUST_PROXY ?? 0,
    spamRetentionDays: env.SPAM_RETENTION_DAYS ?? 30,
    minFillMs: env.CONTACT_MIN_FILL_MS ?? defaultMinFillMs,
    rateLimit: {
      perMinute: env.CONTACT_RATE_PER_MINUTE ?? defaultRateLimit.perMinute,
      perDay: env.CONTACT_RATE_PER_DAY ?? defaultRateLimit.perDay,
    },
    leaseMs: env.CONTACT_CLAIM_SECONDS === undefined ? defaultLeaseMs : env.CONTACT_CLAIM_SECONDS * 1000,
  };
}
