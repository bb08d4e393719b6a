import { locale, pageLocale, type Locale } from "./locale.ts";

/**
 * The one place that turns numbers, lists, times and dates into the words the site shows, in
 * American English or US Spanish (the page's language, `locale`, unless told otherwise). Written out by hand rather than with `Intl`: a browser's first
 * `Intl.NumberFormat` loads its locale data, about 10 ms of main-thread time on the page's
 * start-up path (docs/page-loading.md#formatting-without-intl). The unit tests hold every function
 * to what `Intl` writes for en-US. Each test for Spanish reads `(pageLocale ?? of) === "es"`, which a
 * page build folds to a constant, so a page carries its own language's words only.
 */

/** A price per pound or per order: 2.5 → "$2.50", 1234 → "$1,234.00". */
export function formatPrice(amount: number): string {
  return money(amount, 2);
}

/** A fee without cents: "$25". */
export function formatDollars(amount: number): string {
  return money(amount, 0);
}

/** Dollars rounded half away from zero at `digits` decimals, as `Intl` rounds: grouped thousands, sign first. */
function money(amount: number, digits: 0 | 2): string {
  if (!Number.isFinite(amount)) throw new Error(`${amount} is not an amount of money`);
  // Rounded from the shortest decimal that names the number, as Intl does: 1.005 → 1.01.
  const decimal = String(Math.abs(amount));
  const scaled = Math.round(decimal.includes("e") ? Math.abs(amount) * 10 ** digits : Number(`${decimal}e${digits}`));
  const whole = Math.floor(scaled / 10 ** digits);
  const fraction = digits === 0 ? "" : `.${String(scaled % 100).padStart(2, "0")}`;
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${amount < 0 ? "-" : ""}$${grouped}${fraction}`;
}

/**
 * "a, b, and c" (or "a, b, or c"), the American way; in Spanish "a, b y c" (or "a, b o c"), with
 * "e" before a word that starts with the sound i ("e hipoalergénico") and "u" before o.
 */
export function listSentence(items: readonly string[], type: "and" | "or" = "and", of: Locale = locale): string {
  if ((pageLocale ?? of) === "es") {
    const last = items.at(-1) ?? "";
    const word = type === "and" ? (/^h?i(?![aeou])/i.test(last) ? "e" : "y") : /^h?o/i.test(last) ? "u" : "o";
    return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${word} ${last}`;
  }
  if (items.length <= 2) return items.join(` ${type} `);
  return `${items.slice(0, -1).join(", ")}, ${type} ${items.at(-1)}`;
}

/**
 * The served counties as a sentence or a card names them: "Sarasota County and Charlotte County"; in
 * Spanish together, "los condados de Sarasota y Charlotte" (countiesInSpanish). `capital` starts a
 * card's value or a sentence: "Los condados de Sarasota y Charlotte".
 */
export function countiesSentence(counties: readonly string[], { capital = false } = {}, of: Locale = locale): string {
  const sentence = (pageLocale ?? of) === "es" ? countiesInSpanish(counties) : listSentence(counties, "and", of);
  return capital ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence;
}

/**
 * The served counties as a Spanish sentence names them together: "el condado de Sarasota" and "el
 * condado de Charlotte" → "los condados de Sarasota y Charlotte", as a Spanish writer puts it, not
 * "el condado de Sarasota y el condado de Charlotte". One county, or counties the owner wrote some
 * other way, are joined as she wrote them.
 */
export function countiesInSpanish(counties: readonly string[]): string {
  const names = counties.map((county) => /^el condado de (.+)$/i.exec(county.trim())?.[1]);
  if (counties.length < 2 || names.some((name) => name === undefined)) return listSentence(counties, "and", "es");
  return `los condados de ${listSentence(names as string[], "and", "es")}`;
}

/**
 * A quoted customer's name as the page's language joins a couple: the owner writes it once, the
 * same in both languages ("Tom and Linda B.", or with "&" or "y"), and each page joins the two
 * names with its own word: "Tom and Linda B.", "Tom y Linda B.".
 */
export function customerName(name: string, of: Locale = locale): string {
  const people = name.split(/\s+(?:and|y|e|&)\s+/i);
  return people.length === 2 ? listSentence(people, "and", of) : name;
}

/**
 * A 24-hour "HH:MM" as the site writes a clock time: "08:00" → "8AM", "12:30" → "12:30PM"; in
 * Spanish "8 a. m.", its spaces non-breaking so that a line never ends inside it. Noon in Spanish is
 * "12 del mediodía": "12 p. m." reads as midnight to some readers.
 */
