import type { Page } from "@playwright/test";

/**
 * What a fixed element covers: the text and interactive elements of the page (outside it) that its
 * box meets, described for a failure message. Null while the element is not shown. `selector`
 * names the element; `part`, if given, the part of it whose box counts (a button inside a wider
 * transparent wrapper).
 */
export function coveredBy(page: Page, selector: string, part?: string): Promise<string[] | null> {
  return page.evaluate(
    ({ selector, part }) => {
      const shown = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      const overlay = document.querySelector<HTMLElement>(selector);
      const target = part ? overlay?.querySelector(part) : overlay;
      if (!overlay || !target || !shown(target)) return null;
      const box = target.getBoundingClientRect();
      const meets = (r: DOMRect) =>
        r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      // Visually hidden text (the sr-only pattern) is clipped to a 1 px box.
      const clipped = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width <= 1 && r.height <= 1;
      };
      const covered: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || overlay.contains(parent) || !node.nodeValue?.trim()) continue;
        if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName) || !shown(parent) || clipped(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(meets)) covered.push(`text "${node.nodeValue.trim().slice(0, 40)}"`);
      }
      const interactive = "a[href], button, input, select, textarea, summary, label, iframe, video, [tabindex]:not([tabindex='-1'])";
      for (const el of document.body.querySelectorAll(interactive)) {
        if (overlay.contains(el) || !shown(el) || clipped(el)) continue;
        if (meets(el.getBoundingClientRect())) covered.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
      }
      return covered;
    },
    { selector, part },
  );
}

/** Resolves once the element's data attribute has kept its value for a few frames and its transitions have ended. */
export async function settle(page: Page, selector: string, attribute: string): Promise<void> {
  await page.evaluate(
    async ({ selector, attribute }) => {
      const el = document.querySelector<HTMLElement>(selector);
      if (!el) throw new Error(`no ${selector}`);
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let last = el.getAttribute(attribute);
      for (let steady = 0; steady < 4; ) {
        await frame();
        // A transition cut short by the next change rejects its promise: that change is what we wait for.
        await Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => null)));
        steady = el.getAttribute(attribute) === last ? steady + 1 : 0;
        last = el.getAttribute(attribute);
      }
    },
    { selector, attribute },
  );
}
