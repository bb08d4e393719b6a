/**
 * Watches whether the floating schedule button may show (docs/decisions/023-floating-button-steps-aside.md).
 * It may not while
 * - another way to act is in view: a schedule link outside the header (a hero's or the closing call
 *   to action's, the zip check's result), a form, the footer, or anything marked `data-floating-avoid`;
 * - or anything a person reads or uses would be under it: an element holding text, or a link, a
 *   button, a field. Element boxes are at least as large as the text they hold, so the check errs on
 *   the side of stepping aside.
 * Two IntersectionObservers do the work off the scroll path: one against the viewport, one against
 * the button's own box (the viewport shrunk by rootMargin). New content (another route, a toast, a
 * changed text) is picked up by a MutationObserver.
 */
const interactive =
  "a[href], button, input, select, textarea, summary, label, iframe, video, audio, [tabindex]:not([tabindex='-1'])";
const skippedParents = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "HTML", "BODY"]);

export function watchClearSpot(
  spot: HTMLElement,
  avoidSelector: string,
  onChange: (clear: boolean) => void,
): () => void {
  const inView = new Set<Element>();
  const underSpot = new Set<Element>();
  let reported: boolean | null = null;
  let collide: IntersectionObserver | null = null;
  const observed = new Set<Element>();

  function report() {
    const clear = inView.size === 0 && underSpot.size === 0;
    if (clear !== reported) {
      reported = clear;
      onChange(clear);
    }
  }

  const track = (set: Set<Element>) => (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      if (entry.isIntersecting) set.add(entry.target);
      else set.delete(entry.target);
    }
    report();
  };

  const view = new IntersectionObserver(track(inView));

  /** The viewport shrunk to the button's box, plus a little air around it. */
  function makeCollide() {
    collide?.disconnect();
    underSpot.clear();
    const box = spot.getBoundingClientRect();
    const root = document.documentElement;
    const air = 8;
    const margin = [box.top, root.clientWidth - box.right, root.clientHeight - box.bottom, box.left]
      .map((edge) => `${Math.min(0, air - Math.max(0, edge))}px`)
      .join(" ");
    collide = new IntersectionObserver(track(underSpot), { rootMargin: margin });
    for (const element of observed) collide.observe(element);
  }

  function candidates(): Set<Element> {
    const found = new Set<Element>(document.body.querySelectorAll(interactive));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !skippedParents.has(parent.tagName) && node.nodeValue?.trim()) found.add(parent);
    }
    for (const element of found) if (spot.contains(element)) found.delete(element);
    return found;
  }

  let avoided = new Set<Element>();
  function scan() {
    const next = candidates();
    for (const element of observed) {
      if (!next.has(element)) {
        collide?.unobserve(element);
        observed.delete(element);
        underSpot.delete(element);
      }
    }
    for (const element of next) {
      if (!observed.has(element)) {
        collide?.observe(element);
        observed.add(element);
      }
    }
    const nextAvoided = new Set(document.body.querySelectorAll(avoidSelector));
    for (const element of avoided) {
      if (!nextAvoided.has(element)) {
        view.unobserve(element);
        inView.delete(element);
      }
    }
    for (const element of nextAvoided) if (!avoided.has(element)) view.observe(element);
    avoided = nextAvoided;
    report();
  }

  let frame = 0;
  const rescan = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      scan();
    });
  };
  const mutations = new MutationObserver((records) => {
    if (records.some((record) => !spot.contains(record.target))) rescan();
  });

  // A resize moves the button and the viewport: measure again.
  const onResize = () => makeCollide();

  scan();
  makeCollide();
  mutations.observe(document.body, { childList: true, subtree: true });
  window.addEventListener("resize", onResize);
  return () => {
    cancelAnimationFrame(frame);
    view.disconnect();
    collide?.disconnect();
    mutations.disconnect();
    window.removeEventListener("resize", onResize);
  };
}
