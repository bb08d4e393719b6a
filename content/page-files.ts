import { z } from "zod";
import { placeholderProblems } from "../core/placeholders.ts";
import { wholeNumberFrom } from "../core/site-schema.ts";
import { founderIconNames, iconNames, reassuranceIconNames } from "./icons.ts";

/**
 * The pages' words the owner edits in the studio ("Pages"): one JSON file per page in
 * content/pages/, and the rules each must meet, every field titled in her words. The studio's
 * forms are made from these schemas (studio/cms-config.ts), its server checks a save against them,
 * and the build checks the files before it renders anything (scripts/check-content.ts). What
 * belongs to the layout (a page's address, its buttons, icons' places, columns) stays in the page's
 * module (content/about.ts, …), which fills the {{placeholders}} in and hands the words to the page.
 *
 * Imported only by the build, the tests and the studio: the pages import their JSON file, never
 * this module, so the browser carries no validation library. Schemas are built on demand.
 */

/**
 * Words the owner writes: not empty, and every {{placeholder}} in them one the site fills in, or one
 * of `extra` (a figure of runTimeFigures, in the one field that uses it).
 */
export const ownersText = (extra: Readonly<Record<string, string>> = {}) =>
  z
    .string("must be text")
    .trim()
    .min(1, "must not be empty")
    .superRefine((value, context) => {
      for (const message of placeholderProblems(value, extra)) context.addIssue({ code: "custom", message });
    });

/**
 * Figures a page knows only when it runs, not when its words are filled in: the zip code the visitor
 * typed. Only a field that asks for one accepts it (zipSentence); filling in leaves the marker as it
 * is ({{zip}} becomes {{zip}}), and the page's module puts the visitor's zip code in its place.
 * {{founderName}} is the same kind of marker for Home's founder section (founderText): content/home.ts
 * puts in her name from content/business.ts, or the owner's words for her while it is not set.
 */
export const runTimeFigures = { zip: "{{zip}}", founderName: "{{founderName}}" } as const;

const line = (title: string, description?: string) => ownersText().meta({ title, ...(description ? { description } : {}) });
const paragraph = (title: string, description?: string) => ownersText().meta({ title, multiline: true, ...(description ? { description } : {}) });
/** What names an entry of a list, for the rule that no two entries read the same. */
const entryWords = (entry: unknown) => (typeof entry === "string" ? entry : String((entry as { title?: unknown }).title ?? ""));

/** A list with at least one entry, no two of which read the same (a page would show the same card twice). */
const list = <T extends z.ZodType>(item: T, title: string) =>
  z
    .array(item)
    .min(1, "must have at least one entry")
    .superRefine((entries, context) => {
      const words = entries.map(entryWords);
      const twice = [...new Set(words.filter((w, i) => w !== "" && words.indexOf(w) !== i))];
      for (const repeated of twice) context.addIssue({ code: "custom", message: `has "${repeated}" twice` });
    })
    .meta({ title });

/** The search result: the page's title and description. */
const searchResult = () =>
  z
    .strictObject({
      title: line("Title in search results", "Your business's name is added after it"),
      description: paragraph("Description in search results", "One or two sentences; search engines show about the first 155 characters"),
    })
    .meta({ title: "In search results" });

/** The top of the page: the small line, the heading and the paragraph under it. */
const top = () =>
  z
    .strictObject({
      eyebrow: line("Small line above the heading"),
      title: line("Heading"),
      lead: paragraph("Paragraph under the heading"),
    })
    .meta({ title: "Top of the page" });

/** A section's small line, heading and (optionally) the paragraph under it. */
const sectionHeading = {
  eyebrow: line("Small line above the heading"),
  title: line("Heading"),
};

/** A card's icon, one of the site's. */
const icon = () => z.enum(iconNames, "must be one of the site's icons").meta({ title: "Icon" });

/** Cards with an icon, a title and a text (`description`, or `text` for steps), and with `detail` a line of small print under it. */
const cards = (title: string, { detail = false, textField = "description" }: { detail?: boolean; textField?: "description" | "text" } = {}) =>
  list(
    z.strictObject({
      icon: icon(),
      title: line("Title"),
      [textField]: paragraph("Text"),
      ...(detail ? { detail: paragraph("Small print under the text", "Optional; leave it empty for none").optional() } : {}),
    }),
    title,
  );

