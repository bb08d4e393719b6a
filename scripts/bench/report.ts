/**
 * What `npm run bench` keeps of a Lighthouse result, the targets it judges a route by, and the table
 * it prints and writes to BENCHMARKS.md. Pure functions, so the flagging rules have unit tests.
 */

/** The part of a Lighthouse result (LH.Result) the benchmark reads. */
export type LighthouseResult = {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        score?: number | null;
        details?: { type?: string; items?: readonly Record<string, unknown>[] };
      }
    | undefined
  >;
};

export type Bytes = { html: number; css: number; js: number; fonts: number; images: number; other: number };

export type RunSummary = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: Bytes;
  /** URLs requested from another origin than the page's. */
  foreignRequests: string[];
  /** Console errors and failed requests (status ≥ 400 or network failure). */
  errors: string[];
};

export type RouteResult = {
  route: string;
  page: RunSummary;
  /** The same page without scripts (see scripts/bench/floor.ts). */
  floor?: RunSummary | undefined;
  /** The one-response floor: no scripts, stylesheets inlined, no web font; what one response can paint. */
  oneResponse?: RunSummary | undefined;
};

/**
 * What a route must reach: every Lighthouse score 100 (performance, accessibility, best practices,
 * SEO), LCP within 1.10 × the one-response floor and 1.25 × the floor, CLS ≤ 0.01, no request to another
 * origin, no console error or failed request. Lighthouse's TBT is
 * shown and explained, not judged: it multiplies observed wall time, and on a shared machine that
 * includes waiting for a core. Blocking is judged in thread CPU time by `npm run bench:tasks`
 * (scripts/bench-tasks.ts), against the same 50 ms as `tbtMs`, over which this table's notes name the
 * tasks behind Lighthouse's figure.
 */
export const targets = {
  score: 100,
  lcpOverOneResponse: 1.1,
  lcpOverFloor: 1.25,
  tbtMs: 50,
  cls: 0.01,
} as const;

const score = (lhr: LighthouseResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function bucket(resourceType: string | undefined): keyof Bytes {
  switch (resourceType) {
    case "Document":
      return "html";
    case "Stylesheet":
      return "css";
    case "Script":
      return "js";
    case "Font":
      return "fonts";
    case "Image":
      return "images";
    default:
      return "other";
  }
}

/** The figures of one Lighthouse run of `pageUrl`. */
export function summarise(lhr: LighthouseResult, pageUrl: string): RunSummary {
  const origin = new URL(pageUrl).origin;
  const bytes: Bytes = { html: 0, css: 0, js: 0, fonts: 0, images: 0, other: 0 };
  const foreignRequests: string[] = [];
  const errors: string[] = [];
  for (const item of lhr.audits["network-requests"]?.details?.items ?? []) {
    const url = String(item.url ?? "");
    if (!/^https?:/.test(url)) continue;
    bytes[bucket(item.resourceType as string | undefined)] += Number(item.transferSize ?? 0);
    if (new URL(url).origin !== origin) foreignRequests.push(url);
    const status = Number(item.statusCode ?? 0);
    if (status >= 400 || (item.finished === true && status <= 0))
      errors.push(`${status || "failed"} ${new URL(url).pathname}`);
  }
  for (const item of lhr.audits["errors-in-console"]?.details?.items ?? []) {
    errors.push(`console: ${String(item.description ?? item.source ?? "error").split("\n")[0]}`);
  }
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcp: numeric(lhr, "first-contentful-paint"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    bytes,
    foreignRequests,
    errors,
  };
}

/** The middle value (of an even count, the lower of the two in the middle); 0 for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** The median run: runs ordered by performance score, then by LCP (lower is better), middle one. */
export function medianRun(runs: readonly RunSummary[]): RunSummary {
  if (runs.length === 0) throw new Error("no runs to take the median of");
  const sorted = [...runs].sort((a, b) => b.performance - a.performance || a.lcp - b.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)] as RunSummary;
}

/**
 * What a URL's runs add up to: the scores, bytes and errors of the median run, and each timing
 * (FCP, LCP, TBT, CLS) the median of its own values. The median run is chosen by performance
 * score, which on a busy machine swings with TBT; the LCP a ratio is taken of should not be the
 * LCP of whichever run had the least blocking time.
 */
