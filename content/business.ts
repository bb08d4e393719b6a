/**
 * The business's own facts: prices, hours, towns, promises and timers.
 * This is the one file to edit when a price, an hour or a promise changes (see README, "Content").
 * Contact details and URLs have safe fictional defaults and are set per deployment through PUBLIC_*
 * environment variables (see core/site.ts).
 */
export const business = {
  brandName: "Suncoast Fresh Fold",
  tagline: "Laundry pickup & delivery from South Sarasota to Punta Gorda",
  region: "Southwest Florida",
  counties: ["Sarasota County", "Charlotte County"],
  serviceAreaSummary: "South Sarasota to Punta Gorda",

  // Defaults are reserved fictional values (555-01xx, example.com); real ones come from the environment.
  phone: "+1-941-555-0142",
  email: "info@example.com",
  appUrl: "https://app.example.com",
  siteUrl: "https://www.example.com",
  insecureAllowedHost: "127.0.0.1",
  social: {
    facebook: "https://www.facebook.com/example",
    instagram: "https://www.instagram.com/example",
  },

  address: {
    locality: "North Port",
    region: "FL",
    postalCode: "34286",
    country: "US",
    geo: { latitude: 27.0442, longitude: -82.2359 },
  },

  hours: [
    { label: "Mon-Sat", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "08:00", closes: "20:00" },
    { label: "Sun", days: ["Sunday"], opens: "12:00", closes: "20:00" },
  ],

  rating: { value: 5, count: 50 },

  /**
   * Optional. The founder's name, and a photo of her (put the file in public/images/ and give its size
   * and a description). Home and /about introduce her by name and show the photo when these are set;
   * left unset, they tell her story without them. Set `reviewsUrl` through PUBLIC_REVIEWS_URL (see README).
   */
  founder: {} as { name?: string; photo?: { src: string; width: number; height: number; alt: string } },

  /** Radius, in meters, of the area each town page says it serves around the town. */
  serviceRadiusMeters: 25000,

  pricing: {
    washFoldPerLb: 1.49,
    washFoldWasPerLb: 1.89,
    promoBadge: "Limited Time",
    minimumOrderLb: 15,
    firstOrderDiscountPercent: 20,
  },

  competitors: [
    { name: "Dry-cleaning chain", pricePerLb: 3.99, note: "plus delivery charges", delivery: false },
    { name: "Local laundromat", pricePerLb: 1.99, note: "you haul it, wait and fold", delivery: false },
  ],

  turnaround: {
    standard: "2-day",
    standardDetail: "pickup today, delivery in two days",
    rush: "Next-day rush",
    marketing: "24-48hr",
    range: "1-2 days",
    sameDay: "Same-day pickup in select areas",
  },
  pickupCutoff: "8PM",
  schedulingMinutes: 2,
  contactReplyHours: 24,

  detergents: ["scented", "unscented", "fragrance-free", "hypoallergenic", "premium", "your own"],

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
