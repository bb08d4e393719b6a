import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import facts from "../content/business.json" with { type: "json" };
import { postFrontMatterSchema } from "../app/lib/blog.server.ts";
import { checkTownFiles, townFileSchema } from "../content/town-schema.ts";
import { readFrontMatter } from "../app/lib/markdown.server.ts";
import { businessFactsSchema } from "../core/site-schema.ts";
import { testimonials } from "../content/testimonials.ts";
import { towns } from "../content/towns.ts";
import { faqEntries } from "../content/faq.ts";
import { faqFileSchema, testimonialsFileSchema } from "../scripts/check-content.ts";
import {
  cmsConfig,
  editableFiles,
  fieldFrom,
  formFor,
  inLanguage,
  studioEntryOf,
  studioLogoPath,
  translatedFileAt,
  translatedFiles,
  type CmsField,
} from "./cms-config.ts";
import { pageFiles } from "../content/page-files.ts";
import { locales } from "../core/locale.ts";
import type { StaleText } from "../core/translation-review.ts";

const repo = join(import.meta.dirname, "..");
/** Every English town file's front matter: whichever towns the owner keeps (content/towns.ts lists at least one). */
const townFiles = towns.map((town) => {
  const file = `content/towns/en/${town.slug}.md`;
  return { file, data: readFrontMatter(file, readFileSync(join(repo, file), "utf8")).data as Record<string, unknown> };
});

const find = (fields: readonly CmsField[] | undefined, ...path: string[]): CmsField => {
  const [name, ...rest] = path;
  const field = fields?.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return rest.length === 0 ? field : find(field.fields, ...rest);
};

describe("the studio's sign-in page", () => {
  it("shows the business's own mark, not the editor's", () => {
    expect(cmsConfig({ backend: { name: "proxy", proxy_url: "/api/v1" }, siteUrl: "http://127.0.0.1:3000" }).logo_url).toBe(studioLogoPath);
  });
});

describe("the editor's links to the site", () => {
  it("opens the live site from an entry's View Live, and shows the site with her changes in its top bar", () => {
    const local = cmsConfig({ backend: { name: "proxy", proxy_url: "/api/v1" }, siteUrl: "https://www.example.com", previewUrl: "http://127.0.0.1:3002" });
    expect(local).toMatchObject({ site_url: "https://www.example.com", display_url: "http://127.0.0.1:3002" });
    // The live studio has no preview of its own: both are the site.
    const live = cmsConfig({ backend: { name: "github", repo: "owner/site", branch: "main" }, siteUrl: "https://www.example.com" });
    expect(live).toMatchObject({ site_url: "https://www.example.com", display_url: "https://www.example.com" });
  });
});

describe("the studio's form for content/business.json", () => {
  const form = formFor(businessFactsSchema());

  it("has a field for every key of the file, and no other", () => {
    // The optional "Reviews page" once, whether or not the owner has filled it in.
    expect(form.map((f) => f.name).sort()).toEqual([...new Set([...Object.keys(facts), "reviewsUrl"])].sort());
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
    const names = form.map((f) => f.name);
    for (const { file, data } of townFiles) {
      // Each file passes the checks the form's saves go through, and its every key has its field.
      expect(checkTownFiles({ [file]: data }).problems, file).toEqual([]);
      expect(names, file).toEqual(expect.arrayContaining(Object.keys(data)));
    }
    // A field no town file fills in is an optional one ("Side of its dot the name sits on, on the map").
    const filledIn = new Set(townFiles.flatMap(({ data }) => Object.keys(data)));
    const shape: Record<string, z.ZodType> = townFileSchema().shape;
    expect(names.filter((name) => !filledIn.has(name) && !shape[name]?.safeParse(undefined).success)).toEqual([]);
  });

  it("takes a zip code as text checked for five digits, and long copy in a paragraph box", () => {
    const zip = find(form, "zips").fields?.find((f) => f.name === "zip");
    expect(zip).toMatchObject({ widget: "string", pattern: ["^\\d{5}$", "must be five digits"] });
    expect(find(form, "page", "lead").widget).toBe("text");
    expect(find(form, "page", "headline").widget).toBe("string");
  });
});

