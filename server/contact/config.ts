import { z } from "zod";
import { devAnonKey } from "../../app/lib/contact-client.ts";
import { databaseConfigFromUrl, type DatabaseConfig } from "../db/database.ts";
import type { RateLimit } from "./contact-app.ts";

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
 * at start with the others. Documented in docs/contact-pipeline.md and .env.example.
 */
export const contactEnvShape = {
  /** Unset: SQLite in ./data/messages.db. postgres://… for PostgreSQL, file:<path> for another SQLite file. */
  DATABASE_URL: z
    .string()
    .optional()
    .refine((value) => {
      try {
        databaseConfigFromUrl(value);
        return true;
      } catch {
        return false;
      }
    }, "must start with postgres://, postgresql:// or file:"),
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465. Unset: messages are stored, not emailed. */
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^/]/i, "must start with smtp:// or smtps://").optional(),
  /** The owner's mailbox(es), comma-separated. Required with SMTP_URL. */
  CONTACT_TO: emailList.optional(),
  /** The site's own sender address. Required with SMTP_URL. */
  CONTACT_FROM: z.email("must be an email address").optional(),
  /** The public anonymous key the pages were built with. */
  PUBLIC_ANON_KEY: z.string().min(8, "must be at least 8 characters").default(devAnonKey),
  TRUST_PROXY: trustProxy.default(0),
  /** Days to keep messages flagged as spam before they are deleted. */
  SPAM_RETENTION_DAYS: wholeNumber.pipe(z.number().min(1, "must be at least 1")).default(30),
  /** A form sent sooner than this after it was shown is treated as a bot's. */
  CONTACT_MIN_FILL_MS: wholeNumber.default(3000),
  CONTACT_RATE_PER_MINUTE: wholeNumber.pipe(z.number().min(1, "must be at least 1")).default(5),
  CONTACT_RATE_PER_DAY: wholeNumber.pipe(z.number().min(1, "must be at least 1")).default(30),
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
}

/** Turns the validated variables into the settings startContactService takes. */
export function contactSettingsFromEnv(env: ContactEnv): ContactSettings {
  return {
    database: databaseConfigFromUrl(env.DATABASE_URL),
    smtp:
      env.SMTP_URL !== undefined && env.CONTACT_TO !== undefined && env.CONTACT_FROM !== undefined
        ? { url: env.SMTP_URL, to: env.CONTACT_TO, from: env.CONTACT_FROM }
        : undefined,
    anonKey: env.PUBLIC_ANON_KEY,
    trustedProxies: env.TRUST_PROXY,
    spamRetentionDays: env.SPAM_RETENTION_DAYS,
    minFillMs: env.CONTACT_MIN_FILL_MS,
    rateLimit: { perMinute: env.CONTACT_RATE_PER_MINUTE, perDay: env.CONTACT_RATE_PER_DAY },
  };
}
