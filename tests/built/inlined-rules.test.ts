import { readFileSync } from "node:fs";
import { join } from "node:path";
import postcss, { type AtRule } from "postcss";
import { describe, expect, test } from "vitest";
import { scanTags } from "../../scripts/postbuild/html-scan.ts";
import { builtPages, clientDir } from "./build-output.ts";

/**
 * Each page paints from the rules inlined in it (scripts/postbuild/inline-critical-css.ts): the
 * whole stylesheet is linked disabled, and its inert copy applies only after a client-side
 * navigation. So every rule of the whole stylesheet that styles a class the page's HTML uses must
 * be in the page's inlined `<style>`, in the same media query: a rule beasties could not match or
 * read (an arbitrary variant such as `[&_h2]:mt-12`, a selector that starts with a pseudo-class), or
 * one pruned by mistake, would leave the written page drawn differently before and after the first
 * navigation. This reads every built page of both languages.
 *
 * A rule counts when, with its pseudo-classes and pseudo-elements set aside (as beasties matches
 * them), its selector is one class the page's HTML uses, or when it is an arbitrary variant of such
 * a class (kept whole by `arbitraryVariantRules`). A selector that relates two elements (`.a .b`)
 * is left out: both classes on the page do not mean the page has them in that relation.
 *
 * What only scripts draw (the open menu, the zip check's answer, the form's messages) is not in the
 * written HTML, and the build's record of the classes each page's modules draw is removed once the
 * pages are written: tests/e2e/inlined-styles.spec.ts brings those states out in a browser on a
 * sample of pages and wakes the whole stylesheet to compare.
 */

/** A rule's selector, with the at-rules around it (cascade layers aside: they only order rules), without white space. */
type SelectorIn = { key: string; selector: string };

/** Every selector of every style rule, keyframes aside, with its at-rules (media, supports) as part of its key. */
function selectorsOf(css: string): SelectorIn[] {
  const found: SelectorIn[] = [];
  postcss.parse(css).walkRules((rule) => {
    let context = "";
    for (let parent = rule.parent; parent && parent.type === "atrule"; parent = parent.parent) {
      const at = parent as AtRule;
      if (/keyframes$/.test(at.name)) return;
      if (at.name !== "layer") context = `@${at.name} ${at.params}{${context}`;
    }
    for (const selector of rule.selectors) found.push({ key: `${context}${selector}`.replace(/\s+/g, ""), selector });
  });
  return found;
}

const unescape = (name: string) => name.replace(/\\(.)/g, "$1");

/** The class a selector styles when it names one class and, besides it, only pseudo-classes and pseudo-elements. */
function onlyClass(selector: string): string | undefined {
  let bare = selector.trim();
  // Innermost arguments first: `:is(:where(.group):hover *)` → `:is()` → "". An escaped colon
  // is part of a class name (`.sm\:flex`), not a pseudo-class.
  for (let before = ""; before !== bare; ) {
    before = bare;
    bare = bare.replace(/(?<!\\)::?[\w-]+\([^()]*\)/g, "");
  }
  bare = bare.replace(/(?<!\\)::?[\w-]+/g, "");
  const match = /^\.((?:\\.|[\w-])+)$/.exec(bare);
  return match?.[1] === undefined ? undefined : unescape(match[1]);
}

/** The first class of a Tailwind arbitrary variant's selector (`.\[\&_h2\]\:mt-12 h2` → `[&_h2]:mt-12`). */
function arbitraryVariantClass(selector: string): string | undefined {
  if (!selector.includes("\\&")) return undefined;
  const match = /\.((?:\\.|[\w-])+)/.exec(selector);
  return match?.[1] === undefined ? undefined : unescape(match[1]);
}

const pages = await builtPages();

/** The whole stylesheet each page links (disabled), by its address, read once. */
const sheets = new Map<string, SelectorIn[]>();
function wholeSheet(href: string): SelectorIn[] {
  if (!sheets.has(href)) sheets.set(href, selectorsOf(readFileSync(join(clientDir, href), "utf8")));
  return sheets.get(href) ?? [];
}

describe("each page's inlined rules hold every rule of the whole stylesheet for the classes its HTML uses", () => {
  for (const page of pages) {
    test(page.path, () => {
      const tags = scanTags(page.html);
      const linked = tags.filter((tag) => tag.name === "link" && tag.attrs.get("rel") === "stylesheet" && tag.attrs.has("disabled"));
      expect(linked.length, "the whole stylesheet, linked disabled").toBeGreaterThan(0);
      const inlined = new Set(tags.filter((tag) => tag.name === "style").flatMap((tag) => selectorsOf(tag.text ?? "").map(({ key }) => key)));
      const classes = new Set(tags.flatMap((tag) => (tag.attrs.get("class") ?? "").split(/\s+/)).filter(Boolean));

      let required = 0;
      const missing: string[] = [];
      for (const link of linked) {
        for (const { key, selector } of wholeSheet(link.attrs.get("href") ?? "")) {
          const name = onlyClass(selector) ?? arbitraryVariantClass(selector);
          if (name === undefined || !classes.has(name)) continue;
          required++;
          if (!inlined.has(key)) missing.push(key);
        }
      }
      // A page is drawn by dozens of utility classes: none found means this test read nothing.
      expect(required, "rules of the whole stylesheet for the page's classes").toBeGreaterThan(20);
      expect(missing, "rules of the page's classes missing from its inlined <style>").toEqual([]);
    });
  }
});
