import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { stringify } from "yaml";
import { toJSONSchema, type z } from "zod";
import sharp from "sharp";
import { parsePostFile } from "../app/lib/blog.server.ts";
import { readFrontMatter } from "../app/lib/markdown.server.ts";
import { problemsInOwnersWords } from "../core/site-schema.ts";
import { pageFiles } from "../content/page-files.ts";
import { serviceAreaRuleProblems } from "../scripts/build-zip-coverage.ts";
import { filledPath, fillPageFile } from "../scripts/generate-page-copy.ts";
import { generateTownData } from "../scripts/generate-town-list.ts";
import type { Town } from "../content/towns.ts";
import { legalFrontMatterSchema, parseLegalFile } from "../app/lib/legal.server.ts";
import { editableFiles, editableFolders, editableLegalPages } from "./cms-config.ts";

/**
 * The studio's file store on the owner's computer: the actions Decap CMS's "proxy" backend sends
 * (one JSON request per action to POST /api/v1), answered from the working tree. Written for this
 * site, not taken from decap-server, because a save must pass the site's own rules first:
 * `persistEntry` refuses a file that breaks one, with the rule in the owner's words, and writes
 * nothing. Only the folders the studio edits can be read or written.
 */

/** Where the studio may read, relative to the repository; it writes only what `writable` allows. */
export const readableFolders = ["content", "public/images/uploads"] as const;

type DataFile = { path: string; raw: string; newPath?: string };
type Asset = { path: string; content: string; encoding: "base64" };

export class StudioError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 422 = 422,
  ) {
    super(message);
  }
}

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

/** `path` inside the repository and inside a folder the studio reads, or a refusal. */
function confined(root: string, path: unknown): string {
  if (typeof path !== "string" || path === "") throw new StudioError("no file named", 400);
  const full = resolve(root, path);
  const inside = readableFolders.some((folder) => {
    const base = resolve(root, folder);
    return full === base || full.startsWith(base + sep);
  });
  if (!inside) throw new StudioError(`the studio does not edit ${path}`, 400);
  return full;
}

const repoPath = (root: string, full: string) => relative(root, full).split(sep).join("/");

/**
 * `path`, when the studio may write or delete it: a file of `editableFiles` or `editableLegalPages`, an entry of an
 * `editableFolders` folder (lowercase words joined by hyphens, `.md`), or an upload; else a refusal.
 * The rest of content/ (the TypeScript modules, the generated files) is read, never written.
 */
function writable(root: string, path: unknown): string {
  const full = confined(root, path);
  const relativePath = repoPath(root, full);
  const entry = Object.keys(editableFolders).some((folder) => new RegExp(`^${folder}/[a-z0-9]+(-[a-z0-9]+)*\\.md$`).test(relativePath));
  const upload = relativePath.startsWith("public/images/uploads/");
  const file = relativePath in editableFiles || relativePath in editableLegalPages;
  if (!file && !entry && !upload) throw new StudioError(`the studio does not edit ${relativePath}`, 400);
  return full;
}

type Shape = { properties?: Record<string, Shape>; items?: Shape };

/** `value` with its keys in the order the schema lists them (the form's order), at every depth. */
function inSchemaOrder(value: unknown, shape: Shape | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, shape?.items));
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const order = Object.keys(shape?.properties ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(
    entries.sort(([a], [b]) => rank(a) - rank(b)).map(([key, child]) => [key, inSchemaOrder(child, shape?.properties?.[key])]),
  );
}

/** A town file's folder and name, when `path` is one: content/towns/{slug}.md. */
const townFile = (path: string) => /^content\/towns\/([^/]+\.md)$/.exec(path)?.[1];

/**
 * The towns as they would be with `raw` saved as content/towns/`name` (with nothing saved when
 * `name` is undefined), or the problems that only show among all the towns (two towns with one
 * name, a headline that does not name its town): the build's own check, run on a copy of the folder.
 */
