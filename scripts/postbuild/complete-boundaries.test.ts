import { describe, expect, it } from "vitest";
import { completeBoundaries, CompleteBoundariesError } from "./complete-boundaries.ts";

// React 19's reveal runtime as a prerendered page carries it (abridged in the middle).
const runtime =
  '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];g.data="$"}a.length=0};\n' +
  '$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?(a.previousSibling.data="$~",$RB.push(a,b)):b.parentNode.removeChild(b)};';
const enqueue = '<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");</script>';
const close = "<script>window.__reactRouterContext.streamController.close();</script>";

/** The end of a prerendered page: the loader, then React Router's data in two nested boundaries. */
const streamed = [
  '<main><h1>FAQ</h1></main><script type="module">let s=0;</script>',
  '<!--$?--><template id="B:0"></template><!--/$-->',
  '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
  `<div hidden id="S:0">${enqueue}<!--$?--><template id="B:1"></template><!--/$--></div>`,
  `<script>${runtime}$RC("B:0","S:0")</script>`,
  `<div hidden id="S:1">${close}</div><script>$RC("B:1","S:1")</script>`,
  "</body></html>",
].join("");

describe("completeBoundaries", () => {
  it("writes each boundary as the reveal leaves it, its scripts in order, without the runtime", () => {
    expect(completeBoundaries(streamed)).toBe(
      `<main><h1>FAQ</h1></main><script type="module">let s=0;</script><!--$-->${enqueue}<!--$-->${close}<!--/$--><!--/$--></body></html>`,
    );
  });

  it("keeps a dollar sign in the content as it is", () => {
    const withDollar = streamed.replace("loaderData", () => "$& costs $1.99");
    expect(completeBoundaries(withDollar)).toContain("$& costs $1.99");
  });

  it("leaves a page without boundaries alone", () => {
    const plain = "<main><h1>Hi</h1></main></body></html>";
    expect(completeBoundaries(plain)).toBe(plain);
  });

  it("refuses a page it cannot complete, rather than ship half a rewrite", () => {
    // A boundary with a fallback, a shape this rewrite does not know.
    const withFallback = streamed.replace('<template id="B:1"></template>', '<template id="B:1"></template><p>Loading</p>');
    expect(() => completeBoundaries(withFallback)).toThrow(CompleteBoundariesError);
    // A segment whose reveal script is missing.
    expect(() => completeBoundaries(streamed.replace('<script>$RC("B:1","S:1")</script>', ""))).toThrow(/left after/);
  });
});
