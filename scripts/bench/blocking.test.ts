import { describe, expect, it } from "vitest";
import { attribute, blockingOf, describeBlocking, type SimulatedTask } from "./blocking.ts";

describe("blockingOf: what a simulated task adds to TBT between FCP (1000) and TTI (2000)", () => {
  it.each([
    ["a long task wholly before FCP", 600, 900, 0],
    ["a long task wholly after TTI", 2100, 2300, 0],
    ["a task inside the window, beyond 50 ms", 1200, 1330, 80],
    ["a task of exactly 50 ms", 1200, 1250, 0],
    ["a task straddling FCP, counted from FCP", 900, 1120, 70],
    ["a task straddling FCP with under 50 ms after it", 900, 1040, 0],
    ["a task straddling TTI, counted up to TTI", 1900, 2100, 50],
  ])("%s", (_, start, end, expected) => {
    expect(blockingOf(start, end, 1000, 2000)).toBe(expected);
  });
});

describe("attribute", () => {
  const commit = {};
  const layout = {};
  const parse = {};
  const task = (key: object, start: number, end: number, name: string): SimulatedTask => ({
    key,
    start,
    end,
    name,
    wallMs: (end - start) / 4,
    cpuMs: 3,
  });

  it("weighs each estimate, sums a task's shares across them and leaves out tasks that add nothing", () => {
    const shares = attribute([
      { tasks: [task(commit, 600, 800, "Commit"), task(layout, 800, 900, "Layout"), task(parse, 900, 940, "ParseHTML")], fcp: 700, tti: 1500, weight: 0.5 },
      { tasks: [task(commit, 600, 800, "Commit"), task(layout, 800, 860, "Layout")], fcp: 650, tti: 1500, weight: 0.5 },
    ]);
    expect(shares).toEqual([
      // (100 − 50) / 2 + (150 − 50) / 2
      { name: "Commit", blockingMs: 75, wallMs: 50, cpuMs: 3 },
      // (100 − 50) / 2 + (60 − 50) / 2
      { name: "Layout", blockingMs: 30, wallMs: 25, cpuMs: 3 },
    ]);
  });

  it("finds nothing when no task is long", () => {
    expect(attribute([{ tasks: [task(parse, 800, 840, "ParseHTML")], fcp: 700, tti: 900, weight: 1 }])).toEqual([]);
  });
});

describe("describeBlocking", () => {
  const tasks = [40, 30, 20, 10, 5, 1].map((blockingMs, i) => ({ name: `Task${i}`, blockingMs, wallMs: 12.34, cpuMs: 4.56 }));

  it("names the largest shares with their wall and CPU times, and sums the rest", () => {
    expect(describeBlocking(tasks, 2)).toBe(
      "40 ms Task0 (wall 12.3 ms, CPU 4.6 ms); 30 ms Task1 (wall 12.3 ms, CPU 4.6 ms); 36 ms in 4 more",
    );
  });

  it("says when nothing counted, and when there is no breakdown", () => {
    expect(describeBlocking([])).toBe("no task counted");
    expect(describeBlocking(undefined)).toMatch(/no breakdown/);
  });
});
