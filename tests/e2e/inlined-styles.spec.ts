import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page.ts";
import { allStylesClass } from "../../core/all-styles.ts";
import { splitLocale } from "../../core/locale.ts";
import { webFontClass } from "../../core/web-font.ts";
import { townPageList } from "../../content/town-pages.ts";
import { waitForHydration } from "./hydration.ts";
import { layoutSample } from "./layout-kinds.ts";
import { waitForWebFont } from "./web-font.ts";
// The layout's words in each language (content/pages/<language>/layout.json, filled in).
import englishLayoutWords from "../../content/pages/filled/en/layout.json" with { type: "json" };
import spanishLayoutWords from "../../content/pages/filled/es/layout.json" with { type: "json" };
// The zip check's and the forms' words, the same way.
import englishZipWords from "../../content/pages/filled/en/zip-check.json" with { type: "json" };
import spanishZipWords from "../../content/pages/filled/es/zip-check.json" with { type: "json" };
import formWords from "../../content/pages/filled/en/contact-form.json" with { type: "json" };
import { withFigures } from "../../app/lib/run-time-figures.ts";

/** The layout's words in the language of the page at `path` ("/es/about" is Spanish). */
const layoutWordsAt = (path: string) => (splitLocale(path).locale === "es" ? spanishLayoutWords : englishLayoutWords);
/** The zip check's words in the language of the page at `path`. */
const zipWordsAt = (path: string) => (splitLocale(path).locale === "es" ? spanishZipWords : englishZipWords);

/**
 * Each page paints from the rules inlined in it; the whole stylesheet arrives after the first
 * paint as an inert copy that applies only under `<html class="all-styles">`, set on the first
 * client-side navigation (scripts/postbuild/inline-critical-css.ts, app/root.tsx). So the inlined rules must already
 * draw everything the page's own scripts show: these tests hydrate each page, bring out what only
 * JavaScript draws (the floating button, the open menu, the contact form's messages), then wake the
 * inert sheet and expect no computed style of any element to change. A rule missing from a page's
 * inlined CSS shows up here as a difference.
 *
 * That every rule for a class the written HTML uses is inlined is checked over every built page
 * without a browser (tests/built/inlined-rules.test.ts); what is left here is what only scripts
 * draw.
 */

/**
 * The computed properties compared: everything a rule of this site sets that shows (box, spacing,
 * borders, color, type, layout, transforms, SVG paint). Reading all ~350 of every element of the
 * home page takes too long on a busy machine.
 */
const properties = [
  "display", "position", "top", "right", "bottom", "left", "z-index", "inset",
  "width", "height", "min-width", "min-height", "max-width", "max-height",
  "margin-top", "margin-right", "margin-bottom", "margin-left",
  "padding-top", "padding-right", "padding-bottom", "padding-left",
  "border-top-width", "border-right-width", "border-bottom-width", "border-left-width",
  "border-top-style", "border-top-color", "border-bottom-color", "border-left-color", "border-right-color",
  "border-top-left-radius", "border-bottom-right-radius", "box-shadow",
  "outline-style", "outline-width", "outline-color", "outline-offset",
  "color", "background-color", "background-image", "opacity", "visibility",
  "transform", "translate", "rotate", "scale", "transition-property", "filter",
  "font-family", "font-size", "font-weight", "font-style", "line-height", "letter-spacing",
  "text-align", "text-decoration-line", "text-transform", "text-shadow", "white-space", "text-wrap",
  "overflow-x", "overflow-y", "flex-direction", "flex-wrap", "flex-grow", "flex-shrink",
  "justify-content", "align-items", "align-self", "row-gap", "column-gap",
  "grid-template-columns", "grid-column-start", "grid-column-end", "order",
  "list-style-type", "fill", "stroke", "stroke-width", "cursor", "pointer-events", "appearance",
  "scroll-margin-top", "object-fit", "aspect-ratio", "isolation", "content-visibility", "contain-intrinsic-height",
];