function townsAfterSave(root: string, name?: string, raw?: string): { problems: string[]; towns?: Town[] } {
  const scratch = mkdtempSync(join(tmpdir(), "studio-towns-"));
  try {
    const folder = join(root, "content", "towns");
    for (const other of existsSync(folder) ? readdirSync(folder) : []) {
      if (other.endsWith(".md") && other !== name) copyFileSync(join(folder, other), join(scratch, other));
    }
    if (name !== undefined && raw !== undefined) writeFileSync(join(scratch, name), raw);
    const { problems, files } = generateTownData(scratch);
    return problems.length > 0 || !files ? { problems } : { problems, towns: JSON.parse(files["towns.generated.json"]) as Town[] };
  } catch (error) {
    return { problems: [(error as Error).message] };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const serviceAreaFile = "content/service-area.json";

/** The owner's service-area rules as the working tree has them (none when the file is missing or unreadable; its own save checks it). */
function savedServiceAreaRules(root: string): unknown {
  try {
    return JSON.parse(readFileSync(join(root, serviceAreaFile), "utf8"));
  } catch {
    return { alsoServe: [], doNotServe: [], placesNotServed: [] };
  }
}

/** The file a site path (/images/…) names inside public/, or undefined when it points outside. */
function publicFile(root: string, src: string): string | undefined {
  const publicDir = resolve(root, "public");
  const file = resolve(publicDir, `.${src}`);
  return file.startsWith(publicDir + sep) ? file : undefined;
}

/** A blog post's file name, when `path` is one: content/blog/{slug}.md. */
const postFile = (path: string) => /^content\/blog\/([^/]+\.md)$/.exec(path)?.[1];

/** Minutes a post takes to read, at 225 words a minute (at least one). */
export const minutesToRead = (text: string) => Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 225));

/**
 * What the studio works out for a post before checking it: its reading time from its text, and its
 * picture's size from the picture's file (when the file is there; the check names it when not).
 */
async function completePost(
  root: string,
  front: Record<string, unknown>,
  body: string,
  pending: ReadonlyMap<string, Buffer>,
): Promise<Record<string, unknown>> {
  const completed: Record<string, unknown> = { ...front, readTime: minutesToRead(body) };
  const image = front.image as { src?: unknown; alt?: unknown } | undefined;
  if (image && typeof image.src === "string" && image.src !== "") {
    try {
      // Read only, and only inside public/: the site's own pictures, the uploads, or the picture
      // being saved with the post.
      const file = publicFile(root, image.src);
      if (!file) throw new Error("outside public/");
      const { width, height } = await sharp(pending.get(file) ?? file).metadata();
      completed.image = { ...image, width, height };
    } catch {
      // Left without a size; the post's check says the picture is not there.
    }
  } else if (image && !image.alt) {
    delete completed.image;
  }
  return completed;
}

/**
 * What the studio writes for a file the editor saved: for a file with rules (editableFiles, a town,
 * a blog post), the problems in the owner's words, or else the file written the one way the
 * repository keeps it (keys in the form's order; JSON with two-space indents, front matter as
 * YAML; a final newline), so a save changes only the lines of the values that changed. Other files
 * are written as they came.
 */
