import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { assertStaticRootReadable, lookupAccount, staticRootProblems, type Account } from "./check-static-root.ts";

let base: string;
let clientDir: string;
/** Someone who owns nothing here and is in none of its groups, as nginx's worker is. */
let worker: Account;

/** The problems inside the test's own folder: what lies above it (TMPDIR) is not this test's business. */
const problemsHere = (dir: string, account: Account) =>
  staticRootProblems(dir, account).filter((problem) => problem.path === base || problem.path.startsWith(`${base}/`));

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), "static-root-"));
  chmodSync(base, 0o755);
  clientDir = join(base, "site/build/client");
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  writeFileSync(join(clientDir, "index.html"), "<!doctype html>");
  writeFileSync(join(clientDir, "assets/hydrate-abc123.js"), "export {}");
  const owner = statSync(base);
  worker = { name: "visitor", uid: owner.uid + 4242, gids: [owner.gid + 4242] };
});

afterEach(() => {
  chmodSync(base, 0o755);
  rmSync(base, { recursive: true, force: true });
});

describe("staticRootProblems", () => {
  it("finds nothing when every folder is open to others and every file readable", () => {
    expect(problemsHere(clientDir, worker)).toEqual([]);
  });

  it("names a folder above the root the user cannot enter, as mktemp -d leaves it", () => {
    chmodSync(base, 0o700);
    const problems = problemsHere(clientDir, worker);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe(base);
    expect(problems[0]?.reason).toMatch(/^a folder above the static root that visitor cannot enter \(mode 0700, owner uid \d+/);
  });

  it("names a file inside the root the user cannot read", () => {
    chmodSync(join(clientDir, "assets/hydrate-abc123.js"), 0o600);
    expect(problemsHere(clientDir, worker)).toEqual([
      { path: join(clientDir, "assets/hydrate-abc123.js"), reason: expect.stringMatching(/^a file visitor cannot read \(mode 0600/) },
    ]);
  });

  it("names a folder inside the root the user cannot enter, and does not look further in", () => {
    chmodSync(join(clientDir, "assets"), 0o750);
    expect(problemsHere(clientDir, worker).map((problem) => problem.path)).toEqual([join(clientDir, "assets")]);
  });

  it("lets a member of the files' group through the group bits, and only a member", () => {
    chmodSync(base, 0o750);
    chmodSync(join(clientDir, "index.html"), 0o640);
    expect(problemsHere(clientDir, worker).map((problem) => problem.path)).toEqual([base, join(clientDir, "index.html")]);
    const member = { ...worker, gids: [...worker.gids, statSync(base).gid] };
    expect(problemsHere(clientDir, member)).toEqual([]);
  });

  it("checks the folders of a symbolic link's target too, as /srv/suncoast/current", () => {
    const release = join(base, "releases/2026-02-01");
    mkdirSync(join(release, "build/client"), { recursive: true });
    writeFileSync(join(release, "build/client/index.html"), "<!doctype html>");
    symlinkSync(release, join(base, "current"));
    chmodSync(join(base, "releases"), 0o700);
    expect(problemsHere(join(base, "current/build/client"), worker).map((problem) => problem.path)).toEqual([join(base, "releases")]);
  });

  it("lets root through closed folders", () => {
    chmodSync(base, 0o700);
    chmodSync(join(clientDir, "index.html"), 0o600);
    expect(problemsHere(clientDir, { name: "root", uid: 0, gids: [0] })).toEqual([]);
  });

  it("reports a static root that does not exist", () => {
    expect(staticRootProblems(join(base, "nothing"), worker)).toEqual([
      { path: join(base, "nothing"), reason: "cannot be resolved (ENOENT)" },
    ]);
  });
});

describe("assertStaticRootReadable", () => {
  it("passes quietly when the user can read the root", () => {
    if (staticRootProblems(base, worker).length > 0) return; // TMPDIR itself closed to others: the cases above still ran
    expect(() => assertStaticRootReadable(clientDir, worker)).not.toThrow();
  });

  it("throws naming the static root, the user and the folder at fault", () => {
    chmodSync(base, 0o700);
    expect(() => assertStaticRootReadable(clientDir, worker)).toThrow(
      new RegExp(`^nginx's workers run as visitor, who cannot read the static root ${clientDir}; .*\\n  ${base}: a folder above the static root that visitor cannot enter`),
    );
  });

  it("lists ten paths and counts the rest", () => {
    for (let n = 0; n < 12; n++) {
      writeFileSync(join(clientDir, `page-${String(n).padStart(2, "0")}.html`), "", { mode: 0o600 });
    }
    const message = (() => {
      try {
        assertStaticRootReadable(clientDir, worker);
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    })();
    expect(message.match(/cannot read \(mode 0600/g)).toHaveLength(10);
    expect(message).toContain("… and 2 more");
  });
});

describe("lookupAccount", () => {
  it("finds root with its group", () => {
    expect(lookupAccount("root")).toMatchObject({ name: "root", uid: 0, gids: expect.arrayContaining([0]) });
  });

  it("names a user that does not exist", () => {
    expect(() => lookupAccount("no-such-nginx-user")).toThrow(/No user "no-such-nginx-user" on this machine/);
  });
});
