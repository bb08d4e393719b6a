import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page.ts";
import { contactPage } from "../../content/contact.ts";
import { outsideServiceAreaPage } from "../../content/outside-service-area.ts";
import { site } from "../../core/site.ts";
import words from "../../content/pages/filled/en/contact-form.json" with { type: "json" };
import spanishWords from "../../content/pages/filled/es/contact-form.json" with { type: "json" };
import spanishContactPage from "../../content/pages/filled/es/contact.json" with { type: "json" };
// The shared sections' words as the English build shows them, and the form's words as the owner wrote
// them (before `npm run generate` filled in her {{placeholders}}).
import sectionWords from "#words/sections.json" with { type: "json" };
import writtenWords from "../../content/pages/en/contact-form.json" with { type: "json" };
import { withFigures } from "../../app/lib/run-time-figures.ts";
import { freePort, waitFor } from "../../server/test-support/free-port.ts";
import { SmtpSink } from "../../server/test-support/smtp-sink.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * The whole contact path: the contact page in Chromium → the real server (its own process, its own
 * SQLite file) → a real SMTP server that receives the owner's email.
 */
let sink: SmtpSink;
let server: ChildProcess;
let base: string;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  sink = await SmtpSink.start();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "contact-e2e-"));
  const buildDir = process.env.BUILD_DIR || "build";
  // node itself (not npx) so that stopping it stops the server, with no process left behind.
  server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIR: `${buildDir}/client`,
      DATABASE_URL: `file:${join(dataDir, "messages.db")}`,
      SMTP_URL: sink.url,
      CONTACT_TO: "owner@example.com",
      CONTACT_FROM: "website@example.com",
      // Playwright types faster than any person; the fill-time trap is tested in the server's own suite.
      CONTACT_MIN_FILL_MS: "0",
    },
    stdio: "ignore",
  });
  await waitFor("the contact server", async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok === true, {
    timeoutMs: 30_000,
    everyMs: 200,
  });
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await sink?.down();
  rmSync(dataDir, { recursive: true, force: true });
});

const contactForm = (page: Page) => page.getByRole("form", { name: contactPage.form.title });
const { fields, inquiry } = words;
const signUp = `${site.appUrl}/?tab=create-account`;

/** Every link named `label` (there is at least one) leads to the customer app's sign-up. */
async function expectSignUpLinks(page: Page, label: string) {
  const links = page.getByRole("link", { name: label, exact: true });
  await expect(links.first(), label).toHaveAttribute("href", signUp);
  for (const link of await links.all()) await expect(link, label).toHaveAttribute("href", signUp);
}

