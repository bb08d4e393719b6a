import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.ts";
import { median } from "./bench/report.ts";
import { startBuiltServer, stopAll } from "./bench/serve.ts";

// `npm run bench:tasks`: the main-thread work a page does after its first contentful paint, which
// is what Total Blocking Time counts. Lighthouse times tasks by the wall clock, so on a shared
// machine a task that waited for a CPU looks long; this reads each task's *thread CPU time* from a
// Chromium trace instead, which stays put when the machine is busy. Two builds can be compared
// run by run (`--compare`), so both see the same machine load.
//
//   npm run bench:tasks [-- --routes /,/newcustomeroffer] [--runs 9] [--build-dir build]
//                       [--compare other-build-dir]
//
// For each run it reports the longest and second-longest task and the blocking time those tasks
// would add under Lighthouse's 4× CPU slowdown: Σ max(0, 4 × CPU time − 50 ms). Medians over the
// runs are printed as a Markdown table. A benchmark, not a test; loopback only.

const { values: args } = parseArgs({
  options: {
    routes: { type: "string", default: "/,/newcustomeroffer,/venice,/contact" },
    runs: { type: "string", default: "9" },
    "build-dir": { type: "string", default: "build" },
    compare: { type: "string" },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${args.runs}`);

const repo = resolve(import.meta.dirname, "..");
const slowdown = 4;
const blockingAfterMs = 50;
const settleMs = 3_000;

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };
type Run = { longest: number; second: number; blocking: number };

/** Loads `url` in a fresh context, waits until React has hydrated, and reads its tasks after FCP. */
async function measureOnce(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "loading"] });
    await page.goto(url, { waitUntil: "load" });
    // Waiting passively: Playwright's own checks (a locator poll, an evaluate) run its injected
    // script in the page as tasks of 20-80 ms, which a trace cannot tell from the page's own. The
    // hydration is checked once the trace has stopped. The offer hero asks for its second image
    // 1 s after the first has shown, within this wait too.
    await page.waitForTimeout(settleMs);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    if ((await page.locator("html").getAttribute("data-hydrated")) !== "true") {
      throw new Error(`${url} had not hydrated ${settleMs} ms after its load event; its tasks would be missed`);
    }
    const fcp = traceEvents.filter((event) => event.name === "firstContentfulPaint").at(-1);
    if (!fcp) throw new Error(`No first contentful paint in the trace of ${url}`);
    const cpuMs = traceEvents
      .filter((e) => e.name === "RunTask" && e.ph === "X" && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts)
      .map((e) => (e.tdur ?? e.dur ?? 0) / 1000)
      .sort((a, b) => b - a);
    return {
      longest: cpuMs[0] ?? 0,
      second: cpuMs[1] ?? 0,
      blocking: cpuMs.reduce((sum, ms) => sum + Math.max(0, slowdown * ms - blockingAfterMs), 0),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const builds = [args["build-dir"], ...(args.compare ? [args.compare] : [])].map((dir) => resolve(repo, dir));
  const dataDir = mkdtempSync(join(tmpdir(), "bench-tasks-"));
  const children: ChildProcess[] = [];
  let browser: Browser | undefined;
  try {
    const urls: string[] = [];
    for (const [n, dir] of builds.entries()) {
      const { url, child } = await startBuiltServer(`build${n}`, join(dir, "client"), dataDir);
      children.push(child);
      urls.push(url);
    }
    browser = await chromium.launch(chromiumLaunchOptions());
    const routes = args.routes.split(",").map((route) => route.trim());
    const rows: string[] = [];
    for (const route of routes) {
      const results: Run[][] = builds.map(() => []);
      // Alternate the builds run by run, so a busy moment of the machine hits both alike.
      for (let run = 0; run < runs; run++) {
        for (const [n, url] of urls.entries()) results[n]?.push(await measureOnce(browser, url + route));
      }
      for (const [n, dir] of builds.entries()) {
        const list = results[n] ?? [];
        const cells = [
          median(list.map((r) => r.longest)).toFixed(1),
          median(list.map((r) => r.second)).toFixed(1),
          Math.round(median(list.map((r) => r.blocking))).toString(),
          `${Math.round(Math.min(...list.map((r) => r.blocking)))}–${Math.round(Math.max(...list.map((r) => r.blocking)))}`,
        ];
        const row = `| \`${route}\` | ${dir.replace(`${repo}/`, "")} | ${cells.join(" | ")} |`;
        rows.push(row);
        console.log(row);
      }
    }
    console.log(
      [
        "",
        `Tasks after the first contentful paint, thread CPU time in ms, median of ${runs} runs (Chromium ${browser.version()}):`,
        "",
        "| route | build | longest task | second task | blocking time at 4× (ms) | range over runs |",
        "| --- | --- | ---: | ---: | ---: | --- |",
        ...rows,
      ].join("\n"),
    );
  } finally {
    await browser?.close();
    await stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
