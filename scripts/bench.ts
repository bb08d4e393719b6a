import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { cpus, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../tests/e2e/chromium.ts";
import { isNotFoundPage, readBuiltPages } from "./postbuild/built-pages.ts";
import { buildFloor } from "./bench/floor.ts";
import { startBuiltServer, stopAll } from "./bench/serve.ts";
import {
  combineRuns,
  lcpRatio,
  medianRun,
  offTarget,
  resultTable,
  summarise,
  targets,
  withSection,
  type LighthouseResult,
  type RouteResult,
  type RunSummary,
} from "./bench/report.ts";

// `npm run bench`: Lighthouse (mobile, simulated throttling) on every prerendered route of a fresh
// production build served by the real server, on each page's "floor" (the same HTML without
// scripts, served by a second instance) and on its "one-response floor" (also stylesheets inlined
// and web fonts dropped, a third instance: what the first response alone can paint), then a table
// in the terminal and in BENCHMARKS.md.
// A benchmark, not a test: timings vary with the machine. Loopback only; it stops its servers and
// Chrome at the end, also on error.
//
//   npm run bench [-- --routes /,/faq] [--runs 3] [--no-build] [--no-floor] [--no-write] [--reports dir]
//                 [--build-dir build-bench]

const { values: args } = parseArgs({
  options: {
    routes: { type: "string" },
    runs: { type: "string", default: "3" },
    "no-build": { type: "boolean", default: false },
    "no-floor": { type: "boolean", default: false },
    "no-write": { type: "boolean", default: false },
    /** A folder for each median run's full Lighthouse report (JSON), to study a result. */
    reports: { type: "string" },
    /** The build folder to measure (default build-bench); with --no-build, an existing build. */
    "build-dir": { type: "string", default: "build-bench" },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${args.runs}`);

const repo = resolve(import.meta.dirname, "..");
const buildDir = resolve(repo, args["build-dir"]);
const floorDir = `${buildDir}-floor`;
const oneResponseDir = `${buildDir}-one-response`;
const chromePath = chromiumPath;
const chromeFlags = ["--headless=new", ...chromiumFlags];

const children: ChildProcess[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
const tmp = mkdtempSync(join(tmpdir(), "bench-pages-"));

async function cleanUp() {
  await chrome?.kill();
  chrome = undefined;
  await stopAll(children);
  rmSync(tmp, { recursive: true, force: true });
}

function build() {
  console.log(`Building the site into ${buildDir} …`);
  const result = spawnSync("npm", ["run", "build"], {
    cwd: repo,
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

async function startServer(name: string, clientDir: string): Promise<string> {
  const { url, child } = await startBuiltServer(name, clientDir, tmp);
  children.push(child);
  return url;
}

const maxFailures = 3;
let lighthouseVersion = "";
let chromiumVersion = "";

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** One Lighthouse run of `url` in a new Chrome, retried when Lighthouse loses the trace. */
async function runOnce(url: string): Promise<{ summary: RunSummary; result: RunnerResult }> {
  for (let failures = 0; ; ) {
    // Every run is a first visit: a new Chrome with a new profile. Lighthouse empties the HTTP
    // cache, not the rest of a profile (compiled-code caches, site storage), so each run starts
    // from an empty one.
    await chrome?.kill();
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "error" });
    // The default config: mobile form factor, simulated throttling, all categories we report.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr as (LighthouseResult & { runtimeError?: { message: string } }) | undefined;
    const failure = !lhr ? "no result" : lhr.runtimeError?.message;
    if (!result || !lhr || failure) {
      // A trace lost on a busy machine (NO_NAVSTART, NO_FCP…) is retried, a few times at most.
      if (++failures > maxFailures) throw new Error(`Lighthouse failed on ${url}: ${failure}`);
      console.log(`  retrying ${url}: ${failure}`);
      continue;
    }
    lighthouseVersion = lhr.lighthouseVersion;
    chromiumVersion = /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? chromiumVersion;
    return { summary: summarise(lhr, url), result };
  }
}

/**
 * `runs` Lighthouse runs of each of `urls` (a page and its floors), taken in rounds, one run of each
 * URL per round, so a busy moment of the machine falls on the page and its floors alike; then each
 * URL's runs combined (`combineRuns`).
 */
async function measureSideBySide(urls: readonly { url: string; name: string }[]): Promise<RunSummary[]> {
  const summaries = urls.map((): RunSummary[] => []);
  const reports = urls.map(() => new Map<RunSummary, string>());
  for (let round = 0; round < runs; round++) {
    for (const [i, { url }] of urls.entries()) {
      const { summary, result } = await runOnce(url);
      summaries[i]?.push(summary);
      if (args.reports && typeof result.report === "string") reports[i]?.set(summary, result.report);
    }
  }
  return Promise.all(
    urls.map(async ({ name }, i) => {
      const own = summaries[i] ?? [];
      const report = reports[i]?.get(medianRun(own));
      if (args.reports && report) {
        await mkdir(args.reports, { recursive: true });
        await writeFile(join(args.reports, `${name.replace(/[^a-z0-9]+/gi, "_") || "home"}.json`), report);
      }
      return combineRuns(own);
    }),
  );
}

function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const nproc = spawnSync("nproc", { encoding: "utf8" }).stdout.trim() || String(cpus().length);
  return `${nproc} × ${cpu}, ${(totalmem() / 1024 ** 3).toFixed(1)} GB memory`;
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: set CHROME_PATH`);
  if (!args["no-build"]) build();
  const pages = (await readBuiltPages(join(buildDir, "client"))).filter((page) => !page.redirect && !isNotFoundPage(page.path));
  const wanted = args.routes?.split(",").map((route) => route.trim());
  const routes = wanted ? wanted : pages.map((page) => page.path);
  const unknown = routes.filter((route) => !pages.some((page) => page.path === route));
  if (unknown.length > 0) throw new Error(`Not a prerendered route: ${unknown.join(", ")}`);

  const siteUrl = await startServer("site", join(buildDir, "client"));
  const floorUrl = args["no-floor"] ? undefined : await startServer("floor", await buildFloor(buildDir, floorDir));
  const oneResponseUrl = args["no-floor"]
    ? undefined
    : await startServer("one-response", await buildFloor(buildDir, oneResponseDir, "one-response"));

  const results: RouteResult[] = [];
  for (const route of routes) {
    const urls = [{ url: siteUrl + route, name: route }];
    if (floorUrl) urls.push({ url: floorUrl + route, name: `floor${route}` });
    if (oneResponseUrl) urls.push({ url: oneResponseUrl + route, name: `one-response${route}` });
    const [page, floor, oneResponse] = await measureSideBySide(urls);
    if (!page) throw new Error(`no measurement of ${route}`);
    const result = { route, page, floor, oneResponse };
    results.push(result);
    const off = offTarget(result);
    console.log(
      `${route}: perf ${page.performance}, FCP ${Math.round(page.fcp)} ms, LCP ${Math.round(page.lcp)} ms` +
        (floor ? ` (floor ${Math.round(floor.lcp)} ms)` : "") +
        (oneResponse
          ? `, LCP / one-response floor ${lcpRatio(page, oneResponse)} (${Math.round(oneResponse.lcp)} ms)`
          : "") +
        `, TBT ${Math.round(page.tbt)} ms${off.length > 0 ? ` — off target: ${off.join("; ")}` : ""}`,
    );
  }

  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const section = [
    "## Page speed: Lighthouse on every route",
    "",
    `Measured ${date} UTC by \`npm run bench\`, ${runs} run${runs > 1 ? "s" : ""} per URL, Lighthouse ${lighthouseVersion} ` +
      `(default mobile config, simulated throttling), Chromium ${chromiumVersion}, Node ${process.versions.node}, on ` +
      `${machine()}. Targets: scores ${targets.score}, LCP ≤ ${targets.lcpOverOneResponse.toFixed(2)} × one-response ` +
      `floor (*LCP/1-resp*) and ≤ ${targets.lcpOverFloor} × floor (*LCP/floor*), CLS ≤ ${targets.cls}, no request to ` +
      `another origin, no console error; TBT is shown, not judged (\`npm run bench:tasks\` judges blocking in CPU time, ` +
      `≤ ${targets.tbtMs} ms). Floors, medians and sizes: [Method](#method).`,
    "",
    resultTable(results),
  ].join("\n");
  console.log(`\n${section}\n`);
  if (!args["no-write"]) {
    const file = join(repo, "BENCHMARKS.md");
    await writeFile(file, withSection(existsSync(file) ? await readFile(file, "utf8") : undefined, section));
    console.log("Written to BENCHMARKS.md");
  }
  const offCount = results.filter((result) => offTarget(result).length > 0).length;
  console.log(`${results.length - offCount} of ${results.length} routes on target.`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
