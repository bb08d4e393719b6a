import { describe, expect, it } from "vitest";
import { policies } from "../../content/policies.ts";
import { formatDollars } from "../../core/format.ts";
import { site } from "../../core/site.ts";
import { getLegalDocument, parseLegalFile } from "./legal.server.ts";

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

describe("the legal pages", () => {
  it("state the fees and claim window of content/policies.ts", () => {
    const terms = getLegalDocument("terms");
    const text = terms.sections.map((s) => s.html).join("\n");
    expect(text).toContain(`within ${policies.claimWindowDays} days`);
    expect(text).toContain(`${formatDollars(policies.fees.missedPickup.min)} to ${formatDollars(policies.fees.missedPickup.max)}`);
    expect(text).toContain(formatDollars(policies.fees.hazardousItems));
  });

  it("describe analytics as this build has it", () => {
    const privacy = getLegalDocument("privacy");
    const text = privacy.sections.map((s) => s.html).join("\n");
    expect(text).toContain(site.gaMeasurementId ? "Analytics is switched on" : "Analytics is switched off");
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