/** content/pages/about.json: /about. */
export function aboutFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    story: z
      .strictObject({ ...sectionHeading, paragraphs: list(paragraph("Paragraph"), "Paragraphs") })
      .meta({ title: "Our story" }),
    founderCard: z.strictObject({ title: line("Heading") }).meta({ title: "Card beside the story" }),
    values: z.strictObject({ ...sectionHeading, cards: cards("Cards") }).meta({ title: "Values" }),
    promises: z
      .strictObject({ ...sectionHeading, lead: paragraph("Paragraph under the heading"), items: list(line("Promise"), "Promises") })
      .meta({ title: "What we do" }),
    areasTitle: line("Heading over the towns you serve"),
  });
}

/** The closing call to action of a page: its heading and the sentence under it (the button keeps its words). */
const closingCall = () =>
  z
    .strictObject({ title: line("Heading"), text: paragraph("Text", "The button under it and the phone number stay as they are") })
    .meta({ title: "Call to action at the bottom" });

/** content/pages/families.json: /laundry-for-families. */
export function familiesFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    benefits: z
      .strictObject({
        eyebrow: line("Small line above the heading"),
        titleAfterCount: line("Heading, after the number of reasons", 'The site writes how many reasons there are in front of it, like "Six reasons parents hand us the hamper"'),
        lead: paragraph("Paragraph under the heading"),
        cards: cards("Reasons", { detail: true }),
      })
      .meta({ title: "Why families choose us" }),
    areasTitle: line("Heading over the towns you serve"),
    cta: closingCall(),
  });
}

/** content/pages/seniors.json: /laundry-for-seniors. */
export function seniorsFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    values: z.strictObject({ ...sectionHeading, cards: cards("Cards") }).meta({ title: "Why seniors choose us" }),
    offers: z.strictObject({ title: line("Heading"), items: list(line("Line"), "Lines") }).meta({ title: "What we offer" }),
    perfectFor: z.strictObject({ title: line("Heading"), items: list(line("Line"), "Lines") }).meta({ title: "Perfect for" }),
    quotes: z
      .strictObject({
        ...sectionHeading,
        stories: list(
          z.strictObject({
            name: line("Customer's name, as shown", 'First name and initial, like "Dorothy M."'),
            location: line("Town"),
            rating: wholeNumberFrom(1, 5).meta({ title: "Stars (1 to 5)" }),
            text: paragraph("What they said"),
          }),
          "Quotes",
        ),
      })
      .meta({ title: "Customer quotes", description: "Only quotes a customer agreed to have published" }),
    gettingStarted: z
      .strictObject({
        ...sectionHeading,
        lead: paragraph("Paragraph under the heading"),
        steps: cards("Steps", { textField: "text" }),
      })
      .meta({ title: "Getting started" }),
    cta: closingCall(),
  });
}

/** content/pages/how-it-works.json: /how-it-works. */
export function howItWorksFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    steps: z
      .strictObject({
        titleAfterCount: line(
          "Heading, after the number of steps",
          'The number of steps is put in front of it: "Four simple steps". The steps themselves are shared with Home',
        ),
      })
      .meta({ title: "The steps" }),
    lifecycle: z
      .strictObject({ ...sectionHeading, lead: paragraph("Paragraph under the heading"), stages: cards("Stages, in order") })
      .meta({ title: "The life of an order" }),
    essentials: z.strictObject({ ...sectionHeading, cards: cards("Cards") }).meta({ title: "Good to know" }),
    cta: z.strictObject({ title: line("Heading") }).meta({ title: "Call to schedule at the bottom" }),
  });
}

/** content/pages/commercial.json: /commercial-laundry. */
export function commercialFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    industries: z
      .strictObject({ ...sectionHeading, lead: paragraph("Paragraph under the heading"), cards: cards("Businesses") })
      .meta({ title: "Who we serve" }),
    benefits: z
      .strictObject({ ...sectionHeading, lead: paragraph("Paragraph under the heading"), items: list(line("Benefit"), "Benefits") })
      .meta({ title: "Commercial benefits" }),
    reasons: z.strictObject({ ...sectionHeading, cards: cards("Reasons") }).meta({ title: "Why choose us" }),
    steps: z
      .strictObject({
        ...sectionHeading,
        leadAfterCount: paragraph(
          "Paragraph under the heading, after the number of steps",
          'The number of steps is put in front of it: "Four steps to …"',
        ),
        cards: cards("Steps, in order"),
      })
      .meta({ title: "Getting started" }),
    areasTitle: line("Heading over the towns you serve"),
    contactCta: z
      .strictObject({ title: line("Heading"), text: paragraph("Paragraph"), buttonLabel: line("Button", "It opens the Contact page") })
      .meta({ title: "Call to get in touch at the bottom" }),
  });
}

