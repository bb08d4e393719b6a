import { execFile } from "node:child_process";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import type { Context, MiddlewareHandler } from "hono";
import type { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { StudioError } from "./backend.ts";
import { uploadsFolder } from "../core/uploads.ts";

/**
 * The live site's studio (`npm run studio:live`, behind nginx at https://<site>/admin/): the same
 * editor and the same checks as on the owner's computer, plus
 * - sign-in through GitHub: only the GitHub accounts STUDIO_EDITORS lists, by their account ids
 *   (a login name can be renamed and taken by someone else; an id cannot), get in. The studio
 *   keeps who signed in in a signed cookie and never GitHub's token, and checks on every request
 *   that the sign-in is one it still holds: signing out ends it at once, and so does taking an
 *   account off the list (the studio restarts with the new list, and a restart ends every sign-in);
 * - saves as commits: the studio edits its own clone of the site's repository; each save that
 *   passes the site's rules is committed there under the editor's name and waits, seen in the
 *   preview (studio/preview.ts), until she puts it live: a push to the branch the server deploys
 *   (deploy/release.ts builds it, and keeps the live site on its release when the build refuses it).
 */

const run = promisify(execFile);

export type GitHubSignIn = {
  clientId: string;
  clientSecret: string;
  /** GitHub accounts that may edit, by their account ids (`id` in https://api.github.com/users/<login>). */
  editors: readonly number[];
  /** Signs the session cookie: at least 32 characters, kept secret. */
  sessionSecret: string;
  /** The site's origin the studio is reached at (https://www.example.com): GitHub sends the editor back there. */
  siteOrigin: string;
  /** GitHub's addresses; others only for a test's stand-in. */
  oauthUrl?: string;
  apiUrl?: string;
  /** How long a sign-in lasts (default 12 hours). */
  sessionHours?: number;
};

/** A sign-in: which one (`sid`, random), whose (the GitHub account's id, login and name), until when. */
type Session = { sid: string; id: number; login: string; name: string; expires: number };

const sessionCookie = "studio_session";
const stateCookie = "studio_oauth_state";

const sign = (secret: string, value: string) => createHmac("sha256", secret).update(value).digest("base64url");

/** The cookie's value: the session as JSON, then its signature. */
export function sessionValue(secret: string, session: Session): string {
  const body = Buffer.from(JSON.stringify(session)).toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

/** The session a cookie holds, when its signature is ours and it has not expired. */
export function readSession(secret: string, value: string | undefined, now = Date.now()): Session | undefined {
  const [body = "", signature = ""] = (value ?? "").split(".");
  const expected = sign(secret, body);
  if (!body || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return undefined;
  try {
    const session = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Session;
    const whole = typeof session.sid === "string" && typeof session.id === "number" && typeof session.login === "string";
    return whole && session.expires > now ? session : undefined;
  } catch {
    return undefined;
  }
}

/** A page with one message and a way on: what the sign-in says when it cannot let someone in. */
const notice = (c: Context, status: 400 | 403 | 502, text: string) =>
  c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Studio</title></head><body><main><h1>Studio</h1><p>${text}</p><p><a href="/admin/">Try again</a></p></main></body></html>`,
    status,
  );

/** The sign-in routes and the guard for studioApp's `signIn`. */
export function gitHubSignIn(options: GitHubSignIn): { routes: (app: Hono) => void; guard: MiddlewareHandler } {
  const oauthUrl = (options.oauthUrl ?? "https://github.com").replace(/\/+$/, "");
  const apiUrl = (options.apiUrl ?? "https://api.github.com").replace(/\/+$/, "");
  const secure = options.siteOrigin.startsWith("https://");
  const callback = `${options.siteOrigin}/admin/oauth/callback`;
  const editors = new Set(options.editors);
  /** The sign-ins this studio has given and not ended, by `sid`, with when each ends. */
  const signedIn = new Map<string, number>();
  /**
   * A cookie's session, when it is one this studio still holds. Only an account on the list is
   * given one, and the list is this process's: a new list comes with a restart, which holds none.
   */
  const current = (value: string | undefined): Session | undefined => {
    const session = readSession(options.sessionSecret, value);
    return session && signedIn.has(session.sid) ? session : undefined;
  };

  const routes = (app: Hono) => {
    app.get("/admin/oauth/authorize", (c) => {
      const state = randomBytes(24).toString("base64url");
      setCookie(c, stateCookie, state, { httpOnly: true, secure, sameSite: "Lax", path: "/admin/oauth", maxAge: 600 });
      const url = new URL(`${oauthUrl}/login/oauth/authorize`);
      url.searchParams.set("client_id", options.clientId);
      url.searchParams.set("redirect_uri", callback);
      url.searchParams.set("scope", "read:user");
      url.searchParams.set("state", state);
      return c.redirect(url.toString());
    });

    app.get("/admin/oauth/callback", async (c) => {
      const expected = getCookie(c, stateCookie);
      deleteCookie(c, stateCookie, { path: "/admin/oauth", secure });
      const { code, state } = c.req.query();
      if (!code || !state || !expected || state !== expected) {
        return notice(c, 400, "This sign-in was not started from this browser. Open the studio and sign in again.");
      }
      let id: number;
      let login: string;
      let name: string;
      try {
        const tokenResponse = await fetch(`${oauthUrl}/login/oauth/access_token`, {
          method: "POST",
          headers: { Accept: "application/json", "Content-Type": "application/json" },
          body: JSON.stringify({ client_id: options.clientId, client_secret: options.clientSecret, code, redirect_uri: callback }),
          signal: AbortSignal.timeout(10_000),
        });
        const { access_token: token } = (await tokenResponse.json()) as { access_token?: string };
        if (!token) return notice(c, 502, "GitHub did not sign you in. Try again.");
        const userResponse = await fetch(`${apiUrl}/user`, {
          headers: { Accept: "application/vnd.github+json", Authorization: `Bearer ${token}`, "User-Agent": "suncoast-studio" },
          signal: AbortSignal.timeout(10_000),
        });
        const user = (await userResponse.json()) as { id?: unknown; login?: string; name?: string | null };
        if (!userResponse.ok || !user.login || typeof user.id !== "number") return notice(c, 502, "GitHub did not say who you are. Try again.");
        id = user.id;
        login = user.login;
        name = user.name || user.login;
      } catch {
        return notice(c, 502, "GitHub could not be reached. Try again in a minute.");
      }
      if (!editors.has(id)) {
        return notice(c, 403, `The GitHub account ${login.replace(/[^\w-]/g, "")} may not edit this site. Ask the site's owner to add it.`);
      }
      const hours = options.sessionHours ?? 12;
      const session = { sid: randomBytes(24).toString("base64url"), id, login, name, expires: Date.now() + hours * 3_600_000 };
      for (const [sid, ends] of signedIn) if (ends <= Date.now()) signedIn.delete(sid);
      signedIn.set(session.sid, session.expires);
      setCookie(c, sessionCookie, sessionValue(options.sessionSecret, session), {
        httpOnly: true,
        secure,
        sameSite: "Lax",
        path: "/admin",
        maxAge: hours * 3600,
      });
      return c.redirect("/admin/");
    });

    app.get("/admin/oauth/sign-out", (c) => {
      const session = readSession(options.sessionSecret, getCookie(c, sessionCookie));
      if (session) signedIn.delete(session.sid);
      deleteCookie(c, sessionCookie, { path: "/admin", secure });
      return c.redirect(options.siteOrigin);
    });
  };

  const guard: MiddlewareHandler = async (c, next) => {
    if (c.req.path.startsWith("/admin/oauth/")) return next();
    const session = current(getCookie(c, sessionCookie));
    if (!session) {
      if (c.req.method === "GET" && !c.req.path.startsWith("/admin/api/")) return c.redirect("/admin/oauth/authorize");
      return c.json({ error: "Your sign-in has ended. Reload the studio and sign in again." }, 401);
    }
    c.set("editor" as never, session as never);
    return next();
  };

  return { routes, guard };
}

