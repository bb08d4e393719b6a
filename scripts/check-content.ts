import { z } from "zod";
import * as about from "../content/about.ts";
import * as campaign from "../content/campaign-variants.ts";
import * as commercial from "../content/commercial.ts";
import * as families from "../content/families.ts";
import * as faq from "../content/faq.ts";
import * as founder from "../content/founder-story.ts";
import * as howItWorks from "../content/how-it-works.ts";
import { iconNames } from "../content/icons.ts";
import * as images from "../content/images.ts";
import * as navigation from "../content/navigation.ts";
import * as offer from "../content/new-customer-offer.ts";
import * as policies from "../content/policies.ts";
import * as seniors from "../content/seniors.ts";
import * as services from "../content/services.ts";
import * as sitemap from "../content/sitemap.ts";
import * as testimonials from "../content/testimonials.ts";
import { townFileProblems } from "../content/town-schema.ts";
import { townFiles } from "../content/towns.generated.ts";
import { townListProblem } from "./generate-town-list.ts";

/**
 * The rules the copy and data in content/ must meet. The type checker sees the shapes; these check what
 * types cannot: no empty text, no unfinished placeholder, links that are site paths, ratings of 1 to 5,
 * unique ids. The build runs checkContent() before it renders anything (vite.config.ts), and so do the
 * unit tests; an error names the file, the export and the field.
 */
const text = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .refine((value) => !/\{\{|\}\}|\bundefined\b|\bNaN\b|\[object /.test(value), "has an unfilled value (undefined, NaN or {{...}})");
const sitePath = z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?(#[a-z0-9-]+)?$/i, "must be a path on this site, like /about or /#faq");
const icon = z.enum(iconNames);
const texts = z.array(text).min(1);
const benefitCards = z.array(z.strictObject({ icon, title: text, description: text, detail: text.optional() })).min(1);
const flowSteps = z.array(z.strictObject({ icon: icon.optional(), title: text, text })).min(1);
const navLink = z.strictObject({ label: text, to: sitePath });
const uniqueBy = <T>(key: (item: T) => string) => (list: readonly T[]) => new Set(list.map(key)).size === list.length;

const rules: Record<string, { module: Record<string, unknown>; exports: Record<string, z.ZodType> }> = {
  "content/about.ts": {
    module: about,
    exports: {
      aboutStory: texts,
      aboutValues: benefitCards,
      aboutPromises: texts,
    },
  },
  "content/founder-story.ts": {
    module: founder,
    exports: { founderStory: z.strictObject({ eyebrow: text, title: text, paragraphs: texts, values: flowSteps }) },
  },
  "content/campaign-variants.ts": {
    module: campaign,
    exports: {
      campaignVariants: z
        .array(z.strictObject({ id: text, path: z.string().regex(/^\/newcustomeroffer\w*$/, "must start with /newcustomeroffer"), title: text, showNoCard: z.boolean() }))
        .min(1)
        .refine(uniqueBy((v: { path: string }) => v.path.toLowerCase()), "names the same path twice"),
    },
  },
  "content/commercial.ts": {
    module: commercial,
    exports: { industries: benefitCards, commercialBenefits: texts, commercialReasons: benefitCards, commercialSteps: flowSteps },
  },
  "content/families.ts": { module: families, exports: { familyBenefits: benefitCards } },
  "content/faq.ts": {
    module: faq,
    exports: {
      faqs: z
        .array(z.strictObject({ question: text.refine((q) => q.endsWith("?"), "must end with a question mark"), answer: text }))
        .min(1)
        .refine(uniqueBy((f: { question: string }) => f.question), "asks the same question twice"),
    },
  },
  "content/how-it-works.ts": {
    module: howItWorks,
    exports: { howItWorksSteps: flowSteps, orderLifecycle: flowSteps, howItWorksEssentials: flowSteps },
  },
  "content/images.ts": {
    module: images,
    exports: {
      images: z.record(
        z.string(),
        z.strictObject({
          src: z.string().regex(/^\/\S+\.(svg|avif|webp|png|jpe?g)$/, "must be an image path on this site"),
          width: z.number().int().positive(),
          height: z.number().int().positive(),
          alt: z.string(),
        }),
      ),
    },
  },
  "content/navigation.ts": {
    module: navigation,
    exports: {
      mainMenu: z.array(z.union([navLink, z.strictObject({ label: text, children: z.array(navLink).min(1) })])).min(1),
      footerLegalLinks: z.array(navLink),
    },
  },
  "content/new-customer-offer.ts": { module: offer, exports: { offerReasons: benefitCards } },
  "content/policies.ts": {
    module: policies,
    exports: {
      policies: z.strictObject({
        claimWindowDays: z.number().int().positive(),
        reimbursementCap: z.strictObject({ creditMultiple: z.number().positive(), refundMultiple: z.number().positive() }),
        fees: z.strictObject({
          missedPickup: z
            .strictObject({ min: z.number().nonnegative(), max: z.number().nonnegative() })
            .refine((fee) => fee.min <= fee.max, "min must not be more than max"),
          unsanitaryLaundry: z.number().nonnegative(),
          hazardousItems: z.number().nonnegative(),
        }),
        collectionsAfterDays: z.number().int().positive(),
        smsStopKeyword: text,
        governingLaw: text,
      }),
    },
  },
  "content/seniors.ts": {
    module: seniors,
    exports: { seniorValues: benefitCards, seniorOffers: texts, seniorPerfectFor: texts, seniorSteps: flowSteps },
  },
  "content/services.ts": {
    module: services,
    exports: {
      services: z
        .array(
          z.looseObject({
            id: z.enum(["wash-fold", "commercial", "dry-cleaning"]),
            title: text,
            priceText: text,
            description: text,
            details: texts,
            available: z.boolean(),
          }),
        )
        .refine(uniqueBy((s: { id: string }) => s.id), "names a service twice"),
    },
  },
  "content/sitemap.ts": {
    module: sitemap,
    exports: {
      sitemapGroups: z.array(z.strictObject({ id: text, title: text, entries: z.array(z.strictObject({ to: sitePath, title: text })).min(1) })),
    },
  },
  "content/testimonials.ts": {
    module: testimonials,
    exports: {
      testimonials: z.array(z.strictObject({ name: text, location: text, rating: z.number().int().min(1).max(5), text })).min(1),
    },
  },
};

/** Every problem in content/, one line each: "content/faq.ts: faqs[3].answer: must not be empty". */
export function contentProblems(checks = rules): string[] {
  return Object.entries(checks).flatMap(([file, { module, exports }]) =>
    Object.entries(exports).flatMap(([name, schema]) => {
      if (!(name in module)) return [`${file}: ${name}: is missing (the file no longer exports it)`];
      const result = schema.safeParse(module[name]);
      if (result.success) return [];
      return result.error.issues.map((issue) => `${file}: ${name}${formatPath(issue.path)}: ${issue.message}`);
    }),
  );
}

/** Throws one error listing every problem; the build calls this before it renders a page. */
export function checkContent(): void {
  const problems = [...contentProblems(), ...townProblems()];
  if (problems.length > 0) throw new Error(`Invalid content (fix these files):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
}

/**
 * The towns, one file each in content/towns/ (docs/decisions/024-one-file-per-town.md): the generated
 * list must match the folder, and every file must pass content/town-schema.ts.
 */
export function townProblems(): string[] {
  const stale = townListProblem();
  return stale ? [stale] : townFileProblems(townFiles);
}

export { rules as contentRules };

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`)).join("");
}
