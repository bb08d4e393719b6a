import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe (WCAG 2.2 A/AA rules) on the page and expects no violation, listing any it finds. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Every violation in full, the other results (passes, incomplete, inapplicable) cut to one node
    // each: axe's own advice for a faster run, which finds the same violations.
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}
