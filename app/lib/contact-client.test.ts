import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { findMessage } from "../../server/db/messages-repository.ts";
import { createContactApp } from "../../server/contact/contact-app.ts";
import { devAnonKey } from "../../core/contact-fields.ts";
import { contactEndpoint, sendContactMessage } from "./contact-client.ts";

const message = { name: "Dana Whitfield", email: "dana@example.net", message: "Do you pick up in Venice?" };

let db: Db;
let server: ServerType;
let base: string;
const seen: Headers[] = [];

beforeAll(async () => {
  db = await openDatabase({ kind: "sqlite", path: ":memory:" });
  const app = new Hono();
  app.use("*", async (c, next) => {
    seen.push(new Headers(c.req.raw.headers));
    await next();
  });
  app.route("/functions/v1", createContactApp({ db, anonKey: devAnonKey, allowedOrigins: ["https://www.example.com"] }));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.destroy();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe("contactEndpoint", () => {
  it("is the site's own /functions/v1 unless a build points elsewhere", () => {
    expect(contactEndpoint()).toBe("/functions/v1/send-contact-email");
    vi.stubEnv("PUBLIC_FUNCTIONS_URL", "https://functions.example.net/v1/");
    expect(contactEndpoint()).toBe("https://functions.example.net/v1/send-contact-email");
  });
});

describe("sendContactMessage against the real endpoint", () => {
  it("posts JSON with the bearer key and the idempotency key, and returns the stored id", async () => {
    vi.stubEnv("PUBLIC_FUNCTIONS_URL", `${base}/functions/v1`);
    const idempotencyKey = crypto.randomUUID();
    const result = await sendContactMessage({ ...message, website: "", shownAt: Date.now() - 30_000 }, { idempotencyKey });
    if (!result.ok || result.id === null) throw new Error(`expected a stored id, got ${JSON.stringify(result)}`);
    const headers = seen.at(-1);
    expect(headers?.get("content-type")).toBe("application/json");
    expect(headers?.get("authorization")).toBe(`Bearer ${devAnonKey}`);
    expect(headers?.get("idempotency-key")).toBe(idempotencyKey);
    expect(await findMessage(db, result.id)).toMatchObject({ ...message, status: "pending" });

    const again = await sendContactMessage(message, { idempotencyKey });
    expect(again).toEqual(result);
  });

  it("returns the server's error when the message is refused", async () => {
    vi.stubEnv("PUBLIC_FUNCTIONS_URL", `${base}/functions/v1`);
    const result = await sendContactMessage({ ...message, email: "nope" }, { idempotencyKey: crypto.randomUUID() });
    expect(result).toEqual({ ok: false, error: "Please check the form fields." });
    vi.stubEnv("PUBLIC_ANON_KEY", "a-different-key");
    const unauthorised = await sendContactMessage(message, { idempotencyKey: crypto.randomUUID() });
    expect(unauthorised).toEqual({ ok: false, error: "A valid bearer key is required." });
  });

  it("returns an error, never throws, when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    vi.stubEnv("PUBLIC_FUNCTIONS_URL", `http://127.0.0.1:${port}/functions/v1`);
    const result = await sendContactMessage(message, { idempotencyKey: crypto.randomUUID() });
    expect(result.ok).toBe(false);
  });
});

describe("sendContactMessage reads only an error from the answer", () => {
  const answer = (response: Response): typeof fetch => () => Promise.resolve(response);

  it("counts any 2xx answer as sent, whatever its body", async () => {
    const answers = [
      new Response(null, { status: 204 }),
      Response.json({}, { status: 200 }),
      new Response("OK", { status: 200 }),
      Response.json({ queued: true }, { status: 202 }),
    ];
    for (const response of answers) {
      const result = await sendContactMessage(message, { idempotencyKey: crypto.randomUUID(), fetch: answer(response) });
      expect(result).toEqual({ ok: true, id: null });
    }
  });

  it("passes on the id when the endpoint names one", async () => {
    const result = await sendContactMessage(message, {
      idempotencyKey: crypto.randomUUID(),
      fetch: answer(Response.json({ id: "msg_1" }, { status: 201 })),
    });
    expect(result).toEqual({ ok: true, id: "msg_1" });
  });

  it("counts any other status as failed, with the server's error when it gives one", async () => {
    const plain = await sendContactMessage(message, {
      idempotencyKey: crypto.randomUUID(),
      fetch: answer(new Response("<h1>Bad gateway</h1>", { status: 502 })),
    });
    expect(plain).toEqual({ ok: false, error: "HTTP 502" });
    const named = await sendContactMessage(message, {
      idempotencyKey: crypto.randomUUID(),
      fetch: answer(Response.json({ error: "Slow down." }, { status: 429 })),
    });
    expect(named).toEqual({ ok: false, error: "Slow down." });
  });
});

describe("sendContactMessage against a server that never answers", () => {
  let hanging: Server;
  let hangingUrl: string;

  beforeAll(async () => {
    hanging = createServer(() => undefined); // reads the request, never responds
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", () => resolve()));
    hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/functions/v1`;
  });
  afterAll(async () => {
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });

  it("gives up after the configured 10 s", async () => {
    vi.stubEnv("PUBLIC_FUNCTIONS_URL", hangingUrl);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const pending = sendContactMessage(message, { idempotencyKey: crypto.randomUUID() });
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, error: "The request timed out." });
  });

  it("stops when the caller cancels", async () => {
    vi.stubEnv("PUBLIC_FUNCTIONS_URL", hangingUrl);
    const controller = new AbortController();
    const pending = sendContactMessage(message, { idempotencyKey: crypto.randomUUID(), signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: "The request was canceled." });
  });
});
