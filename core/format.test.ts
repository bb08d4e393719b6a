import { describe, expect, it } from "vitest";
import {
  countiesSentence,
  countWord,
  customerName,
  formatClock,
  formatDollars,
  daysInSpanish,
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

  it("names the counties as {{counties}} and the About page's card do, a card's value with a capital", () => {
    const english = ["Sarasota County", "Charlotte County"];
    expect(countiesSentence(english)).toBe("Sarasota County and Charlotte County");
    expect(countiesSentence(english, { capital: true })).toBe("Sarasota County and Charlotte County");
    const spanish = ["el condado de Sarasota", "el condado de Charlotte"];
    expect(countiesSentence(spanish, {}, "es")).toBe("los condados de Sarasota y Charlotte");
    expect(countiesSentence(spanish, { capital: true }, "es")).toBe("Los condados de Sarasota y Charlotte");
    expect(countiesSentence(["el condado de Sarasota"], { capital: true }, "es")).toBe("El condado de Sarasota");
  });

  it("joins a quoted couple's names with the page's own word, however the owner wrote them", () => {
    for (const written of ["Tom and Linda B.", "Tom & Linda B.", "Tom y Linda B."]) {
      expect(customerName(written, "en")).toBe("Tom and Linda B.");
      expect(customerName(written, "es")).toBe("Tom y Linda B.");
    }
    expect(customerName("Chris and Isabel L.", "es")).toBe("Chris e Isabel L.");
    expect(customerName("Jessica R.", "es")).toBe("Jessica R.");
    expect(customerName("Andy and Sandy", "es")).toBe("Andy y Sandy");
  });

  it("writes clock times and opening hours the short way: 8AM, Mon-Sat 8AM-8PM", () => {
    expect(formatClock("08:00")).toBe("8AM");
    expect(formatClock("12:00")).toBe("12PM");
    expect(formatClock("00:00")).toBe("12AM");
    expect(formatClock("17:30")).toBe("5:30PM");
    expect(formatHours({ label: "Sun", days: ["Sunday"], opens: "12:00", closes: "20:00" })).toBe("Sun 12PM-8PM");
    expect(() => formatClock("8am")).toThrow(/24-hour/);
  });

  it("writes calendar dates long and numeric, refusing impossible ones", () => {
    expect(formatLongDate("2025-01-05")).toBe("January 5, 2025");
    expect(formatNumericDate("2025-06-12")).toBe("06/12/2025");
    expect(() => formatLongDate("2025-02-30")).toThrow(/calendar date/);
  });
});

/**
 * The formatting is written out by hand (no Intl on the browser's start-up path); Intl in Node is
 * the reference it must match for en-US, over many values rather than a few examples.
 */
/**
 * US Spanish as Intl writes it for es-US where the site writes it so too: prices (the same figures
 * in both languages), dates and lists. It differs on purpose in three places, the Spanish glossary's
 * (docs/spanish-glossary.md): clock times read "8 p. m." (the RAE's form, its spaces non-breaking)
 * where Intl writes "8 p.m.", noon reads "12 del mediodía" where Intl writes "12 p.m.", and "y"/"o"
 * become "e"/"u" before an i or o sound ("sin aroma e hipoalergénico"), which Intl leaves out.
 */
describe("matches Intl for es-US where Spanish writes as it does", () => {
  it("prices, in both languages the same", () => {
    const cents = new Intl.NumberFormat("es-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
    for (const amount of [0, 0.5, 1.49, 1.89, 9.99, 29.8, 100, 1234.567, 12345.5]) expect(formatPrice(amount), String(amount)).toBe(cents.format(amount));
  });

  it("lists of every length, but for the e and u before an i or o sound", () => {
    const words = ["Venice", "North Port", "Englewood", "Punta Gorda", "Boca Grande"];
    for (let length = 0; length <= words.length; length++) {
      const items = words.slice(0, length);
      expect(listSentence(items, "and", "es")).toBe(new Intl.ListFormat("es-US", { type: "conjunction" }).format(items));
      expect(listSentence(items, "or", "es")).toBe(new Intl.ListFormat("es-US", { type: "disjunction" }).format(items));
    }
    expect(listSentence(["sin aroma", "hipoalergénico"], "and", "es")).toBe("sin aroma e hipoalergénico");
    expect(listSentence(["siete", "ocho"], "or", "es")).toBe("siete u ocho");
  });

  it("clock times as the glossary writes them: Intl's hour and minute, the RAE's a. m. and p. m.", () => {
    const clock = new Intl.DateTimeFormat("es-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 30]) {
        const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
        const parts = clock.formatToParts(Date.UTC(2000, 0, 1, hour, minute));
        const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
        const half = part("dayPeriod").replace(/\s/g, "") === "a.m." ? "a.\u00a0m." : "p.\u00a0m.";
        // Noon is "12 del mediodía" (the glossary's), not "12 p. m.".
        if (time === "12:00") continue;
        expect(formatClock(time, "es")).toBe(`${part("hour")}${minute === 0 ? "" : `:${part("minute")}`}\u00a0${half}`);
      }
    }
  });
});

