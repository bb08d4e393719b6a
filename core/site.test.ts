import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { business } from "../content/business.ts";
import { towns } from "../content/towns.ts";
import { formatClock, formatPrice } from "./format.ts";
import spanishWords from "../content/es/business-words.json" with { type: "json" };
import type { BusinessWords } from "./business-words.ts";
import { claimedSaving, site, siteIn } from "./site.ts";

describe("site config", () => {
  it("shows each price as the config's number formatted", () => {
    expect(site.price.perLb).toBe(`${formatPrice(business.pricing.washFoldPerLb)}/lb`);
    expect(site.price.wasPerLb).toBe(`${formatPrice(business.pricing.washFoldWasPerLb)}/lb`);
    expect(site.price.perLb).toMatch(/^\$\d+\.\d{2}\/lb$/);
  });

  it("lists every opening-hours entry as label, opening and closing time", () => {
    expect(site.hoursText).toHaveLength(business.hours.length);
    site.hoursText.forEach((line, i) => {
      const hours = business.hours[i]!;
      expect(line).toBe(`${hours.label} ${formatClock(hours.opens)}-${formatClock(hours.closes)}`);
    });
  });

  it("dials the phone number it shows", () => {
    expect(site.phoneHref).toBe(`tel:${site.phone.replaceAll("-", "")}`);
    expect(site.phoneHref.replace(/\D/g, "").slice(1)).toBe(site.phoneDisplay.replace(/\D/g, ""));
  });

  it("serves every town of content/towns.ts", () => {
    expect(site.towns.map((t) => t.slug)).toEqual(towns.map((t) => t.slug));
  });

  it("computes a savings claim that is true of the prices", () => {
    const claimed = Number(/over (\d+)%/.exec(site.savingsClaim)?.[1]);
    const dearest = Math.max(...business.competitors.map((c) => c.pricePerLb));
    const saved = (1 - business.pricing.washFoldPerLb / dearest) * 100;
    // "Over N%": the saving is more than the claim (a saving of exactly 50% is "over 40%"), and
    // within ten points of it, the largest ten below it. (The margin is the division's last digit.)
    expect(saved).toBeGreaterThan(claimed + 1e-9);
    expect(saved).toBeLessThanOrEqual(claimed + 10 + 1e-9);
    // Whatever the prices: a whole ten below the saving, or a whole percent at ten or less, never "over 0%" but under 1%.
    expect([64, 50, 50.000000001, 49.99, 10.5, 10, 6.3, 1.2].map(claimedSaving)).toEqual([60, 40, 40, 40, 10, 9, 6, 1]);
    // Spanish says the same figure, its percent sign written as the discount's is ("20%"), with no space.
    expect(siteIn("es", spanishWords as BusinessWords).savingsClaim).toBe(`más del ${claimed}%`);
  });
});

/**
 * One source for every business constant: these values may appear in code only through content/business.json
 * or business.ts (tests, which check them, aside). A component that types "1.49" or the phone number fails here.
 * The code is read without its comments, which may give an example ("2.5 → $2.50"), and a price counts
 * where it is a price: "$2.50", "2.50/lb" or the number 2.50 itself, not the digits inside a longer number
 * ("93.4902%") or a CSS length ("1.25rem"). The owner's Markdown (content/blog, content/towns,
 * content/legal) is hers to write and is not scanned: a post may name a laundromat's $2.50 load (a
 * town's words are held to their own rule where she saves them, `checkTownFiles`: no price written out).
 */
describe("no hard-coded business constants", () => {
  // Derived from the config, so the guard follows an edit of content/business.json.
  const prices = [business.pricing.washFoldPerLb, business.pricing.washFoldWasPerLb, ...business.competitors.map((c) => c.pricePerLb)];
  const guarded: Array<{ literal: string; pattern: RegExp }> = [
    ...prices.map((price) => price.toFixed(2)).map((literal) => ({ literal, pattern: new RegExp(`(?<![\\w.])${escaped(literal)}(?![\\w%]|\\.\\d)`) })),
    ...[
      business.phone.slice(-8),
      business.phone.slice(-8).replace("-", ""),
      business.email,
      new URL(business.appUrl).host,
      ...site.hoursText.map((line) => line.slice(line.indexOf(" ") + 1)),
    ].map((literal) => ({ literal, pattern: new RegExp(`(?<![\\w.])${escaped(literal)}(?![\\w])`) })),
  ];
  const roots = ["app", "content", "core", "server"];
  const files = roots
    .flatMap((root) => walk(root))
    .filter((file) => /\.(ts|tsx|css)$/.test(file) && file !== join("content", "business.ts") && !/\.test\.tsx?$/.test(file));
  const code = new Map(files.map((file) => [file, withoutComments(file, readFileSync(file, "utf8"))]));

  it("scans the source tree", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it("finds a price typed in code, and not the digits of another number or a comment's example", () => {
    const { literal, pattern } = guarded[0]!;
    const found = ([file, text]: readonly [string, string]) => pattern.test(withoutComments(file, text));
    const typed = [
      ["a.ts", `const perLb = ${literal};`],
      ["a.tsx", `const price = <p>$${literal}</p>;`],
      ["a.ts", `const label = "${literal}/lb";`],
    ] as const;
    const notPrices = [
      ["a.css", `.a { width: 9${literal}02%; }`],
      ["a.css", `.a { padding: ${literal}rem; } /* $${literal} */`],
      ["a.ts", `// ${literal}\nconst a = 1;`],
      ["a.tsx", `/** $${literal} */\nconst a = <p>{/* ${literal}/lb */}</p>;`],
    ] as const;
    for (const example of typed) expect(found(example), example[1]).toBe(true);
    for (const example of notPrices) expect(found(example), example[1]).toBe(false);
  });

  for (const { literal, pattern } of guarded) {
    it(`"${literal}" appears in code only through content/business.json or business.ts`, () => {
      const offenders = files.filter((file) => pattern.test(code.get(file)!));
      expect(offenders).toEqual([]);
    });
  }
});

/** A regular expression's source that matches `text` as it is. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

const printer = ts.createPrinter({ removeComments: true });

/** A code file's text without its comments: TypeScript (JSX too) reprinted without them, CSS with its comments cut. */
function withoutComments(file: string, text: string): string {
  if (file.endsWith(".css")) return text.replace(/\/\*[\s\S]*?\*\//g, "");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return printer.printFile(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind));
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.endsWith(".generated.ts")) return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
