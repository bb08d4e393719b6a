import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Which unit tests the content drill (scripts/content-drill.ts) runs in its edited copy: the ones
 * whose outcome can depend on content. The owner's edits change files under content/ and
 * public/images/uploads/ only, so a test that never reads them passes on the copy exactly as it
 * passes on the repository (`npm test` runs it there); running it again would only cost time.
 *
 * The rule, worked out afresh on each run so that a new test is sorted too: a test reads content
 * when a file it reaches through its imports (relative ones, package.json's "#" imports, the "~/"
 * alias; `import()`, `vi.mock` and `vi.importActual` included) is
 * - under content/ or public/images/ (a module, a JSON file, a page's words), or generated from them
 *   by `npm run generate` (a file named *.generated.*, like app/lib/zip-coverage.generated.ts), or
 * - names such a folder in a string (`join(root, "content", …)`, `"../content/blog"`): it reads
 *   content files itself, as core/american-english.test.ts and app/lib/blog.server.ts do.
 * A mention that is only a message still counts: a test run for nothing costs a second, a test
 * left out that reads content would let an owner's edit break it unseen. What the rule leaves out
 * today is code tested on its own fixtures: the contact server's mail, digest, crash recovery and
 * owner commands, the server's lifecycle, security headers and static files,
 * deploy/check-static-root, the post-build steps and their HTML parser, core/format, the bench report.
 *
 * `files` are the copy's files, relative to `root` (the copy is not a git repository).
 */
export function contentReadingTests(root: string, files: readonly string[]): { run: string[]; left: string[] } {
  // vitest.config.ts's `include`.
  const tests = files.filter((file) => /^(app|core|server|content|scripts|deploy|studio)\/.*\.test\.tsx?$|^tests\/support\/.*\.test\.ts$/.test(file));
  // Each file's own answer (it is content, or names a content folder) and the files it imports, read once.
  const parsed = new Map<string, { direct: boolean; imports: string[] }>();
  const facts = (file: string) => {
    let known = parsed.get(file);
    if (!known) {
      const code = /\.(ts|tsx|js|mjs)$/.test(file) ? readFileSync(join(root, file), "utf8") : "";
      known = {
        direct: isContent(file) || namesContentFolder.test(code),
        imports: [...code.matchAll(importSpecifier)].flatMap(([, specifier]) => resolveImport(root, file, specifier!) ?? []),
      };
      parsed.set(file, known);
    }
    return known;
  };
  // Whether any file the test reaches answers yes: a walk of its imports, each file once.
  const readsContent = (test: string): boolean => {
    const seen = new Set([test]);
    const queue = [test];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const { direct, imports } = facts(file);
      if (direct) return true;
      for (const next of imports.filter((next) => !seen.has(next))) {
        seen.add(next);
        queue.push(next);
      }
    }
    return false;
  };
  const run = tests.filter(readsContent);
  return { run, left: tests.filter((test) => !run.includes(test)) };
}

const isContent = (file: string) => file.startsWith("content/") || file.startsWith("public/images/") || /\.generated\./.test(file);

/** "content" or "public/images" as a folder in a string: `"content"`, `"../content/x"`, `` `${root}/content/` ``; not `.get("content")`, an attribute. */
const namesContentFolder = /(?<!get\()["'`}/](?:\.\.?\/)*(?:content|public\/images)(?:["'`]|\/)/;

/** `from "x"`, `import "x"`, `import("x")`, `vi.mock("x")`, `vi.doMock("x")`, `vi.importActual<…>("x")`. */
const importSpecifier = /(?:\bfrom|\bimport\s*\(?|vi\.(?:do)?(?:un)?mock\(|importActual(?:<[^>]*>)?\()\s*["'`]([^"'`\s]+)["'`]/g;

/** The repository file an import names, or undefined for a package or a file that is not there. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const path = specifier.startsWith("#words/")
    ? join("content/pages/filled/en", specifier.slice("#words/".length))
    : specifier.startsWith("#content/")
      ? join("content/en", specifier.slice("#content/".length))
      : specifier === "#business-words"
        ? "content/business.json"
        : specifier.startsWith("~/")
          ? join("app", specifier.slice(2))
          : specifier.startsWith(".")
            ? join(dirname(from), specifier)
            : undefined;
  if (path === undefined) return undefined;
  return [path, `${path}.ts`, `${path}.tsx`, join(path, "index.ts")].find((candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile());
}
