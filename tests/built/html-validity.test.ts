import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { listFiles } from "../../scripts/postbuild/built-pages.ts";
import { clientDir } from "./build-output.ts";

/**
 * Every prerendered page of the build passes the Nu HTML Checker (the W3C validator, vnu-jar) with
 * no error. It reads the files as written, before any script runs: what search engines and
 * browsers parse first. Every HTML file of both languages, the redirect pages and the not-found
 * pages included, in one run of the checker.
 */
const vnuJar = resolve("node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

/**
 * Valid CSS that vnu's CSS checker (an older CSS grammar) does not know, found in the Tailwind rules
 * each page inlines in its <style> (scripts/postbuild/inline-critical-css.ts): `@property` (CSS Properties and
 * Values API), `margin-trim` inside an `@supports` test, and custom properties in
 * `transition-property`, and `paint-order` (CSS Fill and Stroke; the town map crops outline their
 * labels with it). Every other message about the inline CSS still fails the test.
 */
const outdatedCssGrammar = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\./,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\./,
  /^CSS: “paint-order”: Property “paint-order” doesn't exist\./,
];

test("every prerendered page is valid HTML (Nu HTML Checker, errors only)", async () => {
  expect(existsSync(vnuJar), `${vnuJar} is missing: npm ci installs vnu-jar`).toBe(true);
  const pages = (await listFiles(clientDir)).filter((file) => file.endsWith(".html")).map((file) => join(clientDir, file));
  expect(pages.length, `no prerendered pages in ${clientDir}: build first`).toBeGreaterThan(1);

  // vnu exits 1 when it reports errors and writes its JSON report to stderr either way. One run
  // spends most of its time compiling the checker: the quick compiler alone (TieredStopAtLevel=1)
  // halves its processor time, and then needs a deeper stack for the HTML schema than the default.
  const report = await promisify(execFile)("java", ["-Xss16m", "-XX:TieredStopAtLevel=1", "-jar", vnuJar, "--errors-only", "--format", "json", ...pages], {
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    (done) => done.stderr,
    (failed: { stderr?: string; message: string }) => {
      if (!failed.stderr?.trim().startsWith("{")) throw new Error(`vnu did not run: ${failed.message}`);
      return failed.stderr;
    },
  );
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error")
    .filter((m) => !outdatedCssGrammar.some((pattern) => pattern.test(m.message)))
    .map((m) => {
      const file = m.url ? relative(clientDir, new URL(m.url).pathname) : "?";
      return `${file}:${m.lastLine ?? "?"}:${m.firstColumn ?? "?"} ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ""}`;
    });
  expect(errors, `HTML errors in ${pages.length} pages`).toEqual([]);
  // A minute or two while other work shares the processor; about 10 s of processor time.
}, 240_000);
