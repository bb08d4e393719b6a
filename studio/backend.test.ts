import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { stringify } from "yaml";
import { readFrontMatter } from "../app/lib/markdown.server.ts";
import facts from "../content/business.json" with { type: "json" };
import { recordText, textHash, translationRecordFile } from "../core/translation-review.ts";
import { awaitingReview, reviewedRecord } from "../scripts/translation-review.ts";
import { asTheStudioWrites, handleAction, sitePicture, StudioError, widestPictureWidth } from "./backend.ts";
import { formVersionsFile } from "./form-record.ts";

const repo = join(import.meta.dirname, "..");
const fromRepo = (path: string) => readFileSync(join(repo, path), "utf8");

/**
 * The towns' files as the repository holds them now, whatever the owner made of them: the town the
 * tests edit (one with two zip codes or more, when there is one), another town, and a zip code of
 * the postal table that no town page lists.
 */
const townFiles = readdirSync(join(repo, "content", "towns", "en")).filter((name) => name.endsWith(".md")).sort();
const zipsIn = (name: string) =>
  (readFrontMatter(name, fromRepo(`content/towns/en/${name}`)).data as { zips: { zip: string | number }[] }).zips.map(({ zip }) => String(zip));
const withComment = (name: string) => fromRepo(`content/towns/en/${name}`).split("\n")[1]?.startsWith("# ") === true;
const editedTown =
  townFiles.find((name) => zipsIn(name).length > 1 && withComment(name)) ?? townFiles.find((name) => zipsIn(name).length > 1) ?? townFiles[0]!;
const otherTown = townFiles.find((name) => name !== editedTown)!;
const [unlistedZip, secondUnlistedZip] = ["34292", "34293", "34285", "34275", "34229", "34224", "33947", "33948", "33953"].filter(
  (zip) => !townFiles.some((name) => zipsIn(name).includes(zip)),
) as [string, string];

let root: string;
const file = () => join(root, "content", "business.json");
const original = `${JSON.stringify(facts, null, 2)}\n`;
const persist = (raw: string, path = "content/business.json") =>
  handleAction(root, { action: "persistEntry", params: { dataFiles: [{ path, raw, slug: "facts" }], assets: [], options: {} } });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "studio-backend-"));
  mkdirSync(join(root, "content", "towns", "en"), { recursive: true });
  writeFileSync(file(), original);
  writeFileSync(join(root, "content", "towns", "en", "venice.md"), "---\nname: Venice\n---\n");
  writeFileSync(join(root, "package.json"), "{}");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(formVersionsFile(root), { recursive: true, force: true });
});

