import { z } from "zod";
import { weekdays } from "./format.ts";

/**
 * The rules every business fact and PUBLIC_* override must meet: one schema for the whole site config
 * (content/business.ts merged with the environment, see site.ts), of which the owner's own file,
 * content/business.json, is a part (`businessFactsSchema`). Every field the owner edits carries a
 * title in her words; the studio's form (studio/cms-config.ts) is generated from these titles and
 * rules, and `problemsInOwnersWords` names a refused value by them.
 *
 * It runs when the build starts (vite.config.ts), when the server starts, when the studio saves and
 * in the unit tests, never in the browser: the pages carry only values that passed, and no validation
 * library. Built on demand, so importing this module is free.
 */

/** A whole number from `min` to `max`, refused in plain words ("must be at most 5"). */
export const wholeNumberFrom = (min: number, max: number) =>
  z
    .number("must be a number")
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);


function rules() {
  const text = z.string().trim().min(1, "must not be empty");
  const httpUrl = z.url({ protocol: /^https?$/, error: "must be a web address starting with https://" });
  const positive = z.number("must be a number").positive("must be more than 0");
  const wholePositive = z.number("must be a number").int("must be a whole number").positive("must be more than 0");
  const dollars = z
    .number("must be a number")
    .positive("must be more than $0")
    .refine((price) => Number.isInteger(Math.round(price * 100 * 1e6) / 1e6), "must be in whole cents (at most two digits after the point)");
  const matching = (pattern: RegExp, message: string) => z.string().regex(pattern, message).meta({ patternMessage: message });
  const clock = matching(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "08:00" or "20:00"');
  return { text, httpUrl, positive, wholePositive, dollars, matching, clock };
}

/** "Monday to Saturday" or "Sunday": the days an hours entry names, for a message. */
export function daysInWords(days: readonly string[]): string {
  return days.length === 1 ? String(days[0]) : `${days[0]} to ${days.at(-1)}`;
}

/** The fields of content/business.json, each titled in the owner's words. */
function businessFactsShape() {
  const { text, httpUrl, positive, wholePositive, dollars, matching, clock } = rules();
  const openingHours = z
    .strictObject({
      label: text.meta({ title: "Shown as", description: 'How the page writes these days, like "Mon-Sat" or "Sun"' }),
      days: z
        .array(z.enum(weekdays, "must be a day of the week"))
        .min(1, "must name at least one day")
        .meta({ title: "Days" }),
      opens: clock.meta({ title: "Opens at", description: "24-hour time, like 08:00" }),
      closes: clock.meta({ title: "Closes at", description: "24-hour time, like 20:00" }),
    })
    .refine((h) => h.opens < h.closes, {
      error: (issue) => {
        const days = (issue.input as { days?: unknown }).days;
        return `${Array.isArray(days) && days.length > 0 ? daysInWords(days as string[]) : "The"} closing time must be after opening time`;
      },
      path: ["closes"],
    });
  return {
    phone: matching(/^\+1-\d{3}-\d{3}-\d{4}$/, "must be written +1-area code-three digits-four digits, like +1-941-XXX-XXXX").meta({
      title: "Phone number",
      description: "Written +1-area code-three digits-four digits, with the dashes",
    }),
    email: z.email("must be an email address, like info@yourbusiness.com").meta({ title: "Email address" }),
    social: z
      .strictObject({
        facebook: httpUrl.meta({ title: "Facebook page" }),
        instagram: httpUrl.meta({ title: "Instagram page" }),
      })
      .meta({ title: "Social pages" }),
    reviewsUrl: httpUrl
      .meta({ title: "Reviews page", description: "A public page of your reviews, like your Google profile; the star rating links to it" })
      .optional(),
    hours: z
      .array(openingHours)
      .min(1, "must have at least one entry")
      .refine((list) => new Set(list.flatMap((h) => h.days)).size === list.flatMap((h) => h.days).length, {
        error: "name each day only once",
      })
      .meta({ title: "Opening hours" }),
    pricing: z
      .strictObject({
        washFoldPerLb: dollars.meta({ title: "Wash & fold price per pound ($)" }),
        washFoldWasPerLb: dollars.meta({ title: "Former price per pound, shown struck through ($)" }),
        promoBadge: text.meta({ title: "Offer badge", description: 'The word on the price badge, like "Limited Time"' }),
        minimumOrderLb: wholePositive.meta({ title: "Minimum order (pounds)" }),
        firstOrderDiscountPercent: wholeNumberFrom(1, 100).meta({ title: "First-order discount (%)" }),
        firstOrderOfferOn: z.boolean().meta({
          title: "First-order discount is on",
          description: "Switch it off to pause the offer: no page mentions it until you switch it back on, and the offer pages still welcome flyer visitors",
        }),
      })
      .refine((p) => p.washFoldWasPerLb > p.washFoldPerLb, {
        error: "must be higher than the wash & fold price",
        path: ["washFoldWasPerLb"],
      })
      .meta({ title: "Prices" }),
    competitors: z
      .array(
        z.strictObject({
          name: text.meta({ title: "Who" }),
          pricePerLb: dollars.meta({ title: "Their price per pound ($)" }),
          note: text.meta({ title: "Note under their price" }),
          delivery: z.boolean().meta({ title: "They deliver" }),
        }),
      )
      .min(1, "must have at least one entry")
      .meta({ title: "Competitors' prices", description: 'Compared with yours on Home; the "Save over N%" claim is worked out from them' }),
    rating: z
      .strictObject({
        value: z.number("must be a number").min(1, "must be at least 1").max(5, "must be at most 5").meta({ title: "Stars (1 to 5)" }),
        count: z.number("must be a number").int("must be a whole number").nonnegative("must not be negative").meta({ title: "Number of reviews" }),
      })
      .meta({ title: "Star rating" }),
    turnaround: z
      .strictObject({
        standard: text.meta({ title: "Standard turnaround", description: 'Like "2-day"' }),
        standardDetail: text.meta({ title: "Standard turnaround, explained" }),
        rush: text.meta({ title: "Rush service" }),
        marketing: text.meta({ title: "Turnaround in headlines", description: 'Like "24-48hr"' }),
        range: text.meta({ title: "Turnaround range", description: 'Like "1-2 days"' }),
        sameDay: text.meta({ title: "Same-day service" }),
      })
      .meta({ title: "Turnaround wording" }),
    pickupCutoff: text.meta({ title: "Last pickup time, as written", description: 'Like "8PM"' }),
    schedulingMinutes: positive.meta({ title: "Minutes it takes to sign up" }),
    contactReplyHours: positive.meta({ title: "Hours within which you answer a message" }),
    detergents: z.array(text).min(1, "must have at least one entry").meta({ title: "Detergents offered" }),
  };
}

/** The owner's cross-field rule that spans two groups: the savings claim needs a dearer competitor. */
const dearerCompetitor = {
  check: (facts: { competitors: readonly { pricePerLb: number }[]; pricing: { washFoldPerLb: number } }) =>
    facts.competitors.some((c) => c.pricePerLb > facts.pricing.washFoldPerLb),
  error: "at least one competitor must charge more than your wash & fold price, or the savings claim cannot be made",
  path: ["competitors"],
};

/** content/business.json: the facts the owner edits in the studio. */
export function businessFactsSchema() {
  return z.strictObject(businessFactsShape()).refine(dearerCompetitor.check, dearerCompetitor);
}

export type BusinessFacts = z.input<ReturnType<typeof businessFactsSchema>>;

function siteConfigSchema() {
  const { text, httpUrl, positive, matching } = rules();
  const milliseconds = z.number().int("must be whole milliseconds").positive("must be more than 0");
  return z
    .object({
      ...businessFactsShape(),
      brandName: text,
      tagline: text,
      region: text,
      counties: z.array(text).min(1),
      serviceAreaSummary: text,
      appUrl: httpUrl,
      siteUrl: httpUrl,
      insecureAllowedHost: text,
      gaMeasurementId: matching(/^G-[A-Z0-9]+$/, "a Google Analytics id looks like G-XXXXXXX").optional(),
      founder: z.strictObject({
        name: text.optional(),
        photo: z
          .strictObject({
            src: matching(/^\/[^\s]+\.(avif|webp|jpe?g|png|svg)$/, "must be a site path like /images/founder.webp"),
            width: z.number().int().positive(),
            height: z.number().int().positive(),
            alt: text,
          })
          .optional(),
      }),
      address: z.object({
        locality: text,
        region: matching(/^[A-Z]{2}$/, "must be a two-letter state code"),
        postalCode: matching(/^\d{5}$/, "must be a five-digit zip code"),
        country: matching(/^[A-Z]{2}$/, "must be a two-letter country code"),
        geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
      }),
      serviceRadiusMeters: positive,
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
    .refine(dearerCompetitor.check, dearerCompetitor);
}

/**
 * What the owner calls an entry of a list: its own label, name or title when it has one,
 * its value when it is one value (a zip code, a day), else its place ("entry 3").
 */
export function listEntryName(entry: unknown, index: number): string {
  const fields = (entry ?? {}) as { label?: unknown; name?: unknown; title?: unknown };
  const own = [fields.label, fields.name, fields.title].find((words): words is string => typeof words === "string");
  if (own?.trim()) return own;
  return typeof entry === "string" || typeof entry === "number" ? `"${String(entry)}"` : `entry ${index + 1}`;
}

export type JsonSchemaNode = {
  title?: string;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
};

/**
 * Each problem of `value` against `schema`, as a line that names the field by its titles, with the
 * entry of a list named by its own label, name or title when it has one, or by its value when it is one
 * value: "Prices › Former price per pound, shown struck through ($): must be higher than the wash &
 * fold price". Empty when it passes.
 */
export function problemsInOwnersWords(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  const root = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode;
  return parsed.error.issues.map((issue) => {
    const names: string[] = [];
    let node: JsonSchemaNode | undefined = root;
    let data: unknown = value;
    for (const key of issue.path) {
      node = node?.anyOf?.find((option) => option.properties || option.items) ?? node;
      if (typeof key === "number") {
        data = Array.isArray(data) ? data[key] : undefined;
        names.push(listEntryName(data, key));
        node = node?.items;
      } else {
        data = data && typeof data === "object" ? (data as Record<PropertyKey, unknown>)[key] : undefined;
        node = node?.properties?.[String(key)];
        names.push(node?.title ?? String(key));
      }
    }
    const message =
      issue.code === "unrecognized_keys"
        ? `is not a field here: ${issue.keys.join(", ")}`
        : issue.code === "invalid_type" && /received undefined$/.test(issue.message)
          ? "is missing"
          : issue.message;
    return names.length > 0 ? `${names.join(" › ")}: ${message}` : message;
  });
}

/**
 * Throws an error naming every invalid value by its titles and path; called when the build and the
 * server start.
 */
export function validateSiteConfig(values: unknown): void {
  const parsed = siteConfigSchema().safeParse(values);
  if (!parsed.success) {
    const problems = problemsInOwnersWords(siteConfigSchema(), values);
    throw new Error(
      "Invalid site configuration (check content/business.json, content/business.ts and the PUBLIC_* variables):\n" +
        problems.map((line, i) => `  ✖ ${line}\n    at ${pathText(parsed.error.issues[i]?.path ?? [])}`).join("\n"),
    );
  }
}

function pathText(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`)).join("");
}
