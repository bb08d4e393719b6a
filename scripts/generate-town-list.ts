/**
 * Reads the town files, content/towns/en/{slug}.md (YAML front matter: the facts, the /service-areas
 * card under `serviceArea:`, the page copy under `page:`), checks them with content/town-schema.ts
 * and writes what they say as two JSON files, so that every tool reads the towns without a YAML
 * parser: the Vite build, vitest, tsc, and the server and scripts under tsx.
 *
 * - content/towns.generated.json: every town's facts (read by content/towns.ts, in every page).
 * - content/town-copy.generated.json: each town's card, page copy and neighborhoods' names (by zip
 *   code) in each language (the Spanish from content/towns/es/{slug}.md, held to the English; a
 *   Spanish name copied from its English, as content/translated-from.json records, follows the
 *   English, so the record is read too), with its {{placeholders}}
 *   as written (read by content/town-pages.ts, at build time only, which fills them from the live
 *   config, so a price edit in content/business.ts shows on the town pages after a normal build).
 *
 * Runs before dev, build, typecheck and the unit tests (`npm run generate`); `--check` exits
 * non-zero when the committed files are out of step with the folder instead of writing them.
 * See docs/decisions/027-towns-as-markdown.md.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkTownFiles, slugOfTownFile, townFacts, townFileSchema } from "../content/town-schema.ts";
import { defaultLocale, languageNames, locales, type Locale } from "../core/locale.ts";
import { readRecord, textHash, translationRecordFile, type TranslationRecord } from "../core/translation-review.ts";
import { translationProblems } from "./translations.ts";
import { readFrontMatter } from "../app/lib/markdown.server.ts";

const townsDir = fileURLToPath(new URL("../content/towns/en/", import.meta.url));
const contentDir = fileURLToPath(new URL("../content/", import.meta.url));

/** The generated files, by name in content/. */
export const generatedTownFiles = ["towns.generated.json", "town-copy.generated.json"] as const;
type GeneratedName = (typeof generatedTownFiles)[number];

