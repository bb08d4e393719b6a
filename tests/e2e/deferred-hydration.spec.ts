import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { checkDeferredPage } from "../../scripts/postbuild/defer-hydration.ts";
import { builtRoutes, clientDir } from "./built-routes.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * The post-build step rewrites React Router's output so that a page's JavaScript loads after its
 * first paint (scripts/postbuild/defer-hydration.ts). These tests read the real build as the server sends
 * it, so a React Router upgrade that changes its output fails here as well as in the build.
 */

function readModule(url: string): string | undefined {
  const file = join(clientDir, ...new URL(url, "http://site.invalid/").pathname.split("/").filter(Boolean));
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

test("every served page has the deferred loader, no module preload, React Router's globals, and no boundary left to reveal", async ({ request }) => {
  const problems: string[] = [];
  const routes = await builtRoutes();
  for (const route of routes) {
    const response = await request.get(route.path);
    const html = await response.text();
    for (const problem of checkDeferredPage(html, readModule)) problems.push(`${route.path}: ${problem}`);
    // React's reveal runtime and its pending boundaries are completed at build time (scripts/postbuild/complete-boundaries.ts).
    if (/\$RC\(|<!--\$\?-->|<div hidden id="S:/.test(html)) problems.push(`${route.path}: a streamed boundary is left to reveal`);
  }
  expect(routes.length).toBeGreaterThan(1);
  expect(problems).toEqual([]);
});

for (const path of ["/", "/faq", "/contact", "/newcustomeroffer"]) {
  test(`${path} paints from its first response: scripts and the inert whole stylesheet only after its first contentful paint`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await waitForHydration(page);
    // The loader adds the inert copy of the whole stylesheet, for later navigations (scripts/postbuild/inline-critical-css.ts).
    await expect
      .poll(() => page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(".inert.css") && sheet.cssRules.length > 0)))
      .toBe(true);
    const { fcp, scripts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(fcp, "a first contentful paint").toBeDefined();
    expect(scripts.filter((script) => script.url.endsWith(".js")).length, "modules loaded").toBeGreaterThan(0);
    expect(scripts.filter((script) => script.url.endsWith(".css")), "only the inert whole stylesheet").toEqual([
      expect.objectContaining({ url: expect.stringMatching(/\.inert\.css$/) }),
    ]);
    expect(scripts.filter((script) => script.start < (fcp ?? 0))).toEqual([]);
    // React reports a head or body it cannot hydrate as a console error.
    expect(errors).toEqual([]);
  });
}
