import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { criticalCss, CriticalCssError, fontFaces } from "./critical-css.ts";
import { scanTags } from "./html-scan.ts";

const css = [
  '@font-face{font-family:"Brand";font-display:swap;src:url(/assets/brand.woff2)format("woff2")}',
  ":root{--font-sans:Brand,sans-serif}",
  "body{font-family:var(--font-sans)}",
  ".used{color:red}",
  ":where(.space-y-3>:not(:last-child)){margin-block-start:.75rem}",
  ".menu-open{display:block}",
  "@media (min-width:40rem){.used{color:blue}}",
].join("");

const dir = mkdtempSync(join(tmpdir(), "critical-css-"));
mkdirSync(join(dir, "assets"));
writeFileSync(join(dir, "assets", "app.css"), css);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const readCss = (href: string) => {
  if (href !== "/assets/app.css") throw new CriticalCssError(`no ${href}`);
  return css;
};
const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>T</title><link rel="stylesheet" href="/assets/app.css"/></head><body>${body}</body></html>`;

describe("criticalCss", () => {
  const inline = criticalCss(dir, readCss);

  it("inlines the rules the page uses and its font faces, and leaves the whole stylesheet disabled", async () => {
    const out = await inline(page('<p class="used">Hi</p>'));
    const tags = scanTags(out);
    const style = tags.find((tag) => tag.name === "style")?.text ?? "";
    expect(style).toContain(".used{color:red}");
    expect(style).toContain("@media (min-width:40rem){.used{color:blue}}");
    expect(style).toContain("@font-face");
    expect(style).toContain(":where(.space-y-3>:not(:last-child)){margin-block-start:.75rem}");
    expect(style).not.toContain(".menu-open");
    const links = tags.filter((tag) => tag.name === "link");
    expect(links.map((tag) => [tag.attrs.get("href"), tag.attrs.has("disabled")])).toEqual([["/assets/app.css", true]]);
    expect(out).toContain('<noscript><link rel="stylesheet" href="/assets/app.css"/></noscript></head>');
    expect(out).toContain('<p class="used">Hi</p>');
  });

  it("leaves a page without a stylesheet as it is", async () => {
    const html = "<!DOCTYPE html><html><head><title>T</title></head><body></body></html>";
    expect(await inline(html)).toBe(html);
  });
});

describe("fontFaces", () => {
  it("lists the @font-face rules of a stylesheet", () => {
    expect(fontFaces(css)).toEqual(['@font-face{font-family:"Brand";font-display:swap;src:url(/assets/brand.woff2)format("woff2")}']);
  });
});