/** WCAG contrast ratio of two opaque rgb() colors as getComputedStyle reports them. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const linear = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

async function fillForm(page: Page, values: { name: string; email: string; message: string }) {
  await page.getByLabel(fields.name).fill(values.name);
  await page.getByLabel(fields.email).fill(values.email);
  await page.getByLabel(fields.message, { exact: true }).fill(values.message);
}

test("the page shows the contact details, the form and the schedule buttons", async ({ page }) => {
  await page.goto(`${base}/contact`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The hero's schedule button and the closing call to action's, in the owner's words.
  const heroSchedule = contactPage.hero.actions.find((action) => action.kind === "schedule");
  expect(heroSchedule, "the contact page's hero has a schedule button").toBeDefined();
  await expectSignUpLinks(page, heroSchedule!.label);
  await expectSignUpLinks(page, sectionWords.scheduleCta.buttonLabel);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: site.phoneDisplay }).first()).toHaveAttribute("href", site.phoneHref);
  await expect(main.getByRole("link", { name: site.email }).first()).toHaveAttribute("href", `mailto:${site.email}`);
  for (const line of site.hoursText) await expect(main.getByText(line).first()).toBeVisible();
  const message = page.getByLabel(fields.message, { exact: true });
  await expect(message).toHaveAttribute("placeholder", fields.messagePlaceholder);
  await expect(message).toHaveAttribute("rows", "4");
  await expect(page.getByLabel(fields.email)).toHaveAttribute("type", "email");
  for (const label of [fields.name, fields.email, fields.message]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
  }
  for (const town of site.towns) {
    await expect(main.getByRole("link", { name: town.name, exact: true })).toHaveAttribute("href", `/${town.slug}`);
  }
});

test("a message goes through the server to the owner's inbox; the form shows sending, then clears", async ({ page }) => {
  // It waits out the toast's whole life and the email's delivery: on a busy machine that alone
  // can take 20 s, more than the default limit.
  test.setTimeout(60_000);
  await page.goto(`${base}/contact`);
  await waitForHydration(page);
  // Hold the request until the sending state has been seen, then let it through.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/functions/v1/send-contact-email", async (route) => {
    await released;
    await route.continue();
  });
  const text = `Do you pick up in Gulf Cove? <b>Two</b> bags a week. ${Date.now()}`;
  await fillForm(page, { name: "Rosa Díaz", email: "rosa@example.org", message: text });
  await page.getByRole("button", { name: words.sendButton }).click();

  await expect(page.getByRole("button", { name: words.sending })).toBeDisabled();
  for (const label of [fields.name, fields.email, fields.message]) await expect(page.getByLabel(label, { exact: true })).toBeDisabled();
  release();

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: words.sent.toast });
  await expect(toast).toBeVisible();
  // A pointer resting on the toast holds it, as it would for a visitor reading it: the checks of
  // where it sits must not race its few seconds on a busy machine.
  await toast.hover();
  await expect(toast.getByText(words.sent.thanks)).toBeVisible();
  // Where the owner's thanks names the reply time, it says the business's own.
  if (/\{\{\s*contactReplyHours\s*\}\}/.test(writtenWords.sent.thanks)) expect(words.sent.thanks).toContain(String(site.contactReplyHours));
  // The close button and the toasts' region are named in the page's words, not the library's.
  await expect(toast.getByRole("button", { name: words.toasts.close })).toBeVisible();
  await expect(page.getByRole("region", { name: new RegExp(`^${words.toasts.region}`) })).toBeAttached();
  // In the site's typeface, and clear of the sticky header.
  expect(await toast.evaluate((el) => getComputedStyle(el).fontFamily)).toContain("Figtree");
  const headerBottom = (await page.getByRole("banner").boundingBox())?.height ?? 0;
  expect((await toast.boundingBox())?.y).toBeGreaterThan(headerBottom);
  // Fixed near the bottom of the screen, where it stays when the page scrolls.
  const viewportHeight = page.viewportSize()?.height ?? 0;
  const gapBelow = async () => {
    const box = await toast.boundingBox();
    return box ? viewportHeight - (box.y + box.height) : Number.NaN;
  };
  await expect.poll(gapBelow).toBeGreaterThanOrEqual(0);
  await expect.poll(gapBelow).toBeLessThan(48);
  const scrolledFrom = await page.evaluate(() => scrollY);
  await page.evaluate(() => scrollBy(0, 300));
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolledFrom);
  expect(await gapBelow()).toBeGreaterThanOrEqual(0);
  expect(await gapBelow()).toBeLessThan(48);
  await expect(page.getByLabel(fields.name)).toHaveValue("");
  await expect(page.getByLabel(fields.email)).toHaveValue("");
  await expect(page.getByLabel(fields.message, { exact: true })).toHaveValue("");
  await expect(page.getByRole("button", { name: words.sendButton })).toBeEnabled();

  // The form itself says the message went, and still does once the toast has gone.
  const note = contactForm(page).getByRole("status");
  await expect(note).toHaveText(`${words.sent.note} ${words.sent.thanks}`);
  await page.mouse.move(0, 0);
  await expect(toast).toBeHidden({ timeout: site.timers.toastMs + 5_000 });
  await expect(note).toContainText(words.sent.note);

  await waitFor("the owner's email", () => sink.received.some((mail) => mail.text.includes(text)), { timeoutMs: 15_000 });
  const mail = sink.received.find((m) => m.text.includes(text));
  expect(mail?.envelopeTo).toEqual(["owner@example.com"]);
  expect(mail?.headers.get("reply-to")?.[0]).toContain("rosa@example.org");
  expect(mail?.html).toContain("&lt;b&gt;Two&lt;/b&gt;");
});

test("a message sent from the Spanish page is confirmed in Spanish and reaches the owner marked as written in Spanish", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${base}/es/contact`);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: spanishContactPage.form.title });
  const text = `¿Recogen en Gulf Cove? Dos bolsas por semana. ${Date.now()}`;
  // A name in plain letters: the subject line is then not MIME-encoded, and reads as it is.
  await form.getByLabel(spanishWords.fields.name).fill("Rosa Morales");
  await form.getByLabel(spanishWords.fields.email).fill("rosa@example.org");
  await form.getByLabel(spanishWords.fields.message, { exact: true }).fill(text);
  await form.getByRole("button", { name: spanishWords.sendButton }).click();

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: spanishWords.sent.toast });
  await expect(toast).toBeVisible();
  await toast.hover();
  await expect(toast.getByText(spanishWords.sent.thanks)).toBeVisible();
  await expect(form.getByRole("status")).toHaveText(`${spanishWords.sent.note} ${spanishWords.sent.thanks}`);
  await expect(form.getByLabel(spanishWords.fields.message, { exact: true })).toHaveValue("");

  await waitFor("the owner's email", () => sink.received.some((mail) => mail.text.includes(text)), { timeoutMs: 15_000 });
  const mail = sink.received.find((m) => m.text.includes(text));
  expect(mail?.headers.get("subject")?.[0]).toMatch(/\(in Spanish\)$/);
  expect(mail?.text).toContain("Language: Spanish");
});

test("any 2xx answer is a success, even an empty 204 from a hosted function", async ({ page }) => {
  await page.goto(`${base}/contact`);
  await waitForHydration(page);
  await page.route("**/functions/v1/send-contact-email", (route) => route.fulfill({ status: 204 }));
  await fillForm(page, { name: "Lee", email: "lee@example.org", message: "Do you wash dog beds?" });
  await page.getByRole("button", { name: words.sendButton }).click();
  await expect(page.getByText(words.sent.toast)).toBeVisible();
  await expect(contactForm(page).getByRole("status")).toContainText(words.sent.note);
  await expect(page.getByText(words.failed.text)).toHaveCount(0);
  await expect(page.getByLabel(fields.name)).toHaveValue("");
});