describe("matches Intl for en-US", () => {
  const amounts = [
    0, 0.5, 1, 1.005, 1.015, 1.5, 1.95, 2.345, 9.99, 10, 29.8, 99.995, 100, 999.5, 1000, 1234.567, 12345.5,
    1_000_000, -0.001, -1.5, -2500.25,
    ...Array.from({ length: 400 }, (_, n) => Math.round((n * 7.37 + n / 3) * 1000) / 1000),
  ];

  it("prices and whole-dollar fees", () => {
    const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
    const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    for (const amount of amounts) {
      expect(formatPrice(amount), String(amount)).toBe(cents.format(amount));
      expect(formatDollars(amount), String(amount)).toBe(dollars.format(amount));
    }
    expect(() => formatPrice(Number.NaN)).toThrow(/not an amount/);
  });

  it("lists of every length", () => {
    const words = ["North Port", "Venice", "Englewood", "Punta Gorda", "Boca Grande"];
    for (let length = 0; length <= words.length; length++) {
      const items = words.slice(0, length);
      expect(listSentence(items)).toBe(new Intl.ListFormat("en-US", { type: "conjunction" }).format(items));
      expect(listSentence(items, "or")).toBe(new Intl.ListFormat("en-US", { type: "disjunction" }).format(items));
    }
  });

  it("every clock time of the day", () => {
    const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 5, 30, 59]) {
        const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
        const parts = clock.formatToParts(Date.UTC(2000, 0, 1, hour, minute));
        const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
        const expected = `${part("hour")}${minute === 0 ? "" : `:${part("minute")}`}${part("dayPeriod").toUpperCase()}`;
        expect(formatClock(time)).toBe(expected);
      }
    }
    expect(() => formatClock("24:00")).toThrow(/24-hour/);
    expect(() => formatClock("12:60")).toThrow(/24-hour/);
  });

  it("a date on every day of a leap year", () => {
    const long = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    const numeric = new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric", timeZone: "UTC" });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(long.format(date));
      expect(formatNumericDate(iso)).toBe(numeric.format(date));
    }
    expect(() => formatNumericDate("2025-13-01")).toThrow(/calendar date/);
  });
});

describe("countWord", () => {
  it("spells small counts and writes large ones in digits", () => {
    expect(countWord(9)).toBe("nine");
    expect(countWord(6, { capital: true })).toBe("Six");
    expect(countWord(14)).toBe("14");
  });
});

describe("in Spanish", () => {
  it("joins lists with y or o, with e before an i sound and u before o, without a comma before the last", () => {
    expect(listSentence(["con aroma", "sin aroma", "hipoalergénico"], "and", "es")).toBe("con aroma, sin aroma e hipoalergénico");
    expect(listSentence(["Venice", "North Port"], "and", "es")).toBe("Venice y North Port");
    expect(listSentence(["uno", "otro"], "or", "es")).toBe("uno u otro");
    expect(listSentence(["uno", "dos"], "or", "es")).toBe("uno o dos");
    expect(listSentence(["solo"], "and", "es")).toBe("solo");
  });

  it("names an hours line's days in Spanish from the days: a range from three in a row, else one by one", () => {
    expect(daysInSpanish(["Sunday"])).toBe("dom.");
    expect(daysInSpanish(["Saturday", "Sunday"])).toBe("sáb. y dom.");
    expect(daysInSpanish(["Friday", "Wednesday", "Monday"])).toBe("lun., mié. y vie.");
    expect(daysInSpanish(["Monday", "Tuesday", "Wednesday", "Friday"])).toBe("lun.–mié. y vie.");
    expect(daysInSpanish(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])).toBe("lun.–dom.");
    expect(() => daysInSpanish(["Funday"])).toThrow(/not days of the week/);
  });

  it("writes clock times, hours, dates and counts as a Spanish reader expects", () => {
    // Non-breaking spaces inside a Spanish time: a line never ends inside "8 a. m.".
    expect(formatClock("08:00", "es")).toBe("8\u00a0a.\u00a0m.");
    expect(formatClock("12:30", "es")).toBe("12:30\u00a0p.\u00a0m.");
    // Noon unmistakable; midnight and the English stay as they were.
    expect(formatClock("12:00", "es")).toBe("12\u00a0del\u00a0mediodía");
    expect(formatClock("00:00", "es")).toBe("12\u00a0a.\u00a0m.");
    expect(formatClock("12:00", "en")).toBe("12PM");
    // The days named from the days, whatever the owner's English label says.
    expect(formatHours({ label: "Sun", days: ["Sunday"], opens: "12:00", closes: "20:00" }, "es")).toBe("dom. de 12\u00a0del\u00a0mediodía a 8\u00a0p.\u00a0m.");
    expect(formatHours({ label: "Sun", days: ["Sunday"], opens: "12:00", closes: "20:00" }, "en")).toBe("Sun 12PM-8PM");
    const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    expect(formatHours({ label: "Mon-Sat", days: weekdays, opens: "08:00", closes: "20:00" }, "es")).toBe("lun.–sáb. de 8\u00a0a.\u00a0m. a 8\u00a0p.\u00a0m.");
    const long = new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" });
    for (const iso of ["2024-12-24", "2025-06-01", "2026-01-31"]) expect(formatLongDate(iso, "es")).toBe(long.format(new Date(`${iso}T00:00:00Z`)));
    expect(formatNumericDate("2025-06-12", "es")).toBe("12 de junio de 2025");
    expect(countWord(9, {}, "es")).toBe("nueve");
    expect(countWord(4, { capital: true }, "es")).toBe("Cuatro");
  });
});
