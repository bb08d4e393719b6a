import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");
const editorRoot = join(repo, "studio", "editor");

/**
 * The folder of the editor's prebuilt bundle (Decap CMS, kept apart in studio/editor/ so that
 * neither the site's install nor its visitors carry it), fetched on first use. The studio serves
 * only the package's `dist/` bundle, so only the package's own archive is fetched (`npm pack`,
 * about 16 MB), checked against the integrity studio/editor/package-lock.json pins, and its
 * `dist/` unpacked; installing the package with its dependency tree took minutes and 380 MB for the
 * same files. Returns the folder, or an error message.
 */
export function editorDirectory(): { dir: string } | { error: string } {
  const dir = join(editorRoot, "decap-cms", "dist");
  if (existsSync(join(dir, "decap-cms.js"))) return { dir };
  const pinned = pinnedEditor();
  console.log(`Fetching the studio's editor, Decap CMS ${pinned.version} (once) …`);
  const scratch = mkdtempSync(join(tmpdir(), "studio-editor-"));
  try {
    const pack = spawnSync("npm", ["pack", `decap-cms@${pinned.version}`, "--silent", "--pack-destination", scratch], { encoding: "utf8" });
    const archive = join(scratch, pack.stdout.trim().split("\n").at(-1) ?? "");
    if (pack.status !== 0 || !existsSync(archive)) return { error: `fetching the editor failed: ${pack.stderr.trim() || "npm pack wrote no archive"}` };
    const integrity = `sha512-${createHash("sha512").update(readFileSync(archive)).digest("base64")}`;
    if (integrity !== pinned.integrity) return { error: `the editor's archive is not the one studio/editor/package-lock.json pins (${integrity})` };
    const unpack = spawnSync("tar", ["-xzf", archive, "-C", scratch, "package/dist"], { encoding: "utf8" });
    if (unpack.status !== 0 || !existsSync(join(scratch, "package", "dist", "decap-cms.js"))) {
      return { error: `unpacking the editor failed: ${unpack.stderr.trim()}` };
    }
    rmSync(join(editorRoot, "decap-cms"), { recursive: true, force: true });
    cpSync(join(scratch, "package", "dist"), dir, { recursive: true });
    return { dir };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The editor's version and archive integrity, as studio/editor/package-lock.json pins them. */
function pinnedEditor(): { version: string; integrity: string } {
  const lock = JSON.parse(readFileSync(join(editorRoot, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string; integrity?: string }>;
  };
  const { version, integrity } = lock.packages["node_modules/decap-cms"] ?? {};
  if (!version || !integrity) throw new Error("studio/editor/package-lock.json pins no decap-cms version");
  return { version, integrity };
}
