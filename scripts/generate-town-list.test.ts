import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { generateTownList, townFileNames, townListProblem } from "./generate-town-list.ts";

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folderWith(...names: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "towns-"));
  scratch.push(dir);
  for (const name of names) writeFileSync(join(dir, name), "");
  return dir;
}

describe("the generated town list", () => {
  it("is in step with content/towns/ (npm run generate rewrites it)", () => {
    expect(townListProblem()).toBeUndefined();
  });

  it("picks up a new town file without any other edit, and ignores tests", () => {
    const names = townFileNames(folderWith("venice.ts", "osprey.ts", "osprey.test.ts"));
    expect(names).toEqual(["osprey.ts", "venice.ts"]);
    const source = generateTownList(names);
    expect(source).toContain('from "./towns/osprey.ts"');
    expect(source).toContain('"content/towns/osprey.ts": { town: osprey, serviceArea: ospreyServiceArea, page: ospreyPage }');
  });

  it("refuses a file whose name is not a slug", () => {
    expect(() => townFileNames(folderWith("Port Charlotte.ts"))).toThrow(/rename Port Charlotte\.ts/);
  });
});