/** content/pages/new-customer-offer.json: the offer pages (/newcustomeroffer and its flyer addresses). */
export function newCustomerOfferFileSchema() {
  return z.strictObject({
    meta: z
      .strictObject({
        description: paragraph(
          "Description in search results",
          "Words about the first-order discount go between {{#offer}} and {{/offer}}, so they disappear while the offer is paused",
        ),
      })
      .meta({ title: "In search results", description: "Each flyer's page keeps its own title, which your statistics use" }),
    reasons: z
      .strictObject({
        ...sectionHeading,
        lead: paragraph("Paragraph under the heading"),
        cards: cards("Reasons", { detail: true }),
      })
      .meta({ title: "Why families love us" }),
    storyTitle: line("Heading of the customer's quote", "Read out by screen readers only; the quote is the first of your customer quotes"),
    cta: closingCall().meta({
      title: "Call to action at the bottom",
      description: "The offer banner above it and the hero are written from your prices and the offer switch",
    }),
  });
}

/** The closing call to schedule, where a page changes only its heading (its text and button are the shared ones). */
const callToScheduleTitle = () => z.strictObject({ title: line("Heading") }).meta({ title: "Call to schedule at the bottom" });

/** A form's heading and the line under it; the form's own labels and messages stay as they are. */
const formHeading = (title: string) => z.strictObject({ title: line("Heading"), lead: line("Line under the heading") }).meta({ title });

/** A sentence the page finishes when it runs, with the visitor's zip code where it says {{zip}}: it must say it. */
const zipSentence = (title: string, description: string) =>
  ownersText({ zip: runTimeFigures.zip })
    .refine((value) => /\{\{\s*zip\s*\}\}/.test(value), "must say {{zip}} where the visitor's zip code goes")
    .meta({ title, description, multiline: true });

/** content/pages/contact.json: /contact. */
export function contactFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    ways: z
      .strictObject({
        phone: line("Heading over your phone number"),
        email: line("Heading over your email address"),
        hours: line("Heading over your opening hours"),
      })
      .meta({ title: "Ways to reach you", description: "The phone number, email address and hours themselves are in your business details" }),
    form: formHeading("Message form"),
    areasTitle: line("Heading over the towns you serve"),
  });
}

/** content/pages/service-areas.json: /service-areas. */
export function serviceAreasFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    communities: z
      .strictObject({ ...sectionHeading, lead: paragraph("Paragraph under the heading") })
      .meta({ title: "Your communities", description: "Each town's card is written in that town's own file" }),
    notSure: z
      .strictObject({ title: line("Heading"), text: paragraph("Text", "Your phone number follows it, then the map and the zip code check") })
      .meta({ title: "Not sure we reach you" }),
    cta: callToScheduleTitle(),
  });
}

/** content/pages/faq-page.json: /faq's own words; its questions are in content/faq.json. */
export function faqPageFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    stillAsking: z
      .strictObject({
        title: line("Heading"),
        text: paragraph("Text", "Your phone number, email address and a button to the Contact page follow it"),
      })
      .meta({ title: "Box under the questions" }),
    cta: callToScheduleTitle(),
  });
}

/** content/pages/outside-service-area.json: /outside-service-area, where the zip code check sends a visitor it cannot serve. */
export function outsideServiceAreaFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    zipNotice: zipSentence(
      "Note naming the visitor's zip code",
      "Shown above the form to a visitor who came from the zip code check; write {{zip}} where their zip code goes",
    ),
    form: formHeading("Form to ask for your area"),
    reassurance: z
      .strictObject({
        ...sectionHeading,
        lead: paragraph("Paragraph under the heading"),
        items: list(
          z.strictObject({
            icon: z.enum(reassuranceIconNames, "must be one of this page's icons: bell-ring, message-circle-heart or tag").meta({ title: "Icon" }),
            title: line("Title"),
            text: paragraph("Text"),
          }),
          "Cards",
        ),
      })
      .meta({ title: "What happens next" }),
    areas: z
      .strictObject({ title: line("Heading"), lead: paragraph("Paragraph under the heading") })
      .meta({ title: "The towns you serve" }),
    cta: callToScheduleTitle(),
  });
}

