import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir, userInfo } from "node:os";
import { join, resolve } from "node:path";
import { devAnonKey } from "../../core/contact-fields.ts";
import { assertStaticRootReadable, lookupAccount } from "../../deploy/check-static-root.ts";
import { renderNginxConfig } from "../../deploy/render-nginx-config.ts";
import { freePort, waitFor } from "../../server/test-support/free-port.ts";
import { startPostgres, type PostgresCluster } from "../../server/test-support/postgres.ts";
import { SmtpSink } from "../../server/test-support/smtp-sink.ts";

/*
 * The production topology on loopback, started and stopped by the deploy tests: nginx from Debian's
 * package with the site file rendered from deploy/nginx/site.conf.template and a throwaway
 * self-signed certificate, two server instances (server/main.ts) sharing a throwaway PostgreSQL
 * cluster, and an SMTP sink. Every process listens on 127.0.0.1 at a port the OS picked, and
 * everything lives in one temporary folder that stop() removes.
 */

export const repo = resolve(import.meta.dirname, "../..");
const nginxBinary = process.env.NGINX || "/usr/sbin/nginx";

export interface Instance {
  id: string;
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts server/main.ts with `env` (plus PATH and HOME) on `fixedPort` or a free port; resolves once /healthz answers. */
export async function startInstance(id: string, env: Record<string, string>, fixedPort?: number): Promise<Instance> {
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repo,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: "127.0.0.1", PORT: String(port), INSTANCE_ID: id, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  child.stderr?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    `instance ${id} to answer /healthz`,
    async () => {
      if (child.exitCode !== null) throw new Error(`Instance ${id} exited during start:\n${log}`);
      return (await fetch(`${url}/healthz`).catch(() => null))?.ok === true;
    },
    { timeoutMs: 60_000, everyMs: 100 },
  );
  return { id, port, url, child, exited, output: () => log };
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill("SIGTERM");
  const kill = setTimeout(() => instance.child.kill("SIGKILL"), 15_000);
  await instance.exited;
  clearTimeout(kill);
}

/** uid/gid of `nobody` when we run as root (nginx workers must not), else undefined. */
function unprivileged(): { uid: number; gid: number; user: string; group: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = readFileSync("/etc/passwd", "utf8").split("\n").find((line) => line.startsWith("nobody:"));
  const [, , uid, gid] = passwd?.split(":") ?? [];
  const group = readFileSync("/etc/group", "utf8").split("\n").find((line) => line.split(":")[2] === gid)?.split(":")[0];
  if (uid === undefined || gid === undefined || group === undefined) throw new Error("Running as root without a `nobody` user for nginx");
  return { uid: Number(uid), gid: Number(gid), user: "nobody", group };
}

export interface Nginx {
  httpPort: number;
  httpsPort: number;
  https: string;
  http: string;
  dir: string;
  /** The rendered site file, for the report. */
  siteConf: string;
  stop(): Promise<void>;
}

/**
 * nginx with its own prefix, main config, pid file, logs and temp folders under `dir`, listening on
 * 127.0.0.1 only. As root it starts as root (to read the key) and runs its workers as nobody.
 * It serves a copy of `clientDir` inside `dir`, checked to be readable by its workers first.
 */
