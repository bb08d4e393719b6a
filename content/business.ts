import facts from "./business.json" with { type: "json" };
// English, as every word of this file and of business.json; a page built in another language loads
// both with its own words laid over them (vite.config.ts), so it carries no English ones.
import description from "./en/business-words.json" with { type: "json" };
import type { BusinessFacts } from "../core/site-schema.ts";

/**
 * The business's facts, prices, hours, promises and timers, as one object.
 * What the owner changes (phone, email, hours, prices, competitors' prices, rating, turnaround
 * wording) lives in content/business.json, which the studio edits (`npm run studio`, see
 * docs/owner-guide.md); this file adds what only an engineer changes. core/site-schema.ts checks
 * both when the build and the server start, naming a wrong value in the owner's words.
 * Contact details and URLs have safe fictional defaults and are set per deployment through PUBLIC_*
 * environment variables (see core/site.ts).
 */
export const business = {
  // The JSON file's type, as the schema reads it: the build refuses the file unless it matches.
  ...(facts as BusinessFacts),

  /**
   * The new-customer discount while it runs, or null while the owner has paused it (the switch in
   * content/business.json). Every page that mentions the discount reads it here, and says nothing of
   * it when it is null; eslint.config.js keeps the percentage from being read any other way.
   */
  firstOrderOffer: facts.pricing.firstOrderOfferOn
    ? { discountPercent: facts.pricing.firstOrderDiscountPercent, discount: `${facts.pricing.firstOrderDiscountPercent}%` }
    : null,

  brandName: "Suncoast Fresh Fold",
  // The business's description: tagline, region, counties, service area summary.
  ...description,

  // Defaults are reserved fictional values (example.com); real ones come from the environment.
  appUrl: "https://app.example.com",
  siteUrl: "https://www.example.com",
  insecureAllowedHost: "127.0.0.1",

  address: {
    locality: "North Port",
    region: "FL",
    postalCode: "34286",
    country: "US",
    geo: { latitude: 27.0442, longitude: -82.2359 },
  },

  /**
   * Optional. The founder's name, and a photo of her (put the file in public/images/ and give its size
   * and a description). Home and /about introduce her by name and show the photo when these are set;
   * left unset, they tell her story without them.
   */
  founder: {} as { name?: string; photo?: { src: string; width: number; height: number; alt: string } },

  /** Radius, in meters, of the area each town page says it serves around the town. */
  serviceRadiusMeters: 25000,

  /** Milliseconds: how long each rotating or timed thing on the pages lasts. */
  timers: {
    heroTownMs: 2000,
    testimonialMs: 5000,
    crossfadeMs: 20000,
    crossfadeTransitionMs: 1000,
    secondImagePreloadMs: 1000,
    toastMs: 4000,
    toastsVisible: 3,
    requestTimeoutMs: 10000,
  },
} as const;
