import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { gitPublisher, readSession, sessionValue } from "./live.ts";

const secret = "s".repeat(40);
const session = { sid: "a-sign-in", id: 31415926, login: "maria-suncoast", name: "Maria Lopez", expires: Date.now() + 60_000 };

describe("the live studio's sign-in cookie", () => {
  it("reads back the session it wrote", () => {
    expect(readSession(secret, sessionValue(secret, session))).toEqual(session);
  });

  it("refuses a cookie signed with another secret, changed, expired or not a session", () => {
    expect(readSession("t".repeat(40), sessionValue(secret, session))).toBeUndefined();
    const [body, signature] = sessionValue(secret, session).split(".");
    const forged = Buffer.from(JSON.stringify({ ...session, login: "stranger" })).toString("base64url");
    expect(readSession(secret, `${forged}.${signature}`)).toBeUndefined();
    expect(readSession(secret, `${body}.${signature}`, session.expires + 1)).toBeUndefined();
    expect(readSession(secret, undefined)).toBeUndefined();
    expect(readSession(secret, "not-a-cookie")).toBeUndefined();
    // A cookie of before sign-ins had ids: no account id, no sign-in.
    expect(readSession(secret, sessionValue(secret, { login: "maria-suncoast", name: "Maria", expires: session.expires } as never))).toBeUndefined();
  });
});

describe("the live studio's saves as commits", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A repository the site deploys from, and the studio's clone of it. */
  function repositories() {
    const dir = mkdtempSync(join(tmpdir(), "studio-git-"));
    dirs.push(dir);
    const git = (cwd: string, ...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Seed", "-c", "user.email=seed@example.com", ...args], { cwd }).toString().trim();
    const seed = join(dir, "seed");
    mkdirSync(join(seed, "content"), { recursive: true });
    writeFileSync(join(seed, "content", "business.json"), '{ "price": 1 }\n');
    git(seed, "init", "-q", "-b", "main");
    git(seed, "add", "-A");
    git(seed, "commit", "-q", "-m", "The site");
    git(dir, "clone", "-q", "--bare", seed, "origin.git");
    git(dir, "clone", "-q", "origin.git", "clone");
    return { clone: join(dir, "clone"), origin: (...args: string[]) => git(join(dir, "origin.git"), ...args) };
  }

  it("never commits what a save that failed half-way left behind (a picture) with the next save", async () => {
    const { clone, origin } = repositories();
    const publisher = gitPublisher({ clone, branch: "main", sessionSecret: secret });
    // A picture written by a save that then failed, before its entry was committed.
    mkdirSync(join(clone, "public", "images", "uploads"), { recursive: true });
    writeFileSync(join(clone, "public", "images", "uploads", "orphan.png"), "picture");
    await publisher.before();
    writeFileSync(join(clone, "content", "business.json"), '{ "price": 2 }\n');
    await publisher.after({ message: "Update Business facts", request: new Request("http://127.0.0.1/") });
    expect(origin("log", "-1", "--format=%s", "main")).toBe("Update Business facts");
    expect(origin("diff", "--name-only", "main^", "main")).toBe("content/business.json");
  });
});
