/**
 * Takes full-page screenshots of site paths at phone and desktop widths, for looking at the result.
 * Usage: tsx scripts/screenshot.ts http://127.0.0.1:3000 / /about …  (PNGs go to ./screenshots)
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.ts";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const widths = [390, 1280];
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const path of paths.length ? paths : ["/"]) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
      // A visitor's browser draws each band as it nears the viewport (content-visibility, decision
      // 035); a full-page capture reaches past the viewport, so draw every band for it.
      await page.addStyleTag({ content: "main > *, body > footer { content-visibility: visible !important }" });
      const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
      console.log(`screenshots/${name}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
