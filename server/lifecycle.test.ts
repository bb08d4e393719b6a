import { request, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeServer, runClosers } from "./lifecycle.ts";

describe("runClosers", () => {
  it("runs closers last-registered first and reports a failure without stopping", async () => {
    const order: string[] = [];
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const ok = await runClosers([
      () => {
        order.push("db");
      },
      () => {
        throw new Error("smtp down");
      },
      async () => {
        order.push("cache");
      },
    ]);
    errors.mockRestore();
    expect(order).toEqual(["cache", "db"]);
    expect(ok).toBe(false);
  });

  it("resolves true when every closer succeeds", async () => {
    expect(await runClosers([() => {}, async () => {}])).toBe(true);
  });
});

// These open a real port (a free one on 127.0.0.1) because graceful close is about sockets.
describe("closeServer", () => {
  let server: ServerType | undefined;
  afterEach(() => {
    if (server?.listening) server.close();
  });

  /**
   * A server whose GET /slow waits for `release()`. `slowStarted` resolves once the server is handling
   * a /slow request, so a test knows the request is in flight without guessing a delay.
   */
  function start(): Promise<{ port: number; release: () => void; slowStarted: Promise<void> }> {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    const app = new Hono();
    app.get("/slow", async (c) => {
      started();
      await gate;
      return c.text("finished");
    });
    app.get("/fast", (c) => c.text("fast"));
    return new Promise((resolve) => {
      server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
        resolve({ port: info.port, release, slowStarted }),
      );
    });
  }

  function get(port: number, path: string, agent?: Agent): Promise<string> {
    return new Promise((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve(body));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("finishes in-flight requests, refuses new ones, and does not wait for idle keep-alive sockets", async () => {
    const { port, release, slowStarted } = await start();
    const agent = new Agent({ keepAlive: true });
    expect(await get(port, "/fast", agent)).toBe("fast"); // leaves an idle keep-alive socket
    const inFlight = get(port, "/slow", agent);
    await slowStarted;

    // Idle keep-alive sockets would outlive the grace period by far: had closeServer waited for them,
    // it would end forced.
    (server as ServerType & { keepAliveTimeout: number }).keepAliveTimeout = 60_000;
    const closing = closeServer(server as ServerType, 3_000);
    await expect(get(port, "/fast")).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect(await inFlight).toBe("finished");
    expect(await closing).toEqual({ forced: false });
    agent.destroy();
  });

  it("cuts connections still open after the grace period", async () => {
    const { port, release, slowStarted } = await start();
    const inFlight = get(port, "/slow").catch((error: Error) => error.message);
    await slowStarted;
    expect(await closeServer(server as ServerType, 100)).toEqual({ forced: true });
    expect(await inFlight).toMatch(/socket hang up|ECONNRESET/);
    release();
  });
});
