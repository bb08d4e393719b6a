import { z } from "zod";
import { checkContactEnv, contactEnvShape } from "./contact/config.ts";

const port = z
  .string()
  .regex(/^\d+$/, "must be a whole number")
  .transform(Number)
  .pipe(z.number().max(65535, "must be at most 65535"));

const wholeNumber = z.string().regex(/^\d+$/, "must be a whole number").transform(Number);

/**
 * CORS_ORIGINS: the site origins (scheme://host[:port], comma-separated) allowed to post to the
 * contact function from another origin. Exact origins only: no wildcard, no path.
 */
const originList = z
  .string()
  .transform((value) => value.split(",").map((entry) => entry.trim()).filter((entry) => entry !== ""))
  .pipe(
    z
      .array(
        z.string().refine((entry) => {
          try {
            const url = new URL(entry);
            return /^https?:$/.test(url.protocol) && url.origin === entry;
          } catch {
            return false;
          }
        }, "must be origins such as https://www.example.com (scheme and host, no path or wildcard), separated by commas"),
      )
      .min(1, "must name at least one origin"),
  );

/** Defaults of the optional deployment variables below, applied where they are read. */
export const deploymentDefaults = { healthMaxWaitMinutes: 30, digestHour: 8 } as const;

/**
 * Every environment variable the server reads, validated once at start. To add one, add a key here
 * (with a default if it is optional) and read it from the object loadServerEnv() returns; its
 * errors are reported by name like the others. Unset and blank values count as missing.
 */
export const serverEnvSchema = z.object({
  /** TCP port to listen on; 0 picks a free one. */
  PORT: port.default(3000),
  /** Interface to bind; 0.0.0.0 for every IPv4 interface. */
  HOST: z.string().default("0.0.0.0"),
  /** The built site, relative to the working directory or absolute. */
  CLIENT_DIR: z.string().default("build/client"),
  /** Site origins allowed to post to /functions/v1 from another origin (CORS); unset: same origin only. */
  CORS_ORIGINS: originList.optional(),
  /** This instance's name, stored on its claims; unset: `<hostname>:<PORT>`. Unique per running instance. */
  INSTANCE_ID: z.string().regex(/^[\w.:@-]{1,100}$/, "must be 1 to 100 letters, digits or . : @ _ -").optional(),
  /** /healthz/messages says degraded when a message has waited longer than this (default 30). */
  HEALTH_MAX_WAIT_MINUTES: wholeNumber.pipe(z.number().min(1, "must be at least 1")).optional(),
  /** Local hour (0-23) from which the daily digest of failed messages goes out (default 8). */
  DIGEST_HOUR: wholeNumber.pipe(z.number().max(23, "must be an hour from 0 to 23")).optional(),
  /** The contact pipeline: DATABASE_URL, SMTP_URL, CONTACT_TO, … (server/contact/config.ts). */
  ...contactEnvShape,
}).superRefine(checkContactEnv);

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export type EnvResult = { ok: true; env: ServerEnv } | { ok: false; message: string };

/** Validates `source` (normally process.env); never reads anything outside the schema's keys. */
export function parseServerEnv(source: Readonly<Record<string, string | undefined>>): EnvResult {
  const input: Record<string, string | undefined> = {};
  for (const key of serverEnvSchema.keyof().options) {
    const value = source[key]?.trim();
    input[key] = value ? value : undefined;
  }
  const parsed = serverEnvSchema.safeParse(input);
  if (parsed.success) return { ok: true, env: parsed.data };
  // Values are not echoed: some variables hold secrets.
  const lines = parsed.error.issues.map((issue) => {
    const name = issue.path.map(String).join(".");
    const missing = issue.code === "invalid_type" && input[String(issue.path[0])] === undefined;
    return `  ${name}: ${missing ? "is required but not set" : issue.message}`;
  });
  return { ok: false, message: `Invalid server environment:\n${lines.join("\n")}` };
}

/** Validates process.env; on error prints which variables are wrong and exits with status 1. */
export function loadServerEnv(): ServerEnv {
  const result = parseServerEnv(process.env);
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  return result.env;
}
