import { spawn, type ChildProcess } from "node:child_process";
import { join, resolve } from "node:path";
import { waitFor } from "../../server/test-support/free-port.ts";

const repo = resolve(import.meta.dirname, "../..");

/**
 * Starts the real server (server/main.ts) on a loopback port the OS picks, serving `clientDir`,
 * with its own SQLite file in `dataDir`. Resolves with its base URL and the process, which the
 * caller stops.
 */
export async function startBuiltServer(
  name: string,
  clientDir: string,
  dataDir: string,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repo,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: "0",
      HOST: "127.0.0.1",
      CLIENT_DIR: clientDir,
      DATABASE_URL: `file:${join(dataDir, `${name}.db`)}`,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let url = "";
  try {
    await waitFor(
      `the ${name} server to listen`,
      () => {
        if (child.exitCode !== null) throw new Error(`The ${name} server exited during start:\n${output}`);
        url = /Serving .* at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? "";
        return url !== "";
      },
      { timeoutMs: 60_000, everyMs: 50 },
    );
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return { url, child };
}

/** Stops the given processes and waits until each has exited. */
export async function stopAll(children: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once("exit", () => done());
          child.kill("SIGTERM");
        }),
    ),
  );
}
