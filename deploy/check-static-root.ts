import { execFileSync } from "node:child_process";
import { readdirSync, realpathSync, statSync, type Stats } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";

/*
 * Checks that nginx's worker user can read the static root (build/client) before nginx serves it
 * (docs/deploy.md, steps 6 and 10; the topology test runs it before starting its nginx):
 *
 *   npx tsx deploy/check-static-root.ts --user www-data /srv/suncoast/current/build/client
 *
 * nginx's master runs as root but its workers, which open the files, run as an unprivileged user
 * (www-data on Debian). A worker that cannot enter a folder above the static root, or cannot read a
 * file in it, does not fail: `try_files $uri =404` turns "permission denied" into a 404, the pages
 * still come (the instances proxy them as the files' owner), and only every asset goes missing. So
 * the worker's access is checked here, up front, and a refusal names the folder and the user.
 *
 * The check reads the mode bits (owner, group, others) of every folder above the root and of every
 * file and folder in it, for the user's uid and all its groups. It does not consult ACLs; a folder
 * opened to nginx only by an ACL is reported as closed (use modes, as the recipe does).
 */

export interface Account {
  name: string;
  uid: number;
  /** Primary and supplementary groups. */
  gids: readonly number[];
}

export interface StaticRootProblem {
  path: string;
  /** What the account cannot do there, and the path's mode and owner. */
  reason: string;
}

/** The account `name` as the system knows it (`id`, so NSS users count too). */
export function lookupAccount(name: string): Account {
  const id = (args: string[]) => execFileSync("id", [...args, name], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  let uid: string;
  let gids: string;
  try {
    uid = id(["-u"]);
    gids = id(["-G"]);
  } catch {
    throw new Error(`No user ${JSON.stringify(name)} on this machine (id ${name} failed): name the user nginx's workers run as`);
  }
  return { name, uid: Number(uid), gids: gids.split(/\s+/).map(Number) };
}

const READ = 4;
const EXECUTE = 1;

/** Whether `account` has `bit` (READ or EXECUTE) on a path with `stats`, by its mode bits. */
function may(account: Account, stats: Stats, bit: number): boolean {
  if (account.uid === 0) return bit === READ || stats.isDirectory() || (stats.mode & 0o111) !== 0;
  // The kernel uses the first class that matches, even when a later one would allow more.
  const shift = stats.uid === account.uid ? 6 : account.gids.includes(stats.gid) ? 3 : 0;
  return ((stats.mode >> shift) & bit) !== 0;
}

function describe(stats: Stats): string {
  return `mode ${(stats.mode & 0o7777).toString(8).padStart(4, "0")}, owner uid ${stats.uid}, group gid ${stats.gid}`;
}

/** Every folder from `/` down to the parent of `path`. */
function ancestors(path: string): string[] {
  const list: string[] = [];
  for (let parent = dirname(path); ; parent = dirname(parent)) {
    list.unshift(parent);
    if (parent === dirname(parent)) return list;
  }
}

/**
 * What keeps `account` from serving `clientDir`: folders above it it cannot enter (through a
 * symbolic link such as /srv/suncoast/current, both the link's folders and the target's), folders
 * in it it cannot enter, files in it it cannot read. Empty when it can read every file.
 */
export function staticRootProblems(clientDir: string, account: Account): StaticRootProblem[] {
  const problems: StaticRootProblem[] = [];
  const given = resolve(clientDir);
  let root: string;
  try {
    root = realpathSync(given);
  } catch (error) {
    return [{ path: given, reason: `cannot be resolved (${(error as NodeJS.ErrnoException).code ?? String(error)})` }];
  }
  for (const folder of new Set([...ancestors(given), ...ancestors(root)])) {
    let stats: Stats;
    try {
      stats = statSync(folder);
    } catch (error) {
      problems.push({ path: folder, reason: `cannot be examined by this check (${(error as NodeJS.ErrnoException).code ?? String(error)}); run it as root` });
      continue;
    }
    if (!may(account, stats, EXECUTE)) problems.push({ path: folder, reason: `a folder above the static root that ${account.name} cannot enter (${describe(stats)})` });
  }
  const walk = (path: string) => {
    let stats: Stats;
    try {
      stats = statSync(path);
    } catch (error) {
      problems.push({ path, reason: `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` });
      return;
    }
    if (!stats.isDirectory()) {
      if (!may(account, stats, READ)) problems.push({ path, reason: `a file ${account.name} cannot read (${describe(stats)})` });
      return;
    }
    if (!may(account, stats, EXECUTE)) {
      problems.push({ path, reason: `a folder ${account.name} cannot enter (${describe(stats)})` });
      return;
    }
    let names: string[];
    try {
      names = readdirSync(path).sort();
    } catch (error) {
      problems.push({ path, reason: `cannot be listed by this check (${(error as NodeJS.ErrnoException).code ?? String(error)}); run it as root` });
      return;
    }
    for (const name of names) walk(join(path, name));
  };
  walk(root);
  return problems;
}

/** Throws an error naming the static root, the user and each path at fault when `account` cannot serve `clientDir`. */
export function assertStaticRootReadable(clientDir: string, account: Account): void {
  const problems = staticRootProblems(clientDir, account);
  if (problems.length === 0) return;
  const shown = problems.slice(0, 10).map((problem) => `  ${problem.path}: ${problem.reason}`);
  if (problems.length > shown.length) shown.push(`  … and ${problems.length - shown.length} more`);
  throw new Error(
    [
      `nginx's workers run as ${account.name}, who cannot read the static root ${resolve(clientDir)}; nginx would answer 404 for its files:`,
      ...shown,
      `Let ${account.name} enter every folder above it (chmod o+x <folder>) and read every file in it (chmod -R o+rX <static root>), or serve it from a folder ${account.name} can read.`,
    ].join("\n"),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ options: { user: { type: "string" } }, allowPositionals: true });
  const [clientDir, ...extra] = positionals;
  if (values.user === undefined || clientDir === undefined || extra.length > 0) {
    console.error("Usage: npx tsx deploy/check-static-root.ts --user www-data /srv/suncoast/current/build/client (see docs/deploy.md)");
    process.exit(2);
  }
  try {
    assertStaticRootReadable(clientDir, lookupAccount(values.user));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`${values.user} can enter every folder above and in ${resolve(clientDir)} and read every file in it`);
}
