import { expect, test } from "./shared-page.ts";
import { languageNames, locales, pathIn, splitLocale } from "../../core/locale.ts";
import { builtRoutes } from "./built-routes.ts";
import { waitForHydration } from "./hydration.ts";
import { layoutSample } from "./layout-kinds.ts";

/**
 * The Spanish edition where a browser or the server is needed: the language switcher, an unknown
 * /es address answered in Spanish with 404, and the schedule action keeping a flyer's campaign.
 * What the build wrote (every twin there both ways, each head's language and versions, no English
 * text on a Spanish page, the sitemap) is checked page by page over the files in
 * tests/built/spanish-pages.test.ts and tests/built/heads.test.ts.
 */

test("an unknown Spanish address answers 404 with the Spanish not-found page", async ({ request }) => {
  const response = await request.get("/es/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<html lang="es-US"/);
  const english = await request.get("/no-such-page");
  expect(english.status()).toBe(404);
  expect(await english.text()).toMatch(/<html lang="en-US"/);
});

for (const width of [390, 1280]) {
  test(`the language switcher links each page to its twin at ${width} px, and back`, async ({ browser }) => {
    test.setTimeout(120_000);
    // Without JavaScript: the links and the menu work before (and without) the page's script, and
    // no hydration runs beside the clicks (tests/e2e/navigation.spec.ts clicks a hydrated switch).
    const context = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    // One page per layout kind: the switcher is the layout's, and its link is the page's own path in
    // the other language (its href is checked on every page in tests/built/heads.test.ts through the
    // versions the head links), so each kind's header, menu and path shape stands for its pages.
    // Pages without a twin (a post in English only, the not-found pages) are left out.
    const built = new Set((await builtRoutes()).map((route) => route.path));
    const sample = (await layoutSample()).filter(
      (sampled) => sampled.kind !== "not-found" && locales.every((of) => built.has(pathIn(splitLocale(sampled.path).path, of))),
    );
    expect(sample.length).toBeGreaterThan(5);
    for (const { path } of sample) {
      const { path: bare } = splitLocale(path);
      const [english, spanish] = locales.map((of) => pathIn(bare, of));
      // There and back in one visit: the English page's switcher leads to its twin, whose switcher leads back.
      await page.goto(english!);
      for (const [from, to, name] of [
        [english!, spanish!, languageNames.es],
        [spanish!, english!, languageNames.en],
      ] as const) {
        // A plain link, in a menu that opens without JavaScript: no need to wait for the page's script.
        let link = page.getByRole("banner").getByRole("link", { name, exact: true });
        if (!(await link.first().isVisible())) {
          await page.getByRole("banner").getByRole("button", { name: /menu|menú/i }).click();
          link = page.getByRole("banner").getByRole("link", { name, exact: true });
        }
        await link.first().click();
        await expect(page, `${from} → ${to}`).toHaveURL(new URL(to, page.url()).href);
      }
    }
    await context.close();
  });
}

test("the schedule action of a Spanish page tells the app the language, and keeps the flyer's campaign", async ({ page }) => {
  await page.goto("/es/newcustomeroffer?utm_source=flyer&utm_campaign=spring");
  await waitForHydration(page);
  const href = await page.locator('a[href*="tab=create-account"]').first().getAttribute("href");
  const url = new URL(href!);
  expect(url.searchParams.get("lang")).toBe("es");
  expect(url.searchParams.get("utm_source")).toBe("flyer");
  await page.goto("/");
  const englishHref = await page.locator('a[href*="tab=create-account"]').first().getAttribute("href");
  expect(new URL(englishHref!).searchParams.has("lang")).toBe(false);
});