/** The compared properties of every element, kept in the page; returns how many elements. */
async function recordStyles(page: Page): Promise<number> {
  return page.evaluate((names) => {
    // The content of a closed <details> is not rendered: Chromium lays it out (or not) when it
    // pleases, so a property that needs layout (`top`) reads as written ("100%") or as laid out
    // ("0px") depending on timing. What is never drawn is not compared.
    const elements = [document.documentElement, ...document.body.querySelectorAll("*")].filter(
      (element) => !element.closest("details:not([open]) > :not(summary)"),
    );
    const record = new Map(
      elements.map((element) => {
        const style = getComputedStyle(element);
        return [element, names.map((property) => `${property}: ${style.getPropertyValue(property)}`)];
      }),
    );
    (window as unknown as { recordedStyles: Map<Element, string[]> }).recordedStyles = record;
    return elements.length;
  }, properties);
}

/** The elements whose computed style differs from the recording, as "tag.class: property: before → after". */
async function changedStyles(page: Page): Promise<string[]> {
  return page.evaluate((names) => {
    const recorded = (window as unknown as { recordedStyles: Map<Element, string[]> }).recordedStyles;
    const changes: string[] = [];
    // The elements recorded (one a lazily loaded part added since, such as the toaster, is not compared).
    recorded.forEach((before, element) => {
      const style = getComputedStyle(element);
      const now = names.map((property) => `${property}: ${style.getPropertyValue(property)}`);
      for (const [n, line] of now.entries()) {
        if (line !== before[n] && changes.length < 20) {
          const name = `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
          changes.push(`${name}: ${before[n]} → ${line.split(": ").slice(1).join(": ")}`);
        }
      }
    });
    return changes;
  }, properties);
}

/** Sets the class that wakes the inert whole stylesheet, once that sheet has loaded, and lets styles settle. */
async function wakeWholeStylesheet(page: Page) {
  await expect
    .poll(() => page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(".inert.css") && sheet.cssRules.length > 0)))
    .toBe(true);
  await page.evaluate(async (name) => {
    document.documentElement.classList.add(name);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, allStylesClass);
}

/** Waits until every running animation or transition has finished and two frames have painted. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Once what scripts drew has settled: wakes the whole stylesheet and expects no computed style to change. */
async function expectWakingTheWholeSheetChangesNothing(page: Page) {
  // The brand face swaps in some time after hydration (core/web-font.ts): a swap between the two
  // readings below would show as a change that no missing rule made.
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${webFontClass}\\b`));
  await settle(page);
  expect(await recordStyles(page)).toBeGreaterThan(20);
  await wakeWholeStylesheet(page);
  expect(await changedStyles(page)).toEqual([]);
}

/** Scrolls to the middle of the page, where the floating Schedule button shows. */
async function scrollToMiddle(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: "instant" }));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * One page of each layout kind, languages alternating (tests/e2e/layout-kinds.ts). The menus and
 * the floating button are drawn by the root's modules, whose classes every page of a language
 * inlines alike (the route's own, such as the written page's, are read from every page by
 * tests/built/inlined-rules.test.ts); each language is a build of its own, with its own record of
 * those classes, and half of the kinds are visited in each. The route-specific states (the zip
 * check, the forms) have tests of their own below.
 */
const sample = await layoutSample();

test.describe("the inlined rules draw what scripts show", () => {
  // Reading the computed styles of a long page twice takes a while on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  // Transitions would hide a change until they end: under reduced motion they take 0.01 ms.
  test.use({ colorScheme: "light", reducedMotion: "reduce" });

  for (const route of sample) {
    test(`${route.path}, scrolled, with the desktop menu open`, async ({ page }) => {
      await page.goto(route.path);
      await waitForHydration(page);
      await scrollToMiddle(page);
      // A submenu opened from the keyboard: no pointer, so no hover timer changes it afterwards.
      const submenu = page.getByRole("navigation", { name: layoutWordsAt(route.path).header.menuName }).locator("details").first();
      await submenu.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(submenu).toHaveJSProperty("open", true);
      await expectWakingTheWholeSheetChangesNothing(page);
    });

    test(`${route.path}, scrolled, with the mobile menu and a submenu open @mobile`, async ({ page }) => {
      await page.goto(route.path);
      await waitForHydration(page);
      await scrollToMiddle(page);
      const { header } = layoutWordsAt(route.path);
      const nav = page.getByRole("navigation", { name: header.menuName });
      await nav.getByRole("button", { name: header.menuButton }).click();
      const submenu = nav.locator("details").first();
      await submenu.locator("summary").click();
      // Recorded once the submenu is open and its chevron has turned, not while React commits it.
      await expect(submenu).toHaveJSProperty("open", true);
      await expectWakingTheWholeSheetChangesNothing(page);
    });
  }

  // The zip check in both of its tones: Home's dark band and a town page's light one.
  const town = townPageList[0]!;
  const townZip = town.zips[0]!.zip;
  for (const path of ["/", `/${town.slug}`, `/es/${town.slug}`]) {
    test(`${path} with the zip check's inline error, then its answer`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const field = page.locator('main input[autocomplete="postal-code"]').first();
      await field.fill("3428");
      await field.press("Enter");
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expectWakingTheWholeSheetChangesNothing(page);
      await page.evaluate((name) => document.documentElement.classList.remove(name), allStylesClass);
      await field.fill(townZip);
      await field.press("Enter");
      const townLink = withFigures(zipWordsAt(path).townLink, { town: town.name });
      const answer = page.locator("main [aria-live=polite]").filter({ has: page.getByRole("link", { name: townLink, exact: true }) });
      await expect(answer).toBeVisible();
      await expectWakingTheWholeSheetChangesNothing(page);
    });
  }

  // Each page's form, by its sending button's words.
  for (const [path, sendButton] of [
    ["/contact", formWords.sendButton],
    ["/outside-service-area", formWords.inquiry.sendButton],
  ] as const) {
    test(`${path} with every field's message shown after an empty send`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const send = page.getByRole("button", { name: sendButton, exact: true });
      const form = page.locator("form").filter({ has: send }).first();
      await form.getByRole("button", { name: sendButton, exact: true }).click();
      // Settled: the first invalid field has the focus and no field is disabled any more.
      await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
      await expect(form.locator(":disabled")).toHaveCount(0);
      await expectWakingTheWholeSheetChangesNothing(page);
    });
  }
});

