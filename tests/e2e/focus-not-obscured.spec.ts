import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page.ts";
import { waitForHydration } from "./hydration.ts";
import { layoutSample, type SamplePage } from "./layout-kinds.ts";

/**
 * Focus is never hidden (WCAG 2.2, 2.4.11): moving through a page with Tab, and back with
 * Shift+Tab, at phone and desktop widths, no focused element is wholly or mostly covered by the
 * sticky header, the phone action bar or any other fixed or sticky element. The page's scroll
 * padding (app/styles/app.css) keeps focus clear of them; it must match their real heights.
 *
 * One page of each layout kind, languages alternating (tests/e2e/layout-kinds.ts): what covers
 * focus is the layout's fixed and sticky parts (the header, the action bar, the floating button, a
 * legal page's contents) and the scroll padding, the same on every page of a kind; its words only
 * change how far apart the stops are. Both widths, since the two layouts have different fixed parts
 * (the phone's action bar and menu button, the desktop's menu and floating button).
 *
 * The footer is one part, the same on every page and last in the tab order, under the same header
 * and action bar wherever it is: its stops (about half of a page's) are measured on Home, at both
 * widths, and the other kinds stop at it, going forward from the top and backward from it.
 */
const sample = await layoutSample();

/** More focus stops than any page has: a page that never cycles back fails instead of hanging. */
const maxStops = 400;

/** How much of a focused element may be covered before it counts as mostly hidden. */
const mostlyHidden = 0.5;

type Stop = { name: string; covered: number; by: string };

/**
 * Marks the page's fixed and sticky elements once, then, after each move of focus, reports how much
 * of the focused element's box is painted over by those of them that are not its own ancestors, or
 * lies off screen (a grid of points over the box). Null once focus has come back to a stop already
 * seen, or has reached the footer when the footer is `skipped`.
 */
async function measureFocus(page: Page, footer: "measured" | "skipped"): Promise<Stop | null> {
  return page.evaluate(async (footer) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const w = window as typeof window & { overlays?: Element[]; seen?: WeakSet<Element>; lastScroll?: string };
    w.overlays ??= [...document.body.querySelectorAll("*")].filter((el) => ["fixed", "sticky"].includes(getComputedStyle(el).position));
    w.seen ??= new WeakSet();
    // A move of focus that scrolled the page sets off what follows a scroll (observers and scroll
    // listeners run with the next frames; the action bar slides in or out): let it come to rest.
    // One that did not scroll changes only what focus itself changes (the bar stepping aside for a
    // text field), which React has drawn by now and whose transition is awaited below. Waiting two
    // frames at every stop was most of this test's time.
    if (`${scrollX},${scrollY}` !== w.lastScroll) {
      await frame();
      await frame();
      w.lastScroll = `${scrollX},${scrollY}`;
    }
    // Only the bar's own transitions count: a hero's slow crossfade moves nothing over focus.
    const bar = document.querySelector("[data-action-bar]");
    await Promise.all((bar?.getAnimations({ subtree: true }) ?? []).map((animation) => animation.finished.catch(() => null)));

    const focused = document.activeElement;
    if (!focused || focused === document.body || w.seen.has(focused)) return null;
    if (footer === "skipped" && focused.closest("footer")) return null;
    w.seen.add(focused);
    const name = `${focused.tagName.toLowerCase()} "${(focused.textContent || focused.getAttribute("aria-label") || focused.getAttribute("name") || "").trim().slice(0, 40)}"`;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return { name, covered: 0, by: "" };

    const over = w.overlays.filter((el) => !el.contains(focused));
    const steps = 6;
    let points = 0;
    let covered = 0;
    const by = new Set<string>();
    for (let i = 0; i < steps; i++) {
      for (let j = 0; j < steps; j++) {
        const x = box.left + ((i + 0.5) / steps) * box.width;
        const y = box.top + ((j + 0.5) / steps) * box.height;
        points++;
        // Off screen counts as hidden too: focus must have brought the element into view.
        const offScreen = x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight;
        // What is painted on top there, in the page's real stacking order.
        const hit = offScreen ? null : document.elementFromPoint(x, y);
        const under = hit && !focused.contains(hit) ? over.find((el) => el.contains(hit)) : undefined;
        if (offScreen || under) covered++;
        if (offScreen) by.add("the edge of the screen");
        else if (under) by.add(`${under.tagName.toLowerCase()}${under.getAttribute("aria-label") ? ` "${under.getAttribute("aria-label")}"` : ""}`);
      }
    }
    return { name, covered: covered / points, by: [...by].join(", ") };
  }, footer);
}

