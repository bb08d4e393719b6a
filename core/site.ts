import { business } from "../content/business.ts";
// The words of the process's language over the facts, for the server and the scripts: content/business.json
// itself for English, content/es/business-words.json for Spanish (package.json "imports"). A page
// build loads the facts already in its language instead (vite.config.ts).
import buildWords from "#business-words" with { type: "json" };
import { withWords, type BusinessWords } from "./business-words.ts";
import { formatHours, formatPrice } from "./format.ts";
import { locale, pageLocale, type Locale } from "./locale.ts";
import { towns } from "../content/towns.ts";
import { publicEnv } from "./public-env.ts";

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * The configurable values: content/business.json and business.ts defaults with PUBLIC_* overrides. They are validated
 * by validateSiteConfig() (site-schema.ts) when the build starts and when the server starts, so the
 * browser bundle carries only values that already passed, and no validation library.
 */
export const configured = {
  brandName: publicEnv("PUBLIC_BRAND_NAME") ?? business.brandName,
  phone: publicEnv("PUBLIC_PHONE") ?? business.phone,
  email: publicEnv("PUBLIC_EMAIL") ?? business.email,
  appUrl: withoutTrailingSlash(publicEnv("PUBLIC_APP_URL") ?? business.appUrl),
  siteUrl: withoutTrailingSlash(publicEnv("PUBLIC_SITE_URL") ?? business.siteUrl),
  insecureAllowedHost: publicEnv("PUBLIC_INSECURE_HOST") ?? business.insecureAllowedHost,
  social: {
    facebook: publicEnv("PUBLIC_FACEBOOK_URL") ?? business.social.facebook,
    instagram: publicEnv("PUBLIC_INSTAGRAM_URL") ?? business.social.instagram,
  },
  gaMeasurementId: publicEnv("PUBLIC_GA_ID"),
  /** A public page of the business's reviews (e.g. its Google profile); the rating links to it when set. */
  reviewsUrl: publicEnv("PUBLIC_REVIEWS_URL") ?? business.reviewsUrl,
};

const [, area, exchange, line] = configured.phone.split("-");

/** Everything the site says about the business, in a language whose words (core/business-words.ts) are laid over the facts. */
export function siteIn(of: Locale, words: BusinessWords) {
  // A page build's facts already speak its language (vite.config.ts loads them so), and the test
  // folds to a constant there (core/locale.ts): the pages carry no words to lay over them.
  const facts = pageLocale !== undefined || of === "en" ? business : withWords(business, words);
  return {
    ...facts,
    ...configured,
    phoneDisplay: `(${area}) ${exchange}-${line}`,
    phoneHref: `tel:${configured.phone.replaceAll("-", "")}`,
    emailHref: `mailto:${configured.email}`,
    towns,
    hoursText: facts.hours.map((hours) => formatHours(hours, of)),
    savingsClaim: savingsClaim(of),
    price: {
      now: formatPrice(business.pricing.washFoldPerLb),
      was: formatPrice(business.pricing.washFoldWasPerLb),
      perLb: `${formatPrice(business.pricing.washFoldPerLb)}/lb`,
      wasPerLb: `${formatPrice(business.pricing.washFoldWasPerLb)}/lb`,
    },
  } as const;
}

/**
 * Everything the site says about the business, in the page's language, validated once. Components
 * read constants from here (or from content/), never from literals of their own.
 */
// In English, `#business-words` is the facts themselves, which siteIn does not lay over them.
export const site = siteIn(locale, pageLocale !== undefined ? {} : (buildWords as unknown as BusinessWords));

export type Site = typeof site;

/** The business facts and the overrides, as validateSiteConfig() (site-schema.ts) checks them. */
export const siteConfig = { ...business, ...configured };

/**
 * "over 60%" ("más del 60%"): the largest ten below how much less than the dearest competitor our
 * price is, so the claim stays true whatever the prices in content/business.json: a saving of 64%
 * is "over 60%", one of exactly 50% ($1.50 against $3.00) "over 40%"; a saving of ten or less, the
 * largest whole percent below it ("over 6%" for 6.3%). Spanish writes a percentage as the discount
 * does ("20%", content/business.ts): one form on every page.
 */
/** The percentage "over N%" claims of a saving of `percent`: a whole ten, or a whole percent at ten or less, always below it. */
export function claimedSaving(percent: number): number {
  // In whole hundredths of a percent, so that a division's last digit does not tip an exact figure.
  const exact = Math.round(percent * 100) / 100;
  const step = exact > 10 ? 10 : 1;
  return Math.max(0, Math.ceil(exact / step) * step - step);
}

function savingsClaim(of: Locale): string {
  const dearest = Math.max(...business.competitors.map((c) => c.pricePerLb));
  const saved = claimedSaving((1 - business.pricing.washFoldPerLb / dearest) * 100);
  return (pageLocale ?? of) === "es" ? `más del ${saved}%` : `over ${saved}%`;
}
