import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { policies } from "../../content/policies.ts";
import { formatDollars } from "../../core/format.ts";
import { site } from "../../core/site.ts";
import { getLegalDocument, legalDirectory, legalFrontMatterSchema, parseLegalFile, type LegalDocumentName } from "./legal.server.ts";
import { readFrontMatter, renderMarkdown } from "./markdown.server.ts";

const valid = `---
title: Terms
dateLabel: Last updated
date: 2025-06-12
summary: How {{brand}} works.
---

## First part {#first-part}

Call [{{phone}}]({{phoneHref}}).

## Second part {#second-part}

- one
- two
`;

describe("parseLegalFile", () => {
  it("splits numbered sections at their anchored headings and fills placeholders", () => {
    const document = parseLegalFile("terms.md", valid);
    expect(document.summary).toBe(`How ${site.brandName} works.`);
    expect(document.sections.map((s) => s.id)).toEqual(["first-part", "second-part"]);
    expect(document.sections[0]?.html).toContain(`<a href="${site.phoneHref}">${site.phoneDisplay}</a>`);
    expect(document.sections[1]?.html).toContain("<li>two</li>");
  });

  it("names the file and the problem when an edit breaks it", () => {
    expect(() => parseLegalFile("terms.md", valid.replace("date: 2025-06-12", "date: June 12"))).toThrow(
      /content\/legal\/en\/terms\.md has invalid front matter[\s\S]*date/,
    );
    expect(() => parseLegalFile("terms.md", valid.replace("{{brand}}", "{{brnad}}"))).toThrow(
      /terms\.md: \{\{brnad\}\} is not a figure the site knows/,
    );
    expect(() => parseLegalFile("terms.md", valid.replace("{#second-part}", "{#first-part}"))).toThrow(/two sections/);
    expect(() => parseLegalFile("terms.md", valid.replace("## First part {#first-part}", "## First part"))).toThrow(
      /before the first section heading/,
    );
  });
});

/** The figures of content/policies.ts as the English legal pages name them, by their placeholder. */
const policyFigures: Readonly<Record<string, string>> = {
  claimWindowDays: String(policies.claimWindowDays),
  collectionsAfterDays: String(policies.collectionsAfterDays),
  missedPickupFee: `${formatDollars(policies.fees.missedPickup.min)} to ${formatDollars(policies.fees.missedPickup.max)}`,
  unsanitaryLaundryFee: formatDollars(policies.fees.unsanitaryLaundry),
  hazardousItemsFee: formatDollars(policies.fees.hazardousItems),
};

/**
 * Each figure of content/policies.ts a legal text names, as the page must show it: with the words
 * the text writes either side of it on the same line ("within {{claimWindowDays}} days" → "within 7 days").
 */
function policyPhrases(markdown: string): string[] {
  return [...markdown.matchAll(/(\b[A-Za-z]+ )?\{\{\s*(\w+)\s*\}\}( [A-Za-z]+\b)?/g)]
    .filter(([, , name = ""]) => name in policyFigures)
    .map(([, before = "", name = "", after = ""]) => `${before}${policyFigures[name]}${after}`);
}

const html = (name: LegalDocumentName) => getLegalDocument(name).sections.map((s) => s.html).join("\n");
/** Markdown as a legal section shows it inside its paragraph: rendered, without the paragraph around it. */
const inline = (markdown: string) => renderMarkdown(markdown).trim().replace(/^<p>|<\/p>$/g, "");

describe("the legal pages", () => {
  it("state the fees and claim window of content/policies.ts where the text names them", () => {
    const example = valid.replace("- two", "- report damage within {{claimWindowDays}} days\n- a missed pickup costs {{missedPickupFee}}");
    const shown = parseLegalFile("terms.md", example).sections.map((s) => s.html).join("\n");
    expect(policyPhrases(example)).toEqual([`within ${policies.claimWindowDays} days`, `costs ${policyFigures.missedPickupFee}`]);
    for (const phrase of policyPhrases(example)) expect(shown).toContain(phrase);
    // The owner's own files, in whatever words she gives them.
    for (const name of ["terms", "privacy", "accessibility"] as const) {
      const shownThere = html(name);
      for (const phrase of policyPhrases(readFileSync(join(legalDirectory, `${name}.md`), "utf8"))) expect(shownThere, name).toContain(phrase);
    }
  });

  it("describe analytics as this build has it", () => {
    const on = Boolean(site.gaMeasurementId);
    const example = valid
      .replace("summary: How {{brand}} works.", "summary: How {{brand}} works.\nanalytics:\n  on: Visits are counted.\n  off: Nothing is counted.")
      .replace("- two", "- two\n\n{{analytics}}");
    const shown = parseLegalFile("terms.md", example).sections.map((s) => s.html).join("\n");
    expect(shown).toContain(on ? "Visits are counted." : "Nothing is counted.");
    expect(shown).not.toContain(on ? "Nothing is counted." : "Visits are counted.");
    // The privacy policy says the sentence its front matter gives for this build, where its text asks for it.
    const { data, body } = readFrontMatter("privacy.md", readFileSync(join(legalDirectory, "privacy.md"), "utf8"));
    const { analytics } = legalFrontMatterSchema().parse(data);
    if (analytics && /\{\{\s*analytics\s*\}\}/.test(body)) {
      const [said, unsaid] = on ? [inline(analytics.on), inline(analytics.off)] : [inline(analytics.off), inline(analytics.on)];
      expect(html("privacy")).toContain(said);
      if (!said.includes(unsaid)) expect(html("privacy")).not.toContain(unsaid);
    }
  });

  it("give the accessibility statement's readers the business's phone and email as links", () => {
    const statement = getLegalDocument("accessibility");
    const text = statement.sections.map((s) => s.html).join("\n");
    expect(text).toContain(`href="${site.phoneHref}"`);
    expect(text).toContain(`href="${site.emailHref}"`);
    expect(site.phoneHref).toMatch(/^tel:/);
    expect(site.emailHref).toMatch(/^mailto:/);
  });
});
