/**
 * `npm test` and `npm run test:quick`: the suite's stages in order, each timed, stopping at the
 * first that fails, then a table of each stage's time (docs/testing.md says what each catches).
 *
 * - `npm test`: generate, types and lint side by side, unit tests, the build, the built layer over
 *   its files, the browser tests against it, the studio's browser tests, the content drill.
 * - `npm run test:quick` (`--quick`): generate, types and lint, unit tests, and the built layer
 *   over the build already there (skipped, and said so, when there is none): no browser.
 *
 * The generated files (`npm run generate`) are written once, first, not again by each step after.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus } from "node:os";
import { join, resolve } from "node:path";

type Command = { label: string; argv: string[] };
type Stage = { name: string; commands: Command[]; skip?: () => string | undefined };

const quick = process.argv.includes("--quick");
const ci = Boolean(process.env.CI);
const buildDir = resolve(process.env.BUILD_DIR || "build");

const npx = (label: string, ...argv: string[]): Command => ({ label, argv: ["npx", "--no-install", ...argv] });
const npmRun = (label: string, script: string, ...flags: string[]): Command => ({ label, argv: ["npm", "run", "--silent", ...flags, script] });
/** In CI a red stage stops at its first failure, so a failing run is short. */
const bail = ci ? ["--bail=1"] : [];

const stages: Stage[] = [
  { name: "generate", commands: [npmRun("generate", "generate")] },
  {
    name: "types and lint",
    // Both keep what they learned about unchanged files in node_modules/.cache, so a second run in
    // the edit-test loop checks only what changed (a fresh clone has no cache and checks all).
    commands: [
      // React Router's type generation prints only a warning no one here can act on (scripts/quiet-output.ts,
      // `unactionable`): its output is shown when it fails.
      {
        label: "typecheck",
        argv: [
          "sh",
          "-c",
          'out=$(npx --no-install react-router typegen 2>&1) || { echo "$out"; exit 1; }; npx --no-install tsc --noEmit --incremental --tsBuildInfoFile node_modules/.cache/tsc/tsbuildinfo',
        ],
      },
      npx("lint", "eslint", "--cache", "--cache-location", "node_modules/.cache/eslint/", "."),
    ],
  },
  { name: "unit", commands: [npx("unit", "vitest", "run", ...bail)] },
  ...(quick
    ? []
    : [
        // The generated files are fresh: the first stage wrote them.
        { name: "build", commands: [npx("build", "tsx", "scripts/start.ts", "--build", "--no-generate")] },
      ]),
  {
    name: "built",
    commands: [npx("built", "vitest", "run", "-c", "vitest.built.config.ts", ...bail)],
    skip: () => (existsSync(join(buildDir, "client", "index.html")) ? undefined : `no build in ${buildDir}: npm run build, then this stage runs`),
  },
  ...(quick
    ? []
    : [
        { name: "browser", commands: [npmRun("browser", "test:e2e")] },
        { name: "studio", commands: [npmRun("studio", "test:studio")] },
        { name: "drill", commands: [npmRun("drill", "test:drill")] },
      ]),
];

function run({ label, argv }: Command): Promise<number> {
  return new Promise((done) => {
    const child = spawn(argv[0]!, argv.slice(1), { stdio: "inherit", env: process.env });
    child.once("error", (error) => {
      console.error(`${label}: ${error.message}`);
      done(1);
    });
    child.once("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** The machine's busy and idle CPU time so far, in milliseconds summed over its cores. */
function cpuTimes() {
  let busy = 0;
  let idle = 0;
  for (const { times } of cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy, idle };
}

/**
 * How busy the machine's cores were during a stage: a stage well under 100 % leaves a core idle
 * part of its time (one process at a time, or waiting), and so is the place to look for time.
 */
function busyShare(before: ReturnType<typeof cpuTimes>, after: ReturnType<typeof cpuTimes>) {
  const busy = after.busy - before.busy;
  const all = busy + after.idle - before.idle;
  return all > 0 ? `${Math.round((100 * busy) / all)} %` : "";
}

const rows: { name: string; time: string; cpu: string; result: string }[] = [];
const started = Date.now();
const suiteCpu = cpuTimes();
let failed: string | undefined;

for (const stage of stages) {
  const skipped = stage.skip?.();
  if (skipped) {
    rows.push({ name: stage.name, time: "", cpu: "", result: `skipped: ${skipped}` });
    continue;
  }
  console.log(`\n▶ ${stage.name}`);
  const stageStarted = Date.now();
  const cpuBefore = cpuTimes();
  // Commands of one stage run side by side (type checking and lint each keep one core busy).
  const codes = await Promise.all(stage.commands.map(run));
  const bad = stage.commands.filter((_, n) => codes[n] !== 0).map((command) => command.label);
  rows.push({ name: stage.name, time: seconds(Date.now() - stageStarted), cpu: busyShare(cpuBefore, cpuTimes()), result: bad.length ? `failed: ${bad.join(", ")}` : "passed" });
  if (bad.length) {
    failed = stage.name;
    break;
  }
}

const width = Math.max(...rows.map((row) => row.name.length), "total".length);
console.log(`\n${quick ? "npm run test:quick" : "npm test"}: each stage's time, and how busy the cores were`);
for (const row of rows) console.log(`  ${row.name.padEnd(width)}  ${row.time.padStart(6)}  ${row.cpu.padStart(5)}  ${row.result}`);
console.log(`  ${"total".padEnd(width)}  ${seconds(Date.now() - started).padStart(6)}  ${busyShare(suiteCpu, cpuTimes()).padStart(5)}  ${failed ? `failed at ${failed}` : "passed"}`);
process.exit(failed ? 1 : 0);