export function combineRuns(runs: readonly RunSummary[]): RunSummary {
  const run = medianRun(runs);
  const of = (metric: "fcp" | "lcp" | "tbt" | "cls") => median(runs.map((each) => each[metric]));
  return { ...run, fcp: of("fcp"), lcp: of("lcp"), tbt: of("tbt"), cls: of("cls") };
}

/** A page's LCP over one of its floors', as the table and the notes print it ("1.04"). */
export const lcpRatio = (page: RunSummary, floor: RunSummary) => (page.lcp / floor.lcp).toFixed(2);

/** Everything about a route that misses a target, empty when it meets them all. */
export function offTarget({ page, floor, oneResponse }: RouteResult): string[] {
  const off: string[] = [];
  const scores = [
    ["performance", page.performance],
    ["accessibility", page.accessibility],
    ["best practices", page.bestPractices],
    ["SEO", page.seo],
  ] as const;
  for (const [name, value] of scores) if (value < targets.score) off.push(`${name} ${value}`);
  if (floor && page.lcp > floor.lcp * targets.lcpOverFloor)
    off.push(`LCP ${lcpRatio(page, floor)}× floor`);
  if (oneResponse && page.lcp > oneResponse.lcp * targets.lcpOverOneResponse)
    off.push(`LCP ${lcpRatio(page, oneResponse)}× one-response floor`);
  if (page.cls > targets.cls) off.push(`CLS ${page.cls.toFixed(3)}`);
  if (page.foreignRequests.length > 0) off.push(`other origin: ${page.foreignRequests.join(", ")}`);
  if (page.errors.length > 0) off.push(`errors: ${page.errors.join("; ")}`);
  return off;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : "–");

/**
 * A Markdown table of the results: one row per route, then what is off target. It keeps the LCP
 * ratios the targets judge, not the floors' own LCP nor FCP (the terminal prints those), so that the
 * routes of both languages fit in a file a person reads.
 */
export function resultTable(results: readonly RouteResult[]): string {
  const head = [
    "route",
    "perf",
    "a11y",
    "BP",
    "SEO",
    "LCP s",
    "LCP/floor",
    "LCP/1-resp",
    "CLS",
    "TBT ms",
    "HTML KB",
    "CSS KB",
    "JS KB",
    "font KB",
    "img KB",
    "on target",
  ];
  const rows = results.map((result) => {
    const { route, page, floor, oneResponse } = result;
    const off = offTarget(result);
    return [
      `\`${route}\``,
      String(page.performance),
      String(page.accessibility),
      String(page.bestPractices),
      String(page.seo),
      seconds(page.lcp),
      floor ? lcpRatio(page, floor) : "–",
      oneResponse ? lcpRatio(page, oneResponse) : "–",
      page.cls.toFixed(3),
      String(Math.round(page.tbt)),
      kb(page.bytes.html),
      kb(page.bytes.css),
      kb(page.bytes.js),
      kb(page.bytes.fonts),
      kb(page.bytes.images),
      off.length === 0 ? "yes" : `**no**: ${off.join("; ").replaceAll("|", "\\|")}`,
    ];
  });
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map((_, i) => (i === 0 || i === head.length - 1 ? "---" : "---:"))), ...rows.map(line)].join(
    "\n",
  );
}

export const sectionStart = "<!-- bench:start (written by npm run bench) -->";
export const sectionEnd = "<!-- bench:end -->";

/**
 * BENCHMARKS.md with the generated section replaced (or added at the top, under the title, when
 * absent); everything else in the file, hand-written notes included, stays as it was.
 */
export function withSection(file: string | undefined, section: string): string {
  const block = `${sectionStart}\n${section.trim()}\n${sectionEnd}`;
  if (!file?.trim()) return `# Benchmarks\n\n${block}\n`;
  const start = file.indexOf(sectionStart);
  const end = file.indexOf(sectionEnd);
  if (start !== -1 && end > start) return file.slice(0, start) + block + file.slice(end + sectionEnd.length);
  const title = /^# .*\n/.exec(file);
  if (title) {
    const at = title.index + title[0].length;
    return `${file.slice(0, at)}\n${block}\n${file.slice(at)}`;
  }
  return `${block}\n\n${file}`;
}
