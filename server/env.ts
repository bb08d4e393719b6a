import { z } from "zod";
import { checkContactEnv, contactEnvShape } from "./contact/config.ts";

const port = z
  .string()
  .regex(/^\d+$/, "must be a whole number")
  .transform(Number)
  .pipe(z.number().max(65535, "must be at most 65535"));

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
