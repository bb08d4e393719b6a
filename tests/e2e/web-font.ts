import { expect, type Page } from "@playwright/test";
import { webFontFamily } from "../../core/web-font.ts";

/** Waits until the page has loaded the brand typeface (the app loads it after hydration). */
export async function waitForWebFont(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate((family) => document.fonts.check(`1em "${family}"`), webFontFamily)).toBe(true);
}
