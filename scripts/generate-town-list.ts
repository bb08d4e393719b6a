/**
 * Reads the town files, content/towns/{slug}.md (YAML front matter: the facts, the /service-areas
 * card under `serviceArea:`, the page copy under `page:`), checks them with content/town-schema.ts
 * and writes what they say as two JSON files, so that every tool reads the towns without a YAML
 * parser: the Vite build, vitest, tsc, and the server and scripts under tsx.
 *
 * - content/towns.generated.json: every town's facts (read by content/towns.ts, in every page).
 * - content/town-copy.generated.json: each town's card and page copy, with its {{placeholders}}
 *   as written (read by content/town-pages.ts, at build time only, which fills them from the live
 *   config, so a price edit in content/business.ts shows on the town pages after a normal build).
 *
 * Runs before dev, build, typecheck and the unit tests (`npm run generate`); `--check` exits
 * non-zero when the committed files are out of step with the folder instead of writing them.
 * See docs/decisions/027-towns-as-markdown.md.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkTownFiles, slugOfTownFile } from "../content/town-schema.ts";
import { readFrontMatter } from "../app/lib/markdown.server.ts";

const townsDir = fileURLToPath(new URL("../content/towns/", import.meta.url));
const contentDir = fileURLToPath(new URL("../content/", import.meta.url));

/** The generated files, by name in content/. */
export const generatedTownFiles = ["towns.generated.json", "town-copy.generated.json"] as const;
type GeneratedName = (typeof generatedTownFiles)[number];

/** The town files, by name: every .md file in content/towns/. */
export function townFileNames(dir = townsDir): string[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const bad = names.filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(name));
  if (bad.length > 0) {
    throw new Error(
      `content/towns/ holds one file per town, named after its page's address (lowercase words joined by hyphens, e.g. north-port.md): rename ${bad.join(", ")}`,
    );
  }
  return names;
}

/**
 * The generated files' text from the town files, or the problems that stop it, each naming the
 * file and the field. A file with text after its front matter is a problem too: nothing would
 * show it.
 */
export function generateTownData(dir = townsDir): { problems: string[]; files?: Record<GeneratedName, string> } {
  const problems: string[] = [];
  const frontMatter: Record<string, unknown> = {};
  const names = townFileNames(dir);
  if (names.length === 0) problems.push("content/towns/: there must be at least one town file (name.md)");
  for (const name of names) {
    const file = `content/towns/${name}`;
    try {
      const { data, body } = readFrontMatter(file, readFileSync(join(dir, name), "utf8"));
      if (body.trim() !== "") problems.push(`${file}: has text after its front matter; everything goes between the two "---" lines`);
      frontMatter[file] = data;
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const checked = checkTownFiles(frontMatter);
  problems.push(...checked.problems);
  if (problems.length > 0) return { problems };

  const towns = Object.values(checked.towns);
  const copy = Object.fromEntries(
    Object.entries(checked.towns).map(([file, { serviceArea, page }]) => [slugOfTownFile(file), { serviceArea, page }]),
  );
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    problems,
    files: {
      "towns.generated.json": json(towns.map(({ town }) => town)),
      "town-copy.generated.json": json(copy),
    },
  };
}

/**
 * Why the committed files do not match content/towns/ (a town file's problems, or "run npm run
 * generate"), or an empty list when they do.
 */
export function townDataProblems(): string[] {
  const { problems, files } = generateTownData();
  if (!files) return problems;
  const stale = generatedTownFiles.filter((name) => {
    const path = join(contentDir, name);
    return !existsSync(path) || readFileSync(path, "utf8") !== files[name];
  });
  return stale.map((name) => `content/${name} is out of date with content/towns/; run npm run generate`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { problems, files } = generateTownData();
  if (!files) {
    console.error(`The town files in content/towns/ have problems (fix these files):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  const check = process.argv.includes("--check");
  for (const name of generatedTownFiles) {
    const path = join(contentDir, name);
    const current = existsSync(path) ? readFileSync(path, "utf8") : "";
    if (current === files[name]) {
      if (!check) console.log(`Up to date: ${path}`);
    } else if (check) {
      console.error(`content/${name} is out of date with content/towns/; run npm run generate`);
      process.exitCode = 1;
    } else {
      // Rewritten only when it changed, so parallel builds never race on an identical file.
      writeFileSync(path, files[name]);
      console.log(`Wrote: ${path}`);
    }
  }
  if (!check) {
    // The copy's {{placeholders}} are filled from the live config; an unknown one names its field.
    // Imported only now: it reads the files just written.
    import("../content/town-pages.ts").catch((error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    });
  }
}
