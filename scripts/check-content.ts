import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import * as about from "../content/about.ts";
import * as campaign from "../content/campaign-variants.ts";
import * as commercial from "../content/commercial.ts";
import * as contact from "../content/contact.ts";
import * as families from "../content/families.ts";
import * as faq from "../content/faq.ts";
import faqFile from "../content/en/faq.json" with { type: "json" };
import * as faqPageModule from "../content/faq-page.ts";
import * as estimatorCopy from "../content/estimator-copy.ts";
import * as home from "../content/home.ts";
import * as howItWorks from "../content/how-it-works.ts";
import { iconNames, reassuranceIconNames } from "../content/icons.ts";
import * as images from "../content/images.ts";
import * as navigation from "../content/navigation.ts";
import * as offer from "../content/new-customer-offer.ts";
import * as outsideServiceArea from "../content/outside-service-area.ts";
import * as policies from "../content/policies.ts";
import * as seniors from "../content/seniors.ts";
import * as serviceAreas from "../content/service-areas.ts";
import * as services from "../content/services.ts";
import * as sitemap from "../content/sitemap.ts";
import * as steps from "../content/steps.ts";
import testimonialsFile from "../content/en/testimonials.json" with { type: "json" };
import { townCopyBySlug } from "../content/town-pages.ts";
import { checkTownFiles } from "../content/town-schema.ts";
import { towns } from "../content/towns.ts";
import { ownersText as ownersTextSchema, pageFilePath, pageFiles, type PageFileName } from "../content/page-files.ts";
import { defaultLocale, languageNames, locales } from "../core/locale.ts";
import { englishWordsProblem, translationProblems } from "./translations.ts";
import { postFrontMatterSchema } from "../app/lib/blog.server.ts";
import { legalFrontMatterSchema } from "../app/lib/legal.server.ts";
import { readFrontMatter } from "../app/lib/markdown.server.ts";
import { business } from "../content/business.ts";
import { businessWordsFacts, businessWordsFile, englishWords } from "../core/business-words.ts";
import { spanishBusinessWordsSchema } from "../core/business-words-schema.ts";
import { problemsInOwnersWords, validateSiteConfig, wholeNumberFrom } from "../core/site-schema.ts";
import { siteConfig } from "../core/site.ts";
import { fillPageFile } from "./generate-page-copy.ts";
import { townDataProblems } from "./generate-town-list.ts";

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
/** A text the page finishes when it runs: finished but for the markers of `figures` ("En {{count}} pasos"). */
const textWith = (...figures: readonly string[]) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .refine(
      (value) => !/\{\{|\}\}|\bundefined\b|\bNaN\b|\[object /.test(value.replace(/\{\{\s*(\w+)\s*\}\}/g, (marker, name: string) => (figures.includes(name) ? "" : marker))),
      `has an unfilled value (undefined, NaN or {{...}} other than ${figures.map((figure) => `{{${figure}}}`).join(", ")})`,
    );
/** Any value whose every text, at any depth, is finished (a page's words once filled in). */
const finished: z.ZodType = z.lazy(() => z.union([text, z.number(), z.boolean(), z.array(finished), z.record(z.string(), finished)]));
const sitePath = z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?(#[a-z0-9-]+)?$/i, "must be a path on this site, like /about or /#faq");
const icon = z.enum(iconNames);
const texts = z.array(text).min(1);
const benefitCards = z.array(z.strictObject({ icon, title: text, description: text, detail: text.optional() })).min(1);
const flowSteps = z.array(z.strictObject({ icon: icon.optional(), title: text, text })).min(1);
const navLink = z.strictObject({ label: text, to: sitePath });
const heroAction = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("schedule"), label: text, variant: z.literal("outline").optional() }),
  z.strictObject({ kind: z.literal("link"), label: text, to: sitePath, variant: z.enum(["primary", "outline"]) }),
  z.strictObject({ kind: z.literal("call") }),
]);
const pageMeta = z.strictObject({ title: text, description: text, path: sitePath });
const pageHero = z.strictObject({ eyebrow: text, title: text, lead: text, actions: z.array(heroAction).min(1).optional() });
const scheduleCta = z.strictObject({ title: text.optional(), text: text.optional(), buttonLabel: text.optional() });
const benefitSection = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lowercase id, like values"),
  eyebrow: text,
  title: text,
  lead: text.optional(),
  cards: benefitCards,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
});
/**
 * A page's opening and closing copy (content/page-copy.ts); `extra` adds what that page has besides,
 * or with `open` any other field is let through, each text of it checked as finished.
 */
