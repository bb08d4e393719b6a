import { expect, test, type Locator, type Page } from "@playwright/test";
import { contactPage } from "../../content/contact.ts";
import { outsideServiceAreaPage } from "../../content/outside-service-area.ts";
import { towns } from "../../content/towns.ts";
import { estimator } from "../../content/estimator.ts";
import { estimateWords, estimatorCopy } from "../../content/estimator-copy.ts";
import formWords from "../../content/pages/filled/en/contact-form.json" with { type: "json" };
import zipWords from "../../content/pages/filled/en/zip-check.json" with { type: "json" };
import { waitForHydration } from "./hydration.ts";

/**
 * Every form keeps what a visitor typed or picked before, during and after hydration. Pages paint
 * long before React hydrates them (docs/page-loading.md#hydration-after-the-first-paint), and on a slow
 * phone people start typing as soon as a field shows.
 *
 * Each test slows the CPU 6× and opens the page without waiting for it to load. The page's hydration
 * module is held back until the first field has been typed in, so that typing always starts on an
 * unhydrated page, however fast or slow the machine; the remaining fields are typed, one key at a
 * time, while the page hydrates. After hydration every field must hold exactly what was typed, and
 * what the form sends or answers must be that too: a field that only looks right while React holds
 * an older value would send the older one.
 *
 * Forms: the contact form (/contact), the service-area inquiry (/outside-service-area), the zip
 * check (Home, the town pages and /service-areas: one component) and the price estimator (Home and
 * /faq: one component).
 */

const coveredZip = towns[0].zips[0].zip;
const townPath = `/${towns[0].slug}`;
const largestBags = estimator.bagCounts.at(-1) ?? 1;
const keyDelayMs = 40;
const { fields } = formWords;
/** The zip check's answer for a covered zip, up to the zip: "Good news: we pick up in 34286". */
const coveredAnswer = zipWords.coveredByOne.slice(0, zipWords.coveredByOne.indexOf("{{zip}}")) + coveredZip;

test.beforeEach(async ({ page }) => {
  // Records, for each input event, whether the page had hydrated yet (the root marks <html
  // data-hydrated> as React's hydration completes).
  await page.addInitScript(() => {
    const log: boolean[] = [];
    Object.assign(window, { __inputsBeforeHydration: log });
    document.addEventListener("input", () => log.push(!document.documentElement.hasAttribute("data-hydrated")), true);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
});

/** How many input events (keystrokes, picks) the page has had before and after hydration. */
async function inputCounts(page: Page) {
  const log = await page.evaluate(() => (window as unknown as { __inputsBeforeHydration: boolean[] }).__inputsBeforeHydration);
  const before = log.filter(Boolean).length;
  return { before, after: log.length - before };
}

/**
 * Opens `path` and runs `before` (which waits for its first field to be editable and types into it at
 * once) while the page's hydration module is held back; then lets the page hydrate while `during`
 * goes on typing, and waits for hydration to complete.
 */
async function typeAroundHydration(page: Page, path: string, before: () => Promise<void>, during?: () => Promise<void>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/hydrate-*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await before();
  const early = await inputCounts(page);
  // The premise: everything so far reached a page React had not hydrated.
  expect(early.before, "input events before hydration").toBeGreaterThan(0);
  expect(early.after, "input events after hydration while its module was held back").toBe(0);
  release();
  await during?.();
  await waitForHydration(page);
  const all = await inputCounts(page);
  test.info().annotations.push({ type: "input events", description: `${all.before} before hydration, ${all.after} after` });
}

/** Types `text` one key at a time as soon as the field can be edited. */
async function typeEarly(field: Locator, text: string) {
  await expect(field).toBeEditable({ timeout: 15_000 });
  await field.pressSequentially(text, { delay: keyDelayMs });
}

/** The contact endpoint answers 200 here and hands over what the form sent. */
async function captureContactPost(page: Page) {
  const sent: Record<string, unknown>[] = [];
  await page.route("**/functions/v1/send-contact-email", async (route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ id: "early" }) });
  });
  return sent;
}

