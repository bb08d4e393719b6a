import { policies } from "../content/policies.ts";
import { formatDollars, formatPrice, listSentence } from "./format.ts";
import { site } from "./site.ts";

/**
 * Business figures that the owner's content (blog posts in content/blog/, legal pages in
 * content/legal/, the FAQ in content/faq.json, the town files) may quote, written {{name}}, plus
 * {{cost N}} for the wash and fold price of N pounds. Content never types a price, a fee or a phone
 * number, so changing one is one edit in content/business.json or content/policies.ts.
 */
export const placeholders: Readonly<Record<string, string>> = {
  brand: site.brandName,
  price: site.price.now,
  wasPrice: site.price.was,
  minimumLb: String(site.pricing.minimumOrderLb),
  firstOrderDiscount: `${site.pricing.firstOrderDiscountPercent}%`,
  turnaround: site.turnaround.range,
  standardTurnaround: site.turnaround.standard,
  standardTurnaroundDetail: site.turnaround.standardDetail,
  rush: site.turnaround.rush,
  pickupCutoff: site.pickupCutoff,
  schedulingMinutes: String(site.schedulingMinutes),
  detergents: listSentence(site.detergents),
  serviceArea: site.serviceAreaSummary,
  region: site.region,
  counties: listSentence(site.counties),
  towns: listSentence(site.towns.map((town) => town.name)),
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
  missedPickupFee: `${formatDollars(policies.fees.missedPickup.min)} to ${formatDollars(policies.fees.missedPickup.max)}`,
  unsanitaryLaundryFee: formatDollars(policies.fees.unsanitaryLaundry),
  hazardousItemsFee: formatDollars(policies.fees.hazardousItems),
  smsStopKeyword: policies.smsStopKeyword,
  governingLaw: policies.governingLaw,
};

/** The placeholders a text uses that are not known, as written ("{{prise}}"); none when all are. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)]
    .filter(([, name = ""]) => !(name in placeholders) && !/^cost\s+\d+(?:\.\d+)?$/.test(name))
    .map(([written]) => written);
}

/** Replaces every {{placeholder}} in a text; an unknown one is an error naming the source. */
export function fillPlaceholders(text: string, source = "text", extra: Readonly<Record<string, string>> = {}): string {
  return text.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (_, name: string) => {
    const cost = /^cost\s+(\d+(?:\.\d+)?)$/.exec(name);
    if (cost) return formatPrice(Number(cost[1]) * site.pricing.washFoldPerLb);
    const value = extra[name] ?? placeholders[name];
    if (value === undefined) {
      const known = [...Object.keys(placeholders), ...Object.keys(extra), "cost N"];
      throw new Error(`${source}: unknown placeholder {{${name}}}. Known: ${known.join(", ")}.`);
    }
    return value;
  });
}
