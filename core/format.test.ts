import { describe, expect, it } from "vitest";
import {
  countWord,
  formatClock,
  formatDollars,
  formatHours,
  formatLongDate,
  formatNumericDate,
  formatPrice,
  listSentence,
} from "./format.ts";

describe("formatting", () => {
  it("writes prices with cents and fees without", () => {
    expect(formatPrice(1.5)).toBe("$1.50");
    expect(formatPrice(29.8)).toBe("$29.80");
    expect(formatDollars(100)).toBe("$100");
  });

  it("joins lists the American way", () => {
    expect(listSentence(["a"])).toBe("a");
    expect(listSentence(["a", "b"])).toBe("a and b");
    expect(listSentence(["a", "b", "c"])).toBe("a, b, and c");
    expect(listSentence(["a", "b", "c"], "or")).toBe("a, b, or c");
  });

  it("writes clock times and opening hours as the spec does", () => {
    expect(formatClock("08:00")).toBe("8AM");
    expect(formatClock("12:00")).toBe("12PM");
    expect(formatClock("00:00")).toBe("12AM");
    expect(formatClock("17:30")).toBe("5:30PM");
    expect(formatHours({ label: "Sun", opens: "12:00", closes: "20:00" })).toBe("Sun 12PM-8PM");
    expect(() => formatClock("8am")).toThrow(/24-hour/);
  });

  it("writes calendar dates long and numeric, refusing impossible ones", () => {
    expect(formatLongDate("2025-01-05")).toBe("January 5, 2025");
    expect(formatNumericDate("2025-06-12")).toBe("06/12/2025");
    expect(() => formatLongDate("2025-02-30")).toThrow(/calendar date/);
  });
});

describe("countWord", () => {
  it("spells small counts and writes large ones in digits", () => {
    expect(countWord(9)).toBe("nine");
    expect(countWord(6, { capital: true })).toBe("Six");
    expect(countWord(14)).toBe("14");
  });
});
