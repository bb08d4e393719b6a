/**
 * `npx tsx deploy/release.ts --root /srv/suncoast --repo <repository URL>`: puts the newest commit of
 * a branch live, the way docs/deploy.md ("Publishing a change") describes, and never leaves the live
 * site without a working release:
 *
 * 1. the commit is cloned into a new folder, <root>/releases/.incoming-…, and built there with the
 *    server's environment file (the PUBLIC_* values); the live site is not touched meanwhile;
 * 2. a build that fails stops here: the reason, in the words the build used ("Opening hours › Sun ›
 *    Closes at: Sunday closing time must be after opening time"), goes to the output and to
 *    <root>/deploy-status.txt, the folder is kept as releases/.failed-… for a look, and `current`
 *    still points at the release that was live;
 * 3. a build that passes becomes releases/<time>-<commit>, and `current` is switched to it in one
 *    step (a new link renamed over the old one: at every moment `current` is one whole release);
 * 4. each instance is restarted in turn (`--restart`, then its `--health` address must answer 200
 *    before the next): one keeps serving while the other restarts. An instance that does not come
 *    back puts `current` back on the previous release and restarts it there;
 * 5. older releases are removed, keeping the live one and `--keep` before it.
 *
 * Packages: when the new commit's package-lock.json is the live release's, its installed packages are
 * copied as hard links (seconds, no registry); otherwise `npm ci` installs them.
 * Exit status: 0 live (or already live), 1 not published (the status file says why), 2 not run
 * (wrong arguments, or another deploy holds <root>/deploy.lock).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync, openSync, closeSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

type Options = {
  root: string;
  repo: string;
  ref: string;
  envFile?: string;
  restart: string[];
  health: string[];
  keep: number;
  nginxUser?: string;
};

/** One line a person reads: what happened, and what is live. */
const say = (line: string) => console.log(`release: ${line}`);

/** Runs a command, streaming its output, and resolves with its exit code and everything it printed. */
function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; shell?: boolean } = {}) {
  return new Promise<{ code: number; output: string }>((done) => {
    let output = "";
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    const keep = (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => {
      output += String(error);
      done({ code: 127, output });
    });
    child.on("close", (code) => done({ code: code ?? 1, output }));
  });
}

/** KEY=value lines of an environment file (comments and blank lines skipped, quotes taken off). */
export function readEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    const [, key = "", raw = ""] = match;
    values[key] = raw.trim().replace(/^(["'])(.*)\1$/, "$2");
  }
  return values;
}

/**
 * Why a build failed, in the words it used: the lines under "Invalid site configuration" (✖ …) and
 * "Invalid content" (- …), or a content file's own error; else the last lines it printed.
 */
export function buildFailureReason(output: string): string[] {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, "").split("\n");
  const named = lines
    .map((line) => /^\s*(?:✖|-)\s+(.*\S)\s*$/.exec(line)?.[1])
    .filter((line): line is string => line !== undefined && (line.includes("›") || /content\/|\bmust\b/.test(line)));
  if (named.length > 0) return [...new Set(named)];
  const thrown = lines.map((line) => /^\s*(?:\w*Error: )(.*(?:content\/|›).*)$/.exec(line)?.[1]).filter((line): line is string => !!line);
  if (thrown.length > 0) return [...new Set(thrown)];
  return lines.filter((line) => line.trim() !== "").slice(-12);
}

/** The release `current` points at, by folder name, or undefined before the first one. */
function liveRelease(root: string): string | undefined {
  try {
    return readlinkSync(join(root, "current")).split("/").pop();
  } catch {
    return undefined;
  }
}

/** Points `current` at a release in one step: a new link, renamed over the old one. */
function pointCurrentAt(root: string, release: string) {
  const next = join(root, "current.next");
  rmSync(next, { force: true });
  symlinkSync(join("releases", release), next);
  renameSync(next, join(root, "current"));
}

const commitOf = (release: string | undefined) => release?.split("-").pop();