const pageCopy = (extra: z.ZodRawShape = {}, open = false) => {
  const shape = { meta: pageMeta, hero: pageHero, cta: scheduleCta.optional(), ...extra };
  return open ? z.object(shape).catchall(finished) : z.strictObject(shape);
};
/** A sentence built around a value the page only knows when it runs (a visitor's zip): it must use it. */
const sentenceAbout = (sample: string) =>
  z.custom<(value: string) => string>(
    (make) => typeof make === "function" && text.safeParse(make(sample)).success && String(make(sample)).includes(sample),
    `must be a function that writes a sentence naming its argument (tried "${sample}")`,
  );
const uniqueBy = <T>(key: (item: T) => string) => (list: readonly T[]) => new Set(list.map(key)).size === list.length;

/** The quotes' fields that are the same in every language: who said it, and where. */
export const testimonialFacts = ["testimonials.name", "testimonials.location"] as const;

/** content/<language>/testimonials.json, each field titled in the owner's words (the studio's form is made from it). */
export function testimonialsFileSchema() {
  return z.strictObject({
    testimonials: z
      .array(
        z.strictObject({
          name: text.meta({ title: "Customer's name, as shown", description: 'First name and initial, like "Jessica R."' }),
          location: text.meta({ title: "Town" }),
          rating: wholeNumberFrom(1, 5).meta({ title: "Stars (1 to 5)" }),
          text: text.meta({ title: "What they said", multiline: true }),
        }),
      )
      .min(1, "must have at least one quote")
      .meta({ title: "Customer quotes", description: "Home shows them in turn; the offer pages show the first" }),
  });
}

/** An answer or question the owner writes: not empty, and every {{placeholder}} in it is one the site fills in. */
const ownersText = ownersTextSchema();

/** content/en/faq.json, each field titled in the owner's words (the studio's form is made from it). */
export function faqFileSchema() {
  return z.strictObject({
    questions: z
      .array(
        z.strictObject({
          question: ownersText.refine((q) => q.endsWith("?"), "must end with a question mark").meta({ title: "Question" }),
          answer: ownersText.meta({
            title: "Answer",
            description:
              "Write prices and figures as {{price}}, {{wasPrice}}, {{minimumLb}}, so they follow your prices; put words about the first-order discount between {{#offer}} and {{/offer}}, like {{#offer}}New customers get {{firstOrderDiscount}} off.{{/offer}}",
            multiline: true,
          }),
        }),
      )
      .min(1, "must have at least one question")
      .refine(uniqueBy((f: { question: string }) => f.question), "asks the same question twice")
      .meta({ title: "Questions and answers", description: "The FAQ page shows them all, in this order; Home shows the first four" }),
  });
}

