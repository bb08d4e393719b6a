import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  isSameInEveryLanguage,
  markedReviewed,
  pairedTexts,
  readRecord,
  recordAfterSave,
  recordText,
  staleTexts,
  textHash,
  textPlace,
  type SchemaNode,
  type TranslationPair,
} from "./translation-review.ts";

/** A page's words as the studio's schemas title them: a heading, cards with an icon, and quotes whose names are facts. */
const schema = z.strictObject({
  hero: z.strictObject({ title: z.string().meta({ title: "Heading" }), lead: z.string().meta({ title: "Paragraph" }) }).meta({ title: "Top of the page" }),
  cards: z
    .array(z.strictObject({ icon: z.enum(["heart", "star"]), title: z.string().meta({ title: "Title" }), text: z.string().meta({ title: "Text" }) }))
    .meta({ title: "Cards" }),
  quotes: z.array(z.strictObject({ name: z.string().meta({ title: "Name" }), text: z.string().meta({ title: "Quote" }) })).meta({ title: "Quotes" }),
  updated: z.iso.date(),
  body: z.string().meta({ title: "The page" }),
});
const node = z.toJSONSchema(schema, { io: "input" }) as SchemaNode;

type Words = z.input<typeof schema>;
const english: Words = {
  hero: { title: "Fresh laundry", lead: "Picked up and folded." },
  cards: [
    { icon: "heart", title: "Local", text: "Owned here." },
    { icon: "star", title: "Fast", text: "Back in two days." },
  ],
  quotes: [{ name: "Ann B.", text: "So easy." }],
  updated: "2026-11-20",
  body: "## Fees {#fees}\n\nNo fees.\n\n## Privacy {#privacy}\n\nWe keep little.",
};
const spanish: Words = {
  hero: { title: "Ropa limpia", lead: "La recogemos y la doblamos." },
  cards: [
    { icon: "heart", title: "Local", text: "De aquí." },
    { icon: "star", title: "Rápido", text: "De vuelta en dos días." },
  ],
  quotes: [{ name: "Ann B.", text: "Muy fácil." }],
  updated: "2026-11-20",
  // The sections in another order: paired by their anchors, not by their places.
  body: "## Privacidad {#privacy}\n\nGuardamos poco.\n\n## Cargos {#fees}\n\nSin cargos.",
};
const pair = (en: Words = english, es: Words = spanish): TranslationPair => ({
  file: "content/pages/es/example.json",
  entry: ["Pages", "Example"],
  english: en,
  spanish: es,
  node,
  facts: ["quotes.name"],
  sections: true,
});
const keyed = (p: TranslationPair) => Object.fromEntries(pairedTexts(p).map((text) => [text.key, [text.english, text.spanish]]));

describe("which texts pair across languages", () => {
  it("pairs each Spanish text with the English at the same path, and leaves the facts out (an icon, a date, a customer's name)", () => {
    expect(Object.keys(keyed(pair()))).toEqual(["hero.title", "hero.lead", "cards.0.title", "cards.0.text", "cards.1.title", "cards.1.text", "quotes.0.text", "body#fees", "body#privacy"]);
    expect(keyed(pair())["cards.1.text"]).toEqual(["Back in two days.", "De vuelta en dos días."]);
  });

  it("pairs a legal page's sections by their anchors wherever they sit, and names each in the owner's words", () => {
    const fees = pairedTexts(pair()).find((text) => text.key === "body#fees")!;
    expect(fees.english).toContain("No fees.");
    expect(fees.spanish).toContain("Sin cargos.");
    expect(fees.where).toEqual(["The page", 'section "Fees"']);
    // A section only one language has pairs with nothing.
    expect(Object.keys(keyed(pair(english, { ...spanish, body: "## Cargos {#fees}\n\nSin cargos." })))).not.toContain("body#privacy");
  });

  it("names a text by the titles of its fields and a list entry by its English title", () => {
    const card = pairedTexts(pair()).find((text) => text.key === "cards.1.text")!;
    expect(card.where).toEqual(["Cards", '"Fast"', "Text"]);
    expect(card.field).toEqual(["cards", "text"]);
    expect(card.within).toEqual(['"Fast"']);
    // From its entry down, a field titled as its entry named once.
    expect(textPlace({ entry: ["Questions and quotes", "Questions and answers"], where: ["Questions and answers", '"How much?"', "Answer"] })).toEqual([
      "Questions and quotes",
      "Questions and answers",
      '"How much?"',
      "Answer",
    ]);
  });

  it("pairs nothing for an entry past the end of the shorter list: the translation check asks for it", () => {
    const longer = { ...english, cards: [...english.cards, { icon: "star" as const, title: "New", text: "Brand new." }] };
    expect(Object.keys(keyed(pair(longer)))).not.toContain("cards.2.text");
  });

  it("tells a fact from words by the schema", () => {
    expect(isSameInEveryLanguage({ type: "string" })).toBe(false);
    expect(isSameInEveryLanguage({ type: "string", enum: ["heart"] })).toBe(true);
    expect(isSameInEveryLanguage({ type: "string", format: "date" })).toBe(true);
    expect(isSameInEveryLanguage({ type: "integer" })).toBe(true);
    expect(isSameInEveryLanguage({ type: "boolean" })).toBe(true);
    expect(isSameInEveryLanguage({ type: "string", studio: "image" })).toBe(true);
    expect(isSameInEveryLanguage({ type: "object", properties: { a: { type: "number" }, b: { type: "string" } } })).toBe(false);
    expect(isSameInEveryLanguage({ type: "array", items: { type: "object", properties: { a: { type: "number" } } } })).toBe(true);
    expect(isSameInEveryLanguage({ type: "string" }, ["quotes", "name"], new Set(["quotes.name"]))).toBe(true);
  });
});