async function waitHealthy(url: string, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** Restarts each instance in turn; false as soon as one does not answer its health address. */
async function restartInstances(options: Options): Promise<boolean> {
  for (const [i, command] of options.restart.entries()) {
    say(`restarting: ${command}`);
    const { code } = await run(command, [], { shell: true });
    const health = options.health[i];
    if (code !== 0 || (health && !(await waitHealthy(health, 90_000)))) {
      say(`the instance restarted by "${command}" did not come back${health ? ` (${health})` : ""}`);
      return false;
    }
  }
  return true;
}

function writeStatus(root: string, text: string) {
  writeFileSync(join(root, "deploy-status.txt"), `${new Date().toISOString()}\n${text}\n`);
}

/** Removes releases older than the live one and the `keep` before it, and all but the newest failed build. */
function prune(root: string, keep: number) {
  const folder = join(root, "releases");
  const live = liveRelease(root);
  const releases = readdirSync(folder).filter((name) => !name.startsWith(".")).sort();
  const liveIndex = live ? releases.indexOf(live) : releases.length - 1;
  for (const name of releases.slice(0, Math.max(0, liveIndex - keep))) rmSync(join(folder, name), { recursive: true, force: true });
  const failed = readdirSync(folder).filter((name) => name.startsWith(".failed-")).sort();
  for (const name of failed.slice(0, -1)) rmSync(join(folder, name), { recursive: true, force: true });
}

export async function release(options: Options): Promise<0 | 1 | 2> {
  const { root } = options;
  const lock = join(root, "deploy.lock");
  let lockFd: number;
  try {
    lockFd = openSync(lock, "wx");
  } catch {
    say(`another deploy is running (${lock} exists; remove it if none is)`);
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const incoming = join(root, "releases", `.incoming-${stamp}`);
  try {
    const live = liveRelease(root);
    say(`live now: ${live ?? "nothing yet"}`);
    const clone = await run("git", ["clone", "--quiet", "--depth", "1", "--branch", options.ref, options.repo, incoming]);
    if (clone.code !== 0) {
      writeStatus(root, `Not published: the code could not be fetched from ${options.repo} (${options.ref}). The live site is unchanged.`);
      return 1;
    }
    const commit = (await run("git", ["rev-parse", "--short=10", "HEAD"], { cwd: incoming })).output.trim();
    if (live && commitOf(live) === commit) {
      say(`commit ${commit} is already live`);
      rmSync(incoming, { recursive: true, force: true });
      return 0;
    }

    const lockfile = (dir: string) => (existsSync(join(dir, "package-lock.json")) ? readFileSync(join(dir, "package-lock.json"), "utf8") : undefined);
    const liveDir = live ? join(root, "releases", live) : undefined;
    const sameLockfile = liveDir && existsSync(join(liveDir, "node_modules")) && lockfile(liveDir) === lockfile(incoming);
    const install = sameLockfile
      ? await run("cp", ["-al", join(liveDir, "node_modules"), join(incoming, "node_modules")])
      : await run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: incoming });
    say(sameLockfile ? "packages: the live release's, linked" : "packages: installed with npm ci");

    // The release's layout is fixed (build/ in the release folder, which the instances and nginx
    // read through `current`): a BUILD_DIR of the calling shell must not move it.
    const { BUILD_DIR: _elsewhere, ...inherited } = process.env;
    const env = { ...inherited, ...(options.envFile ? readEnvFile(readFileSync(options.envFile, "utf8")) : {}) };
    const build = install.code === 0 ? await run("npm", ["run", "build"], { cwd: incoming, env }) : install;
    if (build.code !== 0) {
      const reason = buildFailureReason(build.output);
      const failed = join(root, "releases", `.failed-${stamp}-${commit}`);
      renameSync(incoming, failed);
      writeFileSync(join(failed, "deploy.log"), build.output);
      const message = [
        `Not published: commit ${commit} was refused by the build. ${reason.length === 1 ? "The reason" : "The reasons"}:`,
        ...reason.map((line) => `  - ${line}`),
        `The live site is unchanged: ${live ? `release ${live}` : "no release yet"}. The whole output is in ${failed}/deploy.log.`,
      ].join("\n");
      writeStatus(root, message);
      say(message);
      return 1;
    }

    if (options.nginxUser) {
      const check = await run("npx", ["tsx", "deploy/check-static-root.ts", "--user", options.nginxUser, join(incoming, "build", "client")], { cwd: incoming });
      if (check.code !== 0) {
        writeStatus(root, `Not published: nginx's user ${options.nginxUser} could not read the new build (docs/deploy.md, step 6). The live site is unchanged.`);
        rmSync(incoming, { recursive: true, force: true });
        return 1;
      }
    }

    const name = `${stamp}-${commit}`;
    renameSync(incoming, join(root, "releases", name));
    pointCurrentAt(root, name);
    say(`current → releases/${name}`);
    if (!(await restartInstances(options))) {
      if (live) {
        pointCurrentAt(root, live);
        await restartInstances(options);
      }
      writeStatus(root, `Not published: commit ${commit} built, but an instance did not start on it. The live site is back on ${live ?? "nothing"}.`);
      return 1;
    }
    writeStatus(root, `Live: commit ${commit} (release ${name}).`);
    say(`live: commit ${commit}`);
    prune(root, options.keep);
    return 0;
  } finally {
    closeSync(lockFd);
    rmSync(lock, { force: true });
    if (existsSync(incoming)) rmSync(incoming, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("deploy/release.ts")) {
  const { values } = parseArgs({
    options: {
      root: { type: "string" },
      repo: { type: "string" },
      ref: { type: "string", default: "main" },
      "env-file": { type: "string" },
      restart: { type: "string", multiple: true, default: [] },
      health: { type: "string", multiple: true, default: [] },
      keep: { type: "string", default: "3" },
      "nginx-user": { type: "string" },
    },
  });
  if (!values.root || !values.repo || !existsSync(join(values.root, "releases"))) {
    console.error("usage: npx tsx deploy/release.ts --root <folder with releases/> --repo <repository> [--ref main] [--env-file file]");
    console.error("       [--restart <command> --health <url>]... [--keep 3] [--nginx-user www-data]   (docs/deploy.md)");
    process.exit(2);
  }
  process.exitCode = await release({
    root: resolve(values.root),
    repo: values.repo,
    ref: values.ref,
    envFile: values["env-file"],
    restart: values.restart,
    health: values.health,
    keep: Number(values.keep),
    nginxUser: values["nginx-user"],
  });
}
