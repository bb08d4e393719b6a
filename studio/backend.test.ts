import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import sharp from "sharp";
import { stringify } from "yaml";
import { readFrontMatter } from "../app/lib/markdown.server.ts";
import facts from "../content/business.json" with { type: "json" };
import { handleAction, sitePicture, StudioError, widestPictureWidth } from "./backend.ts";

let root: string;
const file = () => join(root, "content", "business.json");
const original = `${JSON.stringify(facts, null, 2)}\n`;
const persist = (raw: string, path = "content/business.json") =>
  handleAction(root, { action: "persistEntry", params: { dataFiles: [{ path, raw, slug: "facts" }], assets: [], options: {} } });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "studio-backend-"));
  mkdirSync(join(root, "content", "towns"), { recursive: true });
  writeFileSync(file(), original);
  writeFileSync(join(root, "content", "towns", "venice.md"), "---\nname: Venice\n---\n");
  writeFileSync(join(root, "package.json"), "{}");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the studio's file store", () => {
  it("reads a file and lists a folder's files", async () => {
    const entry = (await handleAction(root, { action: "getEntry", params: { path: "content/business.json" } })) as { data: string };
    expect(JSON.parse(entry.data)).toEqual(facts);
    const towns = (await handleAction(root, {
      action: "entriesByFolder",
      params: { folder: "content/towns", extension: "md", depth: 1 },
    })) as { file: { path: string } }[];
    expect(towns.map((t) => t.file.path)).toEqual(["content/towns/venice.md"]);
  });

  it("writes a file that passes the site's rules", async () => {
    const cheaper = { ...facts, pricing: { ...facts.pricing, washFoldPerLb: facts.pricing.washFoldWasPerLb - 0.1 } };
    await persist(JSON.stringify(cheaper, null, 2));
    expect(JSON.parse(readFileSync(file(), "utf8")).pricing.washFoldPerLb).toBe(cheaper.pricing.washFoldPerLb);
  });

  it("refuses a file that breaks one, in the owner's words, and writes nothing", async () => {
    const sunday = facts.hours.findIndex((h) => h.days.includes("Sunday"));
    const early = { ...facts, hours: facts.hours.map((h, i) => (i === sunday ? { ...h, opens: "21:00" } : h)) };
    const refusal = persist(JSON.stringify(early, null, 2));
    await expect(refusal).rejects.toBeInstanceOf(StudioError);
    await expect(refusal).rejects.toThrow(/Not saved\. Please fix this: Opening hours › .* › Closes at: Sunday closing time must be after opening time/);
    await expect(persist("{ not json")).rejects.toThrow(/could not be read as JSON/);
    expect(readFileSync(file(), "utf8")).toBe(original);
  });

  it("refuses an FAQ answer quoting a figure the site does not know, naming the question", async () => {
    const path = "content/faq.json";
    const written = (questions: unknown) => persist(JSON.stringify({ questions }, null, 2), path);
    await written([{ question: "How much is it?", answer: "From {{price}} a pound." }]);
    expect(JSON.parse(readFileSync(join(root, path), "utf8")).questions[0].answer).toBe("From {{price}} a pound.");
    await expect(written([{ question: "How much is it?", answer: "From {{prise}} a pound." }])).rejects.toThrow(
      /Questions and answers › entry 1 › Answer: \{\{prise\}\} is not a figure the site knows\. Known: \{\{brand\}\}, \{\{price\}\}/,
    );
    await expect(written([{ question: "How much is it", answer: "From {{price}}." }])).rejects.toThrow(/Question: must end with a question mark/);
    expect(JSON.parse(readFileSync(join(root, path), "utf8")).questions[0].answer).toBe("From {{price}} a pound.");
  });

  it("writes a legal page that keeps its sections, and refuses one that loses them, naming the problem", async () => {
    const path = "content/legal/terms.md";
    const page = (body: string) =>
      `---\ntitle: Terms of Service\ndateLabel: Last updated\ndate: 2026-11-26\nsummary: Plain words about {{brand}}.\n---\n\n${body}`;
    await persist(page("## Agreeing {#agreement}\n\nCall {{phone}}.\n"), path);
    expect(readFileSync(join(root, path), "utf8")).toContain("## Agreeing {#agreement}\n\nCall {{phone}}.\n");
    await expect(persist(page("Just some words.\n"), path)).rejects.toThrow(/it has no section headings like "## Our service \{#our-service\}"/);
    await expect(persist(page("## Agreeing {#agreement}\n\nCall {{phnoe}}.\n"), path)).rejects.toThrow(/\{\{phnoe\}\} is not a figure the site knows/);
    await expect(persist(page("## Agreeing {#agreement}\n\nWords.\n").replace("2026-11-26", "26/11/2026"), path)).rejects.toThrow(/Date: must be an ISO date/);
    expect(readFileSync(join(root, path), "utf8")).toContain("Call {{phone}}.");
    await expect(persist(page("## A {#a}\n\nB.\n"), "content/legal/other.md")).rejects.toThrow(/does not edit content\/legal\/other\.md/);
  });

  it("reads and writes nothing outside the folders it edits", async () => {
    await expect(persist("{}", "package.json")).rejects.toThrow(/does not edit package\.json/);
    await expect(persist("{}", "content/../package.json")).rejects.toThrow(/does not edit/);
    await expect(handleAction(root, { action: "getEntry", params: { path: "../etc/passwd" } })).rejects.toThrow(/does not edit/);
    await expect(handleAction(root, { action: "deleteFile", params: { path: "server/main.ts" } })).rejects.toThrow(/does not edit/);
    // Inside content/, only the owner's files: not the modules or the generated files.
    await expect(persist("export const x = 1;", "content/faq.ts")).rejects.toThrow(/does not edit content\/faq\.ts/);
    await expect(handleAction(root, { action: "deleteFile", params: { path: "content/towns.generated.json" } })).rejects.toThrow(
      /does not edit/,
    );
    await expect(persist("---\nname: X\n---\n", "content/towns/New Town.md")).rejects.toThrow(/does not edit/);
    expect(readFileSync(join(root, "package.json"), "utf8")).toBe("{}");
  });

  it("stores an uploaded image in the uploads folder", async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const asset = { path: "public/images/uploads/pile.png", content: png.toString("base64"), encoding: "base64" };
    const stored = (await handleAction(root, { action: "persistMedia", params: { asset, options: {} } })) as { path: string };
    expect(stored.path).toBe("public/images/uploads/pile.png");
    expect(existsSync(join(root, "public/images/uploads/pile.png"))).toBe(true);
    const broken = { ...asset, path: "public/images/uploads/broken.jpg", content: Buffer.from("not a picture").toString("base64") };
    await expect(handleAction(root, { action: "persistMedia", params: { asset: broken } })).rejects.toThrow(
      /broken\.jpg could not be read as a picture/,
    );
    expect(existsSync(join(root, "public/images/uploads/broken.jpg"))).toBe(false);
  });

  it("names an action it does not do", async () => {
    await expect(handleAction(root, { action: "publishUnpublishedEntry" })).rejects.toThrow(/does not do "publishUnpublishedEntry"/);
  });
});

