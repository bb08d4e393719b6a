import { describe, expect, it } from "vitest";
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
  it("mails the info address with the URL-encoded subject", () => {
    expect(serviceAreaInquiryHref(null, "info@example.com")).toBe("mailto:info@example.com?subject=Service%20Area%20Inquiry");
  });

  it("includes the zip code in the body when known", () => {
    const href = serviceAreaInquiryHref("10001", "info@example.com");
    const body = new URLSearchParams(href.split("?")[1]).get("body");
    expect(body).toContain("10001");
    expect(href).not.toContain("+");
  });
});

describe("serviceAreaInquiryMessage", () => {
  it("names the inquiry and the zip code", () => {
    const message = serviceAreaInquiryMessage("34102");
    expect(message.startsWith(serviceAreaInquirySubject)).toBe(true);
    expect(message).toContain("34102");
  });
});
