import type { ServerType } from "@hono/node-server";

/** Work to do when the server stops: close a database pool, a mail transport, ... */
export type Closer = () => void | Promise<void>;

const closers: Closer[] = [];

/**
 * Registers a closer for shutdown. Closers run after the HTTP server stopped accepting connections
 * and its in-flight requests finished, in reverse order of registration (last opened, first closed).
 */
export function onShutdown(closer: Closer): void {
  closers.push(closer);
}

/** Runs closers in reverse order; one failing does not stop the others. Resolves true if all succeeded. */
export async function runClosers(list: readonly Closer[] = closers): Promise<boolean> {
  let ok = true;
  for (const closer of [...list].reverse()) {
    try {
      await closer();
    } catch (error) {
      ok = false;
      console.error("A shutdown hook failed:", error);
    }
  }
  return ok;
}

/**
 * Stops accepting connections and resolves once in-flight requests have finished. Idle keep-alive
 * connections are closed as soon as they go idle (otherwise close() would wait for their timeout);
 * after `graceMs`, whatever is still open is cut and `forced` is true.
 */
export function closeServer(server: ServerType, graceMs: number): Promise<{ forced: boolean }> {
  return new Promise((resolve, reject) => {
    let forced = false;
    const closeIdle = () => {
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    };
    const sweep = setInterval(closeIdle, 50);
    const deadline = setTimeout(() => {
      forced = true;
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, graceMs);
    server.close((error) => {
      clearInterval(sweep);
      clearTimeout(deadline);
      if (error) reject(error);
      else resolve({ forced });
    });
    closeIdle();
  });
}

/**
 * On SIGTERM or SIGINT: stop the server gracefully, run the shutdown hooks, exit 0 (1 if the grace
 * period ran out or a hook failed). A second signal exits at once.
 */
export function handleShutdownSignals(
  server: ServerType,
  options: { graceMs?: number; exit?: (code: number) => void } = {},
): void {
  const { graceMs = 10_000, exit = (code: number) => process.exit(code) } = options;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting now.`);
      exit(1);
      return;
    }
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests...`);
    let code = 0;
    try {
      const { forced } = await closeServer(server, graceMs);
      if (forced) {
        console.error(`Connections still open after ${graceMs} ms were closed.`);
        code = 1;
      }
    } catch (error) {
      console.error("Closing the HTTP server failed:", error);
      code = 1;
    }
    if (!(await runClosers())) code = 1;
    console.log("Server stopped.");
    exit(code);
  };
  process.on("SIGTERM", (signal) => void stop(signal));
  process.on("SIGINT", (signal) => void stop(signal));
}
