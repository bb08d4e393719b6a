import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  arbitraryVariantRules,
  criticalCss,
  CriticalCssError,
  fontFaces,
  inertStylesheet,
  inertStylesheetHref,
  propertyDefaultsInsteadOfRegistrations,
} from "./inline-critical-css.ts";
import { scanTags } from "./html-scan.ts";

const css = [
  '@font-face{font-family:"Brand";font-display:swap;src:url(/assets/brand.woff2)format("woff2")}',
  ":root{--font-sans:Brand,sans-serif}",
  "body{font-family:var(--font-sans)}",
  ".used{color:red}",
  ":where(.space-y-3>:not(:last-child)){margin-block-start:.75rem}",
  ".menu-open{display:block}",
  ".toast{position:fixed}",
  ".later{color:green}",
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
const modules: Record<string, string> = {
  "/assets/page.js": 'const e=()=>jsx("div",{className:`toast ${open?"open":""}`});const l=()=>import("./later.js");',
  "/assets/later.js": 'export const x=jsx("p",{className:"later"});',
};
const readModule = (url: string) => modules[url];
const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>T</title><link rel="modulepreload" href="/assets/page.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body>${body}</body></html>`;

describe("criticalCss", () => {
  const { inline, inertSheets } = criticalCss(dir, readCss, readModule);

  it("inlines the rules the page uses and its font faces, and leaves the whole stylesheet disabled", async () => {
    const out = await inline(page('<p class="used">Hi</p>'));
    const tags = scanTags(out);
    const style = tags.find((tag) => tag.name === "style")?.text ?? "";
    expect(style).toContain(".used{color:red}");
    expect(style).toContain("@media (min-width:40rem){.used{color:blue}}");
    expect(style).toContain("@font-face");
    expect(style).toContain(":where(.space-y-3>:not(:last-child)){margin-block-start:.75rem}");
    expect(style).not.toContain(".menu-open");
    expect(style, "a class only the page's script draws").toContain(".toast{position:fixed}");
    expect(style, "a class of a module the page's script loads later").toContain(".later{color:green}");
    const links = tags.filter((tag) => tag.name === "link" && tag.attrs.get("rel") === "stylesheet");
    expect(links.map((tag) => [tag.attrs.get("href"), tag.attrs.has("disabled")])).toEqual([["/assets/app.css", true]]);
    expect(out).toContain('<noscript><link rel="stylesheet" href="/assets/app.css"/></noscript></head>');
    expect(out).toContain('<p class="used">Hi</p>');
    expect(out.slice(out.indexOf("<body>")), "the classes are given to beasties only").toBe('<body><p class="used">Hi</p></body></html>');
    expect([...inertSheets.keys()]).toEqual(["/assets/app.inert.css"]);
  });

  it("takes the classes the build recorded for the page's modules instead of every word of its chunks", async () => {
    const recorded = criticalCss(dir, readCss, readModule, { "/assets/page.js": ["menu-open"] });
    const style = scanTags(await recorded.inline(page('<p class="used">Hi</p>'))).find((tag) => tag.name === "style")?.text ?? "";
    expect(style).toContain(".used{color:red}");
    expect(style, "a class the page's modules name").toContain(".menu-open{display:block}");
    expect(style, "a word of its chunk that none of its modules names").not.toContain(".toast");
    expect(style).not.toContain(".later");
  });

  it("leaves a page without a stylesheet as it is", async () => {
    const html = "<!DOCTYPE html><html><head><title>T</title></head><body></body></html>";
    expect(await inline(html)).toBe(html);
  });
});

describe("inertStylesheet", () => {
  it("puts every rule behind :root.all-styles, flattens the layers in their order, and drops font faces and registered properties", () => {
    const layered = [
      "@layer theme,base,utilities;",
      "@layer utilities{.p-4{padding:1rem}}",
      '@font-face{font-family:"Brand";src:url(/b.woff2)}',
      "@property --tw-x{syntax:\"*\";inherits:false}",
      "@layer base{*,:before{box-sizing:border-box}html,:host{line-height:1.5}}",
      "@layer theme{:root,:host{--gulf:#0f6863}}",
      ".estimator:has(:checked){display:block}",
      "@layer utilities{@media (min-width:40rem){.sm\\:p-6{padding:1.5rem}}}",
      "@keyframes spin{to{transform:rotate(360deg)}}",
    ].join("");
    expect(inertStylesheet(layered)).toBe(
      [
        ":root.all-styles{--gulf:#0f6863}",
        ":root.all-styles *,:root.all-styles :before{box-sizing:border-box}:root.all-styles{line-height:1.5}",
        ":root.all-styles .p-4{padding:1rem}",
        "@media (min-width:40rem){:root.all-styles .sm\\:p-6{padding:1.5rem}}",
        ":root.all-styles .estimator:has(:checked){display:block}",
        "@keyframes spin{to{transform:rotate(360deg)}}",
      ].join(""),
    );
  });

  it("sets Tailwind's property defaults on every element under the class, in place of the registrations", () => {
    const registered = [
      "@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:inline)){*,:before{--tw-shadow:0 0 #0000}}}",
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}",
    ].join("");
    expect(inertStylesheet(registered)).toBe(
      ":root.all-styles *,:root.all-styles :before{--tw-shadow:0 0 #0000}:root.all-styles .shadow{box-shadow:var(--tw-shadow)}",
    );
  });

  it("is served beside the stylesheet", () => {
    expect(inertStylesheetHref("/assets/root-Rv.css")).toBe("/assets/root-Rv.inert.css");
    expect(() => inertStylesheetHref("/assets/root.js")).toThrow(CriticalCssError);
  });
});