/** Who is signed in on this request (set by the guard). */
export const editorOf = (secret: string, request: Request): Session | undefined => {
  const cookie = /(?:^|;\s*)studio_session=([^;]+)/.exec(request.headers.get("Cookie") ?? "")?.[1];
  return readSession(secret, cookie);
};

/** A change saved in the live studio and not yet put live: a commit of the clone the branch lacks. */
export type Waiting = { commit: string; message: string; who: string; when: string };

/**
 * Saves as commits in `clone`, a clone of the site's repository with `origin` the repository the
 * server deploys from. A save is committed there under the editor's name and **waits**: the live site
 * has it only once she puts it live (`putLive`, a push to `branch`), after seeing it in the preview
 * (studio/preview.ts builds the clone as it is). `discard` drops every change waiting.
 *
 * Before each save the clone is brought to `branch`'s newest commit, with the waiting changes laid
 * on top (a rebase); when a newer commit on the branch changed the same lines as a waiting change,
 * nothing is laid over anything: the save is refused, the clone left as it was, and she is asked to
 * put her changes live or discard them. A push the repository refuses (it moved on meanwhile) is
 * refused to her too, her changes still waiting, so nothing is lost in silence.
 */
export function gitPublisher({ clone, branch, sessionSecret }: { clone: string; branch: string; sessionSecret: string }) {
  const git = (...args: string[]) => run("git", args, { cwd: clone, timeout: 60_000 });
  const upstream = `origin/${branch}`;
  // The folders the studio writes (the uploads folder exists once a first picture is saved).
  const folders = () => ["content", uploadsFolder].filter((folder) => existsSync(join(clone, folder)));
  // The clone as its last commit has it. A save that failed half-way may have left a new file (a
  // picture) behind: not the next save's to commit, so it goes too.
  const asCommitted = async (commit = "HEAD") => {
    await git("reset", "--quiet", "--hard", commit);
    await git("clean", "--quiet", "--force", "-d", "--", "content", uploadsFolder);
  };
  const fetchBranch = async (refusal: string) => {
    // Twice more after a short wait: a fetch of the history page at the same moment holds the refs' lock.
    for (let attempt = 1; ; attempt++) {
      try {
        await git("fetch", "--quiet", "origin", branch);
        return;
      } catch {
        if (attempt === 3) throw new StudioError(`${refusal}: the site's history could not be fetched. Try again in a minute.`);
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  };
  /**
   * The clone on its branch, with no rebase left half-done: the studio may have stopped in the
   * middle of one (a restart, a crash), leaving the clone between commits and off its branch.
   */
  const onBranch = async () => {
    const { stdout } = await git("rev-parse", "--git-path", "rebase-merge", "--git-path", "rebase-apply");
    if (stdout.split("\n").some((path) => path && existsSync(resolve(clone, path)))) await git("rebase", "--abort").catch(() => undefined);
    const attached = await git("symbolic-ref", "--quiet", "HEAD").then(
      () => true,
      () => false,
    );
    if (!attached) await git("checkout", "--quiet", "-B", branch);
  };
  /** The branch's newest commit with the waiting changes on top; refused, the clone as it was, when they collide. */
  const onNewest = async (refusal: string) => {
    await fetchBranch(refusal);
    await onBranch();
    await asCommitted();
    try {
      await git("-c", "user.name=Studio", "-c", "user.email=studio@localhost", "rebase", "--quiet", upstream);
    } catch {
      await git("rebase", "--abort").catch(() => undefined);
      await asCommitted();
      throw new StudioError(
        `${refusal}: the site was changed (by whoever looks after its code, or another editor) in the same place as your changes that are not live yet. Discard your changes that are waiting (the bar at the foot of the studio) and make them again.`,
      );
    }
  };
  const waiting = async (): Promise<Waiting[]> => {
    const { stdout } = await git("log", "--format=%H%x1f%an%x1f%aI%x1f%s", `${upstream}..HEAD`);
    return stdout
      .split("\n")
      .filter(Boolean)
      .map((row) => {
        const [commit = "", who = "", when = "", message = ""] = row.split("\x1f");
        return { commit, who, when, message };
      });
  };
  return {
    async before() {
      await onNewest("Not saved");
    },
    async after({ message, request }: { message: string; request: Request }) {
      const editor = editorOf(sessionSecret, request);
      const who = editor ? `${editor.name.replace(/[<>\n]/g, "")} <${editor.login}@users.noreply.github.com>` : "Studio <studio@localhost>";
      try {
        await git("add", "--all", "--", ...folders());
        const { stdout } = await git("status", "--porcelain", "--", ...folders());
        if (stdout.trim() === "") return;
        await git("-c", "user.name=Studio", "-c", "user.email=studio@localhost", "commit", "--quiet", "--author", who, "-m", message);
      } catch (error) {
        await asCommitted().catch(() => undefined);
        console.error("[studio] committing failed:", error);
        throw new StudioError("Not saved: the change could not be recorded in the site's history. Try again; if it happens again, tell whoever looks after the site.");
      }
    },
    /** Her saved changes the live site does not have yet, newest first (as the clone knows the branch: not fetched). */
    waiting,
    /** The commit the clone is at. */
    async head(): Promise<string> {
      return (await git("rev-parse", "HEAD")).stdout.trim();
    },
    /**
     * Puts every waiting change live: laid on the branch's newest commit, checked by `check` (the
     * site's rules over the files they change, as they read now), and pushed. Answers how many went.
     */
    async putLive(check: (paths: string[]) => Promise<string[]>): Promise<number> {
      await onNewest("Not put live");
      const changes = await waiting();
      if (changes.length === 0) return 0;
      const { stdout } = await git("diff", "--name-only", "--no-renames", upstream, "HEAD");
      const problems = await check(stdout.split("\n").filter(Boolean));
      if (problems.length > 0) {
        throw new StudioError(`Not put live: with the site as it is now, your changes would break a rule. ${problems.join("; ")}. Change it in the editor, or discard your changes that are waiting.`);
      }
      try {
        await git("push", "--quiet", "--porcelain", "origin", `HEAD:${branch}`);
      } catch (error) {
        const said = `${(error as { stdout?: string }).stdout ?? ""}\n${(error as { stderr?: string }).stderr ?? ""}`;
        // The repository moved on between the fetch and the push: trying again lays her changes on it.
        if (/\[rejected\]|non-fast-forward|fetch first/.test(said)) {
          throw new StudioError("Not put live: someone else changed the site at the same moment. Your changes are still waiting: try again.");
        }
        console.error("[studio] the push was refused:", said.trim());
        throw new StudioError("Not put live: the site's repository refused the studio's changes. Your changes are still waiting; tell whoever looks after the site (the studio's log says why).");
      }
      await git("fetch", "--quiet", "origin", branch).catch(() => undefined);
      return changes.length;
    },
    /** Drops every waiting change: the clone goes back to the branch's newest commit. Answers how many went. */
    async discard(): Promise<number> {
      await fetchBranch("Not discarded");
      await onBranch();
      const changes = await waiting();
      await asCommitted(upstream);
      return changes.length;
    },
  };
}
