import { policies } from "../content/policies.ts";
import { estimator } from "../content/estimator.ts";
import spanishWords from "../content/es/business-words.json" with { type: "json" };
import type { BusinessWords } from "./business-words.ts";
import { countiesSentence, formatDollars, formatPrice, keepTimeTogether, listSentence } from "./format.ts";
import { locale, type Locale } from "./locale.ts";
import { site as buildSite, siteIn } from "./site.ts";

/**
 * Business figures that the owner's content (blog posts in content/blog/en/, legal pages in
 * content/legal/en/, the FAQ in content/en/faq.json, the town files) may quote, written {{name}}, plus
 * {{cost N}} for the wash and fold price of N pounds. Content never types a price, a fee or a phone
 * number, so changing one is one edit in content/business.json or content/policies.ts. Each
 * language fills them with its own words (content/es/business-words.json for Spanish). Used at build
 * time only (the generator, the route loaders), so it may hold both languages' words.
 */
export function placeholdersIn(of: Locale): Readonly<Record<string, string>> {
  const known = byLocale.get(of);
  if (known) return known;
  const values = figuresIn(of);
  byLocale.set(of, values);
  return values;
}

const byLocale = new Map<Locale, Readonly<Record<string, string>>>();

function figuresIn(of: Locale): Readonly<Record<string, string>> {
  const site = of === locale ? buildSite : siteIn(of, of === "es" ? (spanishWords as BusinessWords) : {});
  const and = (items: readonly string[]) => listSentence(items, "and", of);
  return {
    brand: site.brandName,
    price: site.price.now,
    wasPrice: site.price.was,
    minimumLb: String(site.pricing.minimumOrderLb),
    // Only inside {{#offer}}…{{/offer}}, which is left out while the offer is paused.
    firstOrderDiscount: site.firstOrderOffer?.discount ?? "(paused)",
    turnaround: site.turnaround.range,
    standardTurnaround: site.turnaround.standard,
    standardTurnaroundDetail: site.turnaround.standardDetail,
    rush: site.turnaround.rush,
    rushLowercase: site.turnaround.rush.toLowerCase(),
    pickupCutoff: site.pickupCutoff,
    schedulingMinutes: String(site.schedulingMinutes),
    detergents: and(site.detergents),
    detergentsOr: listSentence(site.detergents, "or", of),
    detergentsCommas: site.detergents.join(", "),
    serviceArea: site.serviceAreaSummary,
    region: site.region,
    counties: countiesSentence(site.counties, {}, of),
    towns: and(site.towns.map((town) => town.name)),
    townNames: site.towns.map((town) => town.name).join(", "),
    townCount: String(site.towns.length),
    leadingTowns: site.towns.slice(0, 3).map((town) => town.name).join(", "),
    promoBadge: site.pricing.promoBadge,
    savings: site.savingsClaim,
    sameDay: site.turnaround.sameDay,
    turnaroundShort: site.turnaround.marketing,
    poundsPerPerson: String(estimator.poundsPerPersonPerWeek),
    poundsPerBag: String(estimator.poundsPerKitchenBag),
    locality: site.address.locality,
    state: site.address.region,
    phone: site.phoneDisplay,
    phoneHref: site.phoneHref,
    email: site.email,
    emailHref: site.emailHref,
    hours: site.hoursText.join(", "),
    contactReplyHours: String(site.contactReplyHours),
    claimWindowDays: String(policies.claimWindowDays),
    collectionsAfterDays: String(policies.collectionsAfterDays),
    creditMultiple: String(policies.reimbursementCap.creditMultiple),
    refundMultiple: String(policies.reimbursementCap.refundMultiple),
    missedPickupFee: `${formatDollars(policies.fees.missedPickup.min)} ${of === "es" ? "a" : "to"} ${formatDollars(policies.fees.missedPickup.max)}`,
    unsanitaryLaundryFee: formatDollars(policies.fees.unsanitaryLaundry),
    hazardousItemsFee: formatDollars(policies.fees.hazardousItems),
    smsStopKeyword: policies.smsStopKeyword,
    governingLaw: policies.governingLaw,
  };
}

/** The figures in English, by name: which names are known is the same in every language. */
export const placeholders: Readonly<Record<string, string>> = placeholdersIn("en");

const placeholder = /\{\{\s*([^}]*?)\s*\}\}/g;
const costOf = /^cost\s+(\d+(?:\.\d+)?)$/;

/**
 * A part of a text that mentions the first-order offer: {{#offer}}…{{/offer}}. It is shown while the
 * offer runs and left out (with the space before it) while the owner has paused it, so pausing the
 * offer never leaves a sentence about it on a page.
 */
const offerPart = / ?\{\{\s*#offer\s*\}\}([\s\S]*?)\{\{\s*\/offer\s*\}\}/g;
const offerOnly = new Set(["firstOrderDiscount"]);

/**
 * What is wrong with the placeholders of a text, in words its writer can act on; none when all is
 * well: an unknown name, an offer part not closed, or the discount named outside an offer part.
 */
export function placeholderProblems(text: string, extra: Readonly<Record<string, string>> = {}): string[] {
  const problems: string[] = [];
  const outside = text.replace(offerPart, "");
  if (/\{\{\s*[#/]offer\s*\}\}/.test(outside)) {
    problems.push("every {{#offer}} needs its {{/offer}} after it, around the words that mention the offer");
  }
  for (const [written, name = ""] of text.matchAll(placeholder)) {
    if (/^[#/]offer$/.test(name) || costOf.test(name) || name in placeholders || name in extra) continue;
    const known = [...Object.keys(placeholders), ...Object.keys(extra)].map((known) => `{{${known}}}`);
    problems.push(`${written} is not a figure the site knows. Known: ${known.join(", ")}, {{cost N}}`);
  }
  for (const [written, name = ""] of outside.matchAll(placeholder)) {
    if (offerOnly.has(name)) {
      problems.push(
        `${written} must sit inside {{#offer}}…{{/offer}}, around the words about the offer, so they disappear while the offer is paused`,
      );
    }
  }
  return problems;
}

/**
 * The text with its offer parts kept or left out and every {{placeholder}} filled; a problem
 * (placeholderProblems) is an error naming the source.
 */
export function fillPlaceholders(
  text: string,
  source = "text",
  extra: Readonly<Record<string, string>> = {},
  offerRunning = buildSite.firstOrderOffer !== null,
  of: Locale = locale,
): string {
  const values = placeholdersIn(of);
  const problems = placeholderProblems(text, extra);
  if (problems.length > 0) throw new Error(`${source}: ${problems.join("; ")}.`);
  const filled = text
    .replace(offerPart, (part: string) => (offerRunning ? part.replace(/\{\{\s*[#/]offer\s*\}\}/g, "") : ""))
    .replace(placeholder, (found: string, name: string, at: number, whole: string) => {
      const cost = costOf.exec(name);
      const value = cost ? formatPrice(Number(cost[1]) * buildSite.pricing.washFoldPerLb) : (extra[name] ?? values[name]!);
      // A value that ends a sentence's abbreviation ("las 8 p. m.") where the text ends the
      // sentence ("antes de {{pickupCutoff}}."): one period, not two.
      return value.endsWith(".") && whole[at + found.length] === "." ? value.slice(0, -1) : value;
    });
  // A Spanish time, whether a figure filled it in or the words wrote it, never broken over two lines.
  return keepTimeTogether(filled);
}