describe("checkedFile", () => {
  it("writes the owner's file in one way: the form's key order, two-space indents, a final newline", async () => {
    const { pricing, ...rest } = facts;
    const shuffled = JSON.stringify({ pricing: { ...pricing }, ...Object.fromEntries(Object.entries(rest).reverse()) });
    await persist(shuffled);
    expect(readFileSync(file(), "utf8")).toBe(original);
  });
});

describe("a town saved in the studio", () => {
  const venice = readFileSync(join(import.meta.dirname, "..", "content", "towns", "venice.md"), "utf8");
  const data = () => readFrontMatter("venice.md", venice).data as { name: string; page: Record<string, unknown> };
  const asFile = (value: unknown) => `---\n${stringify(value)}---\n`;
  const townPath = "content/towns/venice.md";
  beforeEach(() => {
    cpSync(join(import.meta.dirname, "..", "content", "towns"), join(root, "content", "towns"), { recursive: true });
  });

  it("is written as front matter in the form's order, with the change", async () => {
    const town = data();
    const headline = `Laundry pickup in ${town.name}, twice a week`;
    const { page, ...rest } = town;
    await persist(asFile({ page: { ...page, headline }, ...rest }), townPath);
    const saved = readFileSync(join(root, townPath), "utf8");
    expect(saved.startsWith("---\nname: ")).toBe(true);
    expect((readFrontMatter(townPath, saved).data as typeof town).page.headline).toBe(headline);
  });

  it("is refused when a field breaks a rule, or when it clashes with the other towns", async () => {
    const town = data();
    const tooLong = { ...town, page: { ...town.page, description: "Fresh laundry. ".repeat(12) } };
    await expect(persist(asFile(tooLong), townPath)).rejects.toThrow(
      /Town page › Description in search results: must be at most 160 characters/,
    );
    const otherName = readFrontMatter("x", readFileSync(join(root, "content/towns/englewood.md"), "utf8")).data as { name: string };
    await expect(persist(asFile({ ...town, name: otherName.name }), townPath)).rejects.toThrow(/is used by more than one town/);
    expect(readFileSync(join(root, townPath), "utf8")).toBe(venice);
  });
});

