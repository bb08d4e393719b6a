import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort, waitFor } from "./free-port.ts";

/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: initdb in a temporary folder, one server
 * listening on 127.0.0.1 at a free port, removed again by stop(). It runs as an unprivileged user
 * (initdb refuses root), so under root the processes are started as `nobody`.
 *
 * Missing binaries are an error, never a skip: a suite that silently skipped PostgreSQL would claim a
 * coverage it does not have. Set PG_BIN to the folder holding initdb and postgres if they live elsewhere.
 */
export interface PostgresCluster {
  /** A connection URL for a new, empty database in the cluster. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

const candidateBinDirs = ["/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/17/bin"];

function findBinDir(): string {
  const dirs = process.env.PG_BIN ? [process.env.PG_BIN] : candidateBinDirs;
  const found = dirs.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "postgres")));
  if (!found) {
    throw new Error(
      `PostgreSQL server binaries (initdb, postgres) not found in ${dirs.join(", ")}. ` +
        "Install PostgreSQL (e.g. apt-get install postgresql-15) or set PG_BIN.",
    );
  }
  return found;
}

/** uid/gid to run as: ourselves, or `nobody` when we are root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("nobody:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (uid === undefined || gid === undefined) throw new Error("Running as root and no `nobody` user to run PostgreSQL as");
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = findBinDir();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), "contact-pg-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, "data");

  execFileSync(
    join(bin, "initdb"),
    ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"],
    { ...user, stdio: "pipe", cwd: dir },
  );

  const port = await freePort();
  const server: ChildProcess = spawn(
    join(bin, "postgres"),
    [
      "-D", data,
      "-p", String(port),
      "-k", dir,
      "-c", "listen_addresses=127.0.0.1",
      // A throwaway cluster: durability off, so tests spend their time on our code.
      "-c", "fsync=off",
      "-c", "synchronous_commit=off",
      "-c", "full_page_writes=off",
      "-c", "max_connections=100",
    ],
    { ...user, cwd: dir, stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  server.stderr?.on("data", (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitFor(
      "PostgreSQL to accept connections",
      async () => {
        if (!running) throw new Error(`PostgreSQL exited during start:\n${log}`);
        const client = new pg.Client({ connectionString: adminUrl });
        try {
          await client.connect();
          return true;
        } catch {
          return false;
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      { timeoutMs: 20_000, everyMs: 100 },
    );
  } catch (error) {
    server.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    async createDatabase() {
      const name = `t_${randomBytes(6).toString("hex")}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (running) {
        // Smart shutdown first, so connections that are closing finish cleanly; then fast shutdown
        // (which cuts sessions still open) and, as a last resort, a kill.
        server.kill("SIGTERM");
        const fast = setTimeout(() => server.kill("SIGINT"), 2_000);
        const kill = setTimeout(() => server.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(fast);
        clearTimeout(kill);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
