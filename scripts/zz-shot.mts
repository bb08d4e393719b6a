import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.ts";
const browser = await chromium.launch(chromiumLaunchOptions());
for (const path of ["/", "/faq", "/newcustomeroffer"]) {
  for (const mode of ["first", "full"] as const) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    if (mode === "first") await page.route(/\.(css|js|woff2)$/, (route) => route.abort());
    await page.goto(`http://127.0.0.1:4410${path}`, { waitUntil: "load" });
    if (mode === "full") await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `screenshots/${path.slice(1) || "home"}-${mode}.png`, fullPage: false });
    if (path === "/faq") await page.screenshot({ path: `screenshots/faq-${mode}-long.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