describe("the zip codes the owner serves, saved in the studio", () => {
  const path = "content/service-area.json";
  const none = { alsoServe: [], doNotServe: [], placesNotServed: [] };
  const saved = () => JSON.parse(readFileSync(join(root, path), "utf8")) as typeof none;
  const rules = (value: unknown) => persist(JSON.stringify(value), path);
  const venice = () => readFrontMatter("v", readFileSync(join(root, "content/towns/venice.md"), "utf8")).data as { zips: { zip: string | number }[] };
  beforeEach(() => {
    cpSync(join(import.meta.dirname, "..", "content", "towns"), join(root, "content", "towns"), { recursive: true });
    writeFileSync(join(root, path), `${JSON.stringify(none, null, 2)}\n`);
  });

  it("are written when the postal table and the towns allow them", async () => {
    await rules({ ...none, placesNotServed: ["Sarasota"], doNotServe: ["34292"] });
    expect(saved()).toEqual({ ...none, placesNotServed: ["Sarasota"], doNotServe: ["34292"] });
  });

  it("are refused, naming the list, when a zip is on a town's page, unknown, or too far, and nothing is written", async () => {
    const before = readFileSync(join(root, path), "utf8");
    const listed = String(venice().zips[0]!.zip);
    await expect(rules({ ...none, doNotServe: [listed] })).rejects.toThrow(
      new RegExp(`Zip codes you do not serve: ${listed} is also on the .*Venice.* page`),
    );
    await expect(rules({ ...none, alsoServe: ["10001"] })).rejects.toThrow(/Zip codes you also serve: 10001 \(New York, NY\) is \d+ km from/);
    await expect(rules({ ...none, placesNotServed: ["Atlantis"] })).rejects.toThrow(/Places you do not serve: no zip of Sarasota County or Charlotte County is in a place called "Atlantis"/);
    expect(readFileSync(join(root, path), "utf8")).toBe(before);
  });

  it("keep a town from listing a zip the owner does not serve", async () => {
    const town = readFileSync(join(root, "content/towns/venice.md"), "utf8");
    const data = readFrontMatter("v", town).data as { zips: { zip: string | number; areas: string[] }[] };
    await rules({ ...none, doNotServe: ["34292"] });
    const withZip = { ...data, zips: [...data.zips, { zip: "34292", areas: ["East Venice"] }] };
    await expect(persist(`---\n${stringify(withZip)}---\n`, "content/towns/venice.md")).rejects.toThrow(
      /Zip codes you do not serve: 34292 is also on the Venice page, which serves it; take it off the town page or off this list/,
    );
    expect(readFileSync(join(root, "content/towns/venice.md"), "utf8")).toBe(town);
  });
});

