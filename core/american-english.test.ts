import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The site is written in American English (a Florida business). The files the team writes are scanned
 * for common British spellings: components, the content modules, the emails, structured data, the
 * illustrations' text, the code and the docs. Tests are left out: some feed a British word in on purpose.
 * The owner's Markdown (posts, towns and legal pages in content/) is left out too: it is hers, and a
 * real place's name ("Harbour Heights") or a quote may spell a word the British way, which no check
 * where she saves could tell from a slip.
 */
const british =
  /\b(neighbour\w*|colour\w*|centre[sd]?|favourite\w*|organis(e|ed|es|ing|ation)\w*|realis(e|ed|es|ing)|recognis\w*|apologis\w*|mould\w*|licence|cheque|travell(ed|ing|er)\w*|cancell(ed|ing)|programme|aluminium|whilst|enrol|fulfil|catalogue|analys(e|ed|ing)|metres?|litres?|behaviour\w*|harbour\w*|honour\w*|labour\w*|fibres?|odours?|sanitis\w*|customis\w*|specialis\w*|personalis\w*|optimis\w*|prioritis\w*|minimis\w*|utilis\w*|jewellery|pyjamas|tyres?|kerb|storey|grey)\b/i;

const roots = ["app", "content", "core", "server", "scripts", "deploy", "docs", "public/illustrations"];
const rootFiles = ["README.md", "BENCHMARKS.md"];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The owner's Markdown: content/blog, content/towns, content/legal. */
const ownersMarkdown = (file: string) => file.startsWith(`content${sep}`) && file.endsWith(".md");

const files = [...roots.flatMap(walk), ...rootFiles]
  .filter((file) => /\.(tsx?|md|svg|css)$/.test(file) && !/\.test\.tsx?$/.test(file) && !ownersMarkdown(file));

describe("American English", () => {
  it("scans the components, content modules, emails, illustrations and docs, and not the owner's Markdown", () => {
    expect(files.some((file) => file.endsWith(".md"))).toBe(true);
    expect(files.some((file) => ["blog", "towns", "legal"].some((folder) => file.startsWith(`${join("content", folder)}${sep}`)))).toBe(false);
    expect(files.some((file) => file.startsWith("content") && file.endsWith(".ts"))).toBe(true);
    expect(files.some((file) => file.startsWith(join("server", "contact")))).toBe(true);
    expect(files.length).toBeGreaterThan(50);
  });

  it("finds the British spellings it looks for", () => {
    for (const word of ["neighbourhood", "Colour", "centre", "mould", "cancelled", "metres"]) {
      expect(british.test(`a ${word} here`), word).toBe(true);
    }
    expect(british.test("neighborhood color center mold canceled meters")).toBe(false);
  });

  it("has no British spelling in the team's copy, code and docs", () => {
    const offenders = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => british.test(line))
        .map(({ line, at }) => `${at}: ${british.exec(line)?.[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});
