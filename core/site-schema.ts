import { z } from "zod";

/**
 * The rules every business fact and PUBLIC_* override must meet: one schema for the whole site config
 * (content/business.ts merged with the environment, see site.ts). It runs when the build starts (vite.config.ts),
 * when the server starts and in the unit tests, never in the browser: the pages carry only values that passed,
 * and no validation library. Built on demand, so importing this module is free.
 */
function siteConfigSchema() {
  const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
  const text = z.string().trim().min(1, "must not be empty");
  const positive = z.number().positive("must be more than 0");
  const milliseconds = z.number().int("must be whole milliseconds").positive("must be more than 0");
  const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "08:00"');
  const weekday = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);

  const openingHours = z
    .object({ label: text, days: z.array(weekday).min(1), opens: clock, closes: clock })
    .refine((h) => h.opens < h.closes, { error: "must close after it opens", path: ["closes"] });

  return z
    .object({
      brandName: text,
      tagline: text,
      region: text,
      counties: z.array(text).min(1),
      serviceAreaSummary: text,
      phone: z.string().regex(/^\+1-\d{3}-\d{3}-\d{4}$/, "must look like +1-AAA-EEE-NNNN"),
      email: z.email(),
      appUrl: httpUrl,
      siteUrl: httpUrl,
      insecureAllowedHost: text,
      social: z.object({ facebook: httpUrl, instagram: httpUrl }),
      gaMeasurementId: z
        .string()
        .regex(/^G-[A-Z0-9]+$/, "a Google Analytics id looks like G-XXXXXXX")
        .optional(),
      reviewsUrl: httpUrl.optional(),
      founder: z.strictObject({
        name: text.optional(),
        photo: z
          .strictObject({
            src: z.string().regex(/^\/[^\s]+\.(avif|webp|jpe?g|png|svg)$/, "must be a site path like /images/founder.webp"),
            width: z.number().int().positive(),
            height: z.number().int().positive(),
            alt: text,
          })
          .optional(),
      }),
      address: z.object({
        locality: text,
        region: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter state code"),
        postalCode: z.string().regex(/^\d{5}$/, "must be a five-digit zip code"),
        country: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code"),
        geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
      }),
      hours: z
        .array(openingHours)
        .min(1)
        .refine((list) => new Set(list.flatMap((h) => h.days)).size === list.flatMap((h) => h.days).length, {
          error: "names a day twice",
        }),
      rating: z.object({ value: z.number().min(1).max(5), count: z.number().int().nonnegative() }),
      serviceRadiusMeters: positive,
      pricing: z
        .object({
          washFoldPerLb: positive,
          washFoldWasPerLb: positive,
          promoBadge: text,
          minimumOrderLb: z.number().int("must be whole pounds").positive("must be more than 0"),
          firstOrderDiscountPercent: z.number().int().min(1).max(100),
        })
        .refine((p) => p.washFoldWasPerLb > p.washFoldPerLb, {
          error: "the struck-through price must be higher than the price",
          path: ["washFoldWasPerLb"],
        }),
      competitors: z
        .array(z.object({ name: text, pricePerLb: positive, note: text, delivery: z.boolean() }))
        .min(1),
      turnaround: z.object({
        standard: text,
        standardDetail: text,
        rush: text,
        marketing: text,
        range: text,
        sameDay: text,
      }),
      pickupCutoff: text,
      schedulingMinutes: positive,
      contactReplyHours: positive,
      detergents: z.array(text).min(1),
      timers: z.object({
        heroTownMs: milliseconds,
        testimonialMs: milliseconds,
        crossfadeMs: milliseconds,
        crossfadeTransitionMs: milliseconds,
        secondImagePreloadMs: milliseconds,
        toastMs: milliseconds,
        toastsVisible: z.number().int().positive(),
        requestTimeoutMs: milliseconds,
      }),
    })
    .refine((config) => config.competitors.some((c) => c.pricePerLb > config.pricing.washFoldPerLb), {
      error: "no competitor charges more than our price, so the savings claim cannot be made",
      path: ["competitors"],
    });
}

/**
 * Throws an error naming every invalid value by its path (e.g. "at pricing.washFoldPerLb"); called when
 * the build and the server start.
 */
export function validateSiteConfig(values: unknown): void {
  const parsed = siteConfigSchema().safeParse(values);
  if (!parsed.success) {
    throw new Error(
      `Invalid site configuration (check content/business.ts and the PUBLIC_* variables):\n${z.prettifyError(parsed.error)}`,
    );
  }
}
