/**
 * `npm run dev` (and the studio's preview, studio/main.ts): the site with hot reload, in both
 * languages at one address. React Router's dev server for English, and beside it a second one for
 * Spanish (SITE_LOCALE=es, its pages, scripts and reload connection all under /es, as the build makes
 * them: docs/decisions/050-spanish-preview-beside-the-english-one.md), to which the English one
 * passes every /es address (vite.config.ts, `spanishEditionBeside`). So /es/about is the Spanish
 * page as she has just saved it, and the language switcher leads from a page to its twin and back.
 *
 * The arguments are `react-router dev`'s, for the English server (`--host`, `--port`, `--strictPort`);
 * the Spanish one listens on loopback only, where the English one reaches it, at DEV_ES_PORT (by
 * default the English port + 1: 5174 beside Vite's 5173, 3003 beside the studio's 3002). What both
 * print is shown without the lines no one can act on (scripts/quiet-output.ts) and without the
 * Spanish server's own address, which is not the one to open; its other lines start with "[es]".
 * When either server stops, the other is stopped too.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { isUnactionable } from "./quiet-output.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);

function fail(message: string): never {
  console.error(`npm run dev cannot start: ${message}`);
  process.exit(1);
}

/** The value of `react-router dev`'s option `name` among the arguments ("--port 3002" or "--port=3002"). */
function option(name: string): string | undefined {
  for (const [i, arg] of args.entries()) {
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    if (arg !== name) continue;
    const next = args[i + 1];
    return next !== undefined && !next.startsWith("-") ? next : undefined;
  }
  return undefined;
}

function portFrom(name: string, value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) fail(`${name} must be a port number from 1 to 65535, not "${value}"`);
  return port;
}

const englishPort = portFrom("--port", option("--port") ?? "5173");
const spanishPort = portFrom("DEV_ES_PORT", process.env.DEV_ES_PORT?.trim() || String(englishPort + 1));
if (spanishPort === englishPort) fail(`DEV_ES_PORT is ${spanishPort}, the English server's port too; the Spanish pages need a port of their own.`);
const spanishHost = option("--host") === "::1" ? "::1" : "127.0.0.1";
const spanishOrigin = `http://${spanishHost === "::1" ? "[::1]" : spanishHost}:${spanishPort}`;

/** Vite's lines with a server's address ("➜  Local: …"): the Spanish server's are not the site's address. */
const addressLine = /^\s*➜/;

const children: ChildProcess[] = [];
let stopping = false;
/** How many times a server that stopped on its own was started again. */
let restarts = 0;

/** A `react-router dev` with its output shown line by line, filtered; stdin is the English server's (its keyboard shortcuts). */
function devServer({ argv, env, prefix, hidden, stdin }: { argv: string[]; env: Record<string, string>; prefix: string; hidden: (line: string) => boolean; stdin: "inherit" | "ignore" }) {
  const child = spawn(process.execPath, [join(root, "node_modules/@react-router/dev/bin.js"), "dev", ...argv], {
    cwd: root,
    // Colors when a terminal shows them: the output passes through here, not straight to it (and
    // any FORCE_COLOR, "0" too, turns Vite's colors on).
    env: { ...process.env, ...(process.stdout.isTTY && process.env.FORCE_COLOR === undefined ? { FORCE_COLOR: "1" } : {}), ...env },
    stdio: [stdin, "pipe", "pipe"],
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => {
      if (!isUnactionable(line) && !hidden(line)) to.write(`${prefix}${line}\n`);
    });
  }
  child.on("exit", (code, signal) => {
    if (stopping) return;
    // Both servers write React Router's route types into the one .react-router/ folder; when both
    // restart at once (a post in each language, a new town), one can find a file the other has just
    // removed and stop. That server is started again, a few times at most.
    if (restarts < 3) {
      restarts += 1;
      process.stderr.write(`${prefix}the dev server stopped (${code ?? signal}); starting it again\n`);
      children.splice(children.indexOf(child), 1);
      devServer({ argv, env, prefix, hidden, stdin });
      return;
    }
    // One server alone is half the site: the other stops too, and so does this script.
    stop(code ?? (signal ? 1 : 0));
  });
  children.push(child);
}

function stop(code: number) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  const exited = children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once("exit", resolve)) : undefined));
  void Promise.all(exited).then(() => process.exit(code));
  setTimeout(() => process.exit(code), 5000).unref();
}

devServer({
  argv: ["--host", spanishHost, "--port", String(spanishPort), "--strictPort"],
  env: { SITE_LOCALE: "es" },
  prefix: "[es] ",
  hidden: (line) => addressLine.test(stripVTControlCharacters(line)),
  stdin: "ignore",
});
devServer({ argv: args, env: { DEV_ES_ORIGIN: spanishOrigin }, prefix: "", hidden: () => false, stdin: "inherit" });

process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));
