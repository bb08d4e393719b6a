/**
 * Fills in the pages' words: reads each page file the owner edits (content/pages/*.json, listed in
 * content/page-files.ts), checks it against its rules, fills every {{placeholder}} with the current
 * figure (core/placeholders.ts), and writes the finished words to content/pages/filled/, which the
 * page modules import. So the pages' JavaScript carries finished text and no placeholder code, as
 * before the words moved to JSON.
 *
 * Runs in `npm run generate` (before dev, build, type checks and unit tests), and from the studio
 * after it saves a page or the business facts (studio/backend.ts), so the site beside the studio
 * shows the change. The filled files are not committed: they follow content/business.json, which
 * the owner changes on her own. A page file that breaks a rule stops it with the field named in the
 * owner's words. `--check` exits non-zero when a filled file is out of date instead of writing it;
 * `--root <folder>` fills the page files of another working tree (the studio's).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { pageFiles, runTimeFigures } from "../content/page-files.ts";
import { fillPlaceholders } from "../core/placeholders.ts";
import { problemsInOwnersWords } from "../core/site-schema.ts";

const repo = fileURLToPath(new URL("..", import.meta.url));

/** Where a page file's finished words go: content/pages/about.json → content/pages/filled/about.json. */
export const filledPath = (file: string) => join(dirname(file), "filled", basename(file));

/**
 * `copy` with every text filled in, at any depth; `where` names the field in an error. A figure the
 * page fills in when it runs ({{zip}}, runTimeFigures) is left as it is: the schema has already
 * refused it in every field but the one that uses it.
 */
function fillDeep(copy: unknown, where: string): unknown {
  if (typeof copy === "string") return fillPlaceholders(copy, where, runTimeFigures);
  if (Array.isArray(copy)) return copy.map((item, i) => fillDeep(item, `${where}[${i}]`));
  if (copy && typeof copy === "object") return Object.fromEntries(Object.entries(copy).map(([key, child]) => [key, fillDeep(child, `${where}.${key}`)]));
  return copy;
}

/**
 * One page file's finished words as the filled file holds them, or its problems in the owner's
 * words ("content/pages/about.json (About): Our story › Heading: must not be empty").
 */
export function fillPageFile(file: keyof typeof pageFiles, raw: string): { problems: string[]; text?: string } {
  const { label, schema } = pageFiles[file];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { problems: [`${file} (${label}): could not be read as JSON (${(error as Error).message})`] };
  }
  const problems = problemsInOwnersWords(schema(), value).map((problem) => `${file} (${label}): ${problem}`);
  if (problems.length > 0) return { problems };
  return { problems, text: `${JSON.stringify(fillDeep(value, file), null, 2)}\n` };
}

/** Fills every page file under `root`; returns the problems, and writes nothing for a file that has some. */
export function generatePageCopy(root = repo, check = false): string[] {
  const problems: string[] = [];
  for (const file of Object.keys(pageFiles) as (keyof typeof pageFiles)[]) {
    const result = fillPageFile(file, readFileSync(join(root, file), "utf8"));
    problems.push(...result.problems);
    if (result.text === undefined) continue;
    const out = join(root, filledPath(file));
    const current = existsSync(out) ? readFileSync(out, "utf8") : "";
    if (current === result.text) continue;
    if (check) {
      problems.push(`${filledPath(file)} is out of date with ${file}; run npm run generate`);
    } else {
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, result.text);
      if (!process.argv.includes("--quiet")) console.log(`Wrote: ${out}`);
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rootArgument = process.argv.indexOf("--root");
  const root = rootArgument > 0 && process.argv[rootArgument + 1] ? process.argv[rootArgument + 1]! : repo;
  const problems = generatePageCopy(root, process.argv.includes("--check"));
  if (problems.length > 0) {
    console.error(`The pages' words cannot be used (fix these in the studio's "Pages", or in the files):\n${problems.map((p) => `  ✖ ${p}`).join("\n")}`);
    process.exit(1);
  }
}
