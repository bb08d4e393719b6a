import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import facts from "../content/business.json" with { type: "json" };
import { postFrontMatterSchema } from "../app/lib/blog.server.ts";
import { checkTownFiles, townFileSchema } from "../content/town-schema.ts";
import { readFrontMatter } from "../app/lib/markdown.server.ts";
import { businessFactsSchema } from "../core/site-schema.ts";
import { testimonials } from "../content/testimonials.ts";
import { faqEntries } from "../content/faq.ts";
import { faqFileSchema, testimonialsFileSchema } from "../scripts/check-content.ts";
import { cmsConfig, fieldFrom, formFor, type CmsField } from "./cms-config.ts";
import { pageFiles } from "../content/page-files.ts";

const townData = readFrontMatter("venice.md", readFileSync(join(import.meta.dirname, "..", "content", "towns", "venice.md"), "utf8")).data as Record<string, unknown>;

const find = (fields: readonly CmsField[] | undefined, ...path: string[]): CmsField => {
  const [name, ...rest] = path;
  const field = fields?.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return rest.length === 0 ? field : find(field.fields, ...rest);
};

describe("the studio's form for content/business.json", () => {
  const form = formFor(businessFactsSchema());

  it("has a field for every key of the file, and no other", () => {
    expect(form.map((f) => f.name).sort()).toEqual([...Object.keys(facts), "reviewsUrl"].sort());
    expect(find(form, "pricing").fields?.map((f) => f.name).sort()).toEqual(Object.keys(facts.pricing).sort());
  });

  it("titles each field as the schema does and keeps its limits", () => {
    const price = find(form, "pricing", "washFoldPerLb");
    expect(price).toMatchObject({ label: "Wash & fold price per pound ($)", widget: "number", value_type: "float", min: 0.01 });
    expect(find(form, "pricing", "firstOrderDiscountPercent")).toMatchObject({ value_type: "int", min: 1, max: 100 });
    expect(find(form, "rating", "value")).toMatchObject({ min: 1, max: 5 });
  });

  it("offers the days of the week to choose from, and checks a time's pattern with the schema's message", () => {
    const days = find(form, "hours", "days");
    expect(days).toMatchObject({ widget: "select", multiple: true });
    expect(days.options).toContain("Sunday");
    const opens = find(form, "hours", "opens");
    const [pattern, message] = opens.pattern ?? [];
    expect(new RegExp(pattern ?? "x").test("08:00")).toBe(true);
    expect(new RegExp(pattern ?? "x").test("8am")).toBe(false);
    expect(message).toMatch(/24-hour time/);
  });

  it("marks optional fields, and names list entries by their own label", () => {
    expect(find(form, "reviewsUrl").required).toBe(false);
    expect(find(form, "phone").required).toBeUndefined();
    expect(find(form, "hours").summary).toBe("{{fields.label}}");
    expect(find(form, "competitors").summary).toBe("{{fields.name}}");
  });

  it("refuses a schema type it has no field for, naming it", () => {
    expect(() => fieldFrom("when", { type: "null" }, true)).toThrow(/no form field for "when"/);
    expect(formFor(z.object({ note: z.string() }))).toEqual([{ name: "note", label: "Note", widget: "string" }]);
  });
});

describe("the studio's form for a town file", () => {
  const form = formFor(townFileSchema());

  it("has a field for every key of a town file", () => {
    const [venice] = Object.values(checkTownFiles({ "content/towns/x.md": townData }).towns);
    expect(venice).toBeDefined();
    expect(form.map((f) => f.name).sort()).toEqual([...new Set([...Object.keys(townData), "mapLabel"])].sort());
  });

  it("takes a zip code as text checked for five digits, and long copy in a paragraph box", () => {
    const zip = find(form, "zips").fields?.find((f) => f.name === "zip");
    expect(zip).toMatchObject({ widget: "string", pattern: ["^\\d{5}$", "must be five digits"] });
    expect(find(form, "page", "lead").widget).toBe("text");
    expect(find(form, "page", "headline").widget).toBe("string");
  });
});

describe("cmsConfig", () => {
  it("edits the owner's files and folders through the backend it is given", () => {
    const config = cmsConfig({ backend: { name: "proxy", proxy_url: "/api/v1" }, siteUrl: "http://127.0.0.1:3002" });
    expect(config.backend).toEqual({ name: "proxy", proxy_url: "/api/v1" });
    expect(config.collections.flatMap((c) => ("files" in c && c.files ? c.files.map((f) => f.file) : []))).toEqual([
      "content/business.json",
      "content/faq.json",
      "content/testimonials.json",
      "content/service-area.json",
      ...Object.keys(pageFiles),
      "content/legal/terms.md",
      "content/legal/privacy.md",
      "content/legal/accessibility.md",
    ]);
    expect(config.collections.flatMap((c) => ("folder" in c ? [c.folder] : []))).toEqual(["content/towns", "content/blog"]);
    expect(config.omit_empty_optional_fields).toBe(true);
  });
});

describe("the studio's form for a blog post", () => {
  const form = formFor(postFrontMatterSchema());

  it("asks for the title, summary, date and picture, and works out the reading time and the picture's size itself", () => {
    expect(find(form, "date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(find(form, "readTime")).toMatchObject({ widget: "hidden", required: false });
    expect(find(form, "image", "src")).toMatchObject({ widget: "image", label: "Picture" });
    expect(find(form, "image", "width").widget).toBe("hidden");
    // The picture is optional, so the editor lets a post without one be saved; a picture without its
    // description is refused by the studio's server (studio/backend.test.ts).
    expect(find(form, "image").required).toBe(false);
    expect(find(form, "image", "alt").required).toBe(false);
  });
});

describe("the studio's form for content/testimonials.json", () => {
  it("lists the quotes, each with a name, a town, stars from 1 to 5 and the quote in a paragraph box", () => {
    const quotes = find(formFor(testimonialsFileSchema()), "testimonials");
    expect(quotes).toMatchObject({ widget: "list", summary: "{{fields.name}}" });
    expect(quotes.fields?.map((f) => f.name)).toEqual(Object.keys(testimonials[0]));
    expect(find(quotes.fields, "rating")).toMatchObject({ min: 1, max: 5, value_type: "int" });
    expect(find(quotes.fields, "text").widget).toBe("text");
  });
});

describe("the studio's form for content/faq.json", () => {
  it("lists the questions by their text, each with its answer in a paragraph box that says how to quote a price", () => {
    const questions = find(formFor(faqFileSchema()), "questions");
    expect(questions).toMatchObject({ widget: "list", summary: "{{fields.question}}" });
    expect(questions.fields?.map((f) => f.name)).toEqual(Object.keys(faqEntries[0]!));
    expect(find(questions.fields, "answer")).toMatchObject({ widget: "text", hint: expect.stringContaining("{{price}}") });
  });
});
