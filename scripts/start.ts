/**
 * `npm start`: builds the site (both languages, embedded defaults unless PUBLIC_* say otherwise) and
 * serves it; with `--build`, what `npm run build` runs: the same build, a line per step (and with
 * `--no-generate`, without generating the files `npm run generate` writes, fresh already).
 *
 * The steps are the build's own scripts, run as child processes whose output is kept, not shown: a
 * newcomer sees where the site is and where contact messages go, and an engineer a line per step
 * with its time. A step that fails stops the build and its whole output is printed. With
 * `--verbose`, every step's output is printed as it ends (the per-file lines of Vite's report too).
 *
 * What runs side by side, on a machine of two cores or more:
 *   1. the generated files (the four scripts of `npm run generate`, in that order), then the social
 *      card, which the builds copy from public/;
 *   2. the English `react-router build` beside the other languages' (SITE_LOCALE=es), and beside
 *      them the offer hero images (committed; sharp renders again only those whose art or settings
 *      changed, about 15 s of two cores for all, scripts/offer-images.ts). Each build writes a folder of its own
 *      (react-router.config.ts); the other languages are moved into the English build once all are
 *      done (scripts/build-languages.ts), and the offer images copied into it, since the English
 *      build may have copied public/ before they were all written;
 *   3. the post-build steps (scripts/postbuild/run.ts), which need every page.
 * Beside the social card and steps 2 and 3, which Spanish texts await review (scripts/translation-review.ts): a notice
 * printed once the site is built, never a reason to stop it (the site shows the Spanish as it is).
 * The build's files are the same as those of the steps run one after another.
 */
import { spawn } from "node:child_process";
import { cpSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BuildLanguagesError, moveLanguagePass, otherLocales } from "./build-languages.ts";
import { shown } from "./quiet-output.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(root, process.env.BUILD_DIR || "build");
const buildOnly = process.argv.includes("--build");
const verbose = process.argv.includes("--verbose");
/** `--no-generate`: the generated files are fresh already (npm test generates them once, before its type checks). */
const generate = !process.argv.includes("--no-generate");

class StepError extends Error {
  constructor(
    readonly step: string,
    readonly output: string,
  ) {
    super(`${step} failed`);
  }
}

/**
 * A step: a Node process (`args` after `node`) and the variables it runs with, besides this one's;
 * `held`, a step whose output is the build's to print when it ends, not with the step's line.
 */
type Step = { name: string; args: string[]; env?: Record<string, string>; held?: boolean };

const tsxStep = (name: string, script: string): Step => ({ name, args: ["--import", "tsx", script] });
const reactRouterBuild = (locale: string): Step => ({
  name: `react-router build (${locale})`,
  args: [join(root, "node_modules/@react-router/dev/bin.js"), "build"],
  env: { SITE_LOCALE: locale },
});

/** Runs a step with its output kept (stdout and stderr in the order they came); resolves to that output. */
function run(step: Step): Promise<string> {
  const started = performance.now();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, step.args, {
      cwd: root,
      env: { ...process.env, ...step.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => reject(new StepError(step.name, `${output}\n${error.message}`)));
    child.on("close", (code, signal) => {
      if (code !== 0) {
        reject(new StepError(step.name, `${output}\n(${signal ? `stopped by ${signal}` : `exit code ${code}`})`));
        return;
      }
      if (buildOnly || verbose) {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        // React Router's output is Vite's report, a line per file: its time says enough.
        const lines = step.held ? "" : verbose || !step.name.startsWith("react-router") ? shown(output) : "";
        console.log(`✓ ${step.name} (${seconds} s)${lines ? `\n${lines.replace(/^/gm, "  ")}` : ""}`);
      }
      resolvePromise(output);
    });
  });
}

/** Runs the steps one after another. */
async function inOrder(steps: Step[]): Promise<void> {
  for (const step of steps) await run(step);
}

/** Waits for every task, then fails with the first failure (so no step is left running unseen). */
async function sideBySide(tasks: Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

/** The notice of the Spanish texts awaiting review, worked out beside the build; empty when none does. */
let translationNotice: Promise<string> = Promise.resolve("");

async function build(): Promise<void> {
  // In the order of `npm run generate`: the page words are filled in from figures that can come
  // from the town list, and both images read the page words.
  if (generate) {
    await inOrder([
      tsxStep("generate: town list", "scripts/generate-town-list.ts"),
      tsxStep("generate: service-area map", "scripts/build-service-area-map.ts"),
      tsxStep("generate: zip coverage", "scripts/build-zip-coverage.ts"),
      tsxStep("generate: page words", "scripts/generate-page-copy.ts"),
    ]);
  }
  // It reads the page modules, which import the words the generate step fills in.
  translationNotice = run({ ...tsxStep("translations to review", "scripts/translation-review.ts"), held: true }).catch(
    (error: unknown) => `⚠ Which Spanish texts await review could not be worked out:\n${error instanceof StepError ? shown(error.output) : String(error)}`,
  );
  await run(tsxStep("social card", "scripts/social-card.ts"));
  // Encoding offer images (only those whose art changed) keeps about one core busy, the builds the rest.
  await sideBySide([tsxStep("offer images", "scripts/offer-images.ts"), reactRouterBuild("en"), ...otherLocales.map(reactRouterBuild)].map(run));
  // Imported only now: content/images.ts reads page words that the generate step writes.
  const { offerHeroFolder } = await import("../content/images.ts");
  cpSync(join(root, "public", offerHeroFolder), join(buildDir, "client", offerHeroFolder), { recursive: true });
  for (const of of otherLocales) {
    try {
      const moved = moveLanguagePass(buildDir, of);
      if (buildOnly || verbose) console.log(`✓ ${moved}`);
    } catch (error) {
      if (error instanceof BuildLanguagesError) throw new StepError(`moving the ${of} pages in`, error.message);
      throw error;
    }
  }
  await run(tsxStep("postbuild", "scripts/postbuild/run.ts"));
}

const started = performance.now();
if (!buildOnly) console.log(`Building the site into ${relative(root, buildDir) || "."}/ (English and Spanish; about a minute) …`);
try {
  await build();
} catch (error) {
  if (!(error instanceof StepError)) throw error;
  console.error(`✖ The build stopped: ${error.step} failed. Its output:\n\n${shown(error.output)}`);
  process.exit(1);
}
const seconds = Math.round((performance.now() - started) / 1000);
console.log(`Built in ${seconds} s.`);
const notice = shown(await translationNotice);
if (notice) console.log(notice);

if (!buildOnly) {
  // The server of `npm run serve`, in this process; it prints where the site is and where contact
  // messages go. A build into BUILD_DIR is served from there.
  process.env.CLIENT_DIR ??= join(buildDir, "client");
  await import("../server/main.ts");
}
