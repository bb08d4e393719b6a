import type { Locator } from "@playwright/test";

/**
 * The visible controls among `controls` whose label takes more than one line, as "<width> px:
 * "<label>" takes <n> lines". A label's lines are counted from the boxes of its visible words: an
 * icon, or a word only a screen reader reads out (clipped), is no line.
 */
export function wrappedLabels(controls: Locator, width: number): Promise<string[]> {
  return controls.evaluateAll(
    (elements, at) =>
      elements.flatMap((element) => {
        if (!element.checkVisibility()) return [];
        const tops: number[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || getComputedStyle(node.parentElement!).clipPath === "inset(50%)") continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const box of range.getClientRects()) if (box.width > 1 && !tops.some((top) => Math.abs(top - box.top) < box.height / 2)) tops.push(box.top);
        }
        return tops.length > 1 ? [`${at} px: "${element.textContent?.replace(/\s+/g, " ").trim()}" takes ${tops.length} lines`] : [];
      }),
    width,
  );
}
