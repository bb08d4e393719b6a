import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { cspManifestPathFor } from "../../server/csp-hashes.ts";
import { median, type RunSummary } from "./report.ts";

/**
 * The benchmark's control: a page with one heading and one paragraph, and nothing else to fetch or
 * run (no stylesheet, script, image or font). The real server sends it with the site's security
 * headers, `Cross-Origin-Opener-Policy` among them (docs/page-loading.md), so a Lighthouse run of it costs a
 * new renderer, the navigation commit, one parse, one layout and one paint. `npm run bench` measures
 * it once before each route; how often it scores 100 shows how often Lighthouse, on this machine,
 * charges a page with no work of its own for what every navigation costs. It is not a lower bound
 * for a route's score: see docs/page-loading.md#the-control-page.
 */
export const controlPage = [
  "<!doctype html>",
  '<html lang="en">',
  "<head>",
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  "<title>Benchmark control page</title>",
  '<meta name="description" content="A page with one heading and one paragraph, measured beside the site.">',
  "</head>",
  "<body>",
  "<main>",
  "<h1>Benchmark control page</h1>",
  "<p>One heading and one paragraph: no stylesheet, no script, no image and no web font.</p>",
  "</main>",
  "</body>",
  "</html>",
  "",
].join("\n");

/**
 * Writes a site of the control page alone into `dir` in the layout the real server reads: the page
 * as `client/index.html` and an empty CSP hash manifest beside `client` (the page has no inline
 * script). Returns the client folder.
 */
export async function writeControlSite(dir: string): Promise<string> {
  const client = join(dir, "client");
  await mkdir(client, { recursive: true });
  await writeFile(join(client, "index.html"), controlPage);
  await writeFile(cspManifestPathFor(client), "{}\n");
  return client;
}

/** One sentence on the control's runs: how many scored 100, and its TBT's median and range. */
export function describeControl(runs: readonly RunSummary[]): string {
  if (runs.length === 0) throw new Error("no control runs to describe");
  const full = runs.filter((run) => run.performance === 100).length;
  const tbt = runs.map((run) => Math.round(run.tbt));
  const scores = runs.map((run) => run.performance);
  return (
    `performance 100 in ${full} of ${runs.length} runs (lowest ${Math.min(...scores)}), ` +
    `TBT median ${median(tbt)} ms, range ${Math.min(...tbt)}–${Math.max(...tbt)} ms`
  );
}
