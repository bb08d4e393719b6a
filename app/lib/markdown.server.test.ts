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
});
