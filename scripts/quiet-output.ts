import { stripVTControlCharacters } from "node:util";

/**
 * What the site's scripts leave out of the output of the tools they run (scripts/start.ts, a build
 * step's; scripts/dev.ts, the dev servers'): lines no one here can act on. React Router's own Vite
 * instances that read its config pass `envFile: false`, which Vite 8 calls deprecated (vite.config.ts
 * renames it for the instances that take the site's plugins; these take none).
 */
export const unactionable = [/^The `envFile` option is deprecated, please use `envDir: false` instead\.$/];

/** Whether a line of a tool's output is one of the `unactionable` ones (its colors aside). */
export function isUnactionable(line: string): boolean {
  return unactionable.some((pattern) => pattern.test(stripVTControlCharacters(line).trim()));
}

/** A step's output, without the unactionable lines and without trailing blank lines. */
export function shown(output: string): string {
  return output
    .split("\n")
    .filter((line) => !isUnactionable(line))
    .join("\n")
    .trimEnd();
}
