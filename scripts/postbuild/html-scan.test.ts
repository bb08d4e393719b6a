import { describe, expect, it } from "vitest";
import { applyEdits, inlineScripts, isExecutableScriptType, scanTags } from "./html-scan.ts";

describe("scanTags", () => {
  it("reads attributes in any order and quoting, lower-casing names", () => {
    const [meta, link] = scanTags(
      `<META content='Fresh &amp; folded' NAME="description"><link href=/about rel="alternate canonical"/>`,
    );
    expect(meta?.name).toBe("meta");
    expect(meta?.attrs.get("name")).toBe("description");
    expect(meta?.attrs.get("content")).toBe("Fresh & folded");
    expect(link?.attrs.get("href")).toBe("/about");
    expect(link?.attrs.get("rel")).toBe("alternate canonical");
  });

  it("keeps a '>' inside a quoted value and the first of duplicate attributes", () => {
    const [tag] = scanTags(`<meta name="x" content="a > b" name="y">`);
    expect(tag?.attrs.get("content")).toBe("a > b");
    expect(tag?.attrs.get("name")).toBe("x");
  });

  it("takes script text verbatim up to its end tag, even when it looks like markup", () => {
    const body = `if (a<b && c) { document.write("<title>not a title</title>"); }`;
    const tags = scanTags(`<script>${body}</script ><title> Real </title>`);
    expect(tags.map((t) => t.name)).toEqual(["script", "title"]);
    expect(tags[0]?.text).toBe(body);
    expect(tags[1]?.text).toBe(" Real ");
  });

  it("skips comments, doctype and end tags", () => {
    const tags = scanTags(`<!DOCTYPE html><!-- <title>hidden</title> --><p>text</p><title>Shown</title>`);
    expect(tags.map((t) => t.name)).toEqual(["p", "title"]);
    expect(tags[1]?.text).toBe("Shown");
  });

  it("survives unterminated markup", () => {
    expect(scanTags("<script>never closed").at(0)?.text).toBe("never closed");
    expect(scanTags("a < b")).toEqual([]);
  });

  it("skips the elements the parser implies, and reads character references in attributes and titles", () => {
    const tags = scanTags(`<title>Fresh &amp; Folded</title><p title="&lt;b&gt; &#x27;q&#39;">x</p>`);
    expect(tags.map((t) => t.name)).toEqual(["title", "p"]);
    expect(tags[0]?.text).toBe("Fresh & Folded");
    expect(tags[1]?.attrs.get("title")).toBe("<b> 'q'");
  });

  it("gives each element's source offsets, end tag included", () => {
    const html = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/><script type="module">go()</script></head></html>`;
    const [, , link, script] = scanTags(html);
    expect(html.slice(link?.start, link?.end)).toBe('<link rel="modulepreload" href="/a.js"/>');
    expect(html.slice(script?.start, script?.end)).toBe('<script type="module">go()</script>');
  });
});

describe("applyEdits", () => {
  it("replaces source ranges in any order and refuses overlapping ones", () => {
    expect(applyEdits("0123456789", [{ start: 6, end: 8, text: "x" }, { start: 1, end: 2, text: "" }])).toBe("02345x89");
    expect(() => applyEdits("0123", [{ start: 0, end: 2, text: "" }, { start: 1, end: 3, text: "" }])).toThrow("overlapping");
  });
});

describe("inlineScripts", () => {
  it("keeps scripts the browser runs and skips external scripts, data blocks and empty scripts", () => {
    const html = [
      "<script>classic()</script>",
      "<script></script>",
      '<script type="module">import("/assets/x.js")</script>',
      '<script type="text/javascript">legacy()</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="text/template"><p></p></script>',
    ].join("");
    expect(inlineScripts(html)).toEqual(["classic()", 'import("/assets/x.js")', "legacy()", '{"imports":{}}']);
  });

  it.each([
    [undefined, true],
    ["", true],
    ["MODULE", true],
    ["text/javascript", true],
    ["application/ld+json", false],
    ["application/json", false],
    ["text/plain", false],
  ])("type %j runs: %s", (type, expected) => {
    expect(isExecutableScriptType(type)).toBe(expected);
  });
});
