import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("../../core/locale.ts");
  vi.resetModules();
});

/** renderMarkdown as a build in `of` has it. */
async function renderIn(of: "en" | "es") {
  vi.resetModules();
  vi.doMock("../../core/locale.ts", async (importOriginal) => ({ ...(await importOriginal<typeof import("../../core/locale.ts")>()), locale: of }));
  return (await import("./markdown.server.ts")).renderMarkdown;
}

describe("renderMarkdown", () => {
  it("leads a link to a page of the site to that page in the build's language, and leaves other links alone", async () => {
    const text = "[FAQ](/faq#estimator), [home](/), [mail](mailto:a@example.com), [web](https://example.org/x), [other](//cdn.example/x)";
    const spanish = await (await renderIn("es"))(text);
    expect(spanish).toContain('href="/es/faq#estimator"');
    expect(spanish).toContain('href="/es"');
    expect(spanish).toContain('href="mailto:a@example.com"');
    expect(spanish).toContain('href="https://example.org/x"');
    expect(spanish).toContain('href="//cdn.example/x"');
    const english = await (await renderIn("en"))(text);
    expect(english).toContain('href="/faq#estimator"');
    expect(english).toContain('href="/"');
  });

  it("writes the owner's top heading as a section heading: the page's title stays its only h1", async () => {
    const html = await (await renderIn("en"))("# Tips for the season\n\nText.\n\n## Towels\n\n### Beach towels");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<h2>Tips for the season</h2>");
    expect(html).toContain("<h2>Towels</h2>");
    expect(html).toContain("<h3>Beach towels</h3>");
  });
});

describe("content is never code", () => {
  it.each([
    ["a script", "Hello\n\n<script>steal()</script>\n"],
    ["an element with an event handler", 'Hello <img src="x" onerror="steal()"> there'],
    ["a frame", '<iframe src="https://example.org"></iframe>'],
    ["a comment", "Text <!-- hidden --> more"],
  ])("finds %s written into the Markdown", async (_what, markdown) => {
    const { rawHtmlIn } = await import("./markdown.server.ts");
    expect(rawHtmlIn(markdown)).toHaveLength(1);
  });

  it("takes a < that starts no tag, an address in angle brackets and code spans for text", async () => {
    const { rawHtmlIn } = await import("./markdown.server.ts");
    expect(rawHtmlIn("Sizes: a < b, and we <3 you. <https://example.org> or <owner@example.com>. Write `<b>` for bold.")).toEqual([]);
  });

  it("refuses a content file with HTML in its text, naming what it found", async () => {
    const { parseMarkdownFile } = await import("./markdown.server.ts");
    const { z } = await import("zod");
    const raw = '---\ntitle: Hi\n---\n\nHello <img src="x" onerror="steal()">\n';
    expect(() => parseMarkdownFile("content/blog/en/hi.md", raw, z.object({ title: z.string() }))).toThrow(
      /content\/blog\/en\/hi\.md: the text has HTML code in it \("<img src="x" onerror="steal\(\)">"\)\. Write it with Markdown only/,
    );
  });

  it.each([
    ["javascript:steal()"],
    ["JavaScript:steal()"],
    [" javascript:steal()"],
    ["java&#10;script:steal()"],
    ["javascript&#58;steal()"],
    ["javascript&colon;steal()"],
    ["javascript&amp;#58;steal()"],
    ["vbscript:steal()"],
    ["data:text/html;base64,PHNjcmlwdD5zdGVhbCgpPC9zY3JpcHQ+"],
  ])("keeps the words of a link to %s and leaves its address out", async (href) => {
    const render = await renderIn("en");
    const html = render(`[Call us](${href}) and ![a picture](${href})`);
    expect(html).toContain("Call us");
    expect(html).toContain("a picture");
    expect(html).not.toMatch(/<a |<img /);
  });

  it("shows HTML that reaches the renderer as text, never as elements", async () => {
    const render = await renderIn("en");
    const html = render('Hello <img src="x" onerror="steal()">\n\n<script>steal()</script>\n');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain("&lt;script&gt;steal()&lt;/script&gt;");
  });

  it("writes safe links as before, an ampersand in their address escaped", async () => {
    const render = await renderIn("en");
    expect(render("[Map](https://example.org/?a=1&b=2 \"The map\")")).toContain('<a href="https://example.org/?a=1&amp;b=2" title="The map">Map</a>');
    expect(render("![Folded towels](/images/uploads/towels.jpg)")).toContain('<img src="/images/uploads/towels.jpg" alt="Folded towels">');
  });
});