describe("cmsConfig", () => {
  const config = cmsConfig({ backend: { name: "proxy", proxy_url: "/api/v1" }, siteUrl: "http://127.0.0.1:3002" });
  type Collection = { i18n?: unknown; fields?: CmsField[]; files?: { name: string; file: string; i18n?: boolean; fields: CmsField[] }[] };
  const collection = (name: string) => config.collections.find((c) => c.name === name) as unknown as Collection;
  const fileOf = (name: string, file: string) => collection(name).files!.find((f) => f.name === file)!;

  it("edits the owner's files and folders through the backend it is given", () => {
    expect(config.backend).toEqual({ name: "proxy", proxy_url: "/api/v1" });
    expect(config.collections.flatMap((c) => ("files" in c && c.files ? c.files.map((f) => f.file) : []))).toEqual([
      "content/business.json",
      "content/service-area.json",
      "content/es/business-words.json",
      "content/faq.json",
      "content/testimonials.json",
      ...Object.keys(pageFiles).map((name) => `content/pages/${name}.json`),
      "content/legal/terms.md",
      "content/legal/privacy.md",
      "content/legal/accessibility.md",
    ]);
    expect(config.collections.flatMap((c) => ("folder" in c ? [c.folder] : []))).toEqual(["content/towns", "content/blog"]);
    expect(config.omit_empty_optional_fields).toBe(true);
  });

  it("has the owner write her words in English and Spanish, English first", () => {
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: ["en", "es"], default_locale: "en" });
    // The editor keeps a files collection's languages only as one document, which the studio's
    // server splits into the language folders; a folder collection's, in the folders themselves.
    for (const name of ["questions", "pages", "legal"]) {
      expect(collection(name).i18n, name).toEqual({ structure: "single_file" });
      expect(collection(name).files!.every((file) => file.i18n === true), name).toBe(true);
    }
    expect(collection("towns").i18n).toBe(true);
    expect(collection("blog").i18n).toBe(true);
    // The facts, the zip rules and the Spanish words over the facts are one file each, in one language.
    expect(collection("business").i18n).toBeUndefined();
    expect(fileOf("business", "words").fields.map((f) => f.name)).toContain("tagline");
  });

  it("keeps each file in a language's folder, where the site reads it", () => {
    const files = ["questions", "pages", "legal"].flatMap((name) => collection(name).files!.map((file) => file.file));
    expect(files.sort()).toEqual(Object.keys(translatedFiles).sort());
    for (const file of files) {
      for (const of of locales) {
        const path = inLanguage(file, of);
        expect(existsSync(join(repo, path)), path).toBe(true);
        expect(translatedFileAt(path)).toMatchObject({ locale: of, shared: file });
      }
    }
    expect(inLanguage("content/faq.json", "es")).toBe("content/es/faq.json");
    expect(inLanguage("content/testimonials.json", "en")).toBe("content/en/testimonials.json");
    expect(inLanguage("content/pages/about.json", "es")).toBe("content/pages/es/about.json");
    expect(inLanguage("content/legal/terms.md", "es")).toBe("content/legal/es/terms.md");
    expect(editableFiles).toHaveProperty(["content/pages/es/about.json"]);
    expect(editableFiles).toHaveProperty(["content/en/faq.json"]);
    // A folder's entry, where the editor puts it (Decap CMS's "multiple_folders": the language's folder before the file's name).
    for (const folder of ["content/towns", "content/blog"]) {
      for (const name of readdirSync(join(repo, folder, "en"))) {
        const slug = name.replace(/\.md$/, "");
        for (const of of locales) {
          const path = `${folder}/${slug}.md`.replace(`/${slug}`, `/${of}/${slug}`);
          expect(translatedFileAt(path)).toMatchObject({ locale: of, folder });
        }
        if (folder === "content/towns") expect(existsSync(join(repo, folder, "es", name)), name).toBe(true);
      }
    }
    expect(translatedFileAt("content/towns/fr/venice.md")).toBeUndefined();
    expect(translatedFileAt("content/es/business-words.json")).toBeUndefined();
  });

  it("marks a field words to write in each language, or a fact both languages share, at every depth", () => {
    const marks = (fields: readonly CmsField[] | undefined): unknown[] =>
      (fields ?? []).flatMap((f) => [f.i18n, ...marks(f.fields), ...marks(f.field ? [f.field] : [])]);
    // None left unmarked (the editor would hide it in Spanish, and the Spanish file would lack it), but
    // a list of facts, whose entries the editor cannot copy: hidden in Spanish, the studio's server copies it.
    const marked = (fields: readonly CmsField[] | undefined) => marks(fields).every((mark) => mark === true || mark === "duplicate" || mark === false);
    for (const name of ["questions", "pages", "legal"]) {
      for (const file of collection(name).files!) expect(marked(file.fields), file.name).toBe(true);
    }
    for (const name of ["towns", "blog"]) expect(marked(collection(name).fields), name).toBe(true);
    expect(marks(collection("business").files!.flatMap((file) => file.fields)).every((mark) => mark === undefined)).toBe(true);

    const town = collection("towns").fields!;
    for (const fact of ["name", "order", "county", "speed", "alsoSurrounding", "mapLabel"]) expect(find(town, fact).i18n, fact).toBe("duplicate");
    // The editor takes a group's (an object's) or a list's mark as true or false only.
    expect([find(town, "geo").i18n, find(town, "geo", "latitude").i18n]).toEqual([true, "duplicate"]);
    // A zip code is a fact; its neighborhoods' names are words.
    expect([find(town, "zips").i18n, find(town, "zips", "zip").i18n, find(town, "zips", "areas").i18n]).toEqual([true, "duplicate", true]);
    const groups = (fields: readonly CmsField[] | undefined): CmsField[] =>
      (fields ?? []).flatMap((f) => [...(f.widget === "list" || f.widget === "object" ? [f] : []), ...groups(f.fields), ...groups(f.field ? [f.field] : [])]);
    const everyForm = [...collection("towns").fields!, ...collection("blog").fields!, ...["questions", "pages", "legal"].flatMap((name) => collection(name).files!.flatMap((file) => file.fields))];
    expect(groups(everyForm).filter((f) => typeof f.i18n !== "boolean").map((f) => f.name)).toEqual([]);
    expect(find(town, "page").i18n).toBe(true);
    expect(find(town, "page", "headline").i18n).toBe(true);
    expect(find(town, "page", "testimonial", "name").i18n).toBe("duplicate");
    expect(find(town, "serviceArea", "highlights")).toMatchObject({ i18n: true, field: { i18n: true } });

    const post = collection("blog").fields!;
    expect([find(post, "title"), find(post, "body"), find(post, "image", "alt")].map((f) => f.i18n)).toEqual([true, true, true]);
    expect([find(post, "date"), find(post, "image", "src"), find(post, "readTime")].map((f) => f.i18n)).toEqual(["duplicate", "duplicate", "duplicate"]);

    const about = fileOf("pages", "about").fields;
    expect(find(about, "values", "cards").i18n).toBe(true);
    expect(find(about, "values", "cards", "icon").i18n).toBe("duplicate");
    expect(find(about, "values", "cards", "title").i18n).toBe(true);
    const quotes = fileOf("questions", "quotes").fields;
    expect(["name", "location", "rating", "text"].map((key) => find(quotes, "testimonials", key).i18n)).toEqual(["duplicate", "duplicate", "duplicate", true]);
    expect(find(fileOf("legal", "terms").fields, "date").i18n).toBe("duplicate");
  });

  it("marks a Spanish text awaiting review in its field's hint, naming which entry of a list or a folder holds it", () => {
    const stale = (file: string, entry: string[], field: string[], within: string[] = []): StaleText => ({
      file, entry, field, within, key: field.join("."), english: "", spanish: "", where: [], unrecorded: false,
    });
    const marked = cmsConfig({
      backend: { name: "proxy", proxy_url: "/api/v1" },
      siteUrl: "http://127.0.0.1:3002",
      toReview: [
        stale("content/pages/es/about.json", ["Pages", "About"], ["hero", "title"]),
        stale("content/es/faq.json", ["Questions and quotes", "Questions and answers"], ["questions", "answer"], ['"How much is it?"']),
        stale("content/towns/es/venice.md", ["Towns", "Venice"], ["page", "headline"]),
        stale("content/es/business-words.json", ["Business facts", "Words in Spanish"], ["pricing", "promoBadge"]),
      ],
    });
    const files = (name: string) => (marked.collections.find((c) => c.name === name) as unknown as Collection).files!;
    const hint = (fields: CmsField[], ...path: string[]) => find(fields, ...path).hint ?? "";
    expect(hint(files("pages").find((f) => f.name === "about")!.fields, "hero", "title")).toMatch(/^\*\*Spanish to review\*\*: its English changed since it was translated\. \[All texts to review\]\(\/admin\/translations\)/);
    // Only that field, of that page.
    expect(hint(files("pages").find((f) => f.name === "about")!.fields, "hero", "lead")).not.toMatch(/Spanish to review/);
    expect(hint(files("pages").find((f) => f.name === "home")!.fields, "hero", "title")).not.toMatch(/Spanish to review/);
    // Its own hint follows the mark.
    expect(hint(files("questions").find((f) => f.name === "faq")!.fields, "questions", "answer")).toMatch(/^\*\*Spanish to review\*\* \("How much is it\?"\): .*Write prices and figures as \{\{price\}\}/);
    expect(hint(files("business").find((f) => f.name === "words")!.fields, "pricing", "promoBadge")).toMatch(/^\*\*Spanish to review\*\*/);
    const towns = (marked.collections.find((c) => c.name === "towns") as unknown as Collection).fields!;
    expect(hint(towns, "page", "headline")).toMatch(/^\*\*Spanish to review\*\* \(Venice\)/);
  });

  it("names where the owner finds each file she writes", () => {
    expect(studioEntryOf("content/pages/es/new-customer-offer.json")).toEqual({ collection: "pages", entry: "new-customer-offer", names: ["Pages", pageFiles["new-customer-offer"].label] });
    expect(studioEntryOf("content/es/testimonials.json")).toMatchObject({ collection: "questions", entry: "quotes" });
    expect(studioEntryOf("content/legal/es/terms.md")).toMatchObject({ collection: "legal", entry: "terms", names: ["Legal pages", "Terms of Service"] });
    expect(studioEntryOf("content/blog/es/a-post.md", "A post")).toEqual({ collection: "blog", entry: "a-post", names: ["Blog posts", "A post"] });
    expect(studioEntryOf("content/es/business-words.json")).toMatchObject({ collection: "business", entry: "words" });
    expect(studioEntryOf("content/business.json")).toEqual({ collection: "business", entry: "facts", names: ["Business facts", "Prices, hours and contact details"] });
    expect(studioEntryOf("content/service-area.json")).toMatchObject({ collection: "business", entry: "service-area" });
    expect(studioEntryOf("content/towns.ts")).toBeUndefined();
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

describe("the studio's form for the quotes (content/en/testimonials.json, content/es/testimonials.json)", () => {
  it("lists the quotes, each with a name, a town, stars from 1 to 5 and the quote in a paragraph box", () => {
    const quotes = find(formFor(testimonialsFileSchema()), "testimonials");
    expect(quotes).toMatchObject({ widget: "list", summary: "{{fields.name}}" });
    expect(quotes.fields?.map((f) => f.name)).toEqual(Object.keys(testimonials[0]));
    expect(find(quotes.fields, "rating")).toMatchObject({ min: 1, max: 5, value_type: "int" });
    expect(find(quotes.fields, "text").widget).toBe("text");
  });
});

describe("the studio's form for the FAQ (content/en/faq.json, content/es/faq.json)", () => {
  it("lists the questions by their text, each with its answer in a paragraph box that says how to quote a price", () => {
    const questions = find(formFor(faqFileSchema()), "questions");
    expect(questions).toMatchObject({ widget: "list", summary: "{{fields.question}}" });
    expect(questions.fields?.map((f) => f.name)).toEqual(Object.keys(faqEntries[0]!));
    expect(find(questions.fields, "answer")).toMatchObject({ widget: "text", hint: expect.stringContaining("{{price}}") });
  });
});