/**
 * Words that may name the founder: {{founderName}} is her name once content/business.ts sets it
 * (content/home.ts puts it in when the page runs), and the owner's words for her until then.
 */
const founderText = (title: string, description: string, multiline = false) =>
  ownersText({ founderName: runTimeFigures.founderName }).meta({ title, description, ...(multiline ? { multiline } : {}) });

/** Whether a text names a figure, written {{name}} (spaces inside the braces allowed). */
const names = (figure: string) => (value: string) => new RegExp(`\\{\\{\\s*${figure}\\s*\\}\\}`).test(value);

/** content/pages/home.json: Home (/). The steps, services and price estimator it shows are shared (steps.json, services.json, estimator.json). */
export function homeFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: z
      .strictObject({
        offerBadge: line(
          "Badge above the heading, while the first-order offer runs",
          "Words about the offer go between {{#offer}} and {{/offer}}, like {{#offer}}{{firstOrderDiscount}} off your first order{{/offer}}",
        ),
        badge: line("Badge above the heading, while the offer is paused"),
        title: line("Heading, before the town names", "The towns you serve follow it, one after another"),
        leadBeforePrice: paragraph("Paragraph under the heading, before the price", "Your price and the crossed-out former price follow it"),
        leadAfterPrice: paragraph("Paragraph under the heading, after the price"),
        deliveryLine: line("Line beside the truck"),
        schedulingLine: line("Line beside the clock"),
      })
      .meta({ title: "Top of the page", description: "The buttons and the picture stay as they are" }),
    founder: z
      .strictObject({
        eyebrow: line("Small line above the heading", "Shown while your business details do not name the founder"),
        eyebrowWithName: ownersText({ founderName: runTimeFigures.founderName })
          .refine(names("founderName"), "must say {{founderName}} where her name goes")
          .meta({
            title: "Small line above the heading, naming her",
            description: "Shown once your business details name the founder; write {{founderName}} where her name goes",
          }),
        title: line("Heading"),
        paragraphs: list(
          founderText("Paragraph", "{{founderName}} is her name once your business details give it, and the words below until then", true),
          "Paragraphs",
        ),
        nameUntilSet: line("What {{founderName}} reads until her name is set", 'Like "Our founder"'),
        cards: list(
          z.strictObject({
            icon: z.enum(founderIconNames, `must be one of this section's icons: ${founderIconNames.join(", ")}`).meta({ title: "Icon" }),
            title: line("Title"),
            text: paragraph("Text"),
          }),
          "Cards",
        ),
      })
      .meta({ title: "Meet the founder", description: "Her photo, when the business details have one, shows beside the cards" }),
    serviceAreas: z
      .strictObject({ ...sectionHeading, lead: paragraph("Paragraph under the heading") })
      .meta({ title: "Service areas", description: "The zip code check, the map and the towns follow it" }),
    compare: z
      .strictObject({
        eyebrow: line("Small line above the heading"),
        title: ownersText()
          .refine(names("savings"), "must state the savings, written {{savings}}")
          .meta({
            title: "Heading",
            description: 'Write {{savings}} where the savings go, like "over 60%": worked out from your price and the competitors\' prices, so it stays true',
          }),
        lead: paragraph("Paragraph under the heading"),
        ourNote: line("Note on your price's card", "The other cards are the competitors in your business details"),
      })
      .meta({ title: "Compare and save" }),
    stories: z.strictObject(sectionHeading).meta({ title: "Customer stories", description: "Your customer quotes follow it, one at a time" }),
    faq: z.strictObject(sectionHeading).meta({ title: "Questions", description: "The first four of your questions and answers follow it" }),
    closing: z
      .strictObject({
        title: line("Heading"),
        text: paragraph(
          "Text",
          "Words about the first-order discount go between {{#offer}} and {{/offer}}; the buttons, your hours, phone number and email address follow it",
        ),
      })
      .meta({ title: "Call to action at the bottom" }),
  });
}

