import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { devAnonKey } from "../../core/contact-fields.ts";
import { parseServerEnv, serverEnvSchema } from "../env.ts";
import { contactSettingsFromEnv } from "./config.ts";

function settings(source: Record<string, string>) {
  const result = parseServerEnv(source);
  if (!result.ok) throw new Error(result.message);
  return contactSettingsFromEnv(result.env);
}

describe("the contact environment", () => {
  it("defaults to SQLite under ./data, no email, the development key and no proxy", () => {
    expect(settings({})).toEqual({
      database: { kind: "sqlite", path: "./data/messages.db" },
      smtp: undefined,
      anonKey: devAnonKey,
      trustedProxies: 0,
      spamRetentionDays: 30,
      minFillMs: 3000,
      rateLimit: { perMinute: 5, perDay: 30 },
      leaseMs: 30_000,
    });
  });

  it("reads every variable", () => {
    expect(
      settings({
        DATABASE_URL: "postgres://site:secret@db.internal:5432/site",
        SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
        CONTACT_TO: "owner@example.com, helper@example.com",
        CONTACT_FROM: "website@example.com",
        PUBLIC_ANON_KEY: "a-public-key-1234",
        TRUST_PROXY: "true",
        SPAM_RETENTION_DAYS: "7",
        CONTACT_MIN_FILL_MS: "2000",
        CONTACT_RATE_PER_MINUTE: "3",
        CONTACT_RATE_PER_DAY: "20",
        CONTACT_CLAIM_SECONDS: "5",
      }),
    ).toEqual({
      database: { kind: "postgres", url: "postgres://site:secret@db.internal:5432/site" },
      smtp: {
        url: "smtps://mailer:secret@smtp.example.com:465",
        to: ["owner@example.com", "helper@example.com"],
        from: "website@example.com",
      },
      anonKey: "a-public-key-1234",
      trustedProxies: 1,
      spamRetentionDays: 7,
      minFillMs: 2000,
      rateLimit: { perMinute: 3, perDay: 20 },
      leaseMs: 5_000,
    });
    expect(settings({ DATABASE_URL: "file:/var/lib/site/messages.db" }).database).toEqual({
      kind: "sqlite",
      path: "/var/lib/site/messages.db",
    });
  });

  it.each([
    [{ SMTP_URL: "smtp://mail.example.com:587" }, ["CONTACT_TO: is required when SMTP_URL is set", "CONTACT_FROM: is required when SMTP_URL is set"]],
    [{ SMTP_URL: "http://mail.example.com" }, ["SMTP_URL: must start with smtp:// or smtps://"]],
    [{ DATABASE_URL: "mysql://db/site" }, ["DATABASE_URL: must start with postgres://, postgresql:// or file:"]],
    [{ CONTACT_TO: "owner@example.com; other" }, ["CONTACT_TO"]],
    [{ TRUST_PROXY: "yes" }, ["TRUST_PROXY: must be the number of proxies"]],
    [{ SPAM_RETENTION_DAYS: "0" }, ["SPAM_RETENTION_DAYS: must be at least 1"]],
    [{ CONTACT_CLAIM_SECONDS: "1" }, ["CONTACT_CLAIM_SECONDS: must be at least 3"]],
    [{ PUBLIC_ANON_KEY: "key with spaces" }, ["PUBLIC_ANON_KEY: must be letters, digits"]],
  ])("names the variable that is wrong: %o", (source, expected) => {
    const result = parseServerEnv(source);
    expect(result.ok).toBe(false);
    if (!result.ok) for (const line of expected) expect(result.message).toContain(line);
  });

  it("never echoes a value, which may hold a password", () => {
    const result = parseServerEnv({ SMTP_URL: "ftp://mailer:hunter2@mail.example.com" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).not.toContain("hunter2");
  });
});

describe(".env.example", () => {
  const text = readFileSync(resolve(import.meta.dirname, "../../.env.example"), "utf8");
  const entries = (pattern: RegExp) =>
    [...text.matchAll(pattern)].map((match) => [match[1] ?? "", match[2] ?? ""] as const);

  it("is a valid environment as written", () => {
    const result = parseServerEnv(Object.fromEntries(entries(/^([A-Z_]+)=(.*)$/gm)));
    expect(result.ok ? "ok" : result.message).toBe("ok");
  });

  it("mentions every variable the server reads, and its commented alternatives are valid too", () => {
    const mentioned = new Set(entries(/^#?\s*([A-Z_]+)=(.*)$/gm).map(([name]) => name));
    expect(serverEnvSchema.keyof().options.filter((name) => !mentioned.has(name))).toEqual([]);
    for (const [name, value] of entries(/^#\s*([A-Z_]+)=(.*)$/gm)) {
      const result = parseServerEnv({ CONTACT_TO: "owner@example.com", CONTACT_FROM: "website@example.com", [name]: value });
      expect(result.ok ? "ok" : result.message, `${name}=${value}`).toBe("ok");
    }
  });
});
