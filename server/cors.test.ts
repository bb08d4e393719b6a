import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type MessagesHealth } from "./app.ts";
import { createContactApp } from "./contact/contact-app.ts";
import { openDatabase, type Db } from "./db/database.ts";
import { createFixtureSite, type FixtureSite } from "./test-fixture.ts";

const site = "https://www.example.com";
const cdn = "https://static.example.net";
const key = "test-key-123";
let fixture: FixtureSite;
let dir: string;
let db: Db;
let health: MessagesHealth | Error = { status: "ok", failed: 0, waiting: 0, maxWaitMinutes: 30 };
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  fixture = createFixtureSite();
  dir = mkdtempSync(join(tmpdir(), "cors-"));
  db = await openDatabase({ kind: "sqlite", path: join(dir, "messages.db") });
  const contact = createContactApp({ db, anonKey: key, allowedOrigins: [site, cdn], corsOrigins: [cdn], minFillMs: 0 });
  app = createApp({
    clientDir: fixture.clientDir,
    mounts: [{ path: "/functions/v1", app: contact }],
    corsOrigins: [cdn],
    messagesHealth: async () => {
      if (health instanceof Error) throw health;
      return health;
    },
  });
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
  fixture.cleanup();
});

const endpoint = "http://api.example.net/functions/v1/send-contact-email";

function preflight(origin: string, headers = "authorization,content-type,idempotency-key", method = "POST") {
  return app.request(endpoint, {
    method: "OPTIONS",
    headers: { Origin: origin, "Access-Control-Request-Method": method, "Access-Control-Request-Headers": headers },
  });
}

function post(origin: string, fetchSite = "cross-site") {
  return app.request(endpoint, {
    method: "POST",
    headers: {
      Origin: origin,
      "Sec-Fetch-Site": fetchSite,
      "Content-Type": "application/json",
      Authorization: `Bearer ${key}`,
      "Idempotency-Key": randomUUID(),
    },
    body: JSON.stringify({ name: "Ana Ruiz", email: "ana@example.org", message: "Do you pick up in Venice?" }),
  });
}

describe("CORS for the configured site origin", () => {
  it("answers a preflight with exactly that origin, the form's headers, and no credentials", async () => {
    const res = await preflight(cdn);
    expect(res.status).toBe(204);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(cdn);
    expect(res.headers.get("Access-Control-Allow-Methods")).toBe("POST");
    expect(res.headers.get("Access-Control-Allow-Headers")?.split(", ").sort()).toEqual(["authorization", "content-type", "idempotency-key"]);
    expect(res.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    expect(res.headers.get("Vary")).toContain("Origin");
  });

  it("accepts the post from that origin and lets its script read the answer", async () => {
    const res = await post(cdn);
    expect(res.status).toBe(201);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(cdn);
    expect(res.headers.get("Access-Control-Expose-Headers")).toContain("retry-after");
  });

  it.each(["https://evil.example.org", "http://static.example.net", "https://static.example.net:8443", "null"])(
    "gives %s no CORS header on the preflight and refuses its post",
    async (origin) => {
      const pre = await preflight(origin);
      expect(pre.headers.get("Access-Control-Allow-Origin")).toBeNull();
      expect(pre.headers.get("Access-Control-Allow-Headers")).toBeNull();
      const res = await post(origin);
      expect(res.status).toBe(403);
      expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
    },
  );

  it("refuses a preflight asking for another method or header", async () => {
    expect((await preflight(cdn, "authorization,x-custom")).headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect((await preflight(cdn, "content-type", "DELETE")).headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("GET /healthz/messages", () => {
  it("answers ok with 200 while messages flow", async () => {
    health = { status: "ok", failed: 0, waiting: 0, maxWaitMinutes: 30 };
    const res = await app.request("/healthz/messages");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(health);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers degraded with the counts and 503, for a monitor to alert on", async () => {
    health = { status: "degraded", failed: 2, waiting: 1, maxWaitMinutes: 30 };
    const res = await app.request("/healthz/messages");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(health);
  });

  it("answers 503 when the store cannot be read", async () => {
    health = new Error("connection refused");
    const res = await app.request("/healthz/messages");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "error" });
  });
});
