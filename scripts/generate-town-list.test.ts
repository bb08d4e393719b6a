import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { townServiceAreasBySlug } from "../content/town-pages.ts";
import { stringify } from "yaml";
import { readFrontMatter } from "../app/lib/markdown.server.ts";
import { textHash } from "../core/translation-review.ts";
import { towns } from "../content/towns.ts";
import { generateTownData, townDataProblems, townFileNames } from "./generate-town-list.ts";
import { newTownFile, newTownSpanishFile, newTownSpanishHeadline } from "./new-town-files.ts";

const townsDir = new URL("../content/towns/en/", import.meta.url);
const spanishDir = new URL("../content/towns/es/", import.meta.url);
const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A scratch copy of content/towns/ (en/ and es/), plus the given files: English ones, and Spanish
 * ones (the same files unless `spanish` says otherwise); returns the English folder.
 */
function townsWith(files: Record<string, string> = {}, spanish: Record<string, string | null> = files): string {
  const root = mkdtempSync(join(tmpdir(), "towns-"));
  scratch.push(root);
  // Laid out as content/ is: towns/en/, towns/es/, and the translation record beside towns/.
  const [dir, es] = [join(root, "towns", "en"), join(root, "towns", "es")];
  mkdirSync(dir, { recursive: true });
  mkdirSync(es, { recursive: true });
  for (const name of readdirSync(townsDir)) copyFileSync(new URL(name, townsDir), join(dir, name));
  for (const name of readdirSync(spanishDir)) copyFileSync(new URL(name, spanishDir), join(es, name));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  for (const [name, text] of Object.entries(spanish)) {
    if (text === null) rmSync(join(es, name));
    else writeFileSync(join(es, name), text);
  }
  return dir;
}

const firstTown = () => readFileSync(new URL(townFileNames()[0]!, townsDir), "utf8");

