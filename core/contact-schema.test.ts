import fc from "fast-check";
import { describe, expect, it } from "vitest";
import words from "#words/contact-form.json" with { type: "json" };
import spanish from "../content/pages/filled/es/contact-form.json" with { type: "json" };
import { contactFieldErrors, contactLimits, contactMessageSchema, contactProblems, contactRequestSchema } from "./contact-schema.ts";

const valid = { name: "Dana Whitfield", email: "dana@example.net", message: "Do you pick up in Venice?" };

/** Characters a person plausibly types, including accents, CJK and emoji. */
const typed = fc.constantFrom(..."abcxyzABCXYZ0189 .,'-éüßñ日本語🧺👕✨".match(/./gu) ?? []);
const typedText = (maxLength: number) =>
  fc
    .string({ unit: typed, minLength: 1, maxLength })
    .filter((text) => text.trim() !== "" && text.trim().length <= maxLength);
const emailArb = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}[a-z0-9]$/).filter((local) => !local.includes("..")),
    fc.stringMatching(/^[a-z0-9]{1,15}$/),
    fc.constantFrom("com", "net", "org", "io", "co.uk"),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** Characters that must never reach a name or an address. */
const forbiddenInLine = fc.constantFrom(
  "\r", "\n", "\r\n", "\0", "\t", "\x1b", "\x7f", "\x85", "\u2028", "\u2029",
  "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\ud800",
);

function insertAt(text: string, index: number, inserted: string): string {
  const at = Math.min(index, text.length);
  return text.slice(0, at) + inserted + text.slice(at);
}

describe("contactMessageSchema", () => {
  it("accepts what a person types and trims it", () => {
    fc.assert(
      fc.property(typedText(contactLimits.nameMax), emailArb, typedText(300), (name, email, message) => {
        const parsed = contactMessageSchema.parse({ name: ` ${name} `, email: ` ${email}\n`, message: `\n${message}\n` });
        expect(parsed).toEqual({ name: name.trim(), email, message: message.trim() });
      }),
    );
  });

  it("keeps line breaks, tabs, HTML and emoji in the message", () => {
    const message = "Hi!\n\tTwo <b>bags</b> & a 🧺\r\nThanks";
    expect(contactMessageSchema.parse({ ...valid, message }).message).toBe(message);
  });

  it("refuses control and bidirectional characters in the name and the email (header injection)", () => {
    fc.assert(
      fc.property(forbiddenInLine, fc.nat(40), fc.constantFrom("name", "email"), (bad, index, field) => {
        const input = { ...valid, [field]: insertAt(valid[field as "name" | "email"], index, `x${bad}x`) };
        const result = contactMessageSchema.safeParse(input);
        expect(result.success).toBe(false);
        if (!result.success) expect(Object.keys(contactFieldErrors(result.error))).toEqual([field]);
      }),
    );
  });

  it("refuses an injected header even in its classic form", () => {
    const result = contactMessageSchema.safeParse({ ...valid, name: "Eve\r\nBcc: victim@example.com" });
    expect(result.success).toBe(false);
    const email = contactMessageSchema.safeParse({ ...valid, email: "eve@example.com\nBcc: victim@example.com" });
    expect(email.success).toBe(false);
  });

  it("refuses hidden control characters in the message but not line breaks", () => {
    for (const bad of ["\0", "\x1b[31m", "\u202e", "\u2066", "\ud800"]) {
      expect(contactMessageSchema.safeParse({ ...valid, message: `a${bad}b` }).success).toBe(false);
    }
  });

  it("takes exactly one address", () => {
    for (const email of [
      "a@example.com, b@example.com",
      "a@example.com b@example.com",
      "Dana <dana@example.net>",
      "a@b@example.com",
      "dana@example",
      "dana.example.net",
      '"dana"@example.net',
    ]) {
      expect(contactMessageSchema.safeParse({ ...valid, email }).success, email).toBe(false);
    }
  });

  it("enforces the length limits with friendly messages", () => {
    const atLimit = {
      name: "n".repeat(contactLimits.nameMax),
      email: `${"e".repeat(contactLimits.emailMax - "@example.com".length)}@example.com`,
      message: "m".repeat(contactLimits.messageMax),
    };
    expect(contactMessageSchema.safeParse(atLimit).success).toBe(true);
    const over = contactMessageSchema.safeParse({
      name: `${atLimit.name}n`,
      email: `e${atLimit.email}`,
      message: `${atLimit.message}m`,
    });
    expect(over.success).toBe(false);
    if (!over.success) {
      expect(contactProblems(over.error)).toEqual({ name: "tooLong", email: "tooLong", message: "tooLong" });
      const errors = contactFieldErrors(over.error);
      expect(errors.name).toBe(words.errors.name.tooLong.replace("{{limit}}", String(contactLimits.nameMax)));
      expect(errors.email).toBe(words.errors.email.tooLong.replace("{{limit}}", String(contactLimits.emailMax)));
      expect(errors.message).toBe(words.errors.message.tooLong.replace("{{limit}}", String(contactLimits.messageMax)));
      expect(errors.message).toContain(String(contactLimits.messageMax));
    }
  });

  it("says which required field is empty, blank counting as empty", () => {
    const result = contactMessageSchema.safeParse({ name: "   ", email: "", message: "\n\t" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(contactFieldErrors(result.error)).toEqual({
        name: words.errors.name.missing,
        email: words.errors.email.missing,
        message: words.errors.message.missing,
      });
    }
    const missing = contactMessageSchema.safeParse({});
    expect(missing.success).toBe(false);
    if (!missing.success) expect(Object.keys(contactFieldErrors(missing.error)).sort()).toEqual(["email", "message", "name"]);
  });

  it("names each problem, which the page's words explain: an address that is not one, characters no one types", () => {
    const result = contactMessageSchema.safeParse({ name: "Eve\u202e", email: "dana.example.net", message: "Hi" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(contactProblems(result.error)).toEqual({ name: "hidden", email: "invalid" });
      expect(contactFieldErrors(result.error)).toEqual({ name: words.errors.name.hidden, email: words.errors.email.invalid });
    }
  });

  it("explains in the words it is given: a Spanish page's", () => {
    const result = contactMessageSchema.safeParse({ name: "n".repeat(contactLimits.nameMax + 1), email: "", message: "Hola" });
    expect(result.success).toBe(false);
    if (!result.success) {
      const errors = contactFieldErrors(result.error, spanish.errors);
      expect(errors).toEqual({
        name: spanish.errors.name.tooLong.replace("{{limit}}", String(contactLimits.nameMax)),
        email: spanish.errors.email.missing,
      });
      expect(errors.email).not.toBe(words.errors.email.missing);
    }
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => contactRequestSchema.safeParse(input)).not.toThrow();
      }),
    );
  });
});

describe("contactRequestSchema", () => {
  it("carries the honeypot and the form timings", () => {
    const parsed = contactRequestSchema.parse({ ...valid, website: "", shownAt: 1_700_000_000_000, sentAt: 1_700_000_009_000 });
    expect(parsed).toMatchObject({ website: "", shownAt: 1_700_000_000_000, sentAt: 1_700_000_009_000 });
    expect(contactRequestSchema.parse(valid)).toEqual(valid);
  });

  it("refuses timings that are not millisecond timestamps", () => {
    for (const shownAt of [-1, 1.5, "1700000000000", Number.POSITIVE_INFINITY]) {
      expect(contactRequestSchema.safeParse({ ...valid, shownAt }).success, String(shownAt)).toBe(false);
    }
  });
});
