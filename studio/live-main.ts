import { existsSync, mkdtempSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { generatePageCopy, pageCopyProblemsText } from "../scripts/generate-page-copy.ts";
import { editorDirectory } from "./editor.ts";

// `npm run studio:live`: the owner's studio on the live server, behind nginx at
// https://<site>/admin/ (docs/deploy.md, "The owner's studio on the live site"). It listens on
// loopback only; nginx is its one way in. Every variable is required unless it has a default:
//
//   STUDIO_SITE_URL          the site's address, as visitors type it (https://www.example.com)
//   STUDIO_CLONE             a clone of the site's repository the studio edits and pushes from
//   STUDIO_BRANCH            the branch the server deploys (default main)
//   STUDIO_EDITORS           GitHub accounts that may edit, by account id, comma-separated; a note
//                            after an id is allowed ("12345678 Maria, 23456789 Ana")
//   GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET   the site's GitHub OAuth app
//   STUDIO_SESSION_SECRET    32 characters or more: `openssl rand -hex 32`
//   STUDIO_LIVE_PORT         default 3003
//   STUDIO_PUBLISH_STATUS    deploy/release.ts's status file (default /srv/suncoast/deploy-status.txt)
//   STUDIO_LIVE_BUILD        the live site's built pages, which the preview of her waiting changes is
//                            measured against (default build/client of the live release)
//   STUDIO_SITE_ENV          the site's environment file, whose PUBLIC_* values the preview is built
//                            with, as a release is (default /etc/suncoast/site.env)
//   GITHUB_OAUTH_URL, GITHUB_API_URL   only for a test's stand-in for GitHub

function fail(message: string): never {
  console.error(`The live studio cannot start: ${message}`);
  process.exit(1);
}

const need = (name: string): string => process.env[name]?.trim() || fail(`${name} is not set.`);

const siteUrl = need("STUDIO_SITE_URL").replace(/\/+$/, "");
let siteHost: string;
try {
  siteHost = new URL(siteUrl).host;
} catch {
  fail(`STUDIO_SITE_URL must be the site's address, like https://www.example.com, not "${siteUrl}".`);
}
const clone = resolve(need("STUDIO_CLONE"));
if (!existsSync(join(clone, ".git")) || !existsSync(join(clone, "content"))) fail(`${clone} is not a clone of the site's repository.`);
const branch = process.env.STUDIO_BRANCH?.trim() || "main";
// Account ids, not login names: a login can be renamed and then taken by someone else.
const editors = need("STUDIO_EDITORS")
  .split(",")
  .map((entry) => entry.trim())
  .filter(Boolean)
  .map((entry) => {
    const id = /^(\d+)(?:\s.*)?$/.exec(entry)?.[1];
    if (!id) {
      const login = entry.split(/\s/)[0]!.replace(/[^\w-]/g, "");
      fail(`STUDIO_EDITORS lists GitHub account ids (numbers), not "${entry}". An account's id is the "id" at https://api.github.com/users/${login}.`);
    }
    return Number(id);
  });
const sessionSecret = need("STUDIO_SESSION_SECRET");
if (sessionSecret.length < 32) fail("STUDIO_SESSION_SECRET must be 32 characters or more (openssl rand -hex 32).");
const portText = process.env.STUDIO_LIVE_PORT?.trim() || "3003";
const port = Number(portText);
if (!/^\d+$/.test(portText) || port < 1 || port > 65535) fail(`STUDIO_LIVE_PORT must be a port number, not "${portText}".`);

// The pages' filled-in words, which the studio's checks read (a release has them from its build;
// a checkout that has not built yet has none).
const wordProblems = generatePageCopy();
if (wordProblems.length > 0) fail(pageCopyProblemsText(wordProblems));
const { studioApp } = await import("./app.ts");
const { gitHubSignIn, gitPublisher } = await import("./live.ts");
const { previewBuilds } = await import("./preview.ts");
const { readEnvFile } = await import("../deploy/release.ts");
const release = resolve(import.meta.dirname, "..");

const editor = editorDirectory();
if ("error" in editor) fail(editor.error);

// Her saves wait in the clone until she puts them live; the preview builds the clone as it is, with
// this release's packages, in a folder of its own that goes when the studio stops.
const publisher = gitPublisher({ clone, branch, sessionSecret });
// The release the live site runs now: `current`, when the studio runs from a release folder
// (releases/<name>, docs/deploy.md), read again at each build, since releases follow one another
// while the studio runs; else this checkout.
const liveRelease = () => {
  const root = /[\\/]releases[\\/][^\\/]+$/.test(release) ? resolve(release, "..", "..") : undefined;
  return root && existsSync(join(root, "current")) ? realpathSync(join(root, "current")) : release;
};
// The site's build-time values, as the release's build reads them from its environment file.
const siteEnvFile = process.env.STUDIO_SITE_ENV?.trim() || "/etc/suncoast/site.env";
const siteValues = () => {
  if (!existsSync(siteEnvFile)) return {};
  return Object.fromEntries(Object.entries(readEnvFile(readFileSync(siteEnvFile, "utf8"))).filter(([name]) => name.startsWith("PUBLIC_")));
};
const preview = previewBuilds({
  clone,
  dir: mkdtempSync(join(tmpdir(), "suncoast-studio-preview-")),
  modules: () => join(liveRelease(), "node_modules"),
  live: () => resolve(process.env.STUDIO_LIVE_BUILD?.trim() || join(liveRelease(), "build", "client")),
  siteValues,
});

const app = studioApp({
  root: clone,
  siteUrl,
  editorDir: editor.dir,
  hosts: [siteHost],
  apiPath: "/admin/api/v1",
  signIn: gitHubSignIn({
    clientId: need("GITHUB_CLIENT_ID"),
    clientSecret: need("GITHUB_CLIENT_SECRET"),
    editors,
    sessionSecret,
    siteOrigin: siteUrl,
    oauthUrl: process.env.GITHUB_OAUTH_URL?.trim() || undefined,
    apiUrl: process.env.GITHUB_API_URL?.trim() || undefined,
  }),
  writes: publisher,
  waiting: { list: publisher.waiting, head: publisher.head, putLive: publisher.putLive, discard: publisher.discard, preview },
  publishStatusFile: process.env.STUDIO_PUBLISH_STATUS?.trim() || "/srv/suncoast/deploy-status.txt",
  history: { branch },
});

const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port }, () => {
  console.log(`Live studio on 127.0.0.1:${port}, for ${siteUrl}/admin/ (editing ${clone}, pushing to ${branch})`);
});
const stop = () => {
  void preview.clear().finally(() => server.close(() => process.exit(0)));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