export function formatClock(time: string, of: Locale = locale): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const hour = Number(match?.[1]);
  const minute = match?.[2] ?? "";
  if (!match || hour > 23 || Number(minute) > 59) throw new Error(`"${time}" is not a 24-hour time like 08:00`);
  const clock = `${hour % 12 || 12}${minute === "00" ? "" : `:${minute}`}`;
  if ((pageLocale ?? of) === "es") return time === "12:00" ? "12\u00a0del\u00a0mediodía" : keepTimeTogether(`${clock} ${hour < 12 ? "a. m." : "p. m."}`);
  return `${clock}${hour < 12 ? "AM" : "PM"}`;
}

/** Clock times in `text` ("8 p. m.", "8 p.m.") with their spaces non-breaking: "8\u00a0p.\u00a0m.", "8\u00a0p.m.". */
export function keepTimeTogether(text: string): string {
  return text.replace(/(\d)[ \u00a0]+([ap])\.([ \u00a0]?)m\./gi, (_, digit: string, half: string, space: string) => `${digit}\u00a0${half}.${space ? "\u00a0" : ""}m.`);
}

/**
 * One line of opening hours: { label: "Sun", days: ["Sunday"], opens: "10:00", closes: "18:00" } →
 * "Sun 10AM-6PM", the owner's label for the days; in Spanish "dom. de 10 a. m. a 6 p. m.", the days
 * named from the days themselves (`daysInSpanish`), which reads right alone in a list and inside a
 * sentence ("Llámenos lun.–sáb. de 8 a. m. a 8 p. m.").
 */
export function formatHours(hours: { label: string; days: readonly string[]; opens: string; closes: string }, of: Locale = locale): string {
  if ((pageLocale ?? of) === "es") return `${daysInSpanish(hours.days)} de ${formatClock(hours.opens, of)} a ${formatClock(hours.closes, of)}`;
  return `${hours.label} ${formatClock(hours.opens, of)}-${formatClock(hours.closes, of)}`;
}

/** The days of the week as the business facts name them, Monday first (core/site-schema.ts holds the hours to them). */
export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const weekdaysEs = ["lun.", "mar.", "mié.", "jue.", "vie.", "sáb.", "dom."];

/**
 * Days of the week ("Monday" … "Sunday", in any order) as a Spanish hours line names them: three or
 * more in a row as a range, "lun.–sáb."; others one by one, "sáb. y dom.", "lun., mié. y vie.".
 * Worked out from the days, never translated by hand: a line added, split or moved in English is
 * named right in Spanish at once.
 */
export function daysInSpanish(days: readonly string[]): string {
  const numbers = [...new Set(days.map((day) => (weekdays as readonly string[]).indexOf(day)))].sort((a, b) => a - b);
  if (numbers.length === 0 || numbers[0] === -1) throw new Error(`${JSON.stringify(days)} are not days of the week`);
  const runs: number[][] = [];
  for (const number of numbers) {
    const run = runs.at(-1);
    if (run && run.at(-1) === number - 1) run.push(number);
    else runs.push([number]);
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${weekdaysEs[run[0]!]}–${weekdaysEs[run.at(-1)!]}`] : run.map((number) => weekdaysEs[number]!)));
  return listSentence(parts, "and", "es");
}

// Each language's words apart: a page build keeps only the table its folded test picks.
const monthsEn = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const monthsEs = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];

/** An ISO calendar date ("2024-12-24") as a reader sees it: "December 24, 2024"; "24 de diciembre de 2024". */
export function formatLongDate(iso: string, of: Locale = locale): string {
  const date = parseIsoDate(iso);
  if ((pageLocale ?? of) === "es") return `${date.getUTCDate()} de ${monthsEs[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
  return `${monthsEn[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * An ISO calendar date as legal texts date themselves: "06/12/2025". In Spanish, where the order of
 * day and month differs between readers, written out: "12 de junio de 2025".
 */
export function formatNumericDate(iso: string, of: Locale = locale): string {
  if ((pageLocale ?? of) === "es") return formatLongDate(iso, of);
  parseIsoDate(iso);
  const [year, month, day] = iso.split("-");
  return `${month}/${day}/${year}`;
}

function parseIsoDate(iso: string): Date {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new Error(`"${iso}" is not a calendar date like 2025-03-01`);
  }
  return date;
}

const countWordsEn = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const countWordsEs = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce"];

/** A count as copy writes it: words up to twelve, digits after. `capital` starts a sentence: "Six". */
export function countWord(count: number, { capital = false } = {}, of: Locale = locale): string {
  const word = ((pageLocale ?? of) === "es" ? countWordsEs : countWordsEn)[count] ?? String(count);
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
