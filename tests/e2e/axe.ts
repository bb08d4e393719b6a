import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe (WCAG 2.2 A/AA rules) on the page and expects no violation, listing any it finds. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Every violation in full, the other results (passes, incomplete, inapplicable) cut to one node
    // each: axe's own advice for a faster run, which finds the same violations.
    .options({ resultTypes: ["violations"] })
    // Axe in the page itself (`axe.run`), not split across frames and finished in a second, blank
    // tab that the default mode opens for every analysis: half the time per page (about 0.8 s of
    // 1.6 s here), and the same violations, since the site's pages have no frames (the post-build
    // step refuses a frame in content). A seeded page with a nameless button, an image without
    // alternative text and low-contrast text is reported alike in both modes.
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}
