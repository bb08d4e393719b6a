import { business } from "../../content/business.ts";
import { formatPrice } from "../../content/format.ts";
import { towns } from "../../content/towns.ts";
import { publicEnv } from "./public-env.ts";

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * The configurable values: content/business.ts defaults with PUBLIC_* overrides. They are validated
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
  hoursText: business.hours.map((h) => `${h.label} ${clock(h.opens)}-${clock(h.closes)}`),
  price: {
    now: formatPrice(business.pricing.washFoldPerLb),
    was: formatPrice(business.pricing.washFoldWasPerLb),
    perLb: `${formatPrice(business.pricing.washFoldPerLb)}/lb`,
    wasPerLb: `${formatPrice(business.pricing.washFoldWasPerLb)}/lb`,
  },
} as const;

export type Site = typeof site;

/** "08:00" → "8AM", "12:00" → "12PM", "20:00" → "8PM". */
function clock(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, "0")}` : ""}${suffix}`;
}