// Phones are where pages hydrate late and people type first: the Pixel 7 project runs these.
test.describe("Typing before hydration @mobile", () => {
  // Every key is typed one at a time on a CPU slowed 6×.
  test.describe.configure({ timeout: 90_000 });

  test("the contact form keeps every character and sends them", async ({ page }) => {
    const sent = await captureContactPost(page);
    const typed = { name: "Early Visitor", email: "ev@example.org", message: "Two bags, please." };
    const form = page.getByRole("form", { name: contactPage.form.title });
    const name = form.getByLabel(fields.name);
    const email = form.getByLabel(fields.email);
    const message = form.getByLabel(fields.message, { exact: true });
    await typeAroundHydration(
      page,
      "/contact",
      () => typeEarly(name, typed.name),
      async () => {
        await typeEarly(email, typed.email);
        await typeEarly(message, typed.message);
      },
    );
    await expect(name).toHaveValue(typed.name);
    await expect(email).toHaveValue(typed.email);
    await expect(message).toHaveValue(typed.message);

    await form.getByRole("button", { name: formWords.sendButton }).click();
    await expect(form.getByRole("status")).toContainText(formWords.sent.note);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject(typed);
    await expect(name).toHaveValue("");
  });

  test("the service-area inquiry keeps every character and sends them", async ({ page }) => {
    const sent = await captureContactPost(page);
    const typed = { name: "Early Visitor", email: "ev@example.org", zip: "10001" };
    const form = page.getByRole("form", { name: outsideServiceAreaPage.form.title });
    const name = form.getByLabel(fields.name);
    const email = form.getByLabel(fields.email);
    const zip = form.getByLabel(formWords.inquiry.zip);
    await typeAroundHydration(
      page,
      "/outside-service-area",
      () => typeEarly(name, typed.name),
      async () => {
        await typeEarly(email, typed.email);
        await typeEarly(zip, typed.zip);
      },
    );
    await expect(name).toHaveValue(typed.name);
    await expect(email).toHaveValue(typed.email);
    await expect(zip).toHaveValue(typed.zip);

    await form.getByRole("button", { name: formWords.inquiry.sendButton }).click();
    await expect(form.getByRole("status")).toContainText(typed.zip);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: typed.name, email: typed.email });
    expect(sent[0]?.message).toContain(typed.zip);
  });

  test("Home: the zip check answers for the zip typed before hydration; the estimator keeps the choice", async ({ page }) => {
    const zip = page.getByRole("textbox", { name: zipWords.label });
    const estimatorSection = page.getByRole("region", { name: estimatorCopy.title });
    const choice = estimatorSection.getByRole("radio", {
      name: largestBags === 1 ? estimateWords.choices.oneBag : estimateWords.choices.bags.replace("{{count}}", String(largestBags)),
    });
    await typeAroundHydration(page, "/", async () => {
      await typeEarly(zip, coveredZip);
      await choice.check();
    });
    await expect(zip).toHaveValue(coveredZip);
    await expect(choice).toBeChecked();
    const estimateFor = largestBags === 1 ? estimateWords.estimateFor.oneBag : estimateWords.estimateFor.bags.replace("{{count}}", String(largestBags));
    // The one estimate on show (the hidden ones are not in the accessibility tree) is the one picked.
    const { title } = estimateWords.estimate;
    const titleStart = title.slice(0, title.indexOf("{{choice}}")).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(estimatorSection.getByRole("group", { name: new RegExp(`^${titleStart}`) })).toHaveAccessibleName(
      title.replace("{{choice}}", estimateFor),
    );
    await page.getByRole("button", { name: zipWords.button }).click();
    await expect(page.getByText(coveredAnswer)).toBeVisible();
  });

  test("a town page: the zip check answers for the zip typed before hydration", async ({ page }) => {
    const zip = page.getByRole("textbox", { name: zipWords.label });
    await typeAroundHydration(page, townPath, () => typeEarly(zip, coveredZip));
    await expect(zip).toHaveValue(coveredZip);
    await page.getByRole("button", { name: zipWords.button }).click();
    await expect(page.getByText(coveredAnswer)).toBeVisible();
  });
});