describe("a text's hash", () => {
  it("is twelve hex digits that change with the words, not with spaces or line breaks", () => {
    expect(textHash("Limited Time")).toMatch(/^[0-9a-f]{12}$/);
    expect(textHash("Picked up\n  and folded. ")).toBe(textHash("Picked up and folded."));
    expect(textHash("Summer Price")).not.toBe(textHash("Limited Time"));
  });
});

describe("which Spanish texts await review", () => {
  const record = markedReviewed([pair()], {});

  it("none, right after they are marked as reviewed", () => {
    expect(staleTexts([pair()], record)).toEqual([]);
  });

  it("a text whose English changed since, however it changed, and no other", () => {
    const renamed = { ...english, hero: { ...english.hero, title: "Summer laundry" } };
    const stale = staleTexts([pair(renamed)], record);
    expect(stale.map((text) => [text.key, text.where, text.unrecorded])).toEqual([["hero.title", ["Top of the page", "Heading"], false]]);
    expect(stale[0]).toMatchObject({ file: "content/pages/es/example.json", entry: ["Pages", "Example"], spanish: "Ropa limpia" });
    // Its English rewrapped is the same English.
    expect(staleTexts([pair({ ...english, hero: { ...english.hero, lead: "Picked up\nand folded." } })], record)).toEqual([]);
  });

  it("a text the record has no line for, said to be unrecorded", () => {
    const { "hero.lead": _lead, ...rest } = record["content/pages/es/example.json"]!;
    expect(staleTexts([pair()], { "content/pages/es/example.json": rest }).map((text) => [text.key, text.unrecorded])).toEqual([["hero.lead", true]]);
  });
});

describe("the record after a save", () => {
  const lines = markedReviewed([pair()], {})["content/pages/es/example.json"]!;
  const save = (en: Words, es: Words) => recordAfterSave(pairedTexts(pair()), pairedTexts(pair(en, es)), lines);

  it("clears the mark of a Spanish text the save changes: it records the English saved with it", () => {
    const en = { ...english, hero: { ...english.hero, title: "Summer laundry" } };
    const es = { ...spanish, hero: { ...spanish.hero, title: "Ropa de verano" } };
    const after = save(en, es);
    expect(after["hero.title"]).toBe(textHash("Summer laundry"));
    expect(staleTexts([pair(en, es)], { "content/pages/es/example.json": after })).toEqual([]);
  });

  it("marks the Spanish twin of a text an English-only save changes, though the editor sends the Spanish along", () => {
    const en = { ...english, hero: { ...english.hero, title: "Summer laundry" } };
    const after = save(en, spanish);
    expect(after).toEqual(lines);
    expect(staleTexts([pair(en, spanish)], { "content/pages/es/example.json": after }).map((text) => text.key)).toEqual(["hero.title"]);
  });

  it("keeps an unchanged Spanish text's mark, and the line of an entry that only moved up its list", () => {
    // The first card removed in both languages, and the English of the second reworded.
    const en = { ...english, cards: [{ ...english.cards[1]!, text: "Back tomorrow." }] };
    const es = { ...spanish, cards: [spanish.cards[1]!] };
    const after = save(en, es);
    expect(after["cards.0.text"]).toBe(lines["cards.1.text"]);
    expect(staleTexts([pair(en, es)], { "content/pages/es/example.json": after }).map((text) => text.key)).toEqual(["cards.0.text"]);
  });

  it("records every text of a new Spanish file as translated from the English saved with it", () => {
    expect(recordAfterSave([], pairedTexts(pair()))).toEqual(lines);
  });
});

describe("the record's file", () => {
  it("lists the Spanish files in order, each file's texts in its own, and drops a file with none", () => {
    const text = recordText({ "content/z.json": { b: "1", a: "2" }, "content/a.json": { x: "3" }, "content/empty.json": {} });
    expect(text).toBe('{\n  "content/a.json": {\n    "x": "3"\n  },\n  "content/z.json": {\n    "b": "1",\n    "a": "2"\n  }\n}\n');
    expect(readRecord(text)).toEqual({ "content/a.json": { x: "3" }, "content/z.json": { b: "1", a: "2" } });
  });

  it("is refused, with the command that writes it afresh, when it is not a record", () => {
    expect(readRecord(undefined)).toEqual({});
    expect(() => readRecord("<<<<<<< HEAD")).toThrow(/content\/translated-from\.json could not be read as JSON .*npm run translations:reviewed/);
    expect(() => readRecord('{ "content/a.json": { "x": 3 } }')).toThrow(/is not a record of hashes/);
  });
});
