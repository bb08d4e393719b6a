import { describe, expect, it } from "vitest";
import { decodeEntities, inlineScripts, isExecutableScriptType, scanTags } from "./html-scan.ts";

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
    expect(scanTags(`<meta name="x`)).toHaveLength(1);
    expect(scanTags("a < b")).toEqual([]);
  });
});

describe("decodeEntities", () => {
  it("decodes named and numeric references and leaves unknown ones", () => {
    expect(decodeEntities("&lt;&gt;&quot;&#x27;&#39;&amp;&unknown;")).toBe(`<>"''&&unknown;`);
  });
});

describe("inlineScripts", () => {
  it("keeps scripts the browser runs and skips external scripts and data blocks", () => {
    const html = [
      "<script>classic()</script>",
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
