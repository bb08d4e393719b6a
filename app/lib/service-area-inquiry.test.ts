import { describe, expect, it } from "vitest";
import words from "#words/contact-form.json" with { type: "json" };
import { parseZip, serviceAreaInquiryHref, serviceAreaInquiryMessage, serviceAreaInquirySubject } from "./service-area-inquiry.ts";

describe("parseZip", () => {
  it("accepts exactly five digits", () => {
    expect(parseZip("10001")).toBe("10001");
    expect(parseZip(" 34286 ")).toBe("34286");
  });

  it("rejects anything else", () => {
    for (const value of [null, undefined, "", "1000", "100011", "10001-1234", "abcde", "1000a", "<b>1</b>"]) {
      expect(parseZip(value)).toBeNull();
    }
  });
});

describe("serviceAreaInquiryHref", () => {
  it("mails the info address with the URL-encoded subject, the page's words", () => {
    expect(serviceAreaInquirySubject).toBe(words.inquiry.subject);
    expect(serviceAreaInquiryHref(null, "info@example.com")).toBe(`mailto:info@example.com?subject=${encodeURIComponent(words.inquiry.subject)}`);
  });

  it("includes the zip code in the body when known", () => {
    const href = serviceAreaInquiryHref("10001", "info@example.com");
    const body = new URLSearchParams(href.split("?")[1]).get("body");
    expect(body).toBe(words.inquiry.emailBody.replace("{{zip}}", "10001"));
    expect(href).not.toContain("+");
  });
});

describe("serviceAreaInquiryMessage", () => {
  it("names the inquiry and the zip code", () => {
    const message = serviceAreaInquiryMessage("34102");
    expect(message).toBe(`${serviceAreaInquirySubject}: ${words.inquiry.message.replace("{{zip}}", "34102")}`);
  });
});
