import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readCspHashManifest } from "../../server/csp-hashes.ts";
import { scanTags } from "../html-scan.ts";
import { controlPage, describeControl, writeControlSite } from "./control.ts";
import type { RunSummary } from "./report.ts";

describe("the control page", () => {
  it("has a heading and a paragraph and nothing to fetch or run", () => {
    const names = new Set(scanTags(controlPage).map((tag) => tag.name));
    expect([...names].sort()).toEqual(["body", "h1", "head", "html", "main", "meta", "p", "title"]);
    expect(controlPage).not.toMatch(/\b(src|href|style)=/);
  });

  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("is written where the real server reads a site, with a manifest it accepts", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bench-control-"));
    dirs.push(dir);
    const client = await writeControlSite(dir);
    expect(client).toBe(join(dir, "client"));
    expect(readFileSync(join(client, "index.html"), "utf8")).toBe(controlPage);
    expect(readCspHashManifest(join(dir, "csp-hashes.json"))).toEqual({});
  });
});

describe("describeControl", () => {
  const run = (performance: number, tbt: number) => ({ performance, tbt }) as RunSummary;

  it("counts the runs at 100 and gives the blocking time's median and range", () => {
    const runs = [run(100, 0), run(99, 118.4), run(100, 31), run(100, 8), run(97, 124)];
    expect(describeControl(runs)).toBe("performance 100 in 3 of 5 runs (lowest 97), TBT median 31 ms, range 0–124 ms");
    expect(describeControl([run(100, 4)])).toBe("performance 100 in 1 of 1 runs (lowest 100), TBT median 4 ms, range 4–4 ms");
  });

  it("refuses an empty list", () => {
    expect(() => describeControl([])).toThrow(/no control runs/);
  });
});
