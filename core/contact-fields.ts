/**
 * The contact form's limits and field names: plain values the page can load without the validation
 * library, which it fetches only when the visitor starts using the form (contact-schema.ts applies them).
 */
export const contactLimits = {
  nameMax: 100,
  /** The longest address SMTP can carry (RFC 5321 path limit minus the angle brackets). */
  emailMax: 254,
  messageMax: 5000,
} as const;

/** The hidden field a person never sees and a form-filling bot fills in. */
export const honeypotField = "website";

/**
 * The public anonymous key used when PUBLIC_ANON_KEY is not set. It is not a secret (it ships in the
 * page); it only keeps casual scripts that never loaded the site from posting. The server uses the same
 * default, so a local build and a local server agree without configuration.
 */
export const devAnonKey = "public-anon-key-dev";
