import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
    const originGit = (...args: string[]) => git(join(dir, "origin.git"), ...args);
    /** A commit pushed to the branch by someone else: `path` written with `text`. */
    const engineer = (path: string, text: string, message: string) => {
      const work = mkdtempSync(join(dir, "engineer-"));
      git(work, "clone", "-q", join(dir, "origin.git"), ".");
      writeFileSync(join(work, path), text);
      git(work, "add", "-A");
      git(work, "commit", "-q", "-m", message);
      git(work, "push", "-q", "origin", "HEAD:main");
    };
    /** A hook of the repository the site deploys from (a branch protection, say). */
    const hook = (name: string, script: string) => writeFileSync(join(dir, "origin.git", "hooks", name), script, { mode: 0o755 });
    return { clone: join(dir, "clone"), origin: originGit, engineer, hook };
  }

  const request = new Request("http://127.0.0.1/");
  const noProblems = async () => [];
  /** A save of the price as the studio makes one: the clone brought up to date, the file written, the change committed. */
  const savePrice = async (publisher: ReturnType<typeof gitPublisher>, clone: string) => {
    await publisher.before();
    writeFileSync(join(clone, "content", "business.json"), '{ "price": 2 }\n');
    await publisher.after({ message: "Changed the price", request });
  };

  it("never commits what a save that failed half-way left behind (a picture) with the next save", async () => {
    const { clone, origin } = repositories();
    const publisher = gitPublisher({ clone, branch: "main", sessionSecret: secret });
    // A picture written by a save that then failed, before its entry was committed.
    mkdirSync(join(clone, "public", "images", "uploads"), { recursive: true });
    writeFileSync(join(clone, "public", "images", "uploads", "orphan.png"), "picture");
    await publisher.before();
    writeFileSync(join(clone, "content", "business.json"), '{ "price": 2 }\n');
    await publisher.after({ message: "Update Business facts", request });
    expect(await publisher.putLive(noProblems)).toBe(1);
    expect(origin("log", "-1", "--format=%s", "main")).toBe("Update Business facts");
    expect(origin("diff", "--name-only", "main^", "main")).toBe("content/business.json");
  });

  it("keeps a save waiting, not pushed, until she puts it live; then the branch has it and nothing waits", async () => {
    const { clone, origin } = repositories();
    const publisher = gitPublisher({ clone, branch: "main", sessionSecret: secret });
    const before = origin("rev-parse", "main");
    await savePrice(publisher, clone);
    expect(origin("rev-parse", "main")).toBe(before);
    expect((await publisher.waiting()).map(({ message }) => message)).toEqual(["Changed the price"]);
    expect(await publisher.head()).not.toBe(before);

    expect(await publisher.putLive(noProblems)).toBe(1);
    expect(origin("rev-parse", "main")).toBe(await publisher.head());
    expect(origin("show", "main:content/business.json")).toBe('{ "price": 2 }');
    expect(await publisher.waiting()).toEqual([]);
    expect(await publisher.putLive(noProblems)).toBe(0);
  });

  it("lays her waiting changes on a newer commit of the branch; one that changed the same lines is refused, her changes kept", async () => {
    const { clone, origin, engineer } = repositories();
    const publisher = gitPublisher({ clone, branch: "main", sessionSecret: secret });
    await savePrice(publisher, clone);

    engineer("content/faq.json", '{ "faq": [] }\n', "A new file");
    await publisher.before();
    expect(readFileSync(join(clone, "content", "faq.json"), "utf8")).toBe('{ "faq": [] }\n');
    expect(readFileSync(join(clone, "content", "business.json"), "utf8")).toBe('{ "price": 2 }\n');
    const waiting = await publisher.waiting();
    expect(waiting.map(({ message }) => message)).toEqual(["Changed the price"]);

    engineer("content/business.json", '{ "price": 3 }\n', "The engineer's price");
    const head = await publisher.head();
    await expect(publisher.before()).rejects.toThrow(/Not saved: the site was changed .* in the same place as your changes that are not live yet/);
    await expect(publisher.putLive(noProblems)).rejects.toThrow(/Not put live: the site was changed/);
    expect(await publisher.head()).toBe(head);
    expect(readFileSync(join(clone, "content", "business.json"), "utf8")).toBe('{ "price": 2 }\n');
    expect(origin("show", "main:content/business.json")).toBe('{ "price": 3 }');

    expect(await publisher.discard()).toBe(1);
    expect(await publisher.waiting()).toEqual([]);
    expect(readFileSync(join(clone, "content", "business.json"), "utf8")).toBe('{ "price": 3 }\n');
  });

  it("puts nothing live that the site's rules refuse as the files read now, and keeps it waiting", async () => {
    const { clone, origin } = repositories();
    const publisher = gitPublisher({ clone, branch: "main", sessionSecret: secret });
    const before = origin("rev-parse", "main");
    await savePrice(publisher, clone);
    const checked: string[][] = [];
    const refuse = async (paths: string[]) => {
      checked.push(paths);
      return ["Prices › Price: must be less than 2"];
    };
    await expect(publisher.putLive(refuse)).rejects.toThrow("Not put live: with the site as it is now, your changes would break a rule. Prices › Price: must be less than 2.");
    expect(checked).toEqual([["content/business.json"]]);
    expect(origin("rev-parse", "main")).toBe(before);
    expect(await publisher.waiting()).toHaveLength(1);
  });

  it("finds its clone again after it stopped in the middle of laying her changes on a newer commit: nothing is refused for it, and a discard discards", async () => {
    const { clone, origin, engineer } = repositories();
    const publisher = gitPublisher({ clone, branch: "main", sessionSecret: secret });
    await savePrice(publisher, clone);
    engineer("content/business.json", '{ "price": 3 }\n', "The engineer's price");
    // What a studio stopped during the rebase leaves: a rebase half-done, the clone off its branch.
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.com", ...args], { cwd: clone }).toString().trim();
    git("fetch", "-q", "origin");
    expect(() => git("rebase", "origin/main")).toThrow();
    expect(() => git("symbolic-ref", "-q", "HEAD")).toThrow();

    expect(await publisher.discard()).toBe(1);
    expect(git("symbolic-ref", "HEAD")).toBe("refs/heads/main");
    expect(await publisher.waiting()).toEqual([]);
    expect(readFileSync(join(clone, "content", "business.json"), "utf8")).toBe('{ "price": 3 }\n');
    await publisher.before();
    writeFileSync(join(clone, "content", "business.json"), '{ "price": 4 }\n');
    await publisher.after({ message: "A new price", request });
    expect((await publisher.waiting()).map(({ message }) => message)).toEqual(["A new price"]);
    expect(await publisher.putLive(noProblems)).toBe(1);
    expect(origin("show", "main:content/business.json")).toBe('{ "price": 4 }');
  });

  it("says a push the repository refuses for another reason than a newer commit is not hers to try again, her changes still waiting", async () => {
    const { clone, origin, hook } = repositories();
    const publisher = gitPublisher({ clone, branch: "main", sessionSecret: secret });
    await savePrice(publisher, clone);
    hook("pre-receive", "#!/bin/sh\necho 'protected branch' >&2\nexit 1\n");
    const before = origin("rev-parse", "main");
    await expect(publisher.putLive(noProblems)).rejects.toThrow(/Not put live: the site's repository refused the studio's changes\. Your changes are still waiting; tell whoever looks after the site/);
    expect(origin("rev-parse", "main")).toBe(before);
    expect(await publisher.waiting()).toHaveLength(1);
  });
});
