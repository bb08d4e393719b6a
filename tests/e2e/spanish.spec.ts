import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { languageNames, pathIn, splitLocale } from "../../core/locale.ts";
import { readFileSync } from "node:fs";
import { pageFileFacts, pageFilePath, pageFiles, type PageFileName } from "../../content/page-files.ts";
import { townFacts } from "../../content/town-schema.ts";
import { testimonialFacts } from "../../scripts/check-content.ts";
import { factTexts, hasOwnWords } from "../../scripts/translations.ts";
import { builtRoutes } from "./built-routes.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * The Spanish edition as a visitor and a search engine meet it: every page has its twin under /es,
 * in Spanish from the menu to the footer, each linking the other; an unknown /es address answers in
 * Spanish with 404; the schedule action tells the app the language.
 */

/** The English pages a visitor lands on, and their Spanish twins ("/404" and its twin left out). */
async function pairs(): Promise<{ english: string; spanish: string }[]> {
  const pages = await builtRoutes();
  const paths = new Set(pages.map((page) => page.path));
  return pages
    .filter((page) => splitLocale(page.path).locale === "en" && page.path !== "/404" && paths.has(pathIn(page.path, "es")))
    .map((page) => ({ english: page.path, spanish: pathIn(page.path, "es") }));
}

test("every English page has its Spanish twin, and the Spanish pages have no English twin missing", async () => {
  const pages = await builtRoutes();
  const paths = new Set(pages.map((page) => page.path));
  const english = pages.filter((page) => splitLocale(page.path).locale === "en" && page.path !== "/404");
  const spanish = pages.filter((page) => splitLocale(page.path).locale === "es" && page.path !== "/es/404");
  expect(spanish.length).toBeGreaterThan(20);
  // A blog post may be English only; every other page has its twin.
  const withoutTwin = english.filter((page) => !paths.has(pathIn(page.path, "es")) && !page.path.startsWith("/blog/"));
  expect(withoutTwin.map((page) => page.path)).toEqual([]);
  expect(spanish.filter((page) => !paths.has(splitLocale(page.path).path)).map((page) => page.path)).toEqual([]);
});

/** A page's canonical path and the language versions its head links ("es /es/about"). */
async function head(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(([, lang, href]) => `${lang} ${new URL(href!).pathname}`).sort();
  return { status: response.status(), html, canonical: canonical ? new URL(canonical).pathname : undefined, alternates };
}

test("every Spanish page answers 200 in Spanish, with its canonical address in Spanish, linking its English twin and itself", async ({ request }) => {
  test.setTimeout(120_000);
  for (const { english, spanish } of await pairs()) {
    const es = await head(request, spanish);
    const en = await head(request, english);
    expect(es.status, spanish).toBe(200);
    expect(es.html, spanish).toMatch(/<html lang="es-US"/);
    // A flyer's page names the offer page as its canonical address; the versions are the canonical page's.
    expect(es.canonical, spanish).toBe(pathIn(en.canonical!, "es"));
    const canonicalEnglish = en.canonical!;
    const versions = [`en ${canonicalEnglish}`, `es ${pathIn(canonicalEnglish, "es")}`, `x-default ${canonicalEnglish}`].sort();
    expect(es.alternates, spanish).toEqual(versions);
    expect(en.alternates, english).toEqual(versions);
  }
});

test("an unknown Spanish address answers 404 with the Spanish not-found page", async ({ request }) => {
  const response = await request.get("/es/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<html lang="es-US"/);
  const english = await request.get("/no-such-page");
  expect(english.status()).toBe(404);
  expect(await english.text()).toMatch(/<html lang="en-US"/);
});

test("sitemap.xml lists the pages in both languages, each with its versions", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const { english, spanish } of (await pairs()).slice(0, 5)) {
    for (const path of [english, spanish]) expect(xml).toMatch(new RegExp(`<loc>[^<]*${path === "/" ? "/" : path}</loc>`));
  }
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="es" href="[^"]+\/es\/about"\/>/);
});

/** The names the content quotes, the same in both languages: the customers' names and towns. */
function namesInContent(): string[] {
  const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8")) as unknown;
  const towns = read("content/town-copy.generated.json") as Record<string, Record<string, unknown>>;
  return [
    ...(Object.keys(pageFiles) as PageFileName[]).flatMap((name) => factTexts(read(pageFilePath(name, "en")), pageFileFacts(name))),
    ...factTexts(read("content/en/testimonials.json"), testimonialFacts),
    ...Object.values(towns.en ?? {}).flatMap((town) => factTexts(town, townFacts)),
  ];
}

/**
 * The words a visitor reads or hears on a page: its text, and the names and descriptions its
 * controls and pictures carry.
 */
async function wordsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript")) continue;
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (text) found.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
}

test("no Spanish page shows a text of its English twin, apart from names and figures", async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  const names = namesInContent();
  expect(names.length).toBeGreaterThan(5);
  for (const { english, spanish } of await pairs()) {
    await page.goto(english);
    const englishWords = new Set(await wordsOn(page));
    await page.goto(spanish);
    for (const text of new Set(await wordsOn(page))) {
      if (englishWords.has(text) && hasOwnWords(text, names)) problems.push(`${spanish}: "${text}"`);
    }
  }
  await context.close();
  expect(problems).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`the language switcher links each page to its twin at ${width} px, and back`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    const all = await pairs();
    // Home, an information page, a town, a post and an offer page, and the rest at 1280 px.
    const sample = width === 1280 ? all : all.filter((_, i) => i % 6 === 0);
    for (const { english, spanish } of sample) {
      for (const [from, to, name] of [
        [english, spanish, languageNames.es],
        [spanish, english, languageNames.en],
      ] as const) {
        // A plain link, in a menu that opens without JavaScript: no need to wait for the page's script.
        await page.goto(from);
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