export async function checkedFile(
  root: string,
  path: string,
  raw: string,
  pending: ReadonlyMap<string, Buffer> = new Map(),
): Promise<{ problems: string[]; text: string }> {
  const town = townFile(path);
  const post = postFile(path);
  const legal = path in editableLegalPages ? basename(path) : undefined;
  const schema = town
    ? editableFolders["content/towns"]()
    : post
      ? editableFolders["content/blog"]()
      : legal
        ? legalFrontMatterSchema()
        : (editableFiles as Record<string, () => z.ZodType>)[path]?.();
  if (!schema) return { problems: [], text: raw };
  let value: unknown;
  let body = "";
  try {
    if (town || post || legal) {
      const file = readFrontMatter(path, raw);
      value = file.data;
      body = file.body.trim();
      if (town && body !== "") return { problems: ["a town file has nothing after its fields"], text: raw };
      if (post) value = await completePost(root, (value ?? {}) as Record<string, unknown>, body, pending);
    } else {
      value = JSON.parse(raw);
    }
  } catch {
    return { problems: [`the file could not be read as ${town ? "a town" : post ? "a post" : legal ? "a page" : "JSON"}`], text: raw };
  }
  const shape = toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Shape;
  const ordered = inSchemaOrder(value, shape);
  const text =
    town || post || legal
      ? `---\n${stringify(ordered, { lineWidth: 100 })}---\n${post || legal ? `\n${body}\n` : ""}`
      : `${JSON.stringify(ordered, null, 2)}\n`;
  const problems = problemsInOwnersWords(schema, value);
  if (post && body === "") problems.push("The post: must not be empty");
  if (legal && body === "") problems.push("The page: must not be empty");
  if (problems.length === 0 && legal) {
    try {
      parseLegalFile(legal, text);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length === 0 && town) {
    // Among all the towns, then with the zips the owner does not serve (a town page's zip is served).
    const after = townsAfterSave(root, town, text);
    problems.push(...after.problems);
    if (after.towns) problems.push(...serviceAreaRuleProblems(savedServiceAreaRules(root), after.towns));
  }
  if (problems.length === 0 && path === serviceAreaFile) {
    const { problems: townProblems, towns } = townsAfterSave(root);
    problems.push(...(towns ? serviceAreaRuleProblems(value, towns) : townProblems));
  }
  if (problems.length === 0 && post) {
    try {
      parsePostFile(post, text, (src) => {
        const file = publicFile(root, src);
        return file !== undefined && (pending.has(file) || existsSync(file));
      });
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return { problems, text };
}

async function entry(root: string, path: string) {
  const full = confined(root, path);
  try {
    const raw = await readFile(full, "utf8");
    return { data: raw, file: { path: repoPath(root, full), id: sha256(raw) } };
  } catch {
    return { data: null, file: { path: repoPath(root, full), id: null } };
  }
}

async function mediaFile(root: string, path: string) {
  const full = confined(root, path);
  const bytes = await readFile(full);
  return { id: sha256(bytes), content: bytes.toString("base64"), encoding: "base64", path: repoPath(root, full), name: basename(full) };
}

/** Files directly in `folder` (or to `depth` levels) whose names end with `extension`. */
async function listFiles(root: string, folder: string, extension: string, depth: number): Promise<string[]> {
  const full = confined(root, folder);
  const found: string[] = [];
  async function walk(dir: string, level: number) {
    let names;
    try {
      names = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const item of names) {
      const path = join(dir, item.name);
      if (item.isDirectory() && level < depth) await walk(path, level + 1);
      else if (item.isFile() && item.name.endsWith(extension ? `.${extension.replace(/^\./, "")}` : "")) found.push(repoPath(root, path));
    }
  }
  await walk(full, 1);
  return found.sort();
}

/** Widest picture the site shows: a post's picture fills the article column, at most 800 px at 2×. */
export const widestPictureWidth = 1600;

/**
 * An uploaded picture as the site should send it: a phone photo 4,000 px wide is scaled down to
 * `widestPictureWidth` and compressed again in its own format, so one upload cannot make a page slow.
 * Anything else (an SVG, a picture already small) is kept as it came.
 */
export async function sitePicture(path: string, bytes: Buffer): Promise<Buffer> {
  const format = /\.(jpe?g|png|webp|avif)$/i.exec(path)?.[1]?.toLowerCase().replace("jpg", "jpeg") as
    | "jpeg"
    | "png"
    | "webp"
    | "avif"
    | undefined;
  if (!format) return bytes;
  let width: number | undefined;
  try {
    ({ width } = await sharp(bytes).metadata());
  } catch {
    throw new StudioError(`Not saved: ${basename(path)} could not be read as a picture (a JPEG, PNG, WebP or AVIF file).`);
  }
  if (!width || width <= widestPictureWidth) return bytes;
  return sharp(bytes).rotate().resize({ width: widestPictureWidth }).toFormat(format, { quality: 80 }).toBuffer();
}

/**
 * Fills every page's words in again after the business facts changed, so a new price shows in them
 * too on the site beside the studio. A fresh process, which reads the facts as saved (this one read
 * them when it started). Only the preview depends on it: the build fills them in itself.
 */
async function refillPageWords(root: string): Promise<void> {
  const repo = resolve(import.meta.dirname, "..");
  await new Promise<void>((done) => {
    execFile("npx", ["tsx", "scripts/generate-page-copy.ts", "--root", root, "--quiet"], { cwd: repo, timeout: 60_000 }, () => done());
  });
}

async function write(full: string, bytes: string | Buffer) {
  await mkdir(dirname(full), { recursive: true });
  // Written beside the file and renamed over it, so the site never reads half a file.
  const temporary = `${full}.studio-${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, full);
}

/** Answers one request of Decap CMS's proxy backend, or throws a StudioError. */
export async function handleAction(root: string, body: { action?: unknown; params?: Record<string, unknown> }): Promise<unknown> {
  const params = body.params ?? {};
  switch (body.action) {
    case "info":
      return { repo: basename(root), publish_modes: ["simple"], type: "local_fs" };
    case "entriesByFolder": {
      const files = await listFiles(root, String(params.folder), String(params.extension ?? ""), Number(params.depth ?? 1));
      return Promise.all(files.map((path) => entry(root, path)));
    }
    case "entriesByFiles": {
      const files = (params.files as { path: string; label?: string }[] | undefined) ?? [];
      return Promise.all(files.map(async (file) => ({ ...(await entry(root, file.path)), ...(file.label ? { label: file.label } : {}) })));
    }
    case "getEntry":
      return entry(root, String(params.path));
    case "persistEntry": {
      const entryFile = params.entry as DataFile | undefined;
      const dataFiles = (params.dataFiles as DataFile[] | undefined) ?? (entryFile ? [entryFile] : []);
      const assets = (params.assets as Asset[] | undefined) ?? [];
      // Every file is checked, and every path confined, before anything is written; the pictures
      // saved with the entry count as there.
      const media = await Promise.all(
        assets.map(async (asset) => {
          const full = writable(root, asset.path);
          return { full, bytes: await sitePicture(full, Buffer.from(asset.content, "base64")) };
        }),
      );
      const pending = new Map(media.map(({ full, bytes }) => [full, bytes]));
      const targets = dataFiles.map((file) => {
        const full = writable(root, file.path);
        return { full, to: file.newPath ? writable(root, file.newPath) : undefined, path: repoPath(root, full), raw: file.raw };
      });
      const checked = await Promise.all(
        targets.map(async (target) => ({ ...target, ...(await checkedFile(root, target.path, target.raw, pending)) })),
      );
      const problems = checked.flatMap((target) => target.problems);
      if (problems.length > 0) {
        throw new StudioError(`Not saved. ${problems.length === 1 ? "Please fix this" : "Please fix these"}: ${problems.join("; ")}`);
      }
      for (const { full, bytes } of media) await write(full, bytes);
      for (const { text, full, to, path } of checked) {
        await write(full, text);
        if (to && to !== full) await rename(full, to);
        // A page's words: its filled-in copy too, which the pages read (so the site beside the studio shows the change).
        if (path in pageFiles) {
          const filled = fillPageFile(path as keyof typeof pageFiles, text).text;
          if (filled !== undefined) await write(join(root, filledPath(path)), filled);
        }
      }
      if (checked.some(({ path }) => path === "content/business.json")) await refillPageWords(root);
      return { message: "entry persisted" };
    }
    case "getMedia": {
      const files = await listFiles(root, String(params.mediaFolder), "", 1);
      return Promise.all(files.map((path) => mediaFile(root, path)));
    }
    case "getMediaFile":
      return mediaFile(root, String(params.path));
    case "persistMedia": {
      const asset = params.asset as Asset;
      const full = writable(root, asset?.path);
      await write(full, await sitePicture(full, Buffer.from(asset.content, "base64")));
      return mediaFile(root, asset.path);
    }
    case "deleteFile":
    case "deleteFiles": {
      const paths = body.action === "deleteFile" ? [params.path] : ((params.paths as unknown[] | undefined) ?? []);
      const fulls = paths.map((path) => writable(root, path));
      for (const full of fulls) await rm(full, { force: true });
      return { message: `deleted ${fulls.length} file${fulls.length === 1 ? "" : "s"}` };
    }
    case "getDeployPreview":
      return null;
    default:
      throw new StudioError(`the studio does not do "${String(body.action)}"`, 422);
  }
}
