import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { devAnonKey } from "../../core/contact-fields.ts";
import { waitFor } from "./free-port.ts";

const repo = resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
}

/** A stand-in for `npm run build` output under `dir`: the files server/main.ts insists on. */
export function writeMinimalSite(dir: string): string {
  const clientDir = join(dir, "client");
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Test</title>");
  writeFileSync(join(dir, "csp-hashes.json"), "{}");
  return clientDir;
}

/**
 * Starts the real production entry point (server/main.ts) on 127.0.0.1 at a port the OS picks, with
 * only the variables given (plus PATH and HOME), and resolves once it listens.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repo,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  let url = "";
  await waitFor(
    "the server to listen",
    () => {
      if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
      url = /Serving .* at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? "";
      return url !== "";
    },
    { timeoutMs: 60_000, everyMs: 50 },
  );
  return { child, url, exited };
}

/**
 * Posts message number `n` as the form would, from client address 10.x.y.z derived from `n` (read by a
 * server started with TRUST_PROXY=1), so a burst from one machine is not cut by the rate limit.
 */
export function postNumberedMessage(url: string, n: number): Promise<Response> {
  return fetch(`${url}/functions/v1/send-contact-email`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${devAnonKey}`,
      "Idempotency-Key": randomUUID(),
      "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      name: `Visitor ${n}`,
      email: `visitor${n}@example.net`,
      message: `Hello! Do you pick up in North Port on Saturdays? (message ${n})`,
      website: "",
      shownAt: Date.now() - 30_000,
      sentAt: Date.now(),
    }),
  });
}
