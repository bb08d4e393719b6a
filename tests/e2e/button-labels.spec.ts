import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { splitLocale } from "../../core/locale.ts";
import { expect, test } from "./shared-page.ts";
import { builtRoutes, clientDir } from "./built-routes.ts";
import { wrappedLabels } from "./text-lines.ts";

/**
 * Every button keeps its label on one line on a phone, 320 to 390 px wide, in both languages.
 *
 * A button's width on a phone is set by its kind (its classes: the size, the card or band it sits
 * in), not by the page, so the pages that stand for all are the ones holding each kind's longest
 * label in each language, found in the build's own pages: a label the owner lengthens moves the
 * test to its page. There every visible button is measured at both ends of the range (the phone
 * layout holds from 320 px up to the `sm` breakpoint, so nothing in between is narrower). The
 * phone action bar's labels are action-bar.spec.ts's.
 */

/** A button as the build writes it: a link or button with the button classes (app/components/ui/button.tsx). */
const buttonPattern = /<(a|button)\b[^>]*\bclass="((?=[^"]*\binline-flex\b)(?=[^"]*\bjustify-center\b)(?=[^"]*\brounded-full\b)[^"]*)"[^>]*>([\s\S]*?)<\/\1>/g;
const buttons = "a.inline-flex.justify-center.rounded-full, button.inline-flex.justify-center.rounded-full";

/** For each language, the pages that hold the longest label of some kind of button (by its classes). */
async function pagesWithLongestLabels(): Promise<Map<string, string[]>> {
  // By language, then by the button's classes: the longest label's page.
  const longest = new Map<string, Map<string, { path: string; label: string }>>();
  for (const { file, path } of await builtRoutes()) {
    const html = await readFile(join(clientDir, ...file.split("/")), "utf8");
    const { locale } = splitLocale(path);
    const kinds = longest.get(locale) ?? longest.set(locale, new Map()).get(locale)!;
    for (const [, , classes, inner] of html.matchAll(buttonPattern)) {
      const label = inner!.replace(/<[^>]*>/g, "").replace(/&[a-z#0-9]+;/g, "x").replace(/\s+/g, " ").trim();
      if (label.length > (kinds.get(classes!)?.label.length ?? -1)) kinds.set(classes!, { path, label });
    }
  }
  return new Map([...longest].map(([locale, kinds]) => [locale, [...new Set([...kinds.values()].map(({ path }) => path))].sort()]));
}

const chosen = await pagesWithLongestLabels();

for (const [locale, paths] of chosen) {
  test(`${locale}: on the pages with each kind of button's longest label (${paths.join(", ")}), every label keeps one line at 320 and 390 px`, async ({ page }) => {
    expect(paths.length).toBeGreaterThan(0);
    const wrapped: string[] = [];
    let measured = 0;
    for (const path of paths) {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 700 });
        measured += await page.locator(buttons).count();
        wrapped.push(...(await wrappedLabels(page.locator(buttons), width)).map((line) => `${path} at ${line}`));
      }
    }
    expect(measured).toBeGreaterThan(paths.length);
    expect(wrapped).toEqual([]);
  });
}
