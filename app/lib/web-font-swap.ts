import { webFontClass, webFontFamily } from "../../core/web-font.ts";

/**
 * Swaps the brand typeface into the page on screen without moving what the visitor is looking at.
 *
 * The fallback face is matched to Figtree's metrics weight by weight, so nearly every line breaks
 * where Figtree's will; but a line that ends within a word's width of its box can still break
 * differently, and a paragraph in view that gains or loses a line would push everything below it.
 * So the swap is made and measured in one task, before anything is painted: each block of text in
 * view that the typeface would resize, move or break into other lines keeps the fallback face for
 * now (an inline font-family, which the CSP allows from script), and takes Figtree once the visitor
 * has scrolled it out of view, where the change moves nothing they see (the browser's scroll
 * anchoring keeps the content in view in place when a block above it changes height). Every later
 * page of the visit starts in Figtree. docs/decisions/040-brand-typeface-on-every-page.md.
 */
export function swapInWebFont(): void {
  const root = document.documentElement;
  if (root.classList.contains(webFontClass)) return;
  const runs = textBlocksInView();
  const blocks = [...runs.keys()];
  const boxes = blocks.map((block) => block.getBoundingClientRect());
  const tops = blocks.map((block) => runTops(runs.get(block)));
  // A block in the sticky header (or another pinned bar) never scrolls out of view: held, it would
  // keep the fallback for the whole visit. Its moves stay inside the bar, a few pixels of a small
  // area, so it takes Figtree at once, unless the bar itself changed size and so moved the page.
  const bars = blocks.map(pinnedBar);
  const barBoxes = new Map(bars.flatMap((bar) => (bar ? [[bar, bar.getBoundingClientRect()] as const] : [])));
  root.classList.add(webFontClass);
  const held = new Set<HTMLElement>();
  // A block that changed height pushes what follows it; one whose start moved (a centered badge
  // that narrowed) is itself a shift, and so is a run of text inside it carried to another line (a
  // link or a bold phrase in a paragraph that keeps its height). Holding one block can undo
  // another's move: measure again until nothing in view has moved.
  for (let round = 0; round < 4; round++) {
    // Read every box, then write: a write between two reads would lay the page out again.
    const barMoved = new Map([...barBoxes].map(([bar, box]) => [bar, hasMoved(box, bar.getBoundingClientRect())]));
    const moved = blocks.filter((block, i) => {
      const bar = bars[i];
      return (
        !held.has(block) &&
        (!bar || barMoved.get(bar)) &&
        (hasMoved(boxes[i], block.getBoundingClientRect()) || runsMoved(tops[i], runTops(runs.get(block))))
      );
    });
    if (moved.length === 0) break;
    for (const block of moved) {
      block.style.fontFamily = fallbackStack;
      held.add(block);
    }
  }
  if (held.size > 0) releaseOutOfView(held);
}

function hasMoved(was: DOMRect | undefined, now: DOMRect): boolean {
  if (!was) return false;
  return Math.abs(now.height - was.height) >= 0.5 || Math.abs(now.top - was.top) >= 1 || Math.abs(now.left - was.left) >= 1;
}

/**
 * How far a run of text's first line may move down or up before it counts as carried to another
 * line. Chrome ignores moves under 3 CSS pixels (its layout shift tracker's movement threshold),
 * such as a glyph box sitting a pixel higher in the other face; a line is 20 pixels or more. A run
 * that only slides along its line (the words before it narrowed) moves a few pixels, too little to
 * count; the block's own box is compared for the rest.
 */
const lineChange = 3;

/** Where each run of text of a block begins on screen: the top of its first line box. */
function runTops(texts: readonly Text[] = []): number[] {
  const range = document.createRange();
  return texts.map((text) => {
    range.selectNodeContents(text);
    return range.getClientRects()[0]?.top ?? Number.NaN;
  });
}

function runsMoved(was: readonly number[] | undefined, now: readonly number[]): boolean {
  return now.some((top, i) => Math.abs(top - (was?.[i] ?? top)) >= lineChange);
}

/** The fixed or sticky box a block sits in (the header, the phone action bar); null when it scrolls with the page. */
function pinnedBar(block: HTMLElement): HTMLElement | null {
  for (let element: HTMLElement | null = block; element && element !== document.body; element = element.parentElement) {
    const { position } = getComputedStyle(element);
    if (position === "fixed" || position === "sticky") return element;
  }
  return null;
}

/** The stack the page painted in before the swap (app/styles/app.css, `--font-sans`). */
const fallbackStack = `"Figtree Fallback", ui-sans-serif, system-ui, sans-serif`;

/** Elements laid out as blocks that hold text of their own and meet the viewport, each with its runs of text. */
function textBlocksInView(): Map<HTMLElement, Text[]> {
  const blocks = new Map<HTMLElement, Text[]>();
  const outOfView = new Set<HTMLElement>();
  // Bands not drawn yet (content-visibility) are off screen, and most of a long page: their
  // subtrees are passed over whole, since reading a style or a box inside one would lay it out.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeType === Node.TEXT_NODE || (node as Element).checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType !== Node.TEXT_NODE || !node.nodeValue?.trim()) continue;
    let block = node.parentElement;
    // Plain inline boxes flow inside their block; inline-block and inline-flex ones are boxes of their own.
    while (block && block !== document.body && getComputedStyle(block).display === "inline") block = block.parentElement;
    if (!block || block === document.body || outOfView.has(block)) continue;
    const texts = blocks.get(block);
    if (texts) {
      texts.push(node as Text);
      continue;
    }
    const box = block.getBoundingClientRect();
    if (box.bottom > 0 && box.top < window.innerHeight && box.height > 0) blocks.set(block, [node as Text]);
    else outOfView.add(block);
  }
  return blocks;
}

/** Gives each held block Figtree once it is wholly out of view, checked whenever a scroll ends. */
function releaseOutOfView(held: Set<HTMLElement>) {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const block = entry.target as HTMLElement;
      if (entry.isIntersecting) continue;
      block.style.fontFamily = "";
      held.delete(block);
      observer.unobserve(block);
    }
    if (held.size === 0) observer.disconnect();
  });
  for (const block of held) observer.observe(block);
}

/** Loads the brand typeface and swaps it in; offline or blocked, the fallback simply stays. */
export function loadWebFont(): void {
  document.fonts
    .load(`1em "${webFontFamily}"`)
    .then((faces) => {
      if (faces.length > 0) swapInWebFont();
    })
    .catch(() => {});
}
