import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { generatePageCopy, pageCopyProblemsText } from "../scripts/generate-page-copy.ts";
import { editorDirectory } from "./editor.ts";

// `npm run studio`: the owner's studio on this computer. The editor at http://127.0.0.1:3001/admin/
// edits the files in content/ of this working tree, and the site runs beside it with hot reload at
// http://127.0.0.1:3002 (`npm run dev`), so a saved change shows on the page at once, in English and
// at /es/… in Spanish (the Spanish pages come from a second dev server, to which the site's passes
// every /es address: scripts/dev.ts). Loopback only: the studio has no sign-in, so it refuses to listen anywhere
// another computer could reach it.
//
//   STUDIO_PORT (default 3001)       the editor's port
//   STUDIO_HOST (default 127.0.0.1)  127.0.0.1, ::1 or localhost; anything else is refused
//   STUDIO_SITE_PORT (default 3002)  the site's port; STUDIO_SITE=off runs the editor alone
//   STUDIO_SITE_ES_PORT (default the site's port + 1) the Spanish pages' dev server, on loopback;
//                                    open the site's port, which passes /es to it
//   STUDIO_ROOT (default this repository) the working tree to edit (the tests point it at a copy)

const repo = resolve(import.meta.dirname, "..");
const loopback = ["127.0.0.1", "::1", "localhost"];

function portFrom(name: string, fallback: number): number {
  const value = process.env[name]?.trim() || String(fallback);
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) fail(`${name} must be a port number from 1 to 65535, not "${value}"`);
  return port;
}

function fail(message: string): never {
  console.error(`The studio cannot start: ${message}`);
  process.exit(1);
}

const host = process.env.STUDIO_HOST?.trim() || "127.0.0.1";
if (!loopback.includes(host)) {
  fail(`STUDIO_HOST is "${host}", but the studio has no sign-in and listens only on this computer (${loopback.join(", ")}).`);
}
const port = portFrom("STUDIO_PORT", 3001);
const sitePort = portFrom("STUDIO_SITE_PORT", 3002);
const spanishSitePort = portFrom("STUDIO_SITE_ES_PORT", sitePort + 1);
const withSite = process.env.STUDIO_SITE !== "off";
const root = resolve(process.env.STUDIO_ROOT?.trim() || repo);
if (!existsSync(join(root, "content"))) fail(`${root} has no content/ folder to edit.`);

// The pages' filled-in words, which the studio's checks read: a fresh clone has none until
// `npm run generate` (or a build) writes them, so they are written first, quietly.
const wordProblems = generatePageCopy();
if (wordProblems.length > 0) fail(pageCopyProblemsText(wordProblems));
const { studioApp } = await import("./app.ts");
// The live site, which an entry's "View Live" opens; her changes show at `siteUrl` until they are published.
const { site } = await import("../core/site.ts");

const editor = editorDirectory();
if ("error" in editor) fail(editor.error);
const editorDir = editor.dir;

const urlHost = host === "::1" ? "[::1]" : host;
const siteUrl = `http://${urlHost}:${sitePort}`;
const hosts = [`${urlHost}:${port}`, ...(host === "localhost" ? [`127.0.0.1:${port}`] : [])];

const children: ChildProcess[] = [];
if (withSite) {
  // `npm run dev` (the generated lists, the offer images, then the dev servers of both languages,
  // which reload the page when a file in content/ changes).
  const site = spawn("npm", ["run", "dev", "--", "--host", host, "--port", String(sitePort), "--strictPort"], {
    cwd: root,
    env: { ...process.env, DEV_ES_PORT: String(spanishSitePort) },
    stdio: "inherit",
    detached: true,
  });
  children.push(site);
}

const server = serve({ fetch: studioApp({ root, siteUrl, liveUrl: site.siteUrl, editorDir, hosts }).fetch, hostname: host, port }, () => {
  console.log(`Studio: http://${urlHost}:${port}/admin/  (editing ${join(root, "content")})`);
  if (withSite) console.log(`Site, with your changes: ${siteUrl} (in Spanish: ${siteUrl}/es/)`);
});

function stop() {
  for (const child of children) if (child.pid) process.kill(-child.pid, "SIGTERM");
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
