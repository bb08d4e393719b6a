import { business } from "../content/business.ts";
import { formatHours, formatPrice } from "./format.ts";
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

/**
 * Everything the site says about the business, validated once. Components read constants from here
 * (or from content/), never from literals of their own.
 */
export const site = {
  ...business,
  ...configured,
  phoneDisplay: `(${area}) ${exchange}-${line}`,
  phoneHref: `tel:${configured.phone.replaceAll("-", "")}`,
  emailHref: `mailto:${configured.email}`,
  towns,
  hoursText: business.hours.map(formatHours),
  savingsClaim: savingsClaim(),
  price: {
    now: formatPrice(business.pricing.washFoldPerLb),
    was: formatPrice(business.pricing.washFoldWasPerLb),
    perLb: `${formatPrice(business.pricing.washFoldPerLb)}/lb`,
    wasPerLb: `${formatPrice(business.pricing.washFoldWasPerLb)}/lb`,
  },
} as const;

export type Site = typeof site;

/** The business facts and the overrides, as validateSiteConfig() (site-schema.ts) checks them. */
export const siteConfig = { ...business, ...configured };

/**
 * "over 60%": how much less than the dearest competitor our price is, rounded down to the ten, so the
 * claim stays true whatever the prices in content/business.ts.
 */
function savingsClaim(): string {
  const dearest = Math.max(...business.competitors.map((c) => c.pricePerLb));
  const saved = Math.floor(((1 - business.pricing.washFoldPerLb / dearest) * 100) / 10) * 10;
  return `over ${saved}%`;
}
