import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");

/**
 * The folder of the editor's prebuilt bundle (Decap CMS, installed apart in studio/editor/ so that
 * neither the site's install nor its visitors carry it), installed on first use with `npm ci`.
 * Returns the folder, or an error message.
 */
export function editorDirectory(): { dir: string } | { error: string } {
  const dir = join(repo, "studio", "editor", "node_modules", "decap-cms", "dist");
  if (!existsSync(join(dir, "decap-cms.js"))) {
    console.log("Installing the studio's editor (once; about two minutes) …");
    const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: join(repo, "studio", "editor"), stdio: "inherit" });
    if (install.status !== 0 || !existsSync(join(dir, "decap-cms.js"))) return { error: "installing the editor failed (see above)." };
  }
  return { dir };
}