const rules: Record<string, { module: Record<string, unknown>; exports: Record<string, z.ZodType> }> = {
  // Its words are checked in content/pages/about.json (pageFileProblems); here, the page as filled in.
  "content/about.ts": { module: about, exports: { aboutPage: pageCopy({}, true).extend({ values: benefitSection }) } },
  // Its words are checked in content/pages/home.json (pageFileProblems); here, the page as filled in and named.
  "content/home.ts": {
    module: home,
    exports: {
      homePage: pageCopy({ hero: finished }, true).extend({
        founder: z.strictObject({ eyebrow: text, title: text, paragraphs: texts, values: flowSteps }),
      }),
    },
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
  // Its words are checked in content/pages/commercial.json (pageFileProblems); here, the page as filled in.
  "content/commercial.ts": {
    module: commercial,
    exports: {
      commercialPage: pageCopy({}, true).extend({
        industries: benefitSection,
        reasons: benefitSection,
        steps: z.object({ steps: flowSteps }).catchall(finished),
        contactCta: z.strictObject({ title: text, text, buttonLabel: text.optional(), to: sitePath }),
      }),
    },
  },
  // Its words are checked in content/pages/contact.json (pageFileProblems); here, the page as filled in.
  "content/contact.ts": { module: contact, exports: { contactPage: pageCopy({}, true) } },
  // Its words are checked in content/pages/families.json (pageFileProblems); here, the page as filled in.
  "content/families.ts": { module: families, exports: { familiesPage: pageCopy({}, true).extend({ benefits: benefitSection }) } },
  "content/faq.ts": {
    module: faq,
    exports: {
      faqs: z
        .array(z.strictObject({ question: text.refine((q) => q.endsWith("?"), "must end with a question mark"), answer: text }))
        .min(1)
        .refine(uniqueBy((f: { question: string }) => f.question), "asks the same question twice"),
    },
  },
  "content/en/faq.json": { module: faqFile, exports: { questions: faqFileSchema().shape.questions } },
  // Its words are checked in content/pages/faq-page.json (pageFileProblems); here, the page as filled in.
  "content/faq-page.ts": {
    module: faqPageModule,
    exports: {
      faqPage: pageCopy({}, true).extend({
        stillAsking: z.strictObject({ title: text, text, action: z.strictObject({ label: text, to: sitePath }) }),
      }),
    },
  },
  // Its words are checked in content/pages/how-it-works.json (pageFileProblems); here, the page as filled in.
  "content/how-it-works.ts": {
    module: howItWorks,
    exports: {
      howItWorksPage: pageCopy({}, true).extend({
        lifecycle: z.object({ stages: flowSteps }).catchall(finished),
        essentials: z.object({ cards: flowSteps }).catchall(finished),
      }),
    },
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
  "content/new-customer-offer.ts": { module: offer, exports: { offerPage: z.object({ reasons: benefitSection }).catchall(finished) } },
  // Its words are checked in content/pages/outside-service-area.json (pageFileProblems); here, the page as filled in.
  "content/outside-service-area.ts": {
    module: outsideServiceArea,
    exports: {
      outsideServiceAreaPage: pageCopy({}, true).extend({
        zipNotice: sentenceAbout("34287"),
        reassurance: z.object({ items: z.array(z.strictObject({ icon: z.enum(reassuranceIconNames), title: text, text })).min(1) }).catchall(finished),
      }),
    },
  },
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
  // Its words are checked in content/pages/seniors.json (pageFileProblems); here, the page as filled in.
  "content/seniors.ts": {
    module: seniors,
    exports: {
      seniorsPage: pageCopy({}, true).extend({
        values: benefitSection,
        gettingStarted: z.object({ steps: flowSteps }).catchall(finished),
        quotes: z.object({ stories: testimonialsFileSchema().shape.testimonials }).catchall(finished),
      }),
    },
  },
  // Its words are checked in content/pages/service-areas.json (pageFileProblems); here, the page as filled in.
  "content/service-areas.ts": { module: serviceAreas, exports: { serviceAreasPage: pageCopy({}, true) } },
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
      servicesSection: z.strictObject({ eyebrow: text, title: text, lead: text, comingSoon: text }),
    },
  },
  "content/sitemap.ts": {
    module: sitemap,
    exports: {
      sitemapGroups: z.array(z.strictObject({ id: text, title: text, entries: z.array(z.strictObject({ to: sitePath, title: text })).min(1) })),
    },
  },
  // The words of these three are checked in content/pages/{steps,services,estimator}.json; here, as filled in.
  "content/steps.ts": { module: steps, exports: { howItWorksSteps: flowSteps, stepsSection: z.strictObject({ eyebrowBeforeNumbers: textWith("count"), title: text, lead: text }) } },
  "content/estimator-copy.ts": { module: estimatorCopy, exports: { estimatorCopy: finished } },
  "content/en/testimonials.json": {
    module: testimonialsFile,
    exports: { testimonials: testimonialsFileSchema().shape.testimonials },
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

/**
 * The owner's page files (content/pages/<language>/*.json) against their rules, one line each, the
 * field named in her words: "content/pages/en/about.json (About): Our story › Heading: must not be
 * empty"; a Spanish file also against the English (scripts/translations.ts).
 */
export function pageFileProblems(read: (file: string) => string = (file) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8")): string[] {
  return (Object.keys(pageFiles) as PageFileName[]).flatMap((name) =>
    locales.flatMap((of) => {
      const english = read(pageFilePath(name, defaultLocale));
      return fillPageFile(pageFilePath(name, of), of === defaultLocale ? english : read(pageFilePath(name, of)), of === defaultLocale ? undefined : english).problems;
    }),
  );
}

/**
 * The FAQ and the quotes in each language but English (content/es/faq.json, …): their rules, and
 * held to the English (scripts/translations.ts), every problem named with the file and the field.
 */
export function translatedFileProblems(read: (file: string) => string = (file) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8")): string[] {
  const files = { "faq.json": [faqFileSchema, []], "testimonials.json": [testimonialsFileSchema, testimonialFacts] } as const;
  return Object.entries(files).flatMap(([name, [schema, facts]]) =>
    locales
      .filter((of) => of !== defaultLocale)
      .flatMap((of) => {
        const file = `content/${of}/${name}`;
        let english: unknown;
        let translated: unknown;
        try {
          english = JSON.parse(read(`content/${defaultLocale}/${name}`));
          translated = JSON.parse(read(file));
        } catch (error) {
          return [`${file}: could not be read (${(error as Error).message})`];
        }
        const own = problemsInOwnersWords(schema(), translated);
        if (own.length > 0) return own.map((problem) => `${file} (${languageNames[of]}): ${problem}`);
        if (problemsInOwnersWords(schema(), english).length > 0) return [];
        return translationProblems(schema(), english, translated, facts).map((problem) => `${file} (${languageNames[of]}): ${problem}`);
      }),
  );
}

/**
 * The Markdown pages and the business words in each language but English, against their rules and
 * the English: the legal pages (each must be there), the posts written in the language (each the
 * twin of an English post; a post may be English only), and the words laid over the business facts
 * (content/es/business-words.json). A text left as the English wrote it is named, like any field.
 */
export function translatedMarkdownProblems(root = new URL("../", import.meta.url)): string[] {
  const problems: string[] = [];
  const at = (file: string) => new URL(file, root);
  const read = (file: string) => readFrontMatter(file, readFileSync(at(file), "utf8"));
  const compare = (file: string, english: string, schema: z.ZodType, facts: readonly string[] = []) => {
    const [mine, theirs] = [read(file), read(english)];
    const own = problemsInOwnersWords(schema, mine.data).map((problem) => `${file}: ${problem}`);
    if (own.length > 0) return own;
    if (problemsInOwnersWords(schema, theirs.data).length > 0) return [];
    const leftInEnglish = englishWordsProblem(mine.body);
    return [
      ...translationProblems(schema, theirs.data, mine.data, facts).map((problem) => `${file}: ${problem}`),
      ...(mine.body.trim() !== "" && mine.body.trim() === theirs.body.trim() ? [`${file}: its text is the same as in English; translate it`] : []),
      ...(leftInEnglish ? [`${file}: its text ${leftInEnglish}`] : []),
    ];
  };
  for (const of of locales.filter((candidate) => candidate !== defaultLocale)) {
    for (const name of ["terms", "privacy", "accessibility"]) {
      const file = `content/legal/${of}/${name}.md`;
      if (!existsSync(at(file))) problems.push(`${file}: is missing; every legal page has its ${languageNames[of]} version`);
      else problems.push(...compare(file, `content/legal/${defaultLocale}/${name}.md`, legalFrontMatterSchema()));
    }
    const posts = existsSync(at(`content/blog/${of}/`)) ? readdirSync(at(`content/blog/${of}/`)).filter((name) => name.endsWith(".md")) : [];
    for (const name of posts) {
      const file = `content/blog/${of}/${name}`;
      const english = `content/blog/${defaultLocale}/${name}`;
      if (!existsSync(at(english))) problems.push(`${file}: has no English post of the same name (${english}); a post is written in English first`);
      else problems.push(...compare(file, english, postFrontMatterSchema()));
    }
    const wordsFile = businessWordsFile[of as keyof typeof businessWordsFile];
    const schema = spanishBusinessWordsSchema(business);
    const words = JSON.parse(readFileSync(at(wordsFile), "utf8")) as unknown;
    const own = problemsInOwnersWords(schema, words).map((problem) => `${wordsFile} (Business facts › Words in ${languageNames[of]}): ${problem}`);
    problems.push(
      ...(own.length > 0 ? own : translationProblems(schema, englishWords(business), words, businessWordsFacts).map((problem) => `${wordsFile} (Business facts › Words in ${languageNames[of]}): ${problem}`)),
    );
  }
  return problems;
}

/** Throws one error listing every problem; the build calls this before it renders a page. */
export function checkContent(): void {
  const problems = [...pageFileProblems(), ...translatedFileProblems(), ...translatedMarkdownProblems(), ...contentProblems(), ...townProblems()];
  if (problems.length > 0) throw new Error(`Invalid content (fix these files):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
}

/**
 * The towns, one Markdown file each in content/towns/en/ (docs/decisions/027-towns-as-markdown.md):
 * every file must pass content/town-schema.ts, the generated JSON must match the folder, and the
 * copy must still pass once content/town-pages.ts has filled its {{placeholders}} from the config.
 */
export function townProblems(): string[] {
  const problems = townDataProblems();
  if (problems.length > 0) return problems;
  return checkTownFiles(filledTownFiles(), "filled").problems;
}

/** What the pages show of each town, in the shape of its file's front matter, keyed by its path. */
export function filledTownFiles(): Record<string, unknown> {
  return Object.fromEntries(
    towns.map(({ slug, ...facts }) => [`content/towns/en/${slug}.md`, { ...facts, serviceArea: townCopyBySlug[slug]?.serviceArea, page: townCopyBySlug[slug]?.page }]),
  );
}

export { rules as contentRules };

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`)).join("");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    validateSiteConfig(siteConfig);
    checkContent();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
