import { readFileSync, writeFileSync } from "node:fs";

/**
 * Writes a generated source file (saying so), or with --check on the command line exits non-zero when the committed
 * file is out of date. Rewritten only when it changed, so parallel builds never race on an identical file.
 */
export function writeGeneratedFile(outFile: string, source: string, script: string): void {
  let current = "";
  try {
    current = readFileSync(outFile, "utf8");
  } catch {
    // First run: nothing to compare with.
  }
  if (process.argv.includes("--check")) {
    if (current !== source) {
      console.error(`${outFile} is out of date; run npx tsx ${script}`);
      process.exit(1);
    }
    return;
  }
  // Quiet when up to date, as on every build but the one after a change: a line then says what changed.
  if (current === source) return;
  writeFileSync(outFile, source);
  console.log(`Wrote: ${outFile}`);
}
