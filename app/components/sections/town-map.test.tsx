import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { towns } from "../../../content/towns.ts";
import { TownMap } from "./town-map.tsx";

const numbers = (text: string) => text.split(/[\s,]+/).map(Number);

describe("TownMap", () => {
  it.each(towns.map((t) => [t.name, t] as const))("%s: the town and its highlighted name lie inside the crop", (_name, town) => {
    const html = renderToString(<TownMap slug={town.slug} name={town.name} county={town.county} />);
    expect(html).toContain(`aria-label="Map: ${town.name} in ${town.county} County`);
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
});