describe("the generated town data", () => {
  it("is in step with content/towns/en/ (npm run generate rewrites it)", () => {
    expect(townDataProblems()).toEqual([]);
  });

  it("picks up a new town file without any other edit, and ignores other files", () => {
    // A town an owner could add (scripts/new-town-files.ts), with words of its own in each language.
    const dir = townsWith({ "osprey.md": newTownFile("Osprey", towns), "notes.txt": "x" }, { "osprey.md": newTownSpanishFile("Osprey", towns) });
    expect(townFileNames(dir)).toContain("osprey.md");
    expect(townFileNames(dir)).not.toContain("notes.txt");
    const { problems, files } = generateTownData(dir);
    expect(problems).toEqual([]);
    const facts = JSON.parse(files!["towns.generated.json"]) as Array<{ slug: string; name: string }>;
    expect(facts.find((t) => t.slug === "osprey")?.name).toBe("Osprey");
    const copyByLanguage = JSON.parse(files!["town-copy.generated.json"]) as Record<string, Record<string, { page: { headline: string } }>>;
    expect(copyByLanguage.en?.osprey?.page.headline).toMatch(/^Osprey /);
    expect(copyByLanguage.es?.osprey?.page.headline).toMatch(new RegExp(`^${newTownSpanishHeadline}`));
  });

  it("keeps the copy's {{placeholders}} for the build to fill from the live config", () => {
    const copy = readFileSync(new URL("../content/town-copy.generated.json", import.meta.url), "utf8");
    const withPlaceholder = Object.entries((JSON.parse(copy) as Record<string, Record<string, { serviceArea: { highlights: string[] } }>>).en!).filter(
      ([, town]) => town.serviceArea.highlights.some((h) => h.includes("{{")),
    );
    expect(withPlaceholder.length).toBeGreaterThan(0);
    for (const [slug, town] of withPlaceholder) {
      const filled = townServiceAreasBySlug[slug]!.highlights;
      expect(filled.length).toBe(town.serviceArea.highlights.length);
      for (const text of filled) expect(text, slug).not.toContain("{{");
    }
  });

  it("names the file and the field of a wrong value, and writes nothing", () => {
    const broken = firstTown().replace(/zip: "?\d{5}"?/, 'zip: "3429"').replace(/^speed: .*$/m, "speed: fast");
    const name = townFileNames()[0]!;
    const { problems, files } = generateTownData(townsWith({ [name]: broken }, {}));
    expect(files).toBeUndefined();
    expect(problems).toEqual([`content/towns/en/${name}: speed: must be "same-day" or "rush"`, `content/towns/en/${name}: zips[0].zip: must be five digits`]);
  });

  it("refuses text after the front matter, which no page would show, and a file that is not YAML", () => {
    const { problems } = generateTownData(townsWith({ "osprey.md": `${firstTown()}\nA note.\n`, "nokomis.md": "name: Nokomis\n" }, {}));
    expect(problems).toContain('content/towns/en/osprey.md: has text after its front matter; everything goes between the two "---" lines');
    expect(problems).toContain('content/towns/en/nokomis.md: it must start with front matter between two "---" lines.');
  });

  it("needs every town's Spanish file, with its words translated, naming the file and the field", () => {
    const name = townFileNames()[0]!;
    expect(generateTownData(townsWith({}, { [name]: null })).problems).toEqual([
      expect.stringMatching(new RegExp(`^content/towns/es/${name}: is missing; every town has its page in English and Español`)),
    ]);
    const untranslated = generateTownData(townsWith({}, { [name]: firstTown() })).problems;
    expect(untranslated.length).toBeGreaterThan(0);
    expect(untranslated[0]).toMatch(new RegExp(`^content/towns/es/${name}: .*: is the same as in English`));
  });

  it("names each zip code's neighborhoods in each language as its file does, and in English where the translation lacks that zip code or counts them otherwise", () => {
    const name = townFileNames()[0]!;
    const slug = name.replace(/\.md$/, "");
    type Zips = { zips: { zip: string | number; areas: string[] }[] };
    const read = (dir: URL) => readFrontMatter(name, readFileSync(new URL(name, dir), "utf8")).data as Zips;
    const asFile = (value: unknown) => `---\n${stringify(value)}---\n`;
    const [english, spanish] = [read(townsDir), read(spanishDir)];
    const first = { zip: String(english.zips[0]!.zip), areas: english.zips[0]!.areas };
    /** The Spanish file with `areas` for the first zip code. */
    const withFirst = (areas: string[]) =>
      asFile({ ...spanish, zips: spanish.zips.map((entry) => (String(entry.zip) === first.zip ? { ...entry, areas } : entry)) });
    const areasOf = (dir: string) =>
      (JSON.parse(generateTownData(dir).files!["town-copy.generated.json"]) as Record<string, Record<string, { areas: Record<string, string[]> }>>)
        .es![slug]!.areas;
    const translated = first.areas.map((_, i) => `Barrio ${i + 1}`);
    // Translated: the Spanish names.
    expect(areasOf(townsWith({}, { [name]: withFirst(translated) }))[first.zip]).toEqual(translated);
    // Counted otherwise than in English (a name added there since): the English names, not a list that leaves one out.
    expect(areasOf(townsWith({}, { [name]: withFirst([...translated, "Otro barrio"]) }))[first.zip]).toEqual(first.areas);
    // A name recorded as a copy of its English (a proper name) follows the English when it is renamed there; a translated one stays.
    const copied = Object.fromEntries(first.areas.map((area, i) => [`zips[${first.zip}].areas.${i}`, textHash(area)]));
    const renamed = asFile({ ...english, zips: english.zips.map((entry, i) => (i === 0 ? { ...entry, areas: entry.areas.map((area) => `${area} Renamed`) } : entry)) });
    const recorded = townsWith({ [name]: renamed }, { [name]: withFirst([...first.areas.slice(0, -1), "Barrio traducido"]) });
    writeFileSync(join(recorded, "..", "..", "translated-from.json"), JSON.stringify({ [`content/towns/es/${name}`]: copied }));
    expect(areasOf(recorded)[first.zip]).toEqual([...first.areas.slice(0, -1).map((area) => `${area} Renamed`), "Barrio traducido"]);
    // A zip code added to the English only: its English names on the Spanish page, and no problem.
    const added = townsWith({ [name]: asFile({ ...english, zips: [{ zip: "34299", areas: ["Newly Served Place"] }, ...english.zips] }) }, {});
    expect(generateTownData(added).problems).toEqual([]);
    expect(areasOf(added)["34299"]).toEqual(["Newly Served Place"]);
  });

  it("refuses a file whose name is not a slug", () => {
    expect(() => townFileNames(townsWith({ "Port Charlotte.md": "" }))).toThrow(/rename Port Charlotte\.md/);
  });
});