describe("arbitraryVariantRules", () => {
  it("keeps the arbitrary-variant rules of the classes given, in their layer and media query", () => {
    const sheet = [
      "@layer utilities{.p-4{padding:1rem}",
      ".\\[\\&_h2\\]\\:mt-12 h2{margin-top:3rem}",
      "@media (min-width:40rem){.sm\\:\\[\\&_h2\\]\\:text-3xl h2{font-size:1.875rem}}",
      ":checked+* .\\[\\:checked\\+\\*_\\&\\]\\:border-\\[5px\\]{border-width:5px}",
      ".\\[\\&_a\\]\\:underline a{text-decoration-line:underline}}",
    ].join("");
    expect(arbitraryVariantRules(sheet, new Set(["[&_h2]:mt-12", "sm:[&_h2]:text-3xl", "[:checked+*_&]:border-[5px]", "p-4"]))).toBe(
      [
        "@layer utilities{.\\[\\&_h2\\]\\:mt-12 h2{margin-top:3rem}}",
        "@layer utilities{@media (min-width:40rem){.sm\\:\\[\\&_h2\\]\\:text-3xl h2{font-size:1.875rem}}}",
        "@layer utilities{:checked+* .\\[\\:checked\\+\\*_\\&\\]\\:border-\\[5px\\]{border-width:5px}}",
      ].join(""),
    );
  });
});

describe("fontFaces", () => {
  it("lists the @font-face rules of a stylesheet", () => {
    expect(fontFaces(css)).toEqual(['@font-face{font-family:"Brand";font-display:swap;src:url(/assets/brand.woff2)format("woff2")}']);
  });
});

describe("propertyDefaultsInsteadOfRegistrations", () => {
  const fallback = "@supports ((-webkit-hyphens:none)) and (not (margin-trim:inline)){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}";
  const registrations = '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}';

  it("drops the @property rules and keeps the defaults for every browser", () => {
    const css = `@layer properties{${fallback}}${registrations}.shadow{box-shadow:var(--tw-shadow)}.blur{filter:var(--tw-blur,)}`;
    expect(propertyDefaultsInsteadOfRegistrations(css)).toBe(
      "@layer properties{*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}.shadow{box-shadow:var(--tw-shadow)}.blur{filter:var(--tw-blur,)}",
    );
  });

  it("leaves every other @supports rule as it is", () => {
    const css = "@supports (color:color-mix(in lab, red, red)){.a{color:color-mix(in oklab, red 50%, transparent)}}";
    expect(propertyDefaultsInsteadOfRegistrations(css)).toBe(css);
  });

  it("stops the build when a rule reads a registered property that no default sets", () => {
    const css = `${registrations}.shadow{box-shadow:var(--tw-shadow)}`;
    expect(() => propertyDefaultsInsteadOfRegistrations(css)).toThrow(/--tw-shadow is read but has no default/);
  });
});
