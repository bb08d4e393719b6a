import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page.ts";
import { builtRoutes } from "./built-routes.ts";
import { waitForHydration } from "./hydration.ts";
import { layoutSample } from "./layout-kinds.ts";

/**
 * WCAG 2.2 reflow (1.4.10), text spacing (1.4.12) and resize text (1.4.4), as a visitor sees a page
 * once hydrated. Each page is loaded once and all three checks run on that load; each test then
 * lists every problem its check found (route, element, measure), so one run shows the whole picture.
 *
 * One page of each layout kind in both languages (tests/e2e/layout-kinds.ts): what sticks out or
 * cuts text off is a box of the layout (a fixed width, a clipped band, the header's menu, a table)
 * that every page of a kind shares; how long the words are decides whether they fit it, and the
 * Spanish ones run longer, so each kind is checked in both languages.
 */
const routes = await layoutSample("both");

/** WCAG 1.4.12's minimum spacing, forced on everything as a visitor's style sheet or bookmarklet would. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

type Checks = { overflow: boolean; clippedText: boolean };

/**
 * In the page, what the checks ask for (one function, since a page's security policy forbids
 * building one from text):
 *
 * - `overflow`: the document's sideways scroll, and every element that reaches past the right edge
 *   of the viewport. An element may pass it when it is visually hidden (the `sr-only` pattern: clipped
 *   to nothing, or a box of at most 1 px) or when an ancestor that clips it (`overflow` hidden or clip) ends
 *   inside the viewport, so what sticks out is never drawn. Only the outermost element of a chain
 *   that sticks out is named: its children stick out because it does.
 * - `clippedText`: every box that clips its overflow (`overflow` hidden or clip) and draws text
 *   outside itself, i.e. cuts it off. A box counts when its content is larger than it (scroll size
 *   beyond client size by more than 1 px, on an axis it clips) and a line of its visible text lies
 *   more than 1 px outside its padding box on that axis. Visually hidden boxes (`sr-only`, the
 *   contact forms' off-screen trap field) hide their text on purpose and are left out.
 *
 * Elements are named by tag, id or first classes, and the start of their text.
 */
