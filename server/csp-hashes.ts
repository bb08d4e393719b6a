import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { z } from "zod";

/**
 * build/csp-hashes.json, written by scripts/postbuild/run.ts: for each served page path ("/", "/about",
 * "/404"), the sha256 hashes of its inline scripts as `sha256-<base64>`. It sits outside the client
 * directory so it is never served.
 */
export const cspHashManifestSchema = z.record(
  z.string().startsWith("/"),
  z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/, "expected sha256-<base64>")),
);

export type CspHashManifest = z.infer<typeof cspHashManifestSchema>;

/** Where the server looks for the manifest of a client folder: beside it, so it is never served. */
export function cspManifestPathFor(clientDir: string): string {
  return join(dirname(clientDir), "csp-hashes.json");
}

/** Reads and checks the manifest; throws with the file name when it is missing or malformed. */
export function readCspHashManifest(file: string): CspHashManifest {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`Cannot read the CSP hash manifest ${file} (run \`npm run build\`)`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The CSP hash manifest ${file} is not JSON`, { cause: error });
  }
  const parsed = cspHashManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`The CSP hash manifest ${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
