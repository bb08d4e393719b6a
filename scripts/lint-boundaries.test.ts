import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The import boundaries of eslint.config.js, tried on source text placed in each folder. */
describe("import boundaries", () => {
  const eslint = new ESLint();
  const restricted = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").length;
  };

  it.each([
    ["server/contact/example.ts", 'import { imported } from "../../app/lib/campaign.ts";'],
    ["content/example.ts", 'import { imported } from "../app/lib/campaign.ts";'],
    ["content/legal/en/example.ts", 'import { imported } from "../../server/env.ts";'],
    ["core/example.ts", 'import { imported } from "../app/root.tsx";'],
    ["core/example.ts", 'import { imported } from "~/lib/campaign.ts";'],
    ["app/lib/example.ts", 'import { imported } from "../../server/env.ts";'],
  ])("refuses a wrong-way import in %s", async (file, code) => {
    expect(await restricted(file, code)).toBe(1);
  });

  it.each([
    ["server/contact/example.ts", 'import { imported } from "../../core/site.ts";'],
    ["content/example.ts", 'import { imported } from "../core/format.ts";'],
    ["core/example.ts", 'import { imported } from "../content/business.ts";'],
    ["app/lib/example.ts", 'import { imported } from "../../content/faq.ts";'],
    ["scripts/example.ts", 'import { imported } from "../app/lib/seo.ts";'],
  ])("allows the one-way import in %s", async (file, code) => {
    expect(await restricted(file, code)).toBe(0);
  });
});