/** content/pages/steps.json: the four steps of the service, on Home and /how-it-works. */
export function stepsFileSchema() {
  return z.strictObject({
    eyebrowBeforeNumbers: line("Small line above the heading, before the step numbers", 'The numbers follow it: "Simple as 1-2-3-4"'),
    title: line("Heading", "Home shows it; the How it works page has its own"),
    lead: paragraph("Paragraph under the heading", "On Home and the How it works page"),
    steps: list(z.strictObject({ title: line("Title"), text: paragraph("Text") }), "Steps, in order")
      .refine((steps) => steps.length === 4, "must have four steps, one for each of the four pictures")
      .meta({ title: "Steps, in order", description: "Four steps, each beside its picture: a calendar, a bag, a washing machine and a package" }),
  });
}

/** One service of the pricing panels: the words; its price, badge and button come from the prices and the page. */
const serviceWords = (title: string, priceText?: string) =>
  z
    .strictObject({
      title: line("Name"),
      ...(priceText ? { priceText: line("Price line", priceText) } : {}),
      description: paragraph("Description"),
      details: list(line("Point"), "Points with a check mark"),
    })
    .meta({ title });

/** content/pages/services.json: the services and pricing panels, on Home and the offer pages. */
export function servicesFileSchema() {
  return z.strictObject({
    ...sectionHeading,
    lead: paragraph("Paragraph under the heading"),
    comingSoon: line("Label of a service not offered yet", "On its tab and in its panel, in place of a button"),
    washFold: serviceWords("Wash and fold").meta({
      title: "Wash and fold",
      description: "Its price, former price and badge come from your prices",
    }),
    commercial: serviceWords("Commercial", "In place of a price per pound"),
    dryCleaning: serviceWords("Dry cleaning (not offered yet)", "In place of a price per pound"),
  });
}

/** An estimator's note that must state one of the figures it estimates with. */
const statingFigure = (figure: string, title: string) =>
  ownersText()
    .refine(names(figure), `must state the figure, written {{${figure}}}`)
    .meta({ title, description: `Write {{${figure}}} where the figure goes`, multiline: true });

/** content/pages/estimator.json: the price estimator, on Home and /faq. */
export function estimatorFileSchema() {
  return z.strictObject({
    ...sectionHeading,
    lead: paragraph("Paragraph under the heading"),
    question: line("Question over the choices"),
    householdsLabel: line("Line over the household sizes", 'The sizes follow it: "1 person", "2 people", …'),
    bagsLabel: line("Line over the bag counts", 'The counts follow it: "1 bag", "2 bags", …'),
    noCard: line("Line beside the button", "The estimate itself is written from your prices"),
    assumptions: z
      .strictObject({
        title: line("Heading"),
        perPerson: statingFigure("poundsPerPerson", "Pounds per person"),
        perBag: statingFigure("poundsPerBag", "Pounds per kitchen bag"),
        minimum: statingFigure("minimumLb", "The minimum order"),
      })
      .meta({ title: "How we estimate", description: "The figures themselves are the estimator's, and your minimum order" }),
  });
}

/** Every page file the studio edits, in the order its "Pages" lists them (the site's, then the shared sections): its label there and its schema. */
export const pageFiles = {
  "content/pages/home.json": { label: "Home", schema: homeFileSchema },
  "content/pages/about.json": { label: "About", schema: aboutFileSchema },
  "content/pages/how-it-works.json": { label: "How it works", schema: howItWorksFileSchema },
  "content/pages/families.json": { label: "For families", schema: familiesFileSchema },
  "content/pages/seniors.json": { label: "For seniors", schema: seniorsFileSchema },
  "content/pages/commercial.json": { label: "For businesses", schema: commercialFileSchema },
  "content/pages/service-areas.json": { label: "Service areas", schema: serviceAreasFileSchema },
  "content/pages/contact.json": { label: "Contact", schema: contactFileSchema },
  "content/pages/faq-page.json": { label: "FAQ page", schema: faqPageFileSchema },
  "content/pages/outside-service-area.json": { label: "Outside the service area", schema: outsideServiceAreaFileSchema },
  "content/pages/new-customer-offer.json": { label: "New customer offer (flyers)", schema: newCustomerOfferFileSchema },
  "content/pages/steps.json": { label: "The four steps (Home, How it works)", schema: stepsFileSchema },
  "content/pages/services.json": { label: "Services and prices (Home, offer pages)", schema: servicesFileSchema },
  "content/pages/estimator.json": { label: "Price estimator (Home, FAQ)", schema: estimatorFileSchema },
} as const satisfies Record<string, { label: string; schema: () => z.ZodType }>;
