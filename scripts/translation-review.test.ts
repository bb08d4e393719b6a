import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordText, translationRecordFile } from "../core/translation-review.ts";
import { awaitingReview, reviewedRecord, reviewNotice, textName } from "./translation-review.ts";

/**
 * The build's notice and the engineers' command, on a scratch working tree of their own: a page's
 * words, the business facts' words and a town, in English and Spanish, edited by hand.
 */

let root: string;
const put = (path: string, value: unknown) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), typeof value === "string" ? value : `${JSON.stringify(value, null, 2)}\n`);
};
const edit = (path: string, change: (value: Record<string, Record<string, unknown>>) => void) => {
  const value = JSON.parse(readFileSync(join(root, path), "utf8")) as Record<string, Record<string, unknown>>;
  change(value);
  put(path, value);
};
const recordReviewed = (files: string[] = []) => put(translationRecordFile, recordText(reviewedRecord(root, files).record));

const facts = {
  hours: [{ label: "Mon–Sat", days: ["Monday"], opens: "08:00", closes: "20:00" }],
  pricing: { washFoldPerLb: 1.49, promoBadge: "Limited Time" },
  competitors: [
    { name: "Dry cleaner chain", note: "plus delivery fees", pricePerLb: 2.5 },
    { name: "Local laundromat", note: "you haul it and wait", pricePerLb: 1.99 },
  ],
  turnaround: { standard: "2-day delivery", standardDetail: "picked up today, back in two days", rush: "Next-day rush", marketing: "24–48 hours", range: "1–2 days", sameDay: "Same-day pickup" },
  pickupCutoff: "8PM",
  detergents: ["scented", "unscented"],
};
const description = { tagline: "Laundry pickup", region: "Southwest Florida", counties: ["Sarasota County", "Charlotte County"], serviceAreaSummary: "South Sarasota to Punta Gorda" };
const spanishWords = {
  tagline: "Recogida de ropa",
  region: "el suroeste de Florida",
  counties: ["el condado de Sarasota", "el condado de Charlotte"],
  serviceAreaSummary: "desde el sur de Sarasota hasta Punta Gorda",
  hours: [{ label: "lun.–sáb." }],
  pricing: { promoBadge: "Por tiempo limitado" },
  competitors: [
    { for: "Dry cleaner chain", name: "Cadena de tintorerías", note: "más cargos de entrega" },
    { for: "Local laundromat", name: "Lavandería de autoservicio", note: "usted la lleva y espera" },
  ],
  turnaround: { standard: "entrega en 2 días", standardDetail: "recogida hoy", rush: "Urgente", marketing: "24 a 48 horas", range: "1 a 2 días", sameDay: "Mismo día" },
  pickupCutoff: "las 8 p. m.",
  detergents: [
    { for: "scented", name: "con aroma" },
    { for: "unscented", name: "sin aroma" },
  ],
};
const town = (name: string, headline: string, lead: string) => `---\nname: ${name}\nzips:\n  - zip: "34285"\n    areas: [${name}]\npage:\n  headline: ${headline}\n  lead: ${lead}\n---\n`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "translation-review-"));
  put("content/business.json", facts);
  put("content/en/business-words.json", description);
  put("content/es/business-words.json", spanishWords);
  put("content/pages/en/about.json", { hero: { eyebrow: "About us", title: "Local and woman-owned", lead: "We give you your time back." } });
  put("content/pages/es/about.json", { hero: { eyebrow: "Quiénes somos", title: "Local y de una mujer", lead: "Le devolvemos su tiempo." } });
  put("content/towns/en/venice.md", town("Venice", "Venice laundry, picked up", "Beaches first."));
  put("content/towns/es/venice.md", town("Venice", "Ropa de Venice, recogida", "Primero la playa."));
  recordReviewed();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the Spanish texts awaiting review in a working tree", () => {
  it("are none right after the command marks them as reviewed", () => {
    expect(awaitingReview(root)).toEqual({ stale: [] });
    expect(reviewNotice([])).toBeUndefined();
  });

  it("include the Spanish badge once its English is renamed by hand, and the notice names it in the owner's words", () => {
    edit("content/business.json", (value) => {
      value.pricing!.promoBadge = "Summer Price";
    });
    const { stale } = awaitingReview(root);
    expect(stale.map((text) => [text.file, text.key, text.spanish])).toEqual([["content/es/business-words.json", "pricing.promoBadge", "Por tiempo limitado"]]);
    expect(reviewNotice(stale)).toBe(
      [
        "⚠ Spanish to review (its English changed since it was translated):",
        "  Business facts › Words in Spanish › Prices › Offer badge (content/es/business-words.json)",
        "  The site shows the Spanish as it is. The owner reviews them in the studio (/admin/translations); after bringing the Spanish up to date by hand, run npm run translations:reviewed.",
      ].join("\n"),
    );
  });

  it("pair a competitor's and a detergent's Spanish words with their English by name: reordering either list marks nothing, a changed English note marks its own competitor's", () => {
    edit("content/business.json", (value) => {
      const competitors = value.competitors as unknown as { name: string; note: string }[];
      value.competitors = [...competitors].reverse().map((c) => (c.name === "Local laundromat" ? { ...c, note: "you haul it, wait and fold" } : c)) as never;
      value.detergents = [...(value.detergents as unknown as string[])].reverse() as never;
    });
    edit("content/es/business-words.json", (value) => {
      value.detergents = [...(value.detergents as unknown as unknown[])].reverse() as never;
    });
    const { stale } = awaitingReview(root);
    expect(stale.map((text) => [text.key, text.spanish, textName(text)])).toEqual([
      ["competitors[Local laundromat].note", "usted la lleva y espera", 'Business facts › Words in Spanish › Competitors › "Local laundromat" › Note under their price'],
    ]);
  });

  it("include a hand-edited English page's and town's texts, each named by its page, section and field", () => {
    edit("content/pages/en/about.json", (value) => {
      value.hero!.title = "Local, woman-owned and new";
    });
    put("content/towns/en/venice.md", town("Venice", "Venice laundry, picked up", "Beaches and the jetty first."));
    const notice = reviewNotice(awaitingReview(root).stale) ?? "";
    expect(notice).toContain("Spanish to review (its English changed since it was translated) (2 texts):");
    expect(notice).toContain("  Pages › About › Top of the page › Heading (content/pages/es/about.json)");
    expect(notice).toMatch(/ {2}Towns › Venice › .+ › .+ \(content\/towns\/es\/venice\.md\)/);
  });

  it("include a text the record has no line for, and every text when the record cannot be read", () => {
    edit("content/es/business-words.json", (value) => {
      value.pricing!.promoBadge = "Precio de verano";
    });
    put(translationRecordFile, "{ not a record");
    const { stale, problem } = awaitingReview(root);
    expect(problem).toMatch(/could not be read as JSON/);
    expect(stale.length).toBeGreaterThan(3);
    expect(reviewNotice(stale, problem)).toMatch(/^⚠ content\/translated-from\.json could not be read.*\n⚠ Spanish to review .*\n.*\(content\/es\/business-words\.json, not in the record\)/);
  });

  it("are marked as reviewed by file, an English file naming its twin, the others left as they were", () => {
    edit("content/pages/en/about.json", (value) => {
      value.hero!.title = "Local, woman-owned and new";
    });
    edit("content/business.json", (value) => {
      value.pricing!.promoBadge = "Summer Price";
    });
    recordReviewed(["content/pages/en/about.json"]);
    expect(awaitingReview(root).stale.map((text) => text.key)).toEqual(["pricing.promoBadge"]);
    expect(() => reviewedRecord(root, ["content/pages/es/nowhere.json"])).toThrow(/not a Spanish file with its English twin: content\/pages\/es\/nowhere\.json/);
  });
});