/** The town files, by name: every .md file in content/towns/en/. */
export function townFileNames(dir = townsDir): string[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const bad = names.filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(name));
  if (bad.length > 0) {
    throw new Error(
      `content/towns/en/ holds one file per town, named after its page's address (lowercase words joined by hyphens, e.g. north-port.md): rename ${bad.join(", ")}`,
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
  const names = townFileNames(dir);
  if (names.length === 0) problems.push("content/towns/en/: there must be at least one town file (name.md)");
  const read = (of: Locale) => {
    const frontMatter: Record<string, unknown> = {};
    const folder = join(dir, "..", of);
    for (const name of names) {
      const file = `content/towns/${of}/${name}`;
      if (!existsSync(join(folder, name))) {
        problems.push(`${file}: is missing; every town has its page in ${locales.map((l) => languageNames[l]).join(" and ")} (copy the English file and translate its words)`);
        continue;
      }
      try {
        const { data, body } = readFrontMatter(file, readFileSync(join(folder, name), "utf8"));
        if (body.trim() !== "") problems.push(`${file}: has text after its front matter; everything goes between the two "---" lines`);
        frontMatter[file] = data;
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    return frontMatter;
  };
  const english = read(defaultLocale);
  const checked = checkTownFiles(english);
  problems.push(...checked.problems);
  // Each other language: its words checked like the English, and held to them (scripts/translations.ts).
  // The facts (zip codes, order, map) are the English file's; the studio copies them into the other.
  const translated = Object.fromEntries(
    locales
      .filter((of) => of !== defaultLocale)
      .map((of) => {
        const frontMatter = read(of);
        const own = checkTownFiles(frontMatter);
        problems.push(...own.problems);
        for (const [file, data] of Object.entries(frontMatter)) {
          const source = english[file.replace(`/towns/${of}/`, `/towns/${defaultLocale}/`)];
          const schema = townFileSchema();
          if (source !== undefined && schema.safeParse(source).success && schema.safeParse(data).success) {
            problems.push(...translationProblems(schema, source, data, townFacts).map((problem) => `${file}: ${problem}`));
          }
        }
        return [of, own.towns] as const;
      }),
  );
  if (problems.length > 0) return { problems };

  const towns = Object.values(checked.towns);
  const record = translationRecord(join(dir, "..", ".."));
  // A language's neighborhood names for each zip code: its own where it names as many as the
  // English does, else the English names (a zip code or a neighborhood added since it was
  // translated). A name that is the very English it was recorded as translated from (a proper
  // name, copied) follows the English: renamed there, it is renamed here.
  const areasIn = (file: string, own: (typeof checked.towns)[string]) => {
    const english = checked.towns[file.replace(/\/towns\/[a-z]{2}\//, `/towns/${defaultLocale}/`)]?.town.zips ?? own.town.zips;
    const from = record[file] ?? {};
    return Object.fromEntries(
      english.map(({ zip, areas }) => {
        const translated = own.town.zips.find((entry) => entry.zip === zip)?.areas;
        if (!translated || translated.length !== areas.length) return [zip, areas];
        return [zip, translated.map((name, i) => (from[`zips[${zip}].areas.${i}`] === textHash(name) ? areas[i]! : name))];
      }),
    );
  };
  const copyOf = (checkedTowns: typeof checked.towns) =>
    Object.fromEntries(
      Object.entries(checkedTowns).map(([file, own]) => [slugOfTownFile(file), { serviceArea: own.serviceArea, page: own.page, areas: areasIn(file, own) }]),
    );
  const copy = { [defaultLocale]: copyOf(checked.towns), ...Object.fromEntries(Object.entries(translated).map(([of, own]) => [of, copyOf(own)])) };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    problems,
    files: {
      "towns.generated.json": json(towns.map(({ town }) => town)),
      "town-copy.generated.json": json(copy),
    },
  };
}

/** Which English each Spanish text was last translated from (content/translated-from.json under `content`), or nothing when there is no readable record. */
function translationRecord(content: string): TranslationRecord {
  try {
    return readRecord(readFileSync(join(content, translationRecordFile.replace(/^content\//, "")), "utf8"));
  } catch {
    return {};
  }
}

/**
 * Why the committed files do not match content/towns/en/ (a town file's problems, or "run npm run
 * generate"), or an empty list when they do.
 */
export function townDataProblems(): string[] {
  const { problems, files } = generateTownData();
  if (!files) return problems;
  const stale = generatedTownFiles.filter((name) => {
    const path = join(contentDir, name);
    return !existsSync(path) || readFileSync(path, "utf8") !== files[name];
  });
  return stale.map((name) => `content/${name} is out of date with content/towns/en/; run npm run generate`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { problems, files } = generateTownData();
  if (!files) {
    console.error(`The town files in content/towns/en/ have problems (fix these files):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  const check = process.argv.includes("--check");
  for (const name of generatedTownFiles) {
    const path = join(contentDir, name);
    const current = existsSync(path) ? readFileSync(path, "utf8") : "";
    if (current === files[name]) {
      // Up to date, as on every build but the one after a town changed: nothing to say.
    } else if (check) {
      console.error(`content/${name} is out of date with content/towns/en/; run npm run generate`);
      process.exitCode = 1;
    } else {
      // Rewritten only when it changed, so parallel builds never race on an identical file.
      writeFileSync(path, files[name]);
      console.log(`Wrote: ${path}`);
    }
  }
  if (!check) {
    // The copy's {{placeholders}} are filled from the live config; an unknown one names its field.
    // Loaded only now, in a process of its own: it reads the files just written, and this one has
    // read the towns as they were (scripts/translations.ts names them).
    const townPages = new URL("../content/town-pages.ts", import.meta.url).href;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", `await import(${JSON.stringify(townPages)});`], { stdio: "inherit" });
    if (run.status !== 0) process.exit(1);
  }
}