async function findProblems(page: Page, checks: Checks): Promise<string[]> {
  return page.evaluate((checks) => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const classes = id ? "" : [...el.classList].slice(0, 3).map((c) => `.${c}`).join("");
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ""}`;
    };
    const clipping = (value: string) => value === "hidden" || value === "clip";
    // The `sr-only` pattern: clipped to nothing (Tailwind's `clip-path: inset(50%)`, or the older
    // `clip: rect(0 0 0 0)`), or a box of at most 1 px.
    const visuallyHidden = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") return true;
      const rect = el.getBoundingClientRect();
      return rect.width <= 1 && rect.height <= 1;
    };
    const hiddenWithin = (node: Node, box: Element) => {
      for (let el = node.parentElement; el && el !== box; el = el.parentElement) if (visuallyHidden(el)) return true;
      return false;
    };
    const problems: string[] = [];
    const elements = [...document.body.querySelectorAll("*")];

    if (checks.overflow) {
      const root = document.documentElement;
      const edge = root.clientWidth;
      if (root.scrollWidth > edge) problems.push(`the document scrolls sideways: ${root.scrollWidth}px wide in ${edge}px`);
      const sticksOut = new Set<Element>();
      for (const el of elements) {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || rect.right <= edge + 0.5) continue;
        if (getComputedStyle(el).visibility === "hidden" || visuallyHidden(el)) continue;
        let clipped = false;
        for (let parent = el.parentElement; parent && parent !== document.body && !clipped; parent = parent.parentElement) {
          clipped =
            visuallyHidden(parent) ||
            (clipping(getComputedStyle(parent).overflowX) && parent.getBoundingClientRect().right <= edge + 0.5);
        }
        if (clipped) continue;
        sticksOut.add(el);
        if (el.parentElement && sticksOut.has(el.parentElement)) continue;
        problems.push(`${describe(el)} reaches ${Math.round(rect.right)}px, past the ${edge}px edge`);
      }
    }

    if (checks.clippedText) {
      for (const el of elements) {
        // Sizes first: they are read from the layout already done, and rule out most elements.
        const overflowsX = el.scrollWidth > el.clientWidth + 1;
        const overflowsY = el.scrollHeight > el.clientHeight + 1;
        if (!overflowsX && !overflowsY) continue;
        const style = getComputedStyle(el);
        const clipsX = overflowsX && clipping(style.overflowX);
        const clipsY = overflowsY && clipping(style.overflowY);
        if (!clipsX && !clipsY) continue;
        if (visuallyHidden(el) || el.clientWidth <= 1 || el.clientHeight <= 1) continue;
        if (el.closest("[aria-hidden='true']") || el.getClientRects().length === 0) continue;
        const box = el.getBoundingClientRect();
        const left = box.left + el.clientLeft;
        const top = box.top + el.clientTop;
        const right = left + el.clientWidth;
        const bottom = top + el.clientHeight;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!node.textContent?.trim() || !parent || getComputedStyle(parent).visibility === "hidden") continue;
          if (hiddenWithin(node, el)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const cut = [...range.getClientRects()].some(
            (line) =>
              line.width > 0 &&
              ((clipsX && (line.right > right + 1 || line.left < left - 1)) ||
                (clipsY && (line.bottom > bottom + 1 || line.top < top - 1))),
          );
          if (cut) {
            const text = node.textContent.replace(/\s+/g, " ").trim().slice(0, 30);
            problems.push(
              `${describe(el)} (${Math.round(box.width)}×${Math.round(box.height)}px, content ` +
                `${el.scrollWidth}×${el.scrollHeight}px) cuts off "${text}"`,
            );
            break;
          }
        }
      }
    }
    return problems;
  }, checks);
}

/** Resolves after two animation frames: styles or a viewport just changed, and layout has followed. */
async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The viewports the checks use: the 320 px of 1.4.10 (a 1280 px screen at 400%), a phone, a desktop. */
const reflowWidth = { width: 320, height: 640 };
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Chromium's default font sizes, in px, for proportional and monospace text. */
const defaultFontSize = { standard: 16, fixed: 13 };

type Found = { reflow: string[]; textSpacing: string[]; largeText: string[] };

/**
 * Loads one route at 320 px, waits for hydration and the web font, then runs every check on that
 * one load, resizing the window and adding style sheets between them as a visitor zooming or
 * applying a text-spacing bookmarklet would. Each problem starts with the route.
 */
async function checkRoute(page: Page, path: string): Promise<Found> {
  await page.setViewportSize(reflowWidth);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const named = (prefix: string, problems: string[]) => problems.map((problem) => `${path}${prefix}: ${problem}`);

  const reflow = named("", await findProblems(page, { overflow: true, clippedText: false }));

  await page.setViewportSize(phone);
  const spacing = await page.addStyleTag({ content: textSpacing });
  await nextFrames(page);
  const textSpacingProblems = named(" at 390 px", await findProblems(page, { overflow: true, clippedText: true }));
  await spacing.evaluate((style) => (style as ChildNode).remove());

  // Text-only zoom, as a browser's font size setting does it: twice the default font size, which
  // every rem and em (media queries included) follows.
  await page.setViewportSize(desktop);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Page.setFontSizes", { fontSizes: { standard: 2 * defaultFontSize.standard, fixed: 2 * defaultFontSize.fixed } });
  await nextFrames(page);
  const largeText = named(" with text at 200%", await findProblems(page, { overflow: true, clippedText: true }));
  // The setting outlives the document: back to the defaults for the next route.
  await devtools.send("Page.setFontSizes", { fontSizes: defaultFontSize });
  await devtools.detach();
  return { reflow, textSpacing: textSpacingProblems, largeText };
}

/** How many routes are checked at once. */
const tabs = 2;

test.describe("reflow, text spacing and resize text (WCAG 2.2 1.4.10, 1.4.12, 1.4.4)", () => {
  // The checks share one visit per route (beforeAll); the tests only read what it found.
  test.describe.configure({ mode: "default" });
  const found: Found = { reflow: [], textSpacing: [], largeText: [] };
  const checked: string[] = [];

  test.beforeAll(async ({ browser, baseURL }) => {
    // One visit per page for all three checks: about ten pages per tab at a few seconds each, more on a busy machine.
    test.setTimeout(180_000);
    const queue = [...routes.map((route) => route.path)];
    const started = Date.now();
    // One context per tab: a browser draws only the front tab of a window, and a page that is not
    // drawn never hydrates (its scripts wait for its first paint).
    await Promise.all(
      Array.from({ length: tabs }, async () => {
        const context = await browser.newContext({ baseURL, viewport: reflowWidth });
        try {
          const page = await context.newPage();
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            const result = await checkRoute(page, path);
            found.reflow.push(...result.reflow);
            found.textSpacing.push(...result.textSpacing);
            found.largeText.push(...result.largeText);
            checked.push(path);
          }
        } finally {
          await context.close();
        }
      }),
    );
    console.log(`Reflow, text spacing and 200% text: ${routes.length} routes checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  test("1.4.10: at 320 px wide no page scrolls sideways and nothing sticks out past the right edge", () => {
    expect(checked).toHaveLength(routes.length);
    expect(found.reflow).toEqual([]);
  });

  test("1.4.12: at 390 px with WCAG text spacing no text is cut off and nothing scrolls sideways", () => {
    expect(checked).toHaveLength(routes.length);
    expect(found.textSpacing).toEqual([]);
  });

  test("1.4.4: with the browser's text size at 200% on a 1280 px screen no text is cut off and nothing scrolls sideways", () => {
    expect(checked).toHaveLength(routes.length);
    expect(found.largeText).toEqual([]);
  });
});

/**
 * The one part of reflow a page's own words decide: a word or a link too long for 320 px in one
 * post's Markdown or one town's text sticks out of a layout its sampled page fits. So every built
 * page is loaded at 320 px, as prerendered (no script: what the owner's text does to the layout is
 * in the HTML already), in one visit each, and checked for sideways scroll and anything past the edge.
 */
test("1.4.10 on every page as prerendered: at 320 px wide nothing scrolls sideways or sticks out", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const pages = await builtRoutes();
  const context = await browser.newContext({ baseURL, viewport: reflowWidth, javaScriptEnabled: false });
  const problems: string[] = [];
  try {
    const page = await context.newPage();
    for (const { path } of pages) {
      await page.goto(path, { waitUntil: "load" });
      problems.push(...(await findProblems(page, { overflow: true, clippedText: false })).map((problem) => `${path}: ${problem}`));
    }
  } finally {
    await context.close();
  }
  expect(pages.length).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});