describe("the studio's file store", () => {
  it("reads a file and lists a folder's files", async () => {
    const entry = (await handleAction(root, { action: "getEntry", params: { path: "content/business.json" } })) as { data: string };
    expect(JSON.parse(entry.data)).toEqual(facts);
    const towns = (await handleAction(root, {
      action: "entriesByFolder",
      params: { folder: "content/towns", extension: "md", depth: 2 },
    })) as { file: { path: string } }[];
    expect(towns.map((t) => t.file.path)).toEqual(["content/towns/en/venice.md"]);
  });

  it("writes a file that passes the site's rules", async () => {
    const cheaper = { ...facts, pricing: { ...facts.pricing, washFoldPerLb: facts.pricing.washFoldWasPerLb - 0.1 } };
    await persist(JSON.stringify(cheaper, null, 2));
    expect(JSON.parse(readFileSync(file(), "utf8")).pricing.washFoldPerLb).toBe(cheaper.pricing.washFoldPerLb);
  });

  it("refuses a file that breaks one, in the owner's words, and writes nothing", async () => {
    // The last entry of whatever hours the owner keeps, opening when it closes.
    const last = facts.hours.length - 1;
    const early = { ...facts, hours: facts.hours.map((h, i) => (i === last ? { ...h, opens: h.closes } : h)) };
    const refusal = persist(JSON.stringify(early, null, 2));
    await expect(refusal).rejects.toBeInstanceOf(StudioError);
    await expect(refusal).rejects.toThrow(/Not saved\. Please fix this: Opening hours › .* › Closes at: .* closing time must be after opening time/);
    await expect(persist("{ not json")).rejects.toThrow(/could not be read as JSON/);
    expect(readFileSync(file(), "utf8")).toBe(original);
  });

  it("refuses an FAQ answer quoting a figure the site does not know, naming the question", async () => {
    const path = "content/faq.json";
    const english = (answer: string) => ({ questions: [{ question: "How much is it?", answer }] });
    const spanish = { questions: [{ question: "¿Cuánto cuesta?", answer: "Desde {{price}} la libra." }] };
    const written = (en: unknown, es: unknown = spanish) => persist(JSON.stringify({ en, es }), path);
    await written(english("From {{price}} a pound."));
    expect(JSON.parse(readFileSync(join(root, "content/en/faq.json"), "utf8")).questions[0].answer).toBe("From {{price}} a pound.");
    expect(JSON.parse(readFileSync(join(root, "content/es/faq.json"), "utf8"))).toEqual(spanish);
    await expect(written(english("From {{prise}} a pound."))).rejects.toThrow(
      /Questions and answers › entry 1 › Answer: \{\{prise\}\} is not a figure the site knows\. Known: \{\{brand\}\}, \{\{price\}\}/,
    );
    await expect(written({ questions: [{ question: "How much is it", answer: "From {{price}}." }] })).rejects.toThrow(/Question: must end with a question mark/);
    expect(JSON.parse(readFileSync(join(root, "content/en/faq.json"), "utf8")).questions[0].answer).toBe("From {{price}} a pound.");
  });

  it("reads a file the owner writes in every language as one document, and refuses one without its Spanish", async () => {
    const english = { questions: [{ question: "How much is it?", answer: "From {{price}} a pound." }] };
    const read = async () => JSON.parse(((await handleAction(root, { action: "getEntry", params: { path: "content/faq.json" } })) as { data: string }).data) as unknown;
    await expect(persist(JSON.stringify({ en: english }), "content/faq.json")).rejects.toThrow(
      /Not saved\. Please fix this: Español: there is no Español version yet; write it in the ES column/,
    );
    expect(existsSync(join(root, "content/en/faq.json"))).toBe(false);
    const spanish = { questions: [{ question: "¿Cuánto cuesta?", answer: "Desde {{price}} la libra." }] };
    await persist(JSON.stringify({ en: english, es: spanish }), "content/faq.json");
    expect(await read()).toEqual({ en: english, es: spanish });
    const listed = (await handleAction(root, { action: "entriesByFiles", params: { files: [{ path: "content/faq.json", label: "FAQ" }] } })) as { data: string; file: { path: string }; label: string }[];
    expect(listed.map(({ file, label }) => [file.path, label])).toEqual([["content/faq.json", "FAQ"]]);
    expect(JSON.parse(listed[0]!.data)).toEqual({ en: english, es: spanish });
  });

  it("writes a legal page that keeps its sections, and refuses one that loses them, naming the problem", async () => {
    const path = "content/legal/terms.md";
    const front = { title: "Terms of Service", dateLabel: "Last updated", date: "2026-11-26", summary: "Plain words about {{brand}}." };
    const spanish = { title: "Términos de servicio", dateLabel: "Última actualización", date: "2026-11-26", summary: "Palabras claras sobre {{brand}}.", body: "## Aceptación {#agreement}\n\nLlame al {{phone}}." };
    const page = (body: string, changes: Record<string, string> = {}) => JSON.stringify({ en: { ...front, ...changes, body }, es: spanish });
    await persist(page("## Agreeing {#agreement}\n\nCall {{phone}}."), path);
    expect(readFileSync(join(root, "content/legal/en/terms.md"), "utf8")).toBe(
      "---\ntitle: Terms of Service\ndateLabel: Last updated\ndate: 2026-11-26\nsummary: Plain words about {{brand}}.\n---\n\n## Agreeing {#agreement}\n\nCall {{phone}}.\n",
    );
    expect(readFileSync(join(root, "content/legal/es/terms.md"), "utf8")).toContain("## Aceptación {#agreement}\n\nLlame al {{phone}}.\n");
    await expect(persist(page("Just some words."), path)).rejects.toThrow(/it has no section headings like "## Our service \{#our-service\}"/);
    await expect(persist(page("## Agreeing {#agreement}\n\nCall {{phnoe}}."), path)).rejects.toThrow(/\{\{phnoe\}\} is not a figure the site knows/);
    await expect(persist(page("## Agreeing {#agreement}\n\nWords.", { date: "26/11/2026" }), path)).rejects.toThrow(/Date: must be an ISO date/);
    await expect(persist(JSON.stringify({ en: { ...front, body: "## A {#a}\n\nB." }, es: { ...spanish, body: "Sin secciones." } }), path)).rejects.toThrow(
      /Español: Legal page content\/legal\/es\/terms\.md: it has no section headings/,
    );
    expect(readFileSync(join(root, "content/legal/en/terms.md"), "utf8")).toContain("Call {{phone}}.");
    await expect(persist(page("## A {#a}\n\nB."), "content/legal/other.md")).rejects.toThrow(/does not edit content\/legal\/other\.md/);
    await expect(persist(page("## A {#a}\n\nB."), "content/legal/en/other.md")).rejects.toThrow(/does not edit content\/legal\/en\/other\.md/);
  });

  it("reads and writes nothing outside the folders it edits", async () => {
    await expect(persist("{}", "package.json")).rejects.toThrow(/does not edit package\.json/);
    await expect(persist("{}", "content/../package.json")).rejects.toThrow(/does not edit/);
    await expect(handleAction(root, { action: "getEntry", params: { path: "../etc/passwd" } })).rejects.toThrow(/does not edit/);
    await expect(handleAction(root, { action: "deleteFile", params: { path: "server/main.ts" } })).rejects.toThrow(/does not edit/);
    // Inside content/, only the owner's files: not the modules or the generated files.
    await expect(persist("export const x = 1;", "content/faq.ts")).rejects.toThrow(/does not edit content\/faq\.ts/);
    await expect(handleAction(root, { action: "deleteFile", params: { path: "content/towns.generated.json" } })).rejects.toThrow(
      /Not deleted: the site needs content\/towns\.generated\.json/,
    );
    await expect(persist("---\nname: X\n---\n", "content/towns/en/New Town.md")).rejects.toThrow(/does not edit/);
    await expect(persist("---\nname: X\n---\n", "content/towns/fr/venice.md")).rejects.toThrow(/does not edit/);
    await expect(persist("---\nname: X\n---\n", "content/towns/venice.md")).rejects.toThrow(/does not edit/);
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

  it("keeps a picture and nothing else, only in the uploads folder, whatever the file's name says", async () => {
    const upload = (path: string, content: Buffer) =>
      handleAction(root, { action: "persistMedia", params: { asset: { path, content: content.toString("base64"), encoding: "base64" } } });
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(\'/api/v1\')"><rect width="4" height="3"/></svg>');
    await expect(upload("public/images/uploads/logo.svg", svg)).rejects.toThrow(/logo\.svg is not a picture the site can show/);
    await expect(upload("public/images/uploads/page.html", Buffer.from("<script>steal()</script>"))).rejects.toThrow(/not a picture/);
    await expect(upload("public/images/uploads/app.js", Buffer.from("steal()"))).rejects.toThrow(/not a picture/);
    // Checked by what the file is, not by its name.
    await expect(upload("public/images/uploads/photo.jpg", svg)).rejects.toThrow(/photo\.jpg could not be read as a picture/);
    await expect(upload("public/images/uploads/photo.png", Buffer.from("<html><script>steal()</script></html>"))).rejects.toThrow(
      /could not be read as a picture/,
    );
    await expect(upload("public/images/uploads/huge.jpg", Buffer.alloc(16 * 1024 * 1024))).rejects.toThrow(/huge\.jpg is 17 MB; the studio takes pictures of up to 15 MB/);
    // Media go to the uploads folder and nowhere else: not over the owner's facts, not into another folder.
    await expect(upload("content/business.json", png)).rejects.toThrow(/keeps pictures in public\/images\/uploads\/ only/);
    await expect(upload("public/images/uploads/more/pile.png", png)).rejects.toThrow(/keeps pictures in public\/images\/uploads\/ only/);
    const withPicture = (assetPath: string) =>
      handleAction(root, {
        action: "persistEntry",
        params: { dataFiles: [{ path: "content/business.json", raw: original }], assets: [{ path: assetPath, content: png.toString("base64"), encoding: "base64" }] },
      });
    await expect(withPicture("content/business.json")).rejects.toThrow(/keeps pictures in public\/images\/uploads\/ only/);
    expect(readFileSync(file(), "utf8")).toBe(original);
    expect(existsSync(join(root, "public/images/uploads"))).toBe(false);
  });

  it("deletes a picture, and a post in every language at once, but no file the site needs", async () => {
    await expect(handleAction(root, { action: "deleteFile", params: { path: "content/business.json" } })).rejects.toThrow(
      /Not deleted: the site needs content\/business\.json/,
    );
    await expect(handleAction(root, { action: "deleteFiles", params: { paths: ["content/pages/en/about.json"] } })).rejects.toThrow(/Not deleted/);
    expect(readFileSync(file(), "utf8")).toBe(original);
    for (const path of ["content/blog/en/old-news.md", "content/blog/es/old-news.md", "public/images/uploads/old.png"]) {
      mkdirSync(join(root, path, ".."), { recursive: true });
      writeFileSync(join(root, path), "x");
    }
    await handleAction(root, { action: "deleteFile", params: { path: "content/blog/en/old-news.md" } });
    expect(existsSync(join(root, "content/blog/en/old-news.md"))).toBe(false);
    expect(existsSync(join(root, "content/blog/es/old-news.md"))).toBe(false);
    await handleAction(root, { action: "deleteFile", params: { path: "public/images/uploads/old.png" } });
    expect(existsSync(join(root, "public/images/uploads/old.png"))).toBe(false);
  });

  it("moves an entry only to a new name of its own kind", async () => {
    mkdirSync(join(root, "content/blog/en"), { recursive: true });
    writeFileSync(join(root, "content/blog/en/taken.md"), "kept");
    const move = (newPath: string) =>
      handleAction(root, { action: "persistEntry", params: { dataFiles: [{ path: "content/blog/en/new-post.md", raw: "x", newPath }], assets: [] } });
    await expect(move("content/business.json")).rejects.toThrow(/cannot be moved to content\/business\.json/);
    await expect(move("content/towns/en/new-post.md")).rejects.toThrow(/cannot be moved/);
    await expect(move("content/blog/en/taken.md")).rejects.toThrow(/there is already content\/blog\/en\/taken\.md/);
    expect(readFileSync(file(), "utf8")).toBe(original);
    expect(readFileSync(join(root, "content/blog/en/taken.md"), "utf8")).toBe("kept");
  });

  it("follows no link out of the tree, to read or to write", async () => {
    const outside = mkdtempSync(join(tmpdir(), "studio-outside-"));
    try {
      writeFileSync(join(outside, "secret.md"), "---\ntitle: secret\n---\n");
      mkdirSync(join(root, "content/blog"), { recursive: true });
      symlinkSync(join(outside, "secret.md"), join(root, "content/towns/en/north-port.md"));
      symlinkSync(outside, join(root, "content/blog/en"));
      await expect(handleAction(root, { action: "getEntry", params: { path: "content/towns/en/north-port.md" } })).rejects.toThrow(
        /does not follow links/,
      );
      await expect(persist("---\ntitle: x\n---\n\nText.\n", "content/blog/en/secret.md")).rejects.toThrow(/does not follow links/);
      await expect(handleAction(root, { action: "deleteFile", params: { path: "content/blog/en/secret.md" } })).rejects.toThrow(/does not follow links/);
      expect(readFileSync(join(outside, "secret.md"), "utf8")).toBe("---\ntitle: secret\n---\n");
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("saves one change after another: saves and uploads at the same moment all land whole", async () => {
    const prices = [0.1, 0.2, 0.3, 0.4].map((less) => ({ ...facts, pricing: { ...facts.pricing, washFoldPerLb: Math.round((facts.pricing.washFoldWasPerLb - less) * 100) / 100 } }));
    await Promise.all(prices.map((value) => persist(JSON.stringify(value, null, 2))));
    expect(prices.map((value) => value.pricing.washFoldPerLb)).toContain(JSON.parse(readFileSync(file(), "utf8")).pricing.washFoldPerLb);
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    const asset = { path: "public/images/uploads/porch.jpg", content: photo.toString("base64"), encoding: "base64" };
    await Promise.all(Array.from({ length: 8 }, () => handleAction(root, { action: "persistMedia", params: { asset } })));
    const kept = await sharp(readFileSync(join(root, asset.path))).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(["jpeg", 300, 200]);
    // Each save of the facts fills every page's words in again, one after another: seconds each on a busy machine.
  }, 120_000);

  it("names an action it does not do", async () => {
    await expect(handleAction(root, { action: "publishUnpublishedEntry" })).rejects.toThrow(/does not do "publishUnpublishedEntry"/);
  });
});

describe("the files the studio edits", () => {
  it("are kept in the form it writes them, so that a save changes only the lines of what changed", async () => {
    // Every JSON and Markdown file under content/ (a copy need not be a Git checkout: the content drill runs this too).
    const { readdirSync } = await import("node:fs");
    const files = (readdirSync(join(repo, "content"), { recursive: true }) as string[])
      .map((name) => `content/${name.split("\\").join("/")}`)
      .filter((path) => /\.(json|md)$/.test(path));
    let kept = 0;
    const rewritten = files.filter((path) => {
      const raw = fromRepo(path);
      const written = asTheStudioWrites(repo, path, raw);
      if (written !== undefined) kept++;
      return written !== undefined && written !== raw;
    });
    expect(kept).toBeGreaterThan(50);
    expect(rewritten).toEqual([]);
  });
});

describe("a saved file", () => {
  it("writes the owner's file in one way: the form's key order, two-space indents, a final newline", async () => {
    const { pricing, ...rest } = facts;
    const shuffled = JSON.stringify({ pricing: { ...pricing }, ...Object.fromEntries(Object.entries(rest).reverse()) });
    await persist(shuffled);
    expect(readFileSync(file(), "utf8")).toBe(original);
  });
});

describe("a save from a form older than its file", () => {
  const load = (reader: string) => handleAction(root, { action: "getEntry", params: { path: "content/business.json" } }, reader);
  const save = (reader: string, raw: string) =>
    handleAction(root, { action: "persistEntry", params: { dataFiles: [{ path: "content/business.json", raw, slug: "facts" }], assets: [], options: {} } }, reader);
  const withPrice = (text: string, price: number) => {
    const value = JSON.parse(text) as typeof facts;
    return JSON.stringify({ ...value, pricing: { ...value.pricing, washFoldPerLb: price } });
  };

  it("is refused when the file changed after she opened it (an engineer's edit), and the newer file is kept", async () => {
    await load("maria");
    // An engineer's change lands while her form is open.
    const engineers = original.replace(`"email": "${facts.email}"`, '"email": "hello@example.com"');
    writeFileSync(file(), engineers);
    await expect(save("maria", withPrice(original, 1.59))).rejects.toThrow(
      /^Not saved: the site changed since you opened this page \(content\/business\.json\)\. Reload the page/,
    );
    expect(readFileSync(file(), "utf8")).toBe(engineers);
    // Reloaded, her form holds the engineer's change, and her save keeps it.
    const { data } = (await load("maria")) as { data: string };
    await save("maria", withPrice(data, 1.59));
    expect(JSON.parse(readFileSync(file(), "utf8"))).toMatchObject({ email: "hello@example.com", pricing: { washFoldPerLb: 1.59 } });
  }, 60_000);

  it("is refused when another editor saved the file since, and a form she saved from stays current", async () => {
    await load("maria");
    await load("ana");
    await save("ana", withPrice(original, 1.39));
    await expect(save("maria", withPrice(original, 1.59))).rejects.toThrow(/the site changed since you opened this page/);
    expect(JSON.parse(readFileSync(file(), "utf8")).pricing.washFoldPerLb).toBe(1.39);
    // Ana's own form is current after her save: she saves again from it.
    await save("ana", withPrice(original, 1.45));
    expect(JSON.parse(readFileSync(file(), "utf8")).pricing.washFoldPerLb).toBe(1.45);
  }, 60_000);

  it("is refused after the studio restarted with her form open, and a form read after the restart saves", async () => {
    await load("local");
    const engineers = original.replace(`"email": "${facts.email}"`, '"email": "hello@example.com"');
    writeFileSync(file(), engineers);
    // The studio stops and starts again (its modules loaded anew); her tab kept the form from before.
    vi.resetModules();
    const restarted = (await import("./backend.ts")).handleAction;
    expect(restarted).not.toBe(handleAction);
    const saveAfterRestart = (raw: string) =>
      restarted(root, { action: "persistEntry", params: { dataFiles: [{ path: "content/business.json", raw, slug: "facts" }], assets: [], options: {} } }, "local");
    await expect(saveAfterRestart(withPrice(original, 1.59))).rejects.toThrow(/the site changed since you opened this page/);
    expect(readFileSync(file(), "utf8")).toBe(engineers);
    const { data } = (await restarted(root, { action: "getEntry", params: { path: "content/business.json" } }, "local")) as { data: string };
    await saveAfterRestart(withPrice(data, 1.59));
    expect(JSON.parse(readFileSync(file(), "utf8"))).toMatchObject({ email: "hello@example.com", pricing: { washFoldPerLb: 1.59 } });
  }, 60_000);
});

describe("the record of open forms", () => {
  it("read back unreadable (cut short) or not written at all (its place taken), leaves reads and saves working", async () => {
    const record = formVersionsFile(root);
    mkdirSync(dirname(record), { recursive: true, mode: 0o700 });
    writeFileSync(record, '{"local": {"seen": 1, "versi');
    vi.resetModules();
    const restarted = (await import("./backend.ts")).handleAction;
    await restarted(root, { action: "getEntry", params: { path: "content/business.json" } }, "local");
    // A folder where the record goes: it cannot be written, and the studio goes on without it.
    rmSync(record);
    mkdirSync(record);
    const { data } = (await restarted(root, { action: "getEntry", params: { path: "content/business.json" } }, "local")) as { data: string };
    const value = JSON.parse(data) as typeof facts;
    await restarted(
      root,
      { action: "persistEntry", params: { dataFiles: [{ path: "content/business.json", raw: JSON.stringify({ ...value, pricing: { ...value.pricing, washFoldPerLb: 1.59 } }), slug: "facts" }], assets: [], options: {} } },
      "local",
    );
    expect(JSON.parse(readFileSync(file(), "utf8")).pricing.washFoldPerLb).toBe(1.59);
  }, 60_000);
});

describe("a town saved in the studio", () => {
  const townPath = `content/towns/en/${editedTown}`;
  const spanishPath = `content/towns/es/${editedTown}`;
  const venice = fromRepo(townPath);
  const venecia = fromRepo(spanishPath);
  type TownData = { name: string; zips: { zip: string; areas: string[] }[]; page: { headline: string; reasons: unknown[]; testimonial: { name: string } } };
  const data = (raw = venice) => readFrontMatter(editedTown, raw).data as TownData;
  const asFile = (value: unknown) => `---\n${stringify(value)}---\n`;
  const saveBoth = (en: unknown, es: unknown) =>
    handleAction(root, { action: "persistEntry", params: { dataFiles: [{ path: townPath, raw: asFile(en) }, { path: spanishPath, raw: asFile(es) }], assets: [] } });
  beforeEach(() => {
    cpSync(join(repo, "content", "towns"), join(root, "content", "towns"), { recursive: true });
  });
  /**
   * The edited town, in both languages, with two zip codes or more in this test's copy: when every
   * town lists one, a second is saved first (in English; the Spanish follows). Answers the files.
   */
  const withTwoZips = async () => {
    const town = data();
    if (town.zips.length < 2) await persist(asFile({ ...town, zips: [...town.zips, { zip: secondUnlistedZip, areas: [town.name] }] }), townPath);
    return { english: readFileSync(join(root, townPath), "utf8"), spanish: readFileSync(join(root, spanishPath), "utf8") };
  };

  it("is written with only the changed field's lines new: its comment, order and line breaks kept", async () => {
    const town = data();
    const headline = `Laundry pickup in ${town.name}, twice a week`;
    const { page, ...rest } = town;
    // The editor sends the fields in its own order and its own YAML.
    await persist(asFile({ page: { ...page, headline }, ...rest }), townPath);
    const saved = readFileSync(join(root, townPath), "utf8");
    expect(data(saved).page.headline).toBe(headline);
    // Every line before the town page's fields is as written (the comment at the top included), and so is every other field.
    const [before, after] = [venice.split("\n"), saved.split("\n")];
    const pageAt = before.indexOf("page:");
    expect(pageAt).toBeGreaterThan(1);
    expect(after.slice(0, pageAt)).toEqual(before.slice(0, pageAt));
    // The file's header comment, when it has one, is among them.
    if (withComment(editedTown)) expect(before[1]).toMatch(/^# /);
    // A field saved with the value it had is not written anew at all.
    await persist(asFile({ page: { ...page, headline }, ...rest }), townPath);
    expect(readFileSync(join(root, townPath), "utf8")).toBe(saved);
  });

  it("is refused when a field breaks a rule, or when it clashes with the other towns", async () => {
    const town = data();
    const tooLong = { ...town, page: { ...town.page, description: "Fresh laundry. ".repeat(12) } };
    await expect(persist(asFile(tooLong), townPath)).rejects.toThrow(
      /Town page › Description in search results: must be at most 160 characters/,
    );
    const otherName = readFrontMatter("x", readFileSync(join(root, `content/towns/en/${otherTown}`), "utf8")).data as { name: string };
    await expect(persist(asFile({ ...town, name: otherName.name }), townPath)).rejects.toThrow(/is used by more than one town/);
    expect(readFileSync(join(root, townPath), "utf8")).toBe(venice);
  });

  it("in Spanish gets the English facts, and is refused with a headline left in English, naming the language and the field", async () => {
    const town = data();
    const spanish = data(venecia);
    // A zip code added in English only: the Spanish page lists it too.
    const zips = [...town.zips, { zip: unlistedZip, areas: ["Venice"] }];
    await saveBoth({ ...town, zips }, spanish);
    expect(data(readFileSync(join(root, spanishPath), "utf8")).zips).toEqual(zips);
    expect(data(readFileSync(join(root, spanishPath), "utf8")).page.headline).toBe(spanish.page.headline);

    const before = readFileSync(join(root, spanishPath), "utf8");
    await expect(saveBoth({ ...town, zips }, { ...spanish, page: { ...spanish.page, headline: town.page.headline } })).rejects.toThrow(
      /Not saved\. Please fix this: Español: Town page › Headline: is the same as in English \(".*"\); translate it/,
    );
    await expect(saveBoth({ ...town, zips }, { ...spanish, page: { ...spanish.page, reasons: spanish.page.reasons.slice(0, 2) } })).rejects.toThrow(
      /Español: Town page › Three reasons to use the service here: must be exactly three reasons/,
    );
    expect(readFileSync(join(root, spanishPath), "utf8")).toBe(before);
  });

  it("in Spanish keeps its neighborhoods' names, each with its zip code, when the English zip codes are added to, reordered or cut", async () => {
    const files = await withTwoZips();
    const town = data(files.english);
    const spanish = data(files.spanish);
    const named = spanish.zips.map(({ zip, areas }) => ({ zip, areas: areas.map((_, i) => `Barrio ${zip} ${i + 1}`) }));
    await saveBoth(town, { ...spanish, zips: named });
    expect(data(readFileSync(join(root, spanishPath), "utf8")).zips).toEqual(named);
    expect(town.zips.length).toBeGreaterThan(1);
    // The English list reversed, its first zip code cut, and a new one added: each Spanish entry follows its zip code.
    const [, ...kept] = [...town.zips].reverse();
    const zips = [...kept, { zip: unlistedZip, areas: ["Venice Gardens"] }];
    await persist(asFile({ ...town, zips }), townPath);
    expect(data(readFileSync(join(root, spanishPath), "utf8")).zips).toEqual([
      ...kept.map(({ zip }) => named.find((entry) => entry.zip === zip)),
      { zip: unlistedZip, areas: ["Venice Gardens"] },
    ]);
  });

  it("new, with no zip codes in its Spanish column (the editor copies no list across), gets the English ones with their names", async () => {
    const town = data();
    const { zips: _, ...spanish } = data(venecia);
    rmSync(join(root, spanishPath));
    await saveBoth(town, spanish);
    expect(data(readFileSync(join(root, spanishPath), "utf8")).zips.map(({ zip, areas }) => ({ zip: String(zip), areas }))).toEqual(
      town.zips.map(({ zip, areas }) => ({ zip: String(zip), areas })),
    );
  });

  it("in Spanish is refused with a zip code the English lacks, typed in its column, and drops one the English has just removed", async () => {
    const files = await withTwoZips();
    const town = data(files.english);
    const spanish = data(files.spanish);
    const before = files.spanish;
    const [first, ...others] = spanish.zips;
    const typed = { ...spanish, zips: [{ ...first!, zip: "34299" }, ...others] };
    await expect(saveBoth(town, typed)).rejects.toThrow(
      /Español: Zip codes: 34299 is not in the English; add, remove or change it in English, and the other languages follow/,
    );
    expect(readFileSync(join(root, spanishPath), "utf8")).toBe(before);
    // Removed in English, still in the Spanish column: it goes.
    const [, ...kept] = town.zips;
    await saveBoth({ ...town, zips: kept }, spanish);
    expect(data(readFileSync(join(root, spanishPath), "utf8")).zips.map((z) => String(z.zip))).toEqual(kept.map((z) => String(z.zip)));
  });

  it("in Spanish only leaves the English file as it is written, its comment, order and line breaks included", async () => {
    const english = readFileSync(join(root, townPath), "utf8");
    const spanish = data(venecia);
    // What the editor sends: both languages, the English unchanged but in its own form.
    await saveBoth(data(), { ...spanish, page: { ...spanish.page, headline: `${spanish.page.headline} hoy` } });
    expect(data(readFileSync(join(root, spanishPath), "utf8")).page.headline).toBe(`${spanish.page.headline} hoy`);
    expect(readFileSync(join(root, townPath), "utf8")).toBe(english);
  });

  it("in English alone is held to the Spanish as written, and gives it its facts", async () => {
    const town = data();
    await persist(asFile({ ...town, zips: [...town.zips, { zip: unlistedZip, areas: ["Venice"] }] }), townPath);
    expect(data(readFileSync(join(root, spanishPath), "utf8")).zips.map((z) => String(z.zip))).toContain(unlistedZip);
    const { page, ...facts } = data(readFileSync(join(root, townPath), "utf8"));
    await expect(persist(asFile({ ...facts, page: { ...page, reasons: [...page.reasons.slice(0, 2), { title: "Fast", text: "Really fast." }] } }), townPath)).resolves.toBeDefined();
    writeFileSync(join(root, spanishPath), asFile({ ...data(venecia), page: { ...data(venecia).page, headline: page.headline } }));
    await expect(persist(asFile({ ...facts, page }), townPath)).rejects.toThrow(/Español: Town page › Headline: is the same as in English/);
  });
});

describe("the zip codes the owner serves, saved in the studio", () => {
  const path = "content/service-area.json";
  const none = { alsoServe: [], doNotServe: [], placesNotServed: [] };
  const saved = () => JSON.parse(readFileSync(join(root, path), "utf8")) as typeof none;
  const rules = (value: unknown) => persist(JSON.stringify(value), path);
  const townPath = `content/towns/en/${editedTown}`;
  const venice = () => readFrontMatter("v", readFileSync(join(root, townPath), "utf8")).data as { name: string; zips: { zip: string | number }[] };
  beforeEach(() => {
    cpSync(join(repo, "content", "towns"), join(root, "content", "towns"), { recursive: true });
    writeFileSync(join(root, path), `${JSON.stringify(none, null, 2)}\n`);
  });

  it("are written when the postal table and the towns allow them", async () => {
    await rules({ ...none, placesNotServed: ["Sarasota"], doNotServe: [unlistedZip] });
    expect(saved()).toEqual({ ...none, placesNotServed: ["Sarasota"], doNotServe: [unlistedZip] });
  });

  it("are refused, naming the list, when a zip is on a town's page, unknown, or too far, and nothing is written", async () => {
    const before = readFileSync(join(root, path), "utf8");
    const listed = String(venice().zips[0]!.zip);
    await expect(rules({ ...none, doNotServe: [listed] })).rejects.toThrow(
      new RegExp(`Zip codes you do not serve: ${listed} is also on the .*${venice().name}.* page`),
    );
    await expect(rules({ ...none, alsoServe: ["10001"] })).rejects.toThrow(/Zip codes you also serve: 10001 \(New York, NY\) is \d+ km from/);
    await expect(rules({ ...none, placesNotServed: ["Atlantis"] })).rejects.toThrow(/Places you do not serve: no zip of Sarasota County or Charlotte County is in a place called "Atlantis"/);
    expect(readFileSync(join(root, path), "utf8")).toBe(before);
  });

  it("keep a town from listing a zip the owner does not serve", async () => {
    const town = readFileSync(join(root, townPath), "utf8");
    const data = readFrontMatter("v", town).data as { zips: { zip: string | number; areas: string[] }[] };
    await rules({ ...none, doNotServe: [unlistedZip] });
    const withZip = { ...data, zips: [...data.zips, { zip: unlistedZip, areas: ["Venice"] }] };
    await expect(persist(`---\n${stringify(withZip)}---\n`, townPath)).rejects.toThrow(
      new RegExp(`Zip codes you do not serve: ${unlistedZip} is also on the ${venice().name} page, which serves it; take it off the town page or off this list`),
    );
    expect(readFileSync(join(root, townPath), "utf8")).toBe(town);
  });
});

describe("a page's words saved in the studio", () => {
  const path = "content/pages/about.json";
  type About = { hero: { title: string; lead: string }; story: { paragraphs: string[] }; values: { cards: { icon: string; title: string; description: string }[] } };
  const english = JSON.parse(fromRepo("content/pages/en/about.json")) as About;
  const spanish = JSON.parse(fromRepo("content/pages/es/about.json")) as About;
  const save = (en: About, es?: About) => persist(JSON.stringify({ en, ...(es ? { es } : {}) }), path);
  const saved = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8")) as About;
  beforeEach(() => {
    for (const of of ["en", "es"]) {
      mkdirSync(join(root, "content", "pages", of), { recursive: true });
      writeFileSync(join(root, "content", "pages", of, "about.json"), fromRepo(`content/pages/${of}/about.json`));
    }
  });

  it("are read as one document of both languages", async () => {
    const entry = (await handleAction(root, { action: "getEntry", params: { path } })) as { data: string; file: { path: string } };
    expect(entry.file.path).toBe(path);
    expect(JSON.parse(entry.data)).toEqual({ en: english, es: spanish });
  });

  it("are written with their filled-in copy in each language, each figure in place", async () => {
    await save({ ...english, hero: { ...english.hero, title: "Folded by neighbors", lead: "From {{price}} a pound." } }, { ...spanish, hero: { ...spanish.hero, title: "Doblada por vecinos", lead: "Desde {{price}} la libra." } });
    expect(saved("content/pages/en/about.json").hero).toMatchObject({ title: "Folded by neighbors", lead: "From {{price}} a pound." });
    expect(saved("content/pages/es/about.json").hero).toMatchObject({ title: "Doblada por vecinos", lead: "Desde {{price}} la libra." });
    const words = saved("content/pages/filled/en/about.json");
    expect(words.hero.title).toBe("Folded by neighbors");
    expect(words.hero.lead).toMatch(/^From \$\d+\.\d{2} a pound\.$/);
    const palabras = saved("content/pages/filled/es/about.json");
    expect(palabras.hero.title).toBe("Doblada por vecinos");
    expect(palabras.hero.lead).toMatch(/^Desde \$\d+\.\d{2} la libra\.$/);
  });

  it("are refused, naming the page's field in the owner's words, and nothing is written", async () => {
    const before = fromRepo("content/pages/en/about.json");
    await expect(save({ ...english, hero: { ...english.hero, title: "  " } }, spanish)).rejects.toThrow(
      /Not saved\. Please fix this: Top of the page › Heading: must not be empty/,
    );
    expect(readFileSync(join(root, "content/pages/en/about.json"), "utf8")).toBe(before);
    expect(existsSync(join(root, "content/pages/filled/en/about.json"))).toBe(false);
  });

  it("in Spanish are refused when left as the English wrote them or missing a list's entry, naming the language and the field", async () => {
    const before = fromRepo("content/pages/es/about.json");
    await expect(save(english, { ...spanish, hero: { ...spanish.hero, title: english.hero.title } })).rejects.toThrow(
      /Not saved\. Please fix this: Español: Top of the page › Heading: is the same as in English \("Local, woman-owned, .*"\); translate it/,
    );
    await expect(save(english, { ...spanish, hero: { ...spanish.hero, lead: "Tom and Linda B. nos confían su ropa." } })).rejects.toThrow(
      /Not saved\. Please fix this: Español: Top of the page › Paragraph under the heading: has English in it \("and"\); write it in Spanish/,
    );
    const longer = { ...english, story: { ...english.story, paragraphs: [...english.story.paragraphs, "One more thing about us."] } };
    await expect(save(longer, spanish)).rejects.toThrow(
      new RegExp(`Español: Our story › Paragraphs: has ${longer.story.paragraphs.length} entries in English and ${spanish.story.paragraphs.length} here; translate each`),
    );
    // The English saved alone is held to the Spanish as written.
    await expect(persist(JSON.stringify(longer), "content/pages/en/about.json")).rejects.toThrow(/Español: Our story › Paragraphs: has/);
    await expect(save(english)).resolves.toBeDefined();
    expect(readFileSync(join(root, "content/pages/es/about.json"), "utf8")).toBe(before);
    expect(existsSync(join(root, "content/pages/filled/es/about.json"))).toBe(false);
  });

  it("in Spanish get the English's icons, a fact both languages share", async () => {
    const icons = english.values.cards.map((card) => card.icon).reverse();
    const cards = (page: About) => ({ ...page.values, cards: page.values.cards.map((card, i) => ({ ...card, icon: icons[i]! })) });
    const { icon: _icon, ...withoutIcon } = spanish.values.cards[0]!;
    await save({ ...english, values: cards(english) }, { ...spanish, values: { ...spanish.values, cards: [withoutIcon as About["values"]["cards"][number], ...spanish.values.cards.slice(1)] } });
    expect(saved("content/pages/es/about.json").values.cards.map((card) => card.icon)).toEqual(icons);
    expect(saved("content/pages/filled/es/about.json").values.cards.map((card) => card.icon)).toEqual(icons);
  });
});

describe("the Spanish words over the business facts, saved in the studio", () => {
  const path = "content/es/business-words.json";
  const words = JSON.parse(fromRepo(path)) as { competitors: { for: string; name: string; note: string }[] };
  beforeEach(() => {
    mkdirSync(join(root, "content", "es"), { recursive: true });
    writeFileSync(join(root, path), fromRepo(path));
    for (const of of ["en", "es"]) {
      mkdirSync(join(root, "content", "pages", of), { recursive: true });
      writeFileSync(join(root, "content", "pages", of, "about.json"), fromRepo(`content/pages/${of}/about.json`));
    }
  });

  it("need an entry for each English one, and fill the pages' words in again", async () => {
    const [first, ...others] = words.competitors;
    await expect(persist(JSON.stringify({ ...words, competitors: others }), path)).rejects.toThrow(
      new RegExp(`Competitors: no entry translates “${first!.for}” \\(a competitor in Competitors' prices, in English\\); add one .*or take the competitor out of the English first`),
    );
    expect(existsSync(join(root, "content/pages/filled/es/about.json"))).toBe(false);
    await persist(JSON.stringify({ ...words, tagline: "Recogemos su ropa" }), path);
    expect(JSON.parse(readFileSync(join(root, path), "utf8"))).toMatchObject({ tagline: "Recogemos su ropa" });
    // Filled in again, as after a change to the facts.
    expect(existsSync(join(root, "content/pages/filled/es/about.json"))).toBe(true);
  }, 60_000);

  it("hold new English facts: a competitor is added in two saves, its Spanish words first, then the English; the English alone is refused, naming that order", async () => {
    const added = { ...facts.competitors[0]!, name: "Another laundromat", note: "you carry it there" };
    const english = JSON.stringify({ ...facts, competitors: [...facts.competitors, added] }, null, 2);
    await expect(persist(english)).rejects.toThrow(
      "Competitors' prices › “Another laundromat”: has no Spanish words yet. Add its Spanish words first in Business facts › Words in Spanish: an entry of Competitors that translates “Another laundromat”; then save this",
    );
    expect(readFileSync(file(), "utf8")).toBe(original);
    // The Spanish first, on its own: an entry for a name the English does not have yet is kept.
    const spanish = { ...words, competitors: [...words.competitors, { for: added.name, name: "Otra lavandería", note: "usted la lleva" }] };
    await persist(JSON.stringify(spanish), path);
    expect(JSON.parse(readFileSync(join(root, path), "utf8")).competitors).toEqual(spanish.competitors);
    // Then the English, on its own: the Spanish words written for it are recorded as translated from it, not left to review.
    mkdirSync(join(root, "content", "en"), { recursive: true });
    writeFileSync(join(root, "content/en/business-words.json"), fromRepo("content/en/business-words.json"));
    await persist(english);
    expect(JSON.parse(readFileSync(file(), "utf8")).competitors).toEqual([...facts.competitors, added]);
    expect(JSON.parse(readFileSync(join(root, translationRecordFile), "utf8"))[path]).toMatchObject({
      [`competitors[${added.name}].name`]: textHash(added.name),
      [`competitors[${added.name}].note`]: textHash(added.note),
    });
  }, 60_000);

  it("let a competitor be taken away in English alone, its Spanish entry left over, and then in any order", async () => {
    const [gone, ...kept] = facts.competitors;
    const spanish = readFileSync(join(root, path), "utf8");
    // One competitor dearer than the owner's price must stay (the savings claim): the dearest is kept.
    const dearest = Math.max(...facts.competitors.map((c) => c.pricePerLb));
    const left = gone!.pricePerLb === dearest && kept.every((c) => c.pricePerLb < dearest) ? [gone!] : kept;
    await persist(JSON.stringify({ ...facts, competitors: left }, null, 2));
    expect(JSON.parse(readFileSync(file(), "utf8")).competitors).toEqual(left);
    expect(readFileSync(join(root, path), "utf8")).toBe(spanish);
    await persist(JSON.stringify({ ...facts, competitors: [...facts.competitors].reverse() }, null, 2));
    expect(JSON.parse(readFileSync(file(), "utf8")).competitors).toEqual([...facts.competitors].reverse());
    expect(readFileSync(join(root, path), "utf8")).toBe(spanish);
  }, 60_000);

  it("have no opening hours: a line split, added or moved in English alone is saved, the Spanish words as they were", async () => {
    // The line with the most days split in two, or, with one day each, the last taken away; then the lines in the other order.
    const widest = facts.hours.indexOf(facts.hours.reduce((a, b) => (b.days.length > a.days.length ? b : a)));
    const split =
      facts.hours[widest]!.days.length > 1
        ? facts.hours.flatMap((h, i) => (i === widest ? [{ ...h, label: h.days[0]!.slice(0, 3), days: h.days.slice(0, 1) }, { ...h, days: h.days.slice(1) }] : [h]))
        : facts.hours.slice(0, -1);
    const spanish = readFileSync(join(root, path), "utf8");
    for (const hours of [split, [...split].reverse()]) {
      await persist(JSON.stringify({ ...facts, hours }, null, 2));
      expect(JSON.parse(readFileSync(file(), "utf8")).hours).toEqual(hours);
      expect(readFileSync(join(root, path), "utf8")).toBe(spanish);
    }
  }, 60_000);
});

describe("a blog post saved in the studio", () => {
  const path = "content/blog/en/a-morning-at-the-laundromat.md";
  const spanishPath = "content/blog/es/a-morning-at-the-laundromat.md";
  const body = "Costs {{price}} per pound. ".repeat(200).trim();
  const post = (front: Record<string, unknown>, text = body) => `---\n${stringify(front)}---\n\n${text}\n`;
  const front = { title: "A morning at the laundromat", excerpt: "What a wash takes.", date: "2026-11-20" };
  const saveBoth = (en: string, es: string) =>
    handleAction(root, { action: "persistEntry", params: { dataFiles: [{ path, raw: en }, { path: spanishPath, raw: es }], assets: [] } });
  beforeEach(() => mkdirSync(join(root, "content", "blog", "en"), { recursive: true }));

  it("saved from the editor's rich-text view changes only the lines she changed: its list items keep their \"-\"", async () => {
    const written = ["Before the list.", "", "- **One** item", "- Two, with {{price}}", "  - nested", "", "1. First", "", "```", "* code stays", "```", "", "* * *", "", "After."].join("\n");
    await persist(post(front, written), path);
    const before = readFileSync(join(root, path), "utf8");
    // What the rich-text view sends: every item with "*", and one sentence changed.
    const sent = written.replace(/^(\s*)- /gm, "$1* ").replace("After.", "After, changed.");
    await persist(post(front, sent), path);
    const after = readFileSync(join(root, path), "utf8");
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual(["After, changed."]);
    expect(after).toContain("* code stays");
    expect(after).toContain("* * *");
  });

  it("keeps no picture size or reading time, which the build works out from the picture and the text", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ffffff" } }).png().toBuffer();
    await handleAction(root, {
      action: "persistMedia",
      params: { asset: { path: "public/images/uploads/pile.png", content: png.toString("base64"), encoding: "base64" } },
    });
    // A size the form still sends (one a file held before) goes too.
    await persist(post({ ...front, image: { src: "/images/uploads/pile.png", width: 800, height: 600, alt: "A pile of folded towels" } }), path);
    const saved = readFrontMatter(path, readFileSync(join(root, path), "utf8"));
    expect(saved.data).toMatchObject({ image: { src: "/images/uploads/pile.png", alt: "A pile of folded towels" } });
    expect((saved.data as { image: object }).image).not.toHaveProperty("width");
    expect((saved.data as { image: object }).image).not.toHaveProperty("height");
    expect(saved.data).not.toHaveProperty("readTime");
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
    expect(readFrontMatter(path, readFileSync(join(root, path), "utf8")).data).toMatchObject({ image: { src: "/images/uploads/new.png", alt: "A folded shirt" } });
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

  it("moves to its new name in every language when renamed, a language it leaves unchanged too", async () => {
    const spanish = { title: "Una mañana en la lavandería", excerpt: "Lo que lleva un lavado." };
    await saveBoth(post(front), post(spanish, "Cuesta {{price}} la libra."));
    const spanishText = readFileSync(join(root, spanishPath), "utf8");
    const renamed = (file: string) => file.replace("a-morning-at-the-laundromat", "an-evening-at-the-laundromat");
    await handleAction(root, {
      action: "persistEntry",
      params: {
        dataFiles: [
          { path, raw: post({ ...front, title: "An evening at the laundromat" }), newPath: renamed(path) },
          { path: spanishPath, raw: spanishText, newPath: renamed(spanishPath) },
        ],
        assets: [],
      },
    });
    expect([existsSync(join(root, path)), existsSync(join(root, spanishPath))]).toEqual([false, false]);
    expect(readFrontMatter(path, readFileSync(join(root, renamed(path)), "utf8")).data).toMatchObject({ title: "An evening at the laundromat" });
    expect(readFileSync(join(root, renamed(spanishPath)), "utf8")).toBe(spanishText);
  });

  it("may stay in English: a Spanish side with no words is not written, and removes the Spanish post it empties", async () => {
    // What the editor sends for a post whose Spanish side was left empty: the facts it copies, no words.
    await saveBoth(post(front), post({ date: front.date }, ""));
    expect(existsSync(join(root, path))).toBe(true);
    expect(existsSync(join(root, spanishPath))).toBe(false);
    const spanish = { title: "Una mañana en la lavandería", excerpt: "Lo que lleva un lavado." };
    await saveBoth(post(front), post(spanish, "Cuesta {{price}} la libra."));
    const saved = readFrontMatter(spanishPath, readFileSync(join(root, spanishPath), "utf8"));
    expect(saved.data).toMatchObject({ ...spanish, date: front.date });
    await saveBoth(post(front), post({ date: front.date }, ""));
    expect(existsSync(join(root, spanishPath))).toBe(false);
  });

  it("in Spanish is held to the English: refused with a title left in English, naming the language and the field", async () => {
    await expect(saveBoth(post(front), post({ ...front, excerpt: "Lo que lleva un lavado." }, "Cuesta {{price}} la libra."))).rejects.toThrow(
      /Not saved\. Please fix this: Español: Title: is the same as in English \("A morning at the laundromat"\); translate it/,
    );
    await expect(saveBoth(post(front), post({ title: "Una mañana", excerpt: "Lo que lleva un lavado." }, body))).rejects.toThrow(
      /Español: The post: is the same as in English/,
    );
    expect(existsSync(join(root, path))).toBe(false);
    expect(existsSync(join(root, spanishPath))).toBe(false);
  });
});

describe("the record of the English each Spanish text was translated from, kept by the studio", () => {
  const path = "content/pages/about.json";
  type About = { hero: { title: string; lead: string } } & Record<string, unknown>;
  const english = JSON.parse(fromRepo("content/pages/en/about.json")) as About;
  const spanish = JSON.parse(fromRepo("content/pages/es/about.json")) as About;
  // What the editor sends: both languages, whichever the owner changed.
  const save = (en: About, es: About) => persist(JSON.stringify({ en, es }), path);
  const toReview = () => awaitingReview(root).stale.map((text) => `${text.file} ${text.key}`);
  const recorded = () => JSON.parse(readFileSync(join(root, translationRecordFile), "utf8")) as Record<string, Record<string, string>>;
  const review = (texts: unknown[]) => handleAction(root, { action: "reviewTranslations", params: { texts } });
  const retitled = { ...english, hero: { ...english.hero, title: `${english.hero.title}, since 2020` } };
  beforeEach(() => {
    for (const of of ["en", "es"]) {
      mkdirSync(join(root, "content", "pages", of), { recursive: true });
      writeFileSync(join(root, "content", "pages", of, "about.json"), fromRepo(`content/pages/${of}/about.json`));
    }
    writeFileSync(join(root, translationRecordFile), recordText(reviewedRecord(root).record));
  });

  it("marks the Spanish twin of an English-only change, though the Spanish came along, and clears it once a save changes the Spanish", async () => {
    await save(retitled, spanish);
    expect(toReview()).toEqual(["content/pages/es/about.json hero.title"]);
    await save(retitled, { ...spanish, hero: { ...spanish.hero, title: `${spanish.hero.title}, desde 2020` } });
    expect(toReview()).toEqual([]);
    expect(recorded()["content/pages/es/about.json"]!["hero.title"]).toBe(textHash(retitled.hero.title));
  });

  it("records the owner's word that a Spanish text is still right against the English she was shown", async () => {
    await save(retitled, spanish);
    const [text] = awaitingReview(root).stale;
    // An English she was not shown (it changed again meanwhile) leaves the text to review.
    await review([{ file: text!.file, key: text!.key, english: textHash(english.hero.title) }]);
    expect(toReview()).toEqual(["content/pages/es/about.json hero.title"]);
    await review([{ file: text!.file, key: text!.key, english: textHash(text!.english) }]);
    expect(toReview()).toEqual([]);
    await expect(review([{ file: "content/business.json", key: "phone", english: textHash("x") }])).rejects.toThrow(/does not edit content\/business\.json as a translation/);
    await expect(review([{ file: text!.file, key: text!.key, english: "not a hash" }])).rejects.toThrow(/no texts to mark as reviewed/);
  });

  it("moves a post's lines with its new name, and drops them with the post", async () => {
    const post = (front: Record<string, unknown>, text: string) => `---\n${stringify(front)}---\n\n${text}\n`;
    const [en, es] = ["content/blog/en/a-quiet-morning.md", "content/blog/es/a-quiet-morning.md"];
    const renamed = (file: string) => file.replace("a-quiet-morning", "a-quiet-evening");
    const front = { title: "A quiet morning", excerpt: "What a wash takes.", date: "2026-11-20" };
    const spanishPost = post({ title: "Una mañana tranquila", excerpt: "Lo que lleva un lavado." }, "Cuesta {{price}} la libra.");
    const saveBoth = (files: { path: string; raw: string; newPath?: string }[]) => handleAction(root, { action: "persistEntry", params: { dataFiles: files, assets: [] } });
    mkdirSync(join(root, "content", "blog", "en"), { recursive: true });
    await saveBoth([{ path: en, raw: post(front, "Costs {{price}} per pound.") }, { path: es, raw: spanishPost }]);
    expect(Object.keys(recorded()[es] ?? {})).toEqual(["title", "excerpt", "body"]);
    await saveBoth([
      { path: en, raw: post({ ...front, title: "A quiet evening" }, "Costs {{price}} per pound."), newPath: renamed(en) },
      { path: es, raw: readFileSync(join(root, es), "utf8"), newPath: renamed(es) },
    ]);
    expect([recorded()[es], Object.keys(recorded()[renamed(es)] ?? {})]).toEqual([undefined, ["title", "excerpt", "body"]]);
    // Its English title changed with the new name: its Spanish title awaits review.
    expect(toReview()).toEqual([`${renamed(es)} title`]);
    await handleAction(root, { action: "deleteFile", params: { path: renamed(en) } });
    expect(recorded()[renamed(es)]).toBeUndefined();
  });
});

describe("sitePicture", () => {
  it("scales a phone-sized photo down to the widest the site shows, and keeps a small picture's size", async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    const scaled = await sharp(await sitePicture("public/images/uploads/porch.jpg", photo)).metadata();
    expect([scaled.width, scaled.height, scaled.format]).toEqual([widestPictureWidth, Math.round((2000 * widestPictureWidth) / 3000), "jpeg"]);
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const kept = await sharp(await sitePicture("public/images/uploads/dot.png", small)).metadata();
    expect([kept.width, kept.height, kept.format]).toEqual([40, 30, "png"]);
  });

  it("keeps none of the camera's hidden notes, such as where a photo was taken", async () => {
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#336699" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "the owner's phone" }, IFD3: { GPSLatitudeRef: "N" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect((await sharp(await sitePicture("public/images/uploads/porch.jpg", photo)).metadata()).exif).toBeUndefined();
  });
});
