import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactRequestSchema } from "../../core/contact-schema.ts";
import { createApp } from "../app.ts";
import { openDatabase, type Db } from "../db/database.ts";
import { findMessage } from "../db/messages-repository.ts";
import { createFixtureSite } from "../test-fixture.ts";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { createContactApp, maxBodyBytes, type ContactAppDeps } from "./contact-app.ts";
import type { Logger } from "./logger.ts";

const key = "test-anon-key-42";
const site = "https://www.example.com";
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const valid = { name: "Dana Whitfield", email: "dana@example.net", message: "Do you pick up in Venice?" };

/** The Node bindings @hono/node-server hands to the app, with just the socket the app reads. */
function socket(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress, remotePort: 50_000, remoteFamily: remoteAddress.includes(":") ? "IPv6" : "IPv4" } } };
}

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
}, 30_000);
afterAll(async () => {
  await cluster?.stop();
});

describe.each(["sqlite", "postgres"] as const)("POST /send-contact-email on %s", (kind) => {
  let db: Db;
  let clock: number;
  let accepted: number;

  beforeAll(async () => {
    db = await openDatabase(kind === "sqlite" ? { kind, path: ":memory:" } : { kind, url: await cluster.createDatabase() });
  });
  afterAll(async () => {
    await db.destroy();
  });
  beforeEach(async () => {
    await db.deleteFrom("messages").execute();
    clock = Date.parse("2026-03-02T15:00:00Z");
    accepted = 0;
  });

  function app(overrides: Partial<ContactAppDeps> = {}) {
    return createContactApp({
      db,
      anonKey: key,
      allowedOrigins: [site],
      onAccepted: () => accepted++,
      log: quiet,
      now: () => clock,
      ...overrides,
    });
  }

  function post(
    body: unknown,
    {
      headers = {},
      from = "198.51.100.20",
      contact = app(),
    }: { headers?: Record<string, string>; from?: string; contact?: ReturnType<typeof app> } = {},
  ) {
    return contact.request(
      "/send-contact-email",
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${key}`,
          "Idempotency-Key": randomUUID(),
          ...headers,
        },
        body: typeof body === "string" ? body : JSON.stringify(body),
      },
      socket(from),
    );
  }

  const countRows = async () =>
    Number((await db.selectFrom("messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

  it("stores the trimmed message before answering 201 with its id, and wakes the dispatcher", async () => {
    const response = await post({ name: "  Dana Whitfield ", email: "dana@example.net ", message: "\nHello 🧺\n" });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { id } = (await response.json()) as { id: string };
    const row = await findMessage(db, id);
    expect(row).toMatchObject({
      name: "Dana Whitfield",
      email: "dana@example.net",
      message: "Hello 🧺",
      status: "pending",
      client_network: "198.51.100.20",
      created_at: clock,
      next_attempt_at: clock,
      attempts: 0,
      language: "en",
    });
    expect(accepted).toBe(1);
  });

  it("stores the language of the pages the visitor wrote from, and refuses one the site does not have", async () => {
    const response = await post({ name: "Ana", email: "ana@example.net", message: "Hola", language: "es" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await findMessage(db, id)).toMatchObject({ language: "es" });
    expect((await post({ name: "Ana", email: "ana@example.net", message: "Hola", language: "fr" })).status).toBe(400);
  });

  describe("refuses what is not a JSON message", () => {
    it.each([
      ["no content type", undefined],
      ["text/plain holding JSON", "text/plain"],
      ["text/plain with a charset", "text/plain;charset=UTF-8"],
      ["a urlencoded form", "application/x-www-form-urlencoded"],
      ["a multipart form", "multipart/form-data; boundary=x"],
      ["JSON in another charset", "application/json; charset=latin1"],
      ["a JSON look-alike", "application/jsonp"],
    ])("415 for %s", async (_, contentType) => {
      const contact = app();
      const response = await contact.request(
        "/send-contact-email",
        {
          method: "POST",
          headers: {
            Authorization: `Bearer ${key}`,
            "Idempotency-Key": randomUUID(),
            ...(contentType ? { "Content-Type": contentType } : {}),
          },
          body: new TextEncoder().encode(JSON.stringify(valid)),
        },
        socket("198.51.100.20"),
      );
      expect(response.status).toBe(415);
      expect(await countRows()).toBe(0);
    });

    it("accepts application/json with a UTF-8 charset", async () => {
      const response = await post(valid, { headers: { "Content-Type": "Application/JSON; charset=utf-8" } });
      expect(response.status).toBe(201);
    });

    it("400 for a body that is not JSON or not UTF-8", async () => {
      expect((await post("{name:")).status).toBe(400);
      const contact = app();
      const latin1 = await contact.request(
        "/send-contact-email",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}`, "Idempotency-Key": randomUUID() },
          body: new Uint8Array([0x7b, 0x22, 0x6e, 0xe9, 0x22, 0x3a, 0x31, 0x7d]), // {"n\xe9":1}
        },
        socket("198.51.100.20"),
      );
      expect(latin1.status).toBe(400);
      expect(await countRows()).toBe(0);
    });
  });

  describe("body size", () => {
    /** A valid JSON message padded with whitespace to exactly `size` bytes. */
    const sized = (size: number) => {
      const json = JSON.stringify(valid);
      return json.slice(0, -1) + " ".repeat(size - json.length) + "}";
    };

    it("accepts exactly 16 KB and refuses 16 KB + 1 byte with 413", async () => {
      expect((await post(sized(maxBodyBytes))).status).toBe(201);
      const over = await post(sized(maxBodyBytes + 1));
      expect(over.status).toBe(413);
      expect(over.headers.get("content-type")).toMatch(/^application\/json/);
      expect(((await over.json()) as { error: string }).error).toMatch(/too large \(the limit is 16 KB\)/);
      expect(await countRows()).toBe(1);
    });

    it("counts the bytes it reads, not the Content-Length it is told", async () => {
      const lying = await post(sized(maxBodyBytes + 1), { headers: { "Content-Length": "100" } });
      expect(lying.status).toBe(413);
      const contact = app();
      const chunk = new TextEncoder().encode(sized(maxBodyBytes + 1));
      const streamed = await contact.request(
        "/send-contact-email",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}`, "Idempotency-Key": randomUUID() },
          body: new ReadableStream({
            start(controller) {
              for (let at = 0; at < chunk.length; at += 1000) controller.enqueue(chunk.slice(at, at + 1000));
              controller.close();
            },
          }),
          duplex: "half",
        } as RequestInit,
        socket("198.51.100.20"),
      );
      expect(streamed.status).toBe(413);
      expect(await countRows()).toBe(0);
    });

    it("refuses a declared oversize body before reading it", async () => {
      expect((await post(valid, { headers: { "Content-Length": String(maxBodyBytes + 1) } })).status).toBe(413);
    });
  });

  describe("bearer key", () => {
    it.each([
      ["no Authorization header", undefined],
      ["a wrong key", "Bearer not-the-key-00"],
      ["a key of another length", "Bearer x"],
      ["another scheme", `Basic ${key}`],
      ["an empty bearer", "Bearer "],
    ])("401 for %s", async (_, authorization) => {
      const contact = app();
      const headers: Record<string, string> = { "Content-Type": "application/json", "Idempotency-Key": randomUUID() };
      if (authorization !== undefined) headers.Authorization = authorization;
      const response = await contact.request(
        "/send-contact-email",
        { method: "POST", headers, body: JSON.stringify(valid) },
        socket("198.51.100.20"),
      );
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer realm="functions"/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ error: "A valid bearer key is required." });
      expect(await countRows()).toBe(0);
    });

    it("keeps its 401 when mounted in the server app, whose own error handler answers 500", async () => {
      const fixture = createFixtureSite();
      try {
        const server = createApp({ clientDir: fixture.clientDir, mounts: [{ path: "/functions/v1", app: app() }] });
        const response = await server.request(
          "/functions/v1/send-contact-email",
          { method: "POST", headers: { "Content-Type": "application/json", Authorization: "Bearer wrong-key-000" }, body: "{}" },
          socket("198.51.100.20"),
        );
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: "A valid bearer key is required." });
      } finally {
        fixture.cleanup();
      }
    });

    it("takes the scheme case-insensitively", async () => {
      expect((await post(valid, { headers: { Authorization: `bearer ${key}` } })).status).toBe(201);
    });
  });

  describe("origin", () => {
    it.each([
      ["a cross-site Origin", { Origin: "https://evil.example" }],
      ["a look-alike Origin", { Origin: "https://www.example.com.evil.example" }],
      ["an opaque Origin", { Origin: "null" }],
      ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
      ["a same-origin Origin with a cross-site fetch", { Origin: site, "Sec-Fetch-Site": "cross-site" }],
    ])("403 for %s", async (_, headers) => {
      expect((await post(valid, { headers })).status).toBe(403);
      expect(await countRows()).toBe(0);
    });

    it.each([
      ["the site's own Origin", { Origin: site, "Sec-Fetch-Site": "same-origin" }],
      ["the request's own host", { Origin: "http://127.0.0.1:3000", Host: "127.0.0.1:3000" }],
      ["a same-site fetch", { "Sec-Fetch-Site": "same-site" }],
      ["a user-initiated fetch", { "Sec-Fetch-Site": "none" }],
      ["a server-to-server call without either header", {}],
    ])("accepts %s", async (_, headers) => {
      expect((await post(valid, { headers })).status).toBe(201);
    });
  });

  describe("validation", () => {
    it("400 with a message per field", async () => {
      const response = await post({ name: "Eve\r\nBcc: victim@example.com", email: "not-an-address", message: "" });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(Object.keys(body.fields).sort()).toEqual(["email", "message", "name"]);
      expect(body.fields.email).toBe("Please enter a valid email address, like name@example.com.");
      expect(await countRows()).toBe(0);
    });

    it("400 for bidi controls in a name or an address", async () => {
      expect((await post({ ...valid, name: "Dana \u202eevil" })).status).toBe(400);
      expect((await post({ ...valid, email: "dana\u2066@example.net" })).status).toBe(400);
    });

    it("400 without an Idempotency-Key", async () => {
      const response = await post(valid, { headers: { "Idempotency-Key": "" } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/Idempotency-Key/);
    });

    it("answers 201 or 400, never an error, and stores exactly what the schema accepted", async () => {
      const contact = app({ rateLimit: { perMinute: 1e6, perDay: 1e6 } });
      const field = fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: "binary", maxLength: 60 }), fc.anything());
      await fc.assert(
        fc.asyncProperty(
          fc.record({ name: field, email: fc.oneof(fc.emailAddress(), field), message: field }, { requiredKeys: [] }),
          async (input) => {
            const response = await post(input, { contact });
            const parsed = contactRequestSchema.safeParse(input);
            expect(response.status).toBe(parsed.success ? 201 : 400);
            if (parsed.success) {
              const { id } = (await response.json()) as { id: string };
              const row = await findMessage(db, id);
              expect(row).toMatchObject({ name: parsed.data.name, email: parsed.data.email, message: parsed.data.message });
            }
          },
        ),
        { numRuns: 60 },
      );
    });
  });

  describe("idempotency", () => {
    it("answers a repeat with the same key and body with the first id, storing nothing new", async () => {
      const idempotencyKey = randomUUID();
      const first = await post({ ...valid, sentAt: 1 }, { headers: { "Idempotency-Key": idempotencyKey } });
      const again = await post(
        { ...valid, name: ` ${valid.name}`, sentAt: 2 },
        { headers: { "Idempotency-Key": idempotencyKey } },
      );
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await again.json()).toEqual(await first.json());
      expect(await countRows()).toBe(1);
      expect(accepted).toBe(1);
    });

    it("answers 422 when the key comes back with a different message", async () => {
      const idempotencyKey = randomUUID();
      await post(valid, { headers: { "Idempotency-Key": idempotencyKey } });
      const other = await post({ ...valid, message: "Another question" }, { headers: { "Idempotency-Key": idempotencyKey } });
      expect(other.status).toBe(422);
      expect(((await other.json()) as { error: string }).error).toMatch(/already used for a different message/);
      expect(await countRows()).toBe(1);
    });

    it("stores one row when the same request arrives several times at once", async () => {
      const idempotencyKey = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => post(valid, { headers: { "Idempotency-Key": idempotencyKey } })),
      );
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
      const ids = new Set(await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id)));
      expect(ids.size).toBe(1);
      expect(await countRows()).toBe(1);
    });
  });

  describe("bot traps", () => {
    it("answers a filled honeypot like a success, stores it as spam, and does not wake the dispatcher", async () => {
      const response = await post({ ...valid, website: "http://spam.example" });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await findMessage(db, id)).toMatchObject({ status: "spam", spam_reason: "honeypot filled in", next_attempt_at: null });
      expect(accepted).toBe(0);
    });

    it("flags a form sent faster than a person could fill it, measured on the browser's own clock", async () => {
      const browserClock = clock + 3_600_000; // an hour ahead of the server: must not matter
      const fast = await post({ ...valid, shownAt: browserClock - 1_200, sentAt: browserClock });
      const human = await post({ ...valid, shownAt: browserClock - 25_000, sentAt: browserClock });
      const fastRow = await findMessage(db, ((await fast.json()) as { id: string }).id);
      const humanRow = await findMessage(db, ((await human.json()) as { id: string }).id);
      expect(fast.status).toBe(201);
      expect(fastRow).toMatchObject({ status: "spam", spam_reason: "sent 1200 ms after the form was shown" });
      expect(humanRow?.status).toBe("pending");
    });

    it("honors a configured minimum filling time", async () => {
      const contact = app({ minFillMs: 10_000 });
      const response = await post({ ...valid, shownAt: clock - 5_000 }, { contact });
      expect((await findMessage(db, ((await response.json()) as { id: string }).id))?.status).toBe("spam");
    });
  });

  describe("rate limit", () => {
    const limited = () => app({ rateLimit: { perMinute: 2, perDay: 3 } });

    it("answers 429 with Retry-After per minute and per day, per client", async () => {
      const contact = limited();
      expect((await post(valid, { contact })).status).toBe(201);
      clock += 10_000;
      expect((await post(valid, { contact })).status).toBe(201);
      const third = await post(valid, { contact });
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toBe("50");
      expect((await post(valid, { contact, from: "198.51.100.21" })).status).toBe(201);

      clock += 60_000;
      expect((await post(valid, { contact })).status).toBe(201);
      clock += 61_000;
      const daily = await post(valid, { contact });
      expect(daily.status).toBe(429);
      expect(Number(daily.headers.get("retry-after"))).toBe(86_400 - 131);
      expect(await countRows()).toBe(4);
    });

    it("counts an IPv6 /64 as one client and an IPv4-mapped address as its IPv4 address", async () => {
      const contact = limited();
      expect((await post(valid, { contact, from: "2001:db8:1:2::10" })).status).toBe(201);
      expect((await post(valid, { contact, from: "2001:db8:1:2:abcd::1" })).status).toBe(201);
      expect((await post(valid, { contact, from: "2001:db8:1:2:ffff::2" })).status).toBe(429);
      expect((await post(valid, { contact, from: "2001:db8:1:3::10" })).status).toBe(201);
      expect((await post(valid, { contact, from: "::ffff:198.51.100.30" })).status).toBe(201);
      expect((await post(valid, { contact, from: "198.51.100.30" })).status).toBe(201);
      expect((await post(valid, { contact, from: "198.51.100.30" })).status).toBe(429);
    });

    it("does not count or refuse the replay of a message already accepted", async () => {
      const contact = limited();
      const idempotencyKey = randomUUID();
      await post(valid, { contact, headers: { "Idempotency-Key": idempotencyKey } });
      await post(valid, { contact });
      expect((await post(valid, { contact })).status).toBe(429);
      expect((await post(valid, { contact, headers: { "Idempotency-Key": idempotencyKey } })).status).toBe(201);
    });

    it("reads X-Forwarded-For only from as many proxies as it was told to trust", async () => {
      const direct = limited();
      const spoofed = { "X-Forwarded-For": "203.0.113.1" };
      await post(valid, { contact: direct, headers: spoofed });
      await post(valid, { contact: direct, headers: { "X-Forwarded-For": "203.0.113.2" } });
      expect((await post(valid, { contact: direct, headers: { "X-Forwarded-For": "203.0.113.3" } })).status).toBe(429);

      const proxied = app({ rateLimit: { perMinute: 2, perDay: 3 }, trustedProxies: 1 });
      const from = "10.0.0.5"; // the proxy
      // The client may prepend anything; only the entry the proxy appended counts.
      const headers = (client: string) => ({ "X-Forwarded-For": `198.51.100.99, ${client}` });
      expect((await post(valid, { contact: proxied, from, headers: headers("203.0.113.50") })).status).toBe(201);
      expect((await post(valid, { contact: proxied, from, headers: headers("203.0.113.50") })).status).toBe(201);
      expect((await post(valid, { contact: proxied, from, headers: headers("203.0.113.50") })).status).toBe(429);
      expect((await post(valid, { contact: proxied, from, headers: headers("203.0.113.51") })).status).toBe(201);
    });
  });

  it("answers a CORS preflight without allowing anything, and other methods with 405", async () => {
    const contact = app();
    const preflight = await contact.request("/send-contact-email", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("allow")).toBe("POST, OPTIONS");
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const get = await contact.request("/send-contact-email");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
  });
});