async function tabThrough(page: Page, key: "Tab" | "Shift+Tab", footer: "measured" | "skipped") {
  await page.evaluate(
    ({ fromFooter }) => {
      const w = window as typeof window & { seen?: WeakSet<Element>; lastScroll?: string };
      w.seen = new WeakSet();
      w.lastScroll = undefined;
      (document.activeElement as HTMLElement | null)?.blur();
      // Backward without the footer: from its first stop, so the first Shift+Tab lands just before it.
      if (fromFooter) document.querySelector<HTMLElement>("footer a[href], footer button")?.focus();
    },
    { fromFooter: key === "Shift+Tab" && footer === "skipped" },
  );
  const hidden: string[] = [];
  let stops = 0;
  let worst = 0;
  for (; stops < maxStops; stops++) {
    await page.keyboard.press(key);
    const stop = await measureFocus(page, footer);
    if (!stop) break;
    worst = Math.max(worst, stop.covered);
    if (stop.covered > mostlyHidden) hidden.push(`${stop.name}: ${Math.round(stop.covered * 100)}% hidden by ${stop.by}`);
  }
  return { stops, worst, hidden };
}

function focusTest({ path, kind }: SamplePage, tag: string) {
  const footer = kind === "home" ? "measured" : "skipped";
  test(`focus is never hidden on ${path}, forward and backward${footer === "skipped" ? " up to the footer" : ""}${tag}`, async ({ page }) => {
    // A page has up to a hundred or so focus stops, each measured once the page has come to rest.
    test.setTimeout(180_000);
    await page.goto(path);
    await waitForHydration(page);
    for (const key of ["Tab", "Shift+Tab"] as const) {
      const { stops, worst, hidden } = await tabThrough(page, key, footer);
      test.info().annotations.push({ type: key, description: `${stops} stops, most covered ${Math.round(worst * 100)}%` });
      expect(stops, `${key} comes back round within ${maxStops} stops`).toBeLessThan(maxStops);
      expect(stops, `${key} reaches focus stops`).toBeGreaterThan(3);
      expect(hidden, `${key}: focused elements mostly hidden`).toEqual([]);
    }
  });
}

for (const sampled of sample) {
  focusTest(sampled, "");
  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    focusTest(sampled, " @mobile");
  });
}

/** The scroll padding is only as good as the heights it is computed from. */
function heightsTest(tag: string) {
  test(`the sticky header and the action bar are as tall as the space the page keeps for them${tag}`, async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    const measured = await page.evaluate(() => {
      const probe = document.createElement("div");
      document.body.append(probe);
      const resolve = (value: string) => {
        probe.style.height = value;
        return probe.getBoundingClientRect().height;
      };
      const bar = document.querySelector<HTMLElement>("[data-action-bar]");
      const result = {
        header: document.querySelector("body > header, header")?.getBoundingClientRect().height,
        headerSpace: resolve("var(--sticky-header-height)"),
        bar: bar && bar.checkVisibility() ? bar.getBoundingClientRect().height : 0,
        barSpace: resolve("var(--action-bar-space)"),
      };
      probe.remove();
      return result;
    });
    expect(measured.header).toBeCloseTo(measured.headerSpace, 0);
    expect(measured.bar).toBeCloseTo(measured.barSpace, 0);
  });
}
heightsTest("");
test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  heightsTest(" @mobile");
});