describe("a page's words saved in the studio", () => {
  const path = "content/pages/about.json";
  const source = readFileSync(join(import.meta.dirname, "..", path), "utf8");
  const about = JSON.parse(source) as { hero: { title: string; lead: string } };
  beforeEach(() => {
    mkdirSync(join(root, "content", "pages", "filled"), { recursive: true });
    writeFileSync(join(root, path), source);
  });

  it("are written with their filled-in copy, each figure in place", async () => {
    await persist(JSON.stringify({ ...about, hero: { ...about.hero, title: "Folded by neighbors", lead: "From {{price}} a pound." } }), path);
    expect((JSON.parse(readFileSync(join(root, path), "utf8")) as typeof about).hero).toMatchObject({ title: "Folded by neighbors", lead: "From {{price}} a pound." });
    const words = JSON.parse(readFileSync(join(root, "content/pages/filled/about.json"), "utf8")) as typeof about;
    expect(words.hero.title).toBe("Folded by neighbors");
    expect(words.hero.lead).toMatch(/^From \$\d+\.\d{2} a pound\.$/);
  });

  it("are refused, naming the page's field in the owner's words, and nothing is written", async () => {
    await expect(persist(JSON.stringify({ ...about, hero: { ...about.hero, title: "  " } }), path)).rejects.toThrow(
      /Not saved\. Please fix this: Top of the page › Heading: must not be empty/,
    );
    expect(readFileSync(join(root, path), "utf8")).toBe(source);
    expect(existsSync(join(root, "content/pages/filled/about.json"))).toBe(false);
  });
});

describe("a blog post saved in the studio", () => {
  const path = "content/blog/a-morning-at-the-laundromat.md";
  const body = "Costs {{price}} per pound. ".repeat(200).trim();
  const post = (front: Record<string, unknown>, text = body) => `---\n${stringify(front)}---\n\n${text}\n`;
  const front = { title: "A morning at the laundromat", excerpt: "What a wash takes.", date: "2026-11-20" };
  beforeEach(() => mkdirSync(join(root, "content", "blog"), { recursive: true }));

  it("gets its reading time from its text, and its picture's size from the picture", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ffffff" } }).png().toBuffer();
    await handleAction(root, {
      action: "persistMedia",
      params: { asset: { path: "public/images/uploads/pile.png", content: png.toString("base64"), encoding: "base64" } },
    });
    await persist(post({ ...front, image: { src: "/images/uploads/pile.png", alt: "A pile of folded towels" } }), path);
    const saved = readFrontMatter(path, readFileSync(join(root, path), "utf8"));
    expect(saved.data).toMatchObject({ readTime: Math.round(1000 / 225), image: { width: 40, height: 30, alt: "A pile of folded towels" } });
    expect(saved.body.trim()).toBe(body);
  });

  it("counts a picture saved with the post as there, and writes it only with the post", async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const asset = { path: "public/images/uploads/new.png", content: png.toString("base64"), encoding: "base64" };
    const raw = post({ ...front, image: { src: "/images/uploads/new.png", alt: "A folded shirt" } });
    const save = (text: string) =>
      handleAction(root, { action: "persistEntry", params: { dataFiles: [{ path, raw: text }], assets: [asset], options: {} } });
    await expect(save(post({ ...front, title: " ", image: { src: "/images/uploads/new.png", alt: "A folded shirt" } }))).rejects.toThrow(
      /Title: must not be empty/,
    );
    expect(existsSync(join(root, "public/images/uploads/new.png"))).toBe(false);
    await save(raw);
    expect(readFrontMatter(path, readFileSync(join(root, path), "utf8")).data).toMatchObject({ image: { width: 20, height: 10 } });
    expect(existsSync(join(root, "public/images/uploads/new.png"))).toBe(true);
  });

  it("is refused without a description of its picture, without text, or with a picture that is not there", async () => {
    const withoutAlt = post({ ...front, image: { src: "/images/uploads/none.png", alt: " " } });
    await expect(persist(withoutAlt, path)).rejects.toThrow(/What the picture shows: must describe the picture/);
    await expect(persist(post(front, " "), path)).rejects.toThrow(/The post: must not be empty/);
    const missing = post({ ...front, image: { src: "/images/uploads/none.png", alt: "Towels" } });
    await expect(persist(missing, path)).rejects.toThrow(/Not saved/);
    expect(existsSync(join(root, path))).toBe(false);
  });
});

describe("sitePicture", () => {
  it("scales a phone-sized photo down to the widest the site shows, and keeps a small picture as it came", async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    const scaled = await sharp(await sitePicture("public/images/uploads/porch.jpg", photo)).metadata();
    expect([scaled.width, scaled.height, scaled.format]).toEqual([widestPictureWidth, Math.round((2000 * widestPictureWidth) / 3000), "jpeg"]);
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ffffff" } }).png().toBuffer();
    expect(await sitePicture("public/images/uploads/dot.png", small)).toBe(small);
  });
});