/**
 * The compared properties of every element of the main content. Each band is first scrolled to,
 * so the browser has drawn it and sizes it by its real height rather than its placeholder one
 * (docs/page-loading.md#bands-drawn-near-the-viewport), which would depend on how far this visit scrolled.
 */
async function mainStyles(page: Page): Promise<string[]> {
  for (const band of await page.locator("main > section").all()) {
    await band.scrollIntoViewIfNeeded();
    await expect.poll(() => band.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  return page.evaluate(
    (names) =>
      [...document.querySelectorAll("main *")].map((element) => {
        const style = getComputedStyle(element);
        return `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} ${names.map((property) => `${property}: ${style.getPropertyValue(property)}`).join("; ")}`;
      }),
    properties,
  );
}

test("after a client-side navigation, the whole stylesheet draws the next page as its own inlined rules do", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  // The same typeface on both sides: a page a visit lands on keeps the fallback, and the next page
  // uses Figtree once it has loaded, so the directly loaded page is measured with the class the app
  // sets on that navigation (core/web-font.ts).
  await page.goto("/faq");
  await waitForHydration(page);
  await waitForWebFont(page);
  await page.evaluate((name) => document.documentElement.classList.add(name), webFontClass);
  const heading = await page.getByRole("heading", { level: 1 }).innerText();
  const direct = await mainStyles(page);

  await page.goto("/");
  await waitForHydration(page);
  await waitForWebFont(page);
  await expect(page.locator("html")).not.toHaveClass(new RegExp(allStylesClass));
  await page.getByRole("contentinfo").getByRole("link", { name: layoutWordsAt("/").menu.faq, exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  // The address changes before the next page has replaced the sections of this one.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.locator("html")).toHaveClass(new RegExp(allStylesClass));
  expect(await mainStyles(page)).toEqual(direct);
});
