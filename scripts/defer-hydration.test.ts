import { describe, expect, it } from "vitest";
import { lowerModulePreloads } from "./preload-hints.ts";

describe("lowerModulePreloads", () => {
  it("gives every module preload a low fetch priority", () => {
    const html = '<head><link rel="modulepreload" href="/assets/a.js"/><link rel=modulepreload href="/assets/b.js"></head>';
    expect(lowerModulePreloads(html)).toBe(
      '<head><link fetchpriority="low" rel="modulepreload" href="/assets/a.js"/><link fetchpriority="low" rel=modulepreload href="/assets/b.js"></head>',
    );
  });

  it("leaves other links, and a module preload that already names its priority, as they are", () => {
    const html = [
      '<link rel="preload" as="image" href="/hero.avif" fetchPriority="high"/>',
      '<link rel="stylesheet" href="/assets/app.css"/>',
      '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
      '<link rel="modulepreload" fetchpriority="high" href="/assets/entry.js"/>',
    ].join("");
    expect(lowerModulePreloads(html)).toBe(html);
  });

  it("does not change text that merely mentions a module preload, in prose or inside a script", () => {
    const html = "<p>React Router adds rel=modulepreload links</p><script>const s='<link rel=\"modulepreload\">'</script>";
    expect(lowerModulePreloads(html)).toBe(html);
  });
});