test("a failed send shows the error toast and keeps what was typed", async ({ page }) => {
  await page.goto(`${base}/contact`);
  await waitForHydration(page);
  await page.route("**/functions/v1/send-contact-email", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Unavailable" }) }),
  );
  await fillForm(page, { name: "Sam", email: "sam@example.org", message: "Is Sunday pickup possible?" });
  await page.getByRole("button", { name: words.sendButton }).click();
  await expect(page.getByText(words.failed.title, { exact: true })).toBeVisible();
  await expect(page.getByText(words.failed.text)).toBeVisible();
  await expect(page.getByLabel(fields.name)).toHaveValue("Sam");
  await expect(page.getByLabel(fields.message, { exact: true })).toHaveValue("Is Sunday pickup possible?");
  await expect(contactForm(page).getByRole("status")).toBeEmpty();
});

test("an empty submit explains every field beside it and focuses Name; nothing is sent", async ({ page }) => {
  await page.goto(`${base}/contact`);
  await waitForHydration(page);
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().includes("send-contact-email")) requests++;
  });
  await page.getByRole("button", { name: words.sendButton }).click();
  const explained = [
    { label: fields.name, message: words.errors.name.missing },
    { label: fields.email, message: words.errors.email.missing },
    { label: fields.message, message: words.errors.message.missing },
  ];
  for (const { label, message } of explained) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
    await expect(contactForm(page).getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel(fields.name)).toBeFocused();

  // Typing in a field clears its message; a malformed address gets its own explanation.
  await fillForm(page, { name: "Pat", email: "not-an-address", message: "Hello" });
  await expect(page.getByLabel(fields.name)).not.toHaveAttribute("aria-invalid");
  await page.getByRole("button", { name: words.sendButton }).click();
  await expect(page.getByLabel(fields.email)).toHaveAccessibleDescription(words.errors.email.invalid);
  await expect(page.getByLabel(fields.email)).toBeFocused();
  expect(requests).toBe(0);
});

