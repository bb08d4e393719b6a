import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

/**
 * The post-build step rewrites React Router's output so that a page's JavaScript loads after its
 * first paint (scripts/postbuild/defer-hydration.ts). These tests load the real build in Chromium,
 * so a React Router upgrade that changes its output fails here as well as in the build.
 */

/**
 * Four pages of different layouts: Home, the FAQ, the contact form and an offer page. The loader
 * and the hydration module's code are the same on every page, and are checked on every page of
 * both languages over the files (tests/built/deferred-pages.test.ts). The browser shows only that
 * the loader waits for the first paint and that React hydrates without errors. The loader and the
 * hydration code do not change from one page to another, so four layouts stand for the rest.
 */
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
