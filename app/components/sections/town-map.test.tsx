import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { towns } from "../../../content/towns.ts";
import { escapeHtml } from "../../../core/escape-html.ts";
import words from "../../../content/pages/filled/en/sections.json" with { type: "json" };
import { TownMap } from "./town-map.tsx";

const numbers = (text: string) => text.split(/[\s,]+/).map(Number);

describe("TownMap", () => {
  it.each(towns.map((t) => [t.name, t] as const))("%s: the town and its highlighted name lie inside the crop", (_name, town) => {
    const html = renderToString(<TownMap slug={town.slug} name={town.name} county={town.county} />);
    const ariaLabel = words.map.townMap.replace("{{town}}", town.name).replace("{{county}}", town.county);
    expect(html).toContain(`aria-label="${escapeHtml(ariaLabel).replaceAll("&#39;", "&#x27;")}"`);
    const [x = 0, y = 0, width = 0, height = 0] = numbers(html.match(/viewBox="([^"]+)"/)![1]!);
    const label = html.match(/<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/)!;
    const [lx = 0, ly = 0, lw = 0, lh = 0] = label.slice(1).map(Number);
    expect(lx).toBeGreaterThanOrEqual(x);
    expect(ly).toBeGreaterThanOrEqual(y);
    expect(lx + lw).toBeLessThanOrEqual(x + width);
    expect(ly + lh).toBeLessThanOrEqual(y + height);
    // The highlighted name is the last text drawn, so nothing covers it.
    expect(html).toMatch(new RegExp(`>${town.name}</text></svg>$`));
  });
  it.each(towns.map((t) => [t.name, t] as const))("%s: draws only outlines and dots that meet the crop", (_name, town) => {
    const html = renderToString(<TownMap slug={town.slug} name={town.name} county={town.county} />);
    const [x = 0, y = 0, width = 0, height = 0] = numbers(html.match(/viewBox="([^"]+)"/)![1]!);
    const meets = (xs: number[], ys: number[]) =>
      Math.max(...xs) >= x - 2 && Math.min(...xs) <= x + width + 2 && Math.max(...ys) >= y - 2 && Math.min(...ys) <= y + height + 2;
    const outlines = [...html.matchAll(/<path d="([^"]+)"/g)].map((m) => [...m[1]!.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)]);
    expect(outlines.length).toBeGreaterThan(0);
    for (const points of outlines) {
      expect(meets(points.map((p) => Number(p[1])), points.map((p) => Number(p[2])))).toBe(true);
    }
    for (const [, cx, cy] of html.matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="4"/g)) {
      expect(meets([Number(cx) - 5, Number(cx) + 5], [Number(cy) - 5, Number(cy) + 5])).toBe(true);
    }
  });
});
