import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";

/**
 * A `page` that the tests of one worker share, one after another, for the spec files that import
 * `test` from here instead of from Playwright.
 *
 * Why: on this 2-core machine a test's first page costs about a second of CPU more than the
 * same page loaded in a tab that has already shown the site (a new tab, a renderer started for the
 * site, the site's scripts compiled afresh): BENCHMARKS.md, "The test suite". The browser stage is
 * CPU-bound, so the visits it does not pay for are time it saves.
 *
 * What a test sees is a tab of the site as a visitor has it after an earlier page of the same
 * visit: its own page load (every test starts with `page.goto`), its own focus, scroll and timers,
 * and the browser's cache warm. Nothing else carries over:
 * - what a test adds to the tab it runs in that outlives a page load (an init script, the fake
 *   clock, a CDP session, emulated media, a viewport of its own, exposed functions, cookies) makes
 *   the tab its own: after the test it is closed with its context, and the next test gets a new one;
 * - the routes it set and the listeners it added are removed after it, the tab waits for the next
 *   test on the site's robots.txt (no script runs there), and the site's storage is cleared;
 * - a test that fails gets its tab closed too (Playwright starts a new worker after a failure anyway);
 * - a test whose context options differ (`test.use`: a viewport, JavaScript off, reduced motion)
 *   gets a context made with them, as Playwright's own `page` would be.
 *
 * So a file belongs here when none of its tests needs what a first-time visitor has that a returning
 * one does not: an empty cache (what a page fetches, and when: budgets, deferred hydration, the web
 * font's swap, the hero's requests). Those files keep Playwright's own `page`, new for each test.
 */
type Options = Pick<
  BrowserContextOptions,
  | "baseURL"
  | "viewport"
  | "isMobile"
  | "hasTouch"
  | "deviceScaleFactor"
  | "userAgent"
  | "javaScriptEnabled"
  | "colorScheme"
  | "reducedMotion"
  | "locale"
  | "timezoneId"
>;

type Tab = { key: string; context: BrowserContext; page: Page };

type SharedTabs = {
  /** The worker's tab for these options: the one kept from an earlier test, or a new one. */
  take(options: Options): Promise<Tab>;
  /** After a test: kept for the next one (cleaned), or closed with its context. */
  give(tab: Tab, keep: boolean): Promise<void>;
};

/** Methods whose effect outlives the test's own page loads: calling one makes the tab the test's alone. */
const pageTaints = ["addInitScript", "exposeFunction", "exposeBinding", "emulateMedia", "setViewportSize", "setExtraHTTPHeaders"] as const;
const contextTaints = [
  "addInitScript",
  "exposeFunction",
  "exposeBinding",
  "newCDPSession",
  "addCookies",
  "grantPermissions",
  "setOffline",
  "setExtraHTTPHeaders",
  "setGeolocation",
  "route",
  "routeFromHAR",
] as const;
const clockTaints = ["install", "pauseAt", "setFixedTime", "setSystemTime", "fastForward", "runFor", "resume"] as const;

/** Wraps `names` of `target` so that each call is told to `seen` first; returns the undo. */
function watch<T extends object>(target: T, names: readonly string[], seen: (args: unknown[]) => void): () => void {
  const own = target as Record<string, unknown>;
  for (const name of names) {
    const original = own[name];
    if (typeof original !== "function") continue;
    own[name] = (...args: unknown[]) => {
      seen(args);
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
  return () => {
    for (const name of names) delete own[name];
  };
}

export const test = base.extend<object, { sharedTabs: SharedTabs }>({
  sharedTabs: [
    async ({ browser }, provide) => {
      let kept: Tab | undefined;
      await provide({
        async take(options) {
          const key = JSON.stringify(options);
          if (kept?.key === key && !kept.page.isClosed()) return kept;
          await kept?.context.close().catch(() => undefined);
          kept = undefined;
          const context = await browser.newContext(options);
          return { key, context, page: await context.newPage() };
        },
        async give(tab, keep) {
          if (!keep || tab.page.isClosed()) {
            await tab.context.close().catch(() => undefined);
            if (kept === tab) kept = undefined;
            return;
          }
          kept = tab;
        },
      });
      await kept?.context.close().catch(() => undefined);
    },
    { scope: "worker" },
  ],

  page: async (
    { sharedTabs, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, javaScriptEnabled, colorScheme, reducedMotion, locale, timezoneId },
    provide,
    testInfo,
  ) => {
    const tab = await sharedTabs.take({
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
      javaScriptEnabled,
      colorScheme,
      reducedMotion,
      locale,
      timezoneId,
    });
    const { page, context } = tab;
    let tainted = false;
    const taint = () => (tainted = true);
    // The listeners the test adds to the page, to remove after it.
    const added: [string, (...args: never[]) => unknown][] = [];
    const undo = [
      watch(page, pageTaints, taint),
      watch(context, contextTaints, taint),
      watch(context.clock, clockTaints, taint),
      watch(page, ["on", "once", "addListener", "prependListener"], ([event, listener]) => added.push([event as string, listener as () => unknown])),
    ];

    await provide(page);

    for (const restore of undo) restore();
    const passed = testInfo.status === testInfo.expectedStatus;
    let keep = passed && !tainted && !page.isClosed();
    if (keep) {
      // Whatever goes wrong while cleaning up, the tab is closed instead of kept.
      keep = await (async () => {
        for (const [event, listener] of added) page.off(event as "load", listener as () => void);
        await page.unrouteAll({ behavior: "ignoreErrors" });
        // Parked on a file of the site with no script, until the next test's page: a page left
        // showing would go on running its timers and animations beside the tests that follow (a
        // same-site page, so the tab keeps its renderer and all it has compiled). There, its
        // storage is cleared.
        await page.goto(new URL("/robots.txt", baseURL).href);
        await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
        await context.clearCookies();
        return true;
      })().catch(() => false);
    }
    await sharedTabs.give(tab, keep);
  },
});

export { expect } from "@playwright/test";
