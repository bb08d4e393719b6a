import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageFileAt, pageFilePath, pageFiles, runTimeFigures, type PageFileName } from "../content/page-files.ts";
import { locales } from "../core/locale.ts";
import { placeholdersIn } from "../core/placeholders.ts";
import { fillPageFile, filledPath, generatePageCopy } from "./generate-page-copy.ts";

const files = (Object.keys(pageFiles) as PageFileName[]).flatMap((name) => locales.map((of) => pageFilePath(name, of)));
const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

describe("the pages' filled words", () => {
  it("are up to date with the owner's files once npm run generate has run (as before every test run)", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(generatePageCopy(undefined, true)).toEqual([]);
  });

  it("keep every text of the owner's file in its place, with each figure filled in", () => {
    for (const file of files) {
      const source = JSON.parse(read(file)) as unknown;
      const filled = JSON.parse(read(filledPath(file))) as unknown;
      const texts = (value: unknown): string[] =>
        typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(texts) : value && typeof value === "object" ? Object.values(value).flatMap(texts) : [];
      const before = texts(source);
      const after = texts(filled);
      expect(after.length, file).toBe(before.length);
      after.forEach((text, i) => {
        // A figure the page fills in when it runs ({{zip}}) stays, where the owner wrote it.
        const runTime = Object.values(runTimeFigures).filter((marker) => before[i]!.includes(marker));
        expect(runTime.reduce((rest, marker) => rest.replaceAll(marker, ""), text), file).not.toMatch(/\{\{|\}\}/);
        const price = before[i]!.includes("{{price}}");
        if (price) expect(text, file).toContain(placeholdersIn(pageFileAt(file)!.locale).price);
      });
    }
  });

  it("leave the visitor's {{zip}} for the page, in the one field that asks for it and must name it", () => {
    const file = "content/pages/en/outside-service-area.json";
    const source = JSON.parse(read(file)) as { zipNotice: string; hero: { lead: string } };
    const filled = JSON.parse(fillPageFile(file, JSON.stringify({ ...source, zipNotice: "No pickups in {{ zip }} yet, from {{price}}." })).text ?? "{}") as { zipNotice?: string };
    expect(filled.zipNotice).toBe(`No pickups in {{zip}} yet, from ${placeholdersIn("en").price}.`);
    expect(fillPageFile(file, JSON.stringify({ ...source, zipNotice: "We don't serve your area yet." })).problems).toEqual([
      expect.stringMatching(/\(Outside the service area\): Note naming the visitor's zip code: must say \{\{zip\}\} where/),
    ]);
    expect(fillPageFile(file, JSON.stringify({ ...source, hero: { ...source.hero, lead: "Not in {{zip}} yet." } })).problems).toEqual([
      expect.stringMatching(/\(Outside the service area\): Top of the page › Paragraph under the heading: \{\{zip\}\} is not a figure the site knows/),
    ]);
  });

  it("are refused, in the owner's words, with nothing to write, when a file breaks a rule", () => {
    const [file] = files;
    expect(fillPageFile(file!, "{ not json")).toEqual({ problems: [expect.stringMatching(/could not be read as JSON/)] });
    const result = fillPageFile(file!, JSON.stringify({ meta: { title: "" } }));
    expect(result.text).toBeUndefined();
    expect(result.problems[0]).toMatch(new RegExp(`^${file!.replace(/[./]/g, "\\$&")} \\(${pageFiles[pageFileAt(file!)!.name].label}\\): In search results › Title in search results: must not be empty`));
  });

  it("hold the Spanish words to the English: a field left in English, or a list with an entry missing, is refused naming it", () => {
    const english = read(pageFilePath("about", "en"));
    const spanish = JSON.parse(read(pageFilePath("about", "es"))) as { story: { title: string; paragraphs: string[] } };
    const { story } = JSON.parse(english) as { story: { title: string } };
    const problems = fillPageFile(
      pageFilePath("about", "es"),
      JSON.stringify({ ...spanish, story: { ...spanish.story, title: story.title, paragraphs: spanish.story.paragraphs.slice(1) } }),
      english,
    ).problems;
    expect(problems).toEqual([
      expect.stringMatching(/^content\/pages\/es\/about\.json \(About, Español\): Our story › Heading: is the same as in English/),
      expect.stringMatching(/Our story › Paragraphs: has \d+ entries in English and \d+ here; translate each$/),
    ]);
    // A text of figures and names only reads the same in both languages.
    expect(fillPageFile(pageFilePath("about", "es"), JSON.stringify({ ...spanish, story: { ...spanish.story, title: "{{brand}}, North Port" } }), english).problems).toEqual([]);
  });
});
