/**
 * Takes screenshots of site paths at phone and desktop widths, for looking at the result: the whole
 * page, and the screen a visitor sees scrolled halfway down it once the page has hydrated (with the
 * phone action bar or the floating button, whichever shows there).
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
      const page = await browser.newPage({ viewport: { width, height: width < 1024 ? 844 : 900 }, reducedMotion: "reduce" });
      await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
      // A visitor's browser draws each band as it nears the viewport (content-visibility, decision
      // 035); a full-page capture reaches past the viewport, so draw every band for it.
      await page.addStyleTag({ content: "main > *, body > footer { content-visibility: visible !important }" });
      const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
      console.log(`screenshots/${name}`);
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await page.evaluate(() => window.scrollTo({ top: (document.documentElement.scrollHeight - innerHeight) / 2, behavior: "instant" }));
      // The fixed actions appear a moment after the scroll stops.
      await page.waitForTimeout(600);
      const middle = name.replace(/\.png$/, "-middle.png");
      await page.screenshot({ path: `screenshots/${middle}` });
      console.log(`screenshots/${middle}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
