import fc from "fast-check";
import addressparser from "nodemailer/lib/addressparser";
import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../core/escape-html.ts";
import { classifyFailure, composeContactMail, headerText, type MailSettings } from "./mail.ts";

const settings: MailSettings = {
  to: ["owner@example.com"],
  from: "website@example.com",
  fromName: "Suncoast Fresh Fold website",
  siteHost: "www.example.com",
};
const row = {
  id: "0b6f3c9e-5d0c-4a7e-9d0e-6a1f2b3c4d5e",
  name: "Dana Whitfield",
  email: "dana@example.net",
  message: "Hello",
  created_at: Date.parse("2026-03-02T15:00:00Z"),
};

/** The header block nodemailer really writes for a message, unfolded. */
async function headerLines(mail: ReturnType<typeof composeContactMail>): Promise<string[]> {
  const raw = (await new MailComposer(mail).compile().build()).toString("utf8");
  const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
  return head.replace(/\r\n[ \t]+/g, " ").split("\r\n");
}

describe("composeContactMail", () => {
  it("keeps visitor text inside its own headers, even when it holds line breaks", async () => {
    // The schema refuses such names; this is the second line of defence for rows from anywhere else.
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.constantFrom("\r\n", "\n", "\r", "\u2028", "\u0085"),
        async (prefix, newline) => {
          const name = `${prefix}${newline}Bcc: victim@example.org${newline}X-Injected: yes`;
          const lines = await headerLines(composeContactMail({ ...row, name }, settings));
          const names = lines.map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
          expect(names).not.toContain("bcc");
          expect(names).not.toContain("x-injected");
          expect(names.filter((header) => header === "reply-to")).toHaveLength(1);
          expect(names.filter((header) => header === "subject")).toHaveLength(1);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("quotes a display name full of address syntax instead of adding recipients", async () => {
    const lines = await headerLines(
      composeContactMail({ ...row, name: 'Eve", attacker@example.org, "<x@y.z>' }, settings),
    );
    const replyTo = lines.find((line) => line.toLowerCase().startsWith("reply-to:")) ?? "";
    const parsed = addressparser(replyTo.slice("reply-to:".length), { flatten: true });
    expect(parsed.map((entry) => entry.address)).toEqual(["dana@example.net"]);
    expect(lines.find((line) => line.toLowerCase().startsWith("to:"))).toBe("To: owner@example.com");
  });

  it("says in which language the visitor wrote, in the subject and the text when it is not English", () => {
    const spanish = composeContactMail({ ...row, language: "es" }, settings);
    expect(spanish.subject).toMatch(/\(in Spanish\)$/);
    expect(String(spanish.text)).toContain("Language: Spanish");
    expect(String(spanish.html)).toContain("written in Spanish from the Spanish pages");
    const english = composeContactMail({ ...row, language: "en" }, settings);
    expect(english.subject).not.toMatch(/\(in /);
    expect(String(english.text)).toContain("Language: English");
  });

  it("sets a deterministic Message-ID and never addresses the visitor", () => {
    const mail = composeContactMail(row, settings);
    expect(mail.messageId).toBe(`<contact-${row.id}@www.example.com>`);
    expect(mail.envelope).toEqual({ from: "website@example.com", to: ["owner@example.com"] });
    expect(JSON.stringify([mail.to, mail.envelope])).not.toContain(row.email);
  });
});

describe("escapeHtml and headerText", () => {
  it("escapes every character that means something in HTML", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;",
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeHtml(text)).not.toMatch(/[<>"']/);
      }),
    );
  });

  it("flattens a header value to one trimmed line of at most 100 characters", () => {
    expect(headerText("  Dana\r\n\u202eWhitfield\t ")).toBe("Dana Whitfield");
    expect(headerText("\r\n")).toBe("(no name)");
    expect(Array.from(headerText("🧺".repeat(300)))).toHaveLength(100);
  });
});

describe("classifyFailure", () => {
  const error = (fields: object) => Object.assign(new Error("smtp"), fields);

  it.each([
    [error({ code: "EENVELOPE", responseCode: 550 }), "permanent"],
    [error({ code: "EMESSAGE", responseCode: 554 }), "permanent"],
    [error({ code: "EENVELOPE", responseCode: 451 }), "temporary"],
    [error({ code: "EMESSAGE", responseCode: 421 }), "temporary"],
    [error({ code: "EPROTOCOL", responseCode: 503 }), "temporary"],
    [error({ code: "EAUTH", responseCode: 535 }), "temporary"],
    [error({ code: "ETIMEDOUT" }), "temporary"],
    [error({ code: "ESOCKET" }), "temporary"],
    [error({ code: "ECONNECTION" }), "temporary"],
    [new Error("anything else"), "temporary"],
    ["not even an error", "temporary"],
  ])("%o is %s", (failure, expected) => {
    expect(classifyFailure(failure)).toBe(expected);
  });
});
