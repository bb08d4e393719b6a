import { describe, expect, it } from "vitest";
import { fillPageFile } from "../scripts/generate-page-copy.ts";
import { business } from "./business.ts";
import { homePage } from "./home.ts";
import estimatorWords from "./pages/en/estimator.json" with { type: "json" };
import homeWords from "./pages/en/home.json" with { type: "json" };
import servicesWords from "./pages/en/services.json" with { type: "json" };
import stepsWords from "./pages/en/steps.json" with { type: "json" };
import { services, servicesSection } from "./services.ts";
import { howItWorksSteps, stepsSection } from "./steps.ts";

/** The owner's words of each file, as she wrote them. */
const files = {
  "content/pages/en/home.json": homeWords,
  "content/pages/en/steps.json": stepsWords,
  "content/pages/en/services.json": servicesWords,
  "content/pages/en/estimator.json": estimatorWords,
};
type Files = typeof files;
/** The problems of the file with `edit` made to (a copy of) the owner's words. */
const problems = <F extends keyof Files>(file: F, edit: (words: Files[F]) => void) => {
  const words = structuredClone(files[file]);
  edit(words);
  return fillPageFile(file, JSON.stringify(words)).problems;
};

describe("Home's words and the shared sections' (steps, services, estimator)", () => {
  it("are filled in, each figure in place, with only the founder's name left for the page", () => {
    for (const [file, words] of Object.entries(files)) expect(fillPageFile(file as keyof Files, JSON.stringify(words)).problems, file).toEqual([]);
    const texts = (value: unknown): string[] =>
      typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(texts) : [];
    for (const text of texts([homePage, howItWorksSteps, stepsSection, services, servicesSection])) expect(text).not.toMatch(/\{\{|\}\}/);
  });

  it("name the founder only in the founder section's words, which must say where her name goes", () => {
    expect(problems("content/pages/en/home.json", (w) => (w.founder.eyebrowWithName = "Meet our founder"))).toEqual([
      expect.stringMatching(/\(Home\): Meet the founder › Small line above the heading, naming her: must say \{\{founderName\}\}/),
    ]);
    expect(problems("content/pages/en/home.json", (w) => (w.hero.title = "{{founderName}}'s laundry service"))).toEqual([
      expect.stringMatching(/\(Home\): Top of the page › Heading, before the town names: \{\{founderName\}\} is not a figure the site knows/),
    ]);
    expect(problems("content/pages/en/home.json", (w) => (w.founder.cards[0]!.icon = "truck"))[0]).toMatch(/Meet the founder › Cards › .* › Icon: must be one of this section's icons/);
    // Without a name in content/business.ts, the section reads the owner's words for her.
    if (!business.founder.name) {
      expect(homePage.founder.eyebrow).toBe(homeWords.founder.eyebrow);
      expect(homePage.founder.paragraphs.join(" ")).not.toMatch(/founderName/);
    }
  });

  it("keep the claims the pages make true: the savings and the estimator's figures are stated, four steps for four pictures", () => {
    expect(problems("content/pages/en/home.json", (w) => (w.compare.title = "Save over 70% compared with the chain"))).toEqual([
      expect.stringMatching(/\(Home\): Compare and save › Heading: must state the savings, written \{\{savings\}\}/),
    ]);
    expect(problems("content/pages/en/estimator.json", (w) => (w.assumptions.perBag = "About 15 lb in a full kitchen bag."))).toEqual([
      expect.stringMatching(/How we estimate › Pounds per kitchen bag: must state the figure, written \{\{poundsPerBag\}\}/),
    ]);
    expect(problems("content/pages/en/steps.json", (w) => w.steps.pop())).toEqual([
      expect.stringMatching(/Steps, in order: must have four steps/),
    ]);
  });

  it("cannot rename a service's id, drop a service or add one: the services are named fields", () => {
    expect(problems("content/pages/en/services.json", (w) => delete (w as Partial<typeof w>).dryCleaning)[0]).toMatch(/services\.json/);
    expect(problems("content/pages/en/services.json", (w) => Object.assign(w, { ironing: w.dryCleaning }))[0]).toMatch(/services\.json/);
    expect(services.map((s) => s.id)).toEqual(["wash-fold", "commercial", "dry-cleaning"]);
  });
});
