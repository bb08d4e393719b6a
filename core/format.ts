/**
 * The one place that turns numbers, lists, times and dates into the words the site shows.
 * Built on Intl with the site's locale (American English), so every page formats alike.
 */
const locale = "en-US";

const cents = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const wholeDollars = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const conjunction = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
const disjunction = new Intl.ListFormat(locale, { style: "long", type: "disjunction" });
const hourOfDay = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
const numericDate = new Intl.DateTimeFormat(locale, { month: "2-digit", day: "2-digit", year: "numeric", timeZone: "UTC" });

/** A price per pound or per order: 2.5 → "$2.50". */
export function formatPrice(amount: number): string {
  return cents.format(amount);
}

/** A fee without cents: "$25". */
export function formatDollars(amount: number): string {
  return wholeDollars.format(amount);
}

/** "a, b, and c" (or "a, b, or c"), the American way. */
export function listSentence(items: readonly string[], type: "and" | "or" = "and"): string {
  return (type === "and" ? conjunction : disjunction).format(items);
}

/** A 24-hour "HH:MM" as the site writes a clock time: "08:00" → "8AM", "12:30" → "12:30PM". */
export function formatClock(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`"${time}" is not a 24-hour time like 08:00`);
  const parts = hourOfDay.formatToParts(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const minutes = part("minute") === "00" ? "" : `:${part("minute")}`;
  return `${part("hour")}${minutes}${part("dayPeriod").toUpperCase()}`;
}

/** One line of opening hours: { label: "Sun", opens: "10:00", closes: "18:00" } → "Sun 10AM-6PM". */
export function formatHours(hours: { label: string; opens: string; closes: string }): string {
  return `${hours.label} ${formatClock(hours.opens)}-${formatClock(hours.closes)}`;
}

/** An ISO calendar date ("2024-12-24") as a reader sees it: "December 24, 2024". */
export function formatLongDate(iso: string): string {
  return longDate.format(parseIsoDate(iso));
}

/** An ISO calendar date as legal texts date themselves: "06/12/2025". */
export function formatNumericDate(iso: string): string {
  return numericDate.format(parseIsoDate(iso));
}

function parseIsoDate(iso: string): Date {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new Error(`"${iso}" is not a calendar date like 2025-03-01`);
  }
  return date;
}

const countWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** A count as copy writes it: words up to twelve, digits after. `capital` starts a sentence: "Six". */
export function countWord(count: number, { capital = false } = {}): string {
  const word = countWords[count] ?? String(count);
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