test("without JavaScript the browser's own checks stop an empty form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/contact`);
  await page.getByRole("button", { name: words.sendButton }).click();
  expect(await page.getByLabel(fields.name).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await expect(page).toHaveURL(`${base}/contact`);
  await context.close();
});

test("without JavaScript the inquiry's fields take typing, and its button stays disabled so nothing posts", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/outside-service-area`);
  const form = page.getByRole("form", { name: outsideServiceAreaPage.form.title });
  await form.getByLabel(fields.name).fill("Jordan");
  await expect(form.getByLabel(fields.name)).toHaveValue("Jordan");
  await expect(form.getByRole("button", { name: inquiry.sendButton })).toBeDisabled();
  await context.close();
});

test("field borders stand out from the white card at 3:1 or more (WCAG 1.4.11)", async ({ page }) => {
  await page.goto(`${base}/contact`);
  for (const label of [fields.name, fields.email, fields.message]) {
    const colors = await page.getByLabel(label, { exact: true }).evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.borderTopColor, style.backgroundColor];
    });
    expect(contrast(colors[0] ?? "", colors[1] ?? ""), label).toBeGreaterThanOrEqual(3);
  }
});

test("the outside-area page sends a Service Area Inquiry with the checked zip, and it reaches the inbox", async ({ page }) => {
  await page.goto(`${base}/outside-service-area?zip=10001`);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: outsideServiceAreaPage.form.title });
  await expect(form.getByLabel(inquiry.zip)).toHaveValue("10001");

  // Nothing is sent without a sound zip code or a name; each field says why and gets the focus.
  await form.getByLabel(inquiry.zip).fill("1000");
  await form.getByRole("button", { name: inquiry.sendButton }).click();
  await expect(form.getByLabel(inquiry.zip)).toHaveAccessibleDescription(inquiry.zipError);
  await expect(form.getByLabel(inquiry.zip)).toBeFocused();
  await form.getByLabel(inquiry.zip).fill("10001");
  await form.getByLabel(fields.email).fill("jordan@example.org");
  await form.getByRole("button", { name: inquiry.sendButton }).click();
  await expect(form.getByLabel(fields.name)).toHaveAccessibleDescription(words.errors.name.missing);
  await expect(form.getByLabel(fields.name)).toBeFocused();

  const name = `Jordan Lee ${Date.now()}`;
  await form.getByLabel(fields.name).fill(name);
  await form.getByRole("button", { name: inquiry.sendButton }).click();
  await expect(page.getByText(words.sent.toast)).toBeVisible();
  await expect(form.getByRole("status")).toHaveText(`${words.sent.note} ${withFigures(inquiry.sent, { zip: "10001" })}`);
  await expect(form.getByLabel(inquiry.zip)).toHaveValue("");

  await waitFor("the owner's email", () => sink.received.some((mail) => mail.text.includes(name)), { timeoutMs: 15_000 });
  const mail = sink.received.find((m) => m.text.includes(name));
  expect(mail?.text).toContain(`${inquiry.subject}: ${withFigures(inquiry.message, { zip: "10001" })}`);
  expect(mail?.headers.get("reply-to")?.[0]).toContain("jordan@example.org");
});

test("the outside-area page has no axe violations", async ({ page }) => {
  await page.goto(`${base}/outside-service-area?zip=10001`);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("the contact page has no axe violations", async ({ page }) => {
  await page.goto(`${base}/contact`);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});