export async function startNginx(options: { dir: string; clientDir: string; upstreams: string[] }): Promise<Nginx> {
  if (!existsSync(nginxBinary)) {
    throw new Error(`No nginx at ${nginxBinary}. Install it (Debian: apt-get install -y nginx) or set NGINX; .ci/run does.`);
  }
  const { dir } = options;
  const user = unprivileged();
  // The workers read /assets/ from disk as nobody, as production's do as www-data: a user who owns
  // none of the files and reads them through their "others" bits. The checkout may lie anywhere,
  // e.g. under a folder from mktemp -d (0700, root's) that nobody cannot enter, and nginx would then
  // answer 404 for every asset while the instances (root here) still serve the pages. So the
  // workers get a copy of the build in this folder, which they may traverse but not list (0711;
  // they need it for their temp folders too), with the build's own modes: a build www-data could
  // not read in production fails here as well. Running the workers as the files' owner would
  // hide exactly that.
  chmodSync(dir, 0o711);
  const clientDir = join(dir, "client");
  cpSync(options.clientDir, clientDir, { recursive: true, preserveTimestamps: true });
  // Refuse to start rather than let nginx answer 404: names the folder at fault and the user.
  assertStaticRootReadable(clientDir, lookupAccount(user?.user ?? userInfo().username));
  for (const sub of ["tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi", "logs"]) {
    mkdirSync(join(dir, sub), { recursive: true });
    if (user) chownSync(join(dir, sub), user.uid, user.gid);
  }

  // A throwaway self-signed certificate for 127.0.0.1, valid for a day.
  const certificate = join(dir, "cert.pem");
  const certificateKey = join(dir, "key.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
    "-keyout", certificateKey, "-out", certificate, "-days", "1",
    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
  ], { stdio: "pipe" });

  const httpPort = await freePort();
  const httpsPort = await freePort();
  const siteConf = renderNginxConfig({
    serverName: "127.0.0.1",
    clientDir,
    certificate,
    certificateKey,
    upstreams: options.upstreams,
    httpListen: `127.0.0.1:${httpPort}`,
    httpsListen: `127.0.0.1:${httpsPort}`,
    httpsPort,
  });
  writeFileSync(join(dir, "site.conf"), siteConf);
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      user ? `user ${user.user} ${user.group};` : "",
      "worker_processes 1;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "logs/error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      `  access_log ${join(dir, "logs/access.log")};`,
      `  client_body_temp_path ${join(dir, "tmp/body")};`,
      `  proxy_temp_path ${join(dir, "tmp/proxy")};`,
      `  fastcgi_temp_path ${join(dir, "tmp/fastcgi")};`,
      `  uwsgi_temp_path ${join(dir, "tmp/uwsgi")};`,
      `  scgi_temp_path ${join(dir, "tmp/scgi")};`,
      `  include ${join(dir, "site.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const args = ["-p", dir, "-e", join(dir, "logs/error.log"), "-c", join(dir, "nginx.conf")];
  execFileSync(nginxBinary, [...args, "-t", "-q"], { stdio: "pipe" });
  const child = spawn(nginxBinary, [...args, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const base = { httpPort, httpsPort, https: `https://127.0.0.1:${httpsPort}`, http: `http://127.0.0.1:${httpPort}`, dir, siteConf };
  await waitFor(
    "nginx to answer",
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited during start:\n${log}`);
      return (await request(`${base.https}/healthz`).catch(() => null))?.status === 200;
    },
    { timeoutMs: 15_000, everyMs: 100 },
  );
  return {
    ...base,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT"); // graceful: workers finish their requests
        const kill = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(kill);
      }
    },
  };
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTPS (or HTTP) request from a chosen loopback source address (127.x.y.z), so a test can play
 * several clients; the throwaway certificate is not verified.
 */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string; agent?: http.Agent } = {},
): Promise<Reply> {
  const target = new URL(url);
  const lib = target.protocol === "https:" ? https : http;
  return new Promise((done, fail) => {
    const req = lib.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.from,
        rejectUnauthorized: false,
        agent: options.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", fail);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${url} timed out`)));
    req.on("error", fail);
    req.end(options.body);
  });
}

/** Posts one contact message as the form does, from source address `from`. */
export function postMessage(base: string, n: number, options: { from?: string; headers?: Record<string, string> } = {}) {
  return request(`${base}/functions/v1/send-contact-email`, {
    method: "POST",
    from: options.from,
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${devAnonKey}`,
      "Idempotency-Key": randomUUID(),
      ...options.headers,
    },
    body: JSON.stringify({
      name: `Visitor ${n}`,
      email: `visitor${n}@example.net`,
      message: `Hello! Do you pick up in North Port on Saturdays? (message ${n})`,
      website: "",
    }),
  });
}

export interface Topology {
  dir: string;
  nginx: Nginx;
  instances: Instance[];
  sink: SmtpSink;
  databaseUrl: string;
  cluster: PostgresCluster;
  stop(): Promise<void>;
}

/** The whole stack; stop() stops every process it started and removes its folder. */
export async function startTopology(options: { clientDir: string }): Promise<Topology> {
  const dir = mkdtempSync(join(tmpdir(), "deploy-topology-"));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) await stopOne().catch((error: unknown) => console.error(error));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const cluster = await startPostgres();
    stops.push(() => cluster.stop());
    const databaseUrl = await cluster.createDatabase();
    const sink = await SmtpSink.start();
    stops.push(() => sink.down());
    const env = {
      CLIENT_DIR: options.clientDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: sink.url,
      CONTACT_TO: "owner@example.com",
      CONTACT_FROM: "website@example.com",
      TRUST_PROXY: "1",
      // Playwright types faster than any person; the fill-time trap has its own tests.
      CONTACT_MIN_FILL_MS: "0",
      // A short claim, so the killed instance's sends are taken over within seconds, not half a minute.
      CONTACT_CLAIM_SECONDS: "5",
    };
    // One after the other: the first runs the migrations, the second finds them done.
    const instances: Instance[] = [];
    for (const id of ["web-1", "web-2"]) {
      const instance = await startInstance(id, env);
      instances.push(instance);
      stops.push(() => stopInstance(instance));
    }
    const nginx = await startNginx({ dir, clientDir: options.clientDir, upstreams: instances.map((i) => `127.0.0.1:${i.port}`) });
    stops.push(() => nginx.stop());
    return { dir, nginx, instances, sink, databaseUrl, cluster, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The nth percentile (0-100) of `values`, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}
