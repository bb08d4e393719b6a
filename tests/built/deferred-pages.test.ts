import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { checkDeferredPage } from "../../scripts/postbuild/defer-hydration.ts";
import { builtPages, clientDir } from "./build-output.ts";

/**
 * The post-build step rewrites React Router's output so that a page's JavaScript loads after its
 * first paint (scripts/postbuild/defer-hydration.ts). This reads every page of the real build, both
 * languages, as the server sends it (the server sends a page's file as written), so a React Router
 * upgrade that changes its output fails here as well as in the build. That the deferred loader does
 * wait for the first paint in a browser is tests/e2e/deferred-hydration.spec.ts's part.
 */

/** A module of the build by its URL ("/assets/…"), as the server would send it, or undefined if absent. */
function readModule(url: string): string | undefined {
  const file = join(clientDir, ...new URL(url, "http://site.invalid/").pathname.split("/").filter(Boolean));
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

test("every page has the deferred loader, no module preload, React Router's globals, and no boundary left to reveal", async () => {
  const pages = await builtPages();
  expect(pages.length).toBeGreaterThan(1);
  const problems: string[] = [];
  for (const page of pages) {
    for (const problem of checkDeferredPage(page.html, readModule)) problems.push(`${page.path}: ${problem}`);
    // React's reveal runtime and its pending boundaries are completed at build time (scripts/postbuild/complete-boundaries.ts).
    if (/\$RC\(|<!--\$\?-->|<div hidden id="S:/.test(page.html)) problems.push(`${page.path}: a streamed boundary is left to reveal`);
  }
  expect(problems).toEqual([]);
});
