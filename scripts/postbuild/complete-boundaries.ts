/**
 * React prerenders a page the way it streams a live response. React Router's `<Scripts>` wraps the
 * hydration data in `<Suspense>`, so each page ends with a pending boundary
 * (`<!--$?--><template id="B:0"></template><!--/$-->`), the boundary's content parked in a hidden
 * `<div id="S:0">`, and React's reveal runtime (`$RB`, `$RV`, `$RC`, `$RT`, about 1 KB), which
 * moves the content into place up to 300 ms after the first paint, by a timer: a document change
 * and a style pass after the paint, and bytes in the first response, for nothing a reader sees.
 *
 * The page is static, so the post-build writes each boundary as the runtime would leave it:
 * `<!--$-->`, the content, `<!--/$-->`, and drops the runtime. The scripts inside (React Router's
 * `streamController.enqueue(...)` and `.close()`) keep their order, so they run as before; React
 * then hydrates completed boundaries, as it does after the reveal. A page whose boundaries have
 * another shape stops the build, naming it, rather than ship half a rewrite.
 */
export class CompleteBoundariesError extends Error {}

/** A parked segment and the script that reveals it; the first such script also defines the runtime. */
const segment = /<div hidden id="S:(\d+)">([\s\S]*?)<\/div><script>(?:\$RB=\[\];(?:(?!<\/script>)[\s\S])*?)?\$RC\("B:\1","S:\1"\)<\/script>/g;
/** React's timestamp for the reveal throttle, written before the first segment. */
const revealClock = '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>';
/** Anything of the reveal runtime, or a boundary still pending. */
const leftover = /\$R[BCVT]\b|<!--\$[?~]-->|<template id="B:\d+">|<div hidden id="S:\d+">/;

/** The page with every pending boundary completed and React's reveal runtime removed. */
export function completeBoundaries(html: string): string {
  const segments = [...html.matchAll(segment)];
  let out = html.replace(revealClock, "");
  for (const [whole] of segments) out = out.replace(whole, "");
  // In document order: a segment may hold the next boundary (S:0 holds B:1).
  for (const [, id, content] of segments) {
    const pending = `<!--$?--><template id="B:${id}"></template><!--/$-->`;
    const at = out.indexOf(pending);
    if (at < 0 || out.indexOf(pending, at + 1) >= 0) {
      throw new CompleteBoundariesError(`boundary B:${id} is not written once as ${pending}`);
    }
    out = `${out.slice(0, at)}<!--$-->${content}<!--/$-->${out.slice(at + pending.length)}`;
  }
  const rest = leftover.exec(out);
  if (rest) throw new CompleteBoundariesError(`React's streaming markup is left after completing the boundaries: "${rest[0]}"`);
  return out;
}
