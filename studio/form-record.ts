import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * Where the forms' versions of the studio over `root` are kept: a folder of the system's temporary
 * one that only this user can enter (named with the user's id), one file per folder edited, named
 * by a hash of its path.
 */
export const formVersionsFile = (root: string) =>
  join(tmpdir(), `suncoast-studio-forms-${process.getuid?.() ?? "user"}`, `${createHash("sha256").update(resolve(root)).digest("hex").slice(0, 16)}.json`);

