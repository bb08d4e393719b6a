import { describe, expect, it } from "vitest";
import {
  combineRuns,
  median,
  medianRun,
  offTarget,
  resultTable,
  sectionEnd,
  sectionStart,
  summarise,
  withSection,
  type LighthouseResult,
  type RunSummary,
} from "./report.ts";

const run = (over: Partial<RunSummary> = {}): RunSummary => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 700,
  lcp: 800,
  tbt: 0,
  cls: 0,
  bytes: { html: 0, css: 0, js: 0, fonts: 0, images: 0, other: 0 },
  foreignRequests: [],
  errors: [],
  ...over,
});

describe("summarise", () => {
  const lhr: LighthouseResult = {
    lighthouseVersion: "12.8.2",
    environment: { hostUserAgent: "Chrome/156.0.0.0" },
    categories: { performance: { score: 0.97 }, accessibility: { score: 1 }, "best-practices": { score: 0.96 }, seo: { score: 1 } },
    audits: {
      "first-contentful-paint": { numericValue: 650 },
      "largest-contentful-paint": { numericValue: 900 },
      "total-blocking-time": { numericValue: 12 },
      "cumulative-layout-shift": { numericValue: 0.002 },
      "network-requests": {
        details: {
          items: [
            { url: "http://127.0.0.1:4000/", resourceType: "Document", transferSize: 9000, statusCode: 200, finished: true },
            { url: "http://127.0.0.1:4000/assets/a.js", resourceType: "Script", transferSize: 3000, statusCode: 200, finished: true },
            { url: "http://127.0.0.1:4000/assets/b.js", resourceType: "Script", transferSize: 2000, statusCode: 404, finished: true },
            { url: "http://127.0.0.1:4000/f.woff2", resourceType: "Font", transferSize: 20000, statusCode: 200, finished: true },
            { url: "https://cdn.example.net/x.css", resourceType: "Stylesheet", transferSize: 500, statusCode: 200, finished: true },
            { url: "data:image/svg+xml,abc", resourceType: "Image", transferSize: 0, statusCode: 200, finished: true },
          ],
        },
      },
      "errors-in-console": { details: { items: [{ description: "Boom\n  at stack" }] } },
    },
  };

  it("reads scores, metrics, bytes per kind, other origins and errors", () => {
    const s = summarise(lhr, "http://127.0.0.1:4000/");
    expect(s).toMatchObject({ performance: 97, accessibility: 100, bestPractices: 96, seo: 100, fcp: 650, lcp: 900, tbt: 12 });
    expect(s.bytes).toEqual({ html: 9000, css: 500, js: 5000, fonts: 20000, images: 0, other: 0 });
    expect(s.foreignRequests).toEqual(["https://cdn.example.net/x.css"]);
    expect(s.errors).toEqual(["404 /assets/b.js", "console: Boom"]);
  });
});

describe("median", () => {
  it("takes the middle value, the lower middle one of an even count, and 0 of none", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(20);
    expect(median([])).toBe(0);
  });
});

describe("medianRun", () => {
  it("takes the middle run by performance score, then LCP", () => {
    const runs = [run({ performance: 90, lcp: 2000 }), run({ performance: 100, lcp: 700 }), run({ performance: 98, lcp: 1100 })];
    expect(medianRun(runs).lcp).toBe(1100);
    expect(medianRun([run({ lcp: 900 }), run({ lcp: 700 }), run({ lcp: 800 })]).lcp).toBe(800);
  });
});

describe("combineRuns", () => {
  it("keeps the median run's scores and takes each timing's own median", () => {
    const runs = [
      run({ performance: 90, lcp: 1000, tbt: 900 }),
      run({ performance: 100, lcp: 1200, tbt: 300 }),
      run({ performance: 95, lcp: 800, tbt: 10 }),
    ];
    const combined = combineRuns(runs);
    expect(combined.performance).toBe(95);
    expect(combined.lcp).toBe(1000);
    expect(combined.tbt).toBe(300);
  });
});

describe("offTarget", () => {
  it("is empty for a route at target, whatever Lighthouse's blocking time", () => {
    const page = run({ lcp: 1000, tbt: 180 });
    expect(offTarget({ route: "/", page, floor: run({ lcp: 950 }), oneResponse: run({ lcp: 910 }) })).toEqual([]);
  });

  it("holds LCP to 1.10 × the one-response floor", () => {
    const page = run({ lcp: 1000 });
    expect(offTarget({ route: "/", page, floor: run({ lcp: 1000 }), oneResponse: run({ lcp: 900 }) })).toEqual([
      "LCP 1.11× one-response floor",
    ]);
  });

  it("names every target missed", () => {
    const page = run({ performance: 93, seo: 92, lcp: 1900, tbt: 120, cls: 0.05, errors: ["console: x"], foreignRequests: ["https://x.test/"] });
    expect(offTarget({ route: "/", page, floor: run({ lcp: 760 }), oneResponse: run({ lcp: 700 }) })).toEqual([
      "performance 93",
      "SEO 92",
      "LCP 2.50× floor",
      "LCP 2.71× one-response floor",
      "CLS 0.050",
      "other origin: https://x.test/",
      "errors: console: x",
    ]);
  });
});

describe("resultTable and withSection", () => {
  it("renders a Markdown row per route", () => {
    const table = resultTable([{ route: "/faq", page: run(), floor: run({ lcp: 700 }), oneResponse: run({ lcp: 640 }) }]);
    expect(table.split("\n")).toHaveLength(3);
    expect(table).toContain("| `/faq` | 100 | 100 | 100 | 100 | 0.80 | 1.14 | 1.25 | 0.000 | 0 |");
    expect(table).toMatch(/\| \*\*no\*\*: LCP 1\.25× one-response floor \|$/);
    expect(resultTable([{ route: "/", page: run() }])).toContain("| `/` | 100 | 100 | 100 | 100 | 0.80 | – | – | 0.000 |");
    expect(resultTable([{ route: "/", page: run() }])).toMatch(/\| yes \|$/);
  });

  it("replaces its own section and keeps hand-written text around it", () => {
    const file = `# Benchmarks\n\nIntro.\n\n${sectionStart}\nold\n${sectionEnd}\n\n## Contact endpoint\n\nFigures.\n`;
    const next = withSection(file, "new table");
    expect(next).toBe(`# Benchmarks\n\nIntro.\n\n${sectionStart}\nnew table\n${sectionEnd}\n\n## Contact endpoint\n\nFigures.\n`);
    const added = withSection("# Benchmarks\n\n## Contact endpoint\n", "table");
    expect(added).toBe(`# Benchmarks\n\n${sectionStart}\ntable\n${sectionEnd}\n\n## Contact endpoint\n`);
    expect(withSection(undefined, "t")).toBe(`# Benchmarks\n\n${sectionStart}\nt\n${sectionEnd}\n`);
  });
});
