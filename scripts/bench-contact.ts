import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startPostgres } from "../server/test-support/postgres.ts";
import { postNumberedMessage, startServerProcess, writeMinimalSite } from "../server/test-support/server-process.ts";
import { SmtpSink } from "../server/test-support/smtp-sink.ts";

// `npm run bench:contact`: how many contact messages per second the real server (server/main.ts)
// accepts, and how long each takes, on SQLite and then on a throwaway PostgreSQL. Not a test: it
// prints figures for BENCHMARKS.md. Loopback only, and bounded in requests and in time.

const requests = 2000;
const warmUp = 50;
const concurrency = 20;
const maxSeconds = 60;

const dir = mkdtempSync(join(tmpdir(), "bench-contact-"));
const clientDir = writeMinimalSite(dir);

interface Result {
  database: string;
  accepted: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU time the server process spent per accepted message: comparable even on a busy machine. */
  cpuMsPerMessage: number | undefined;
}

const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU seconds of a process so far (Linux /proc); undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks; // utime, stime (fields 14 and 15)
  } catch {
    return undefined;
  }
}

function startServer(databaseUrl: string, smtpUrl: string) {
  return startServerProcess({
    CLIENT_DIR: clientDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
    CONTACT_TO: "owner@example.com",
    CONTACT_FROM: "website@example.com",
    // Every request claims its own client address (X-Forwarded-For through one trusted proxy), so the
    // rate limit is queried on every request, as in production, without refusing the benchmark.
    TRUST_PROXY: "1",
  });
}

async function post(url: string, n: number): Promise<boolean> {
  const response = await postNumberedMessage(url, n);
  await response.arrayBuffer();
  return response.status === 201;
}

async function run(database: string, databaseUrl: string, sink: SmtpSink): Promise<Result> {
  const { child, url, exited } = await startServer(databaseUrl, sink.url);
  try {
    for (let n = 0; n < warmUp; n++) await post(url, 1_000_000 + n);
    const latencies: number[] = [];
    let accepted = 0;
    let failed = 0;
    let next = 0;
    const cpuBefore = cpuSeconds(child.pid);
    const started = performance.now();
    const deadline = started + maxSeconds * 1000;
    const worker = async () => {
      while (next < requests && performance.now() < deadline) {
        const n = next++;
        const t0 = performance.now();
        const ok = await post(url, n).catch(() => false);
        latencies.push(performance.now() - t0);
        if (ok) accepted++;
        else failed++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuSeconds(child.pid);
    const cpuMsPerMessage =
      cpuBefore !== undefined && cpuAfter !== undefined && accepted > 0 ? ((cpuAfter - cpuBefore) * 1000) / accepted : undefined;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return { database, accepted, failed, seconds, p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? 0, cpuMsPerMessage };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

const sink = await SmtpSink.start();
const results: Result[] = [];
try {
  results.push(await run("SQLite (WAL, synchronous=FULL)", `file:${join(dir, "messages.db")}`, sink));
  const cluster = await startPostgres();
  try {
    results.push(await run("PostgreSQL 15 (throwaway, fsync off)", await cluster.createDatabase(), sink));
  } finally {
    await cluster.stop();
  }
} finally {
  await sink.down();
  rmSync(dir, { recursive: true, force: true });
}

console.log(`\n${new Date().toISOString().slice(0, 10)} · ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? "unknown"}) · Node ${process.version} · load average ${loadavg().map((v) => v.toFixed(1)).join(" ")}`);
console.log(`${requests} requests (after ${warmUp} warm-up), concurrency ${concurrency}, loopback, SMTP sink delivering alongside\n`);
console.log("| Database | Accepted | Failed | Messages/s | p50 ms | p99 ms | max ms | Server CPU ms/message |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  const cpu = r.cpuMsPerMessage === undefined ? "n/a" : r.cpuMsPerMessage.toFixed(2);
  console.log(
    `| ${r.database} | ${r.accepted} | ${r.failed} | ${(r.accepted / r.seconds).toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${cpu} |`,
  );
}
