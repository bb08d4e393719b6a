import { z } from "zod";

/** The rules the configurable site values must meet (see site.ts). Built on demand, so importing this is free. */
function siteConfigSchema() {
  const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
  return z.object({
    brandName: z.string().min(1),
    phone: z.string().regex(/^\+1-\d{3}-\d{3}-\d{4}$/, "must look like +1-AAA-EEE-NNNN"),
    email: z.email(),
    appUrl: httpUrl,
    siteUrl: httpUrl,
    insecureAllowedHost: z.string().min(1),
    social: z.object({ facebook: httpUrl, instagram: httpUrl }),
    gaMeasurementId: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, "a Google Analytics id looks like G-XXXXXXX")
      .optional(),
  });
}

/** Throws an error naming every invalid value; called when the build and the server start. */
export function validateSiteConfig(values: unknown): void {
  const parsed = siteConfigSchema().safeParse(values);
  if (!parsed.success) {
    throw new Error(`Invalid site configuration (check the PUBLIC_* variables):\n${z.prettifyError(parsed.error)}`);
  }
}
