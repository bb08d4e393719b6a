import { z } from "zod";
import { isLocale, type Locale } from "../core/locale.ts";
import { placeholderProblems } from "../core/placeholders.ts";
import { wholeNumberFrom } from "../core/site-schema.ts";
import { founderIconNames, iconNames, reassuranceIconNames } from "./icons.ts";

/**
 * The pages' words the owner edits in the studio ("Pages"): one JSON file per page and language in
 * content/pages/<language>/, and the rules each must meet, every field titled in her words. The studio's
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
 * The layout's and the sitemap's (runTimeText) are put in the same way: the year of the copyright
 * line, the stars and the number of reviews, a social network's name and a town's name.
 * The shared sections' (sectionsFileSchema) too: a county's name, a count and a number (the story
 * shown, a step), and the map's northernmost and southernmost towns with the direction of the first.
 * The zip code check's (zipCheckFileSchema): an example zip code and the towns whose routes serve a
 * zip; the forms' (contactFormFileSchema): a field's longest length; the price estimator's
 * (estimatorFileSchema): the choice, its weight, price and first-order figures, and the price per pound and minimum order.
 * The pages' own (aboutFileSchema, townPageFileSchema, blogFileSchema, legalFileSchema, …): the founder's name, a
 * town's and its county's names, a zip code, a number, the minutes a post takes to read and a legal section's title.
 */
export const runTimeFigures = {
  zip: "{{zip}}",
  founderName: "{{founderName}}",
  year: "{{year}}",
  rating: "{{rating}}",
  reviewCount: "{{reviewCount}}",
  network: "{{network}}",
  town: "{{town}}",
  county: "{{county}}",
  count: "{{count}}",
  number: "{{number}}",
  northTown: "{{northTown}}",
  southTown: "{{southTown}}",
  direction: "{{direction}}",
  exampleZip: "{{exampleZip}}",
  townList: "{{townList}}",
  limit: "{{limit}}",
  choice: "{{choice}}",
  pounds: "{{pounds}}",
  rate: "{{rate}}",
  minimum: "{{minimum}}",
  amount: "{{amount}}",
  discount: "{{discount}}",
  firstOrderAmount: "{{firstOrderAmount}}",
  saved: "{{saved}}",
  minutes: "{{minutes}}",
  section: "{{section}}",
} as const;

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

/** The buttons under a page's heading, each named by what it does. */
const buttonsUnderHeading = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject(shape).meta({ title: "Buttons under the heading" });

/** A button that opens the sign-up. */
const scheduleButton = (description = "It opens the sign-up") => line("Schedule button", description);

/** content/pages/<language>/about.json: /about. */
export function aboutFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    heroButtons: buttonsUnderHeading({ schedule: scheduleButton(), howItWorks: line("Button to the How it works page") }),
    story: z
      .strictObject({ ...sectionHeading, paragraphs: list(paragraph("Paragraph"), "Paragraphs") })
      .meta({ title: "Our story" }),
    founderCard: z
      .strictObject({
        title: line("Heading"),
        founded: line("Line under the heading", "Shown while your business details do not name the founder"),
        foundedBy: runTimeText(
          ["founderName"],
          "Line under the heading, naming her",
          "Shown once your business details name the founder; write {{founderName}} where her name goes",
        ),
        basedIn: line("Label over your town"),
        serving: line("Label over your counties"),
        rated: line("Label over your rating", "Your stars and number of reviews follow it"),
      })
      .meta({ title: "Card beside the story" }),
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

/** content/pages/<language>/families.json: /laundry-for-families. */
export function familiesFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    heroButtons: buttonsUnderHeading({ schedule: scheduleButton(), howItWorks: line("Button to the How it works page") }),
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

/** content/pages/<language>/seniors.json: /laundry-for-seniors. */
export function seniorsFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    heroButtons: buttonsUnderHeading({
      schedule: scheduleButton("It opens the sign-up; the call to action at the bottom has it too. Your call button is beside it"),
    }),
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

/** content/pages/<language>/how-it-works.json: /how-it-works. */
export function howItWorksFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    heroButtons: buttonsUnderHeading({ schedule: scheduleButton(), faq: line("Button to the FAQ page") }),
    steps: z
      .strictObject({
        titleAfterCount: line(
          "Heading, after the number of steps",
          'The number of steps is put in front of it: "Four simple steps". The steps themselves are shared with Home',
        ),
      })
      .meta({ title: "The steps" }),
    lifecycle: z
      .strictObject({
        ...sectionHeading,
        lead: paragraph("Paragraph under the heading"),
        stage: runTimeText(["number"], "Label over each stage", "Write {{number}} where the stage's number goes"),
        stages: cards("Stages, in order"),
      })
      .meta({ title: "The life of an order" }),
    essentials: z.strictObject({ ...sectionHeading, cards: cards("Cards") }).meta({ title: "Good to know" }),
    cta: z.strictObject({ title: line("Heading") }).meta({ title: "Call to schedule at the bottom" }),
  });
}

/** content/pages/<language>/commercial.json: /commercial-laundry. */
export function commercialFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    heroButtons: buttonsUnderHeading({ quote: line("Button to the Contact page", "To ask for a quote"), schedule: scheduleButton() }),
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

/** content/pages/<language>/new-customer-offer.json: the offer pages (/newcustomeroffer and its flyer addresses). */
export function newCustomerOfferFileSchema() {
  return z.strictObject({
    meta: z
      .strictObject({
        title: line(
          "Title in search results and the browser's tab",
          "Each flyer's page adds its code after it (QR1, QR2, …), and your statistics name the pages by these titles; your business's name is added after it",
        ),
        description: paragraph(
          "Description in search results",
          "Words about the first-order discount go between {{#offer}} and {{/offer}}, so they disappear while the offer is paused",
        ),
      })
      .meta({ title: "In search results" }),
    hero: z
      .strictObject({
        badge: line("Badge above the heading", "{{promoBadge}} is your offer badge"),
        offerTitle: line("Heading, first line, while the first-order offer runs", "Like {{#offer}}{{firstOrderDiscount}} Off{{/offer}}"),
        offerSubtitle: line("Heading, second line, while the offer runs"),
        subtitle: line("Heading, second line, while the offer is paused", "The first line is then your price per pound"),
        service: line("Line under the heading"),
        serving: runTimeText(
          ["town"],
          "Where you serve, under that line",
          "The towns take turns where it says {{town}}; screen readers hear them all at once",
        ),
        servingArea: line("Where you serve, for visitors who turned animations off", 'Like "serving {{serviceArea}}"'),
        leadBeforePrice: paragraph("Paragraph, before the price", "Your price and the crossed-out former price follow it"),
        leadAfterPrice: paragraph("Paragraph, after the prices"),
        learnMore: line("Button to Home"),
        learnMoreHidden: line("Words after that button for screen readers and search engines", 'Like "about {{brand}}"'),
        rating: runTimeText(
          ["rating", "reviewCount"],
          "Your rating, after the stars",
          "{{rating}} is your stars, like 5.0, and {{reviewCount}} the number of reviews, from your business details",
        ),
        delivery: line("Line beside the truck"),
        turnaround: line("Line beside the clock"),
        play: line("Button to start the moving town names and pictures again", "Read out by screen readers"),
        pause: line("Button to stop the moving town names and pictures", "Read out by screen readers"),
      })
      .meta({
        title: "Top of the page",
        description:
          'Your price comes from your prices; the line under the buttons on the flyers\' pages that promise it (QR1 to QR3) is the header\'s, in "Layout"',
      }),
    signUpButton: z
      .strictObject({
        whileOffer: line("While the first-order offer runs", "Like {{#offer}}Claim Your {{firstOrderDiscount}} Off{{/offer}}"),
        whilePaused: line("While the offer is paused"),
      })
      .meta({ title: "Button to sign up", description: "At the top of the page and in the offer banner further down" }),
    pricingButtons: z
      .strictObject({
        washFold: line("Under Wash and fold", "It opens the sign-up"),
        commercial: line("Under Commercial", "It opens the Contact page"),
      })
      .meta({ title: "Buttons of the services and prices", description: "On these pages, in place of the links Home shows" }),
    reasons: z
      .strictObject({
        ...sectionHeading,
        lead: paragraph("Paragraph under the heading"),
        cards: cards("Reasons", { detail: true }),
      })
      .meta({ title: "Why families love us" }),
    storyTitle: line("Heading of the customer's quote", "Read out by screen readers only; the quote is the first of your customer quotes"),
    banner: z
      .strictObject({
        whileOffer: z
          .strictObject({
            titleBeforeDiscount: line("Heading, before the discount", 'Like "{{promoBadge}}:"'),
            discount: line("The discount, highlighted", "Like {{#offer}}{{firstOrderDiscount}} off{{/offer}}"),
            titleAfterDiscount: line("Heading, after the discount"),
            textBeforePrice: paragraph("Text, before your price", "Your price and the crossed-out former price follow it"),
            textAfterPrice: paragraph("Text, after the prices"),
          })
          .meta({ title: "While the first-order offer runs" }),
        whilePaused: z
          .strictObject({
            titleBeforePrice: line("Heading, before your price", "Your price and the crossed-out former price follow it"),
            text: paragraph("Text"),
          })
          .meta({ title: "While the offer is paused" }),
        insteadOf: line("Words before the crossed-out former price", 'Read out by screen readers, like "instead of", before the former price'),
      })
      .meta({
        title: "Offer banner",
        description: "Above the call to action at the bottom; the prices themselves come from your prices, and its button says the words of the button to sign up",
      }),
    cta: closingCall().meta({
      title: "Call to action at the bottom",
      description: "The hero and the offer banner above it show your prices and follow the offer switch",
    }),
  });
}

/**
 * content/pages/<language>/town-page.json: the words every town's page shares, with the town's name
 * where they say {{town}}; each town's own words (its heading, reasons, neighborhoods and quote) are
 * in its file in content/towns/<language>/.
 */
export function townPageFileSchema() {
  const inTown = (title: string, description = "Write {{town}} where the town's name goes") => runTimeText(["town"], title, description);
  const fact = (title: string, description?: string) =>
    z.strictObject({ title: line("Title"), text: paragraph("Text") }).meta({ title, ...(description ? { description } : {}) });
  return z.strictObject({
    meta: z
      .strictObject({
        title: inTown("Title in search results", "Write {{town}} where the town's name goes; your business's name is added after it"),
      })
      .meta({ title: "In search results", description: "Each town's description is in its own file" }),
    banner: z
      .strictObject({
        sameDay: inTown("Where the town has same-day pickup", "{{sameDay}} is your same-day words; write {{town}} where the town's name goes"),
        rush: inTown("Elsewhere", "{{rush}} is your rush service's words; write {{town}} where the town's name goes"),
      })
      .meta({
        title: "Bar at the top",
        description: "The town's file says whether it has same-day pickup; while the first-order offer runs, the offer's title (The facts) follows",
      }),
    hero: z
      .strictObject({
        eyebrow: runTimeText(["town", "county"], "Small line above the heading", "Write {{town}} and {{county}} where the town's and its county's names go"),
        schedule: scheduleButton(),
        home: line("Button to Home"),
      })
      .meta({ title: "Top of the page", description: "The heading and the paragraph under it are the town's own; its map is beside them" }),
    why: z
      .strictObject({
        eyebrow: inTown("Small line above the heading"),
        title: inTown("Heading", "Write {{town}} where the town's name goes; {{brand}} is your business's name"),
      })
      .meta({ title: "Why the town chooses you", description: "The three reasons are the town's own; the facts follow them" }),
    facts: z
      .strictObject({
        price: fact("Your price", "{{price}} and {{wasPrice}} are your prices per pound, {{minimumLb}} your minimum order"),
        delivery: fact("Free pickup and delivery"),
        turnaround: paragraph("Text under your fastest service", "Its title is your same-day or rush words, as the town's file says"),
        offer: fact(
          "While the first-order offer runs",
          "Its title is also in the bar at the top; words about the discount go between {{#offer}} and {{/offer}}",
        ),
        setUp: fact("While the offer is paused"),
      })
      .meta({ title: "The facts", description: "Four short facts under the reasons" }),
    neighborhoods: z
      .strictObject({
        eyebrow: line("Small line above the heading"),
        title: inTown("Heading"),
        zip: runTimeText(["zip"], "Label over each zip code's neighborhoods", "Write {{zip}} where the zip code goes"),
        surrounding: paragraph("Line under the neighborhoods", "Shown where the town's file says it also serves the surrounding area"),
      })
      .meta({ title: "Neighborhoods", description: "The sentence under the heading and the neighborhoods are the town's own" }),
    zipCodes: z
      .strictObject({
        eyebrow: line("Small line above the heading"),
        title: line("Heading"),
        lead: inTown("Paragraph under the heading"),
        listName: inTown("Name of the list of zip codes", "Read out by screen readers; write {{town}} where the town's name goes"),
      })
      .meta({ title: "Zip codes", description: "The zip code check and the map follow them" }),
    story: z
      .strictObject({ eyebrow: line("Small line above the heading"), title: inTown("Heading") })
      .meta({ title: "Customer story", description: "The quote is the town's own" }),
    cta: z.strictObject({ title: inTown("Heading") }).meta({ title: "Call to schedule at the bottom", description: "Its text and button are the shared ones" }),
  });
}

/** content/pages/<language>/blog.json: the blog (/blog) and what each post's page says around the post (content/blog/<language>/). */
export function blogFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    heroButtons: buttonsUnderHeading({ schedule: scheduleButton() }),
    postsName: line("Name of the list of posts", "Read out by screen readers"),
    readTime: runTimeText(["minutes"], "Minutes to read a post", "Beside each post's date, here and on the post's page; write {{minutes}} where the minutes go"),
    post: z
      .strictObject({
        back: line("Link back to the blog, above the post's title"),
        allPosts: line("Button back to the blog, under the post"),
        moreTitle: line("Heading over two more posts"),
        ctaTitle: line("Heading of the call to schedule at the bottom", "Its text and button are the shared ones"),
        notFound: paragraph(
          "Description of an address with no post",
          'In the browser\'s tab of a post that is not there, whose title is the one in "Page not found (404)"',
        ),
      })
      .meta({ title: "Each post's page", description: "The post itself is in its own file" }),
  });
}

/**
 * content/pages/<language>/legal.json: what the Terms of Service, Privacy Policy and Accessibility
 * statement pages say around their documents (content/legal/<language>/).
 */
export function legalFileSchema() {
  const page = (title: string) =>
    z
      .strictObject({
        title: line("Title in search results and the browser's tab", "Your business's name is added after it; the heading on the page is the document's own title"),
        description: paragraph("Description in search results", "One or two sentences; search engines show about the first 155 characters"),
        eyebrow: line("Small line above the heading"),
      })
      .meta({ title });
  return z.strictObject({
    terms: page("Terms of Service"),
    privacy: page("Privacy Policy"),
    accessibility: page("Accessibility statement"),
    translationNotice: paragraph(
      "Note on which version governs",
      "Under the date at the top of each of these pages, in both languages: in English, that a Spanish courtesy translation exists and this English version governs; in Spanish, that the page is a courtesy translation and the English version governs",
    ),
    contents: line("Heading of the list of sections", "Beside the document; screen readers also name the list by it"),
    sectionLink: runTimeText(["section"], "Name of the # link beside each section's heading", "Read out by screen readers; write {{section}} where the section's title goes"),
  });
}

/** The closing call to schedule, where a page changes only its heading (its text and button are the shared ones). */
const callToScheduleTitle = () => z.strictObject({ title: line("Heading") }).meta({ title: "Call to schedule at the bottom" });

/** A form's heading and the line under it; the form's own labels and messages are in contact-form.json. */
const formHeading = (title: string) => z.strictObject({ title: line("Heading"), lead: line("Line under the heading") }).meta({ title });

/** A sentence the page finishes when it runs, with the visitor's zip code where it says {{zip}}: it must say it. */
const zipSentence = (title: string, description: string) =>
  ownersText({ zip: runTimeFigures.zip })
    .refine((value) => /\{\{\s*zip\s*\}\}/.test(value), "must say {{zip}} where the visitor's zip code goes")
    .meta({ title, description, multiline: true });

/** content/pages/<language>/contact.json: /contact. */
export function contactFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    heroButtons: buttonsUnderHeading({ schedule: scheduleButton() }),
    ways: z
      .strictObject({
        name: line("Name of the section", "Read out by screen readers"),
        phone: line("Heading over your phone number"),
        email: line("Heading over your email address"),
        hours: line("Heading over your opening hours"),
      })
      .meta({ title: "Ways to reach you", description: "The phone number, email address and hours themselves are in your business details" }),
    form: formHeading("Message form"),
    areasTitle: line("Heading over the towns you serve"),
  });
}

/** A form field's messages when its value is refused: missing, too long, or with characters no one types. */
const fieldErrors = (field: string) => ({
  missing: line("When it is left empty"),
  tooLong: runTimeText(["limit"], "When it is too long", "Write {{limit}} where the number of characters allowed goes"),
  hidden: line("When it holds characters no one types", "Like invisible control characters, which could disguise text"),
  ...(field === "email" ? { invalid: line("When it is not an email address") } : {}),
});

/** content/pages/<language>/contact-form.json: the message form of /contact and the inquiry form of /outside-service-area. */
export function contactFormFileSchema() {
  return z.strictObject({
    legend: line("Name of the form's fields", "Read out by screen readers"),
    fields: z
      .strictObject({
        name: line("Label of the name"),
        email: line("Label of the email address"),
        message: line("Label of the message"),
        messagePlaceholder: line("Hint inside the empty message box"),
        trap: line("Label of the hidden field", "Only form-filling robots see this field; they give themselves away by filling it in"),
      })
      .meta({ title: "The fields", description: "The inquiry form asks for the name and the email address with the same labels" }),
    errors: z
      .strictObject({
        name: z.strictObject(fieldErrors("name")).meta({ title: "Name" }),
        email: z.strictObject(fieldErrors("email")).meta({ title: "Email address" }),
        message: z.strictObject(fieldErrors("message")).meta({ title: "Message" }),
      })
      .meta({ title: "Messages beside a field", description: "Shown under a field whose value the form cannot send" }),
    sendButton: line("Button to send the message"),
    sending: line("The button while it sends", "On both forms"),
    sent: z
      .strictObject({
        toast: line("Heading of the note that pops up"),
        note: line("First words of the note that stays in the form"),
        thanks: paragraph("What follows in both", "The inquiry form's note says its own words after the first ones"),
      })
      .meta({ title: "Once the message is sent" }),
    failed: z
      .strictObject({ title: line("Heading"), text: paragraph("Text", "What was typed stays in the form") })
      .meta({ title: "Note that pops up when sending fails" }),
    toasts: z
      .strictObject({
        region: line("Name of the place notes pop up", "Read out by screen readers, with the keys that reach it"),
        close: line("Name of a note's close button", "Read out by screen readers"),
      })
      .meta({ title: "Notes that pop up" }),
    inquiry: z
      .strictObject({
        zip: line("Label of the zip code"),
        zipError: line("Message when the zip code is not five digits"),
        sendButton: line("Button to send the inquiry"),
        sent: runTimeText(["zip"], "The note that stays in the form once sent", 'After "Message sent."; write {{zip}} where the visitor\'s zip code goes'),
        subject: line("Subject", "Of the email the inquiry sends you, and of the email the page's Contact Us button starts"),
        message: runTimeText(["zip"], "The inquiry sent to you", "After the subject and a colon; write {{zip}} where the visitor's zip code goes"),
        emailBody: runTimeText(["zip"], "The email the Contact Us button starts", "When the visitor's zip code is known; write {{zip}} where it goes"),
      })
      .meta({ title: "Inquiry form (Outside the service area)", description: "The name and email address fields, their messages and the sending button's words are the ones above" }),
  });
}

/** content/pages/<language>/zip-check.json: the zip code check, on Home, /service-areas and the town pages. */
export function zipCheckFileSchema() {
  return z.strictObject({
    formLabel: line("Name of the check", "Read out by screen readers"),
    label: line("Label of the field"),
    hint: runTimeText(["exampleZip"], "Hint under the label", "Write {{exampleZip}} where an example zip code you serve goes"),
    button: line("Button"),
    invalid: runTimeText(["exampleZip"], "Message when it is not a zip code", "Write {{exampleZip}} where an example zip code you serve goes"),
    coveredByOne: runTimeText(
      ["zip", "townList"],
      "Answer for a zip code one town's route serves",
      "Write {{zip}} where the visitor's zip code goes and {{townList}} where the town goes",
    ),
    coveredBySeveral: runTimeText(
      ["zip", "townList"],
      "Answer for a zip code several towns' routes serve",
      'Write {{zip}} where the visitor\'s zip code goes and {{townList}} where the towns go, like "Venice and North Port"',
    ),
    townLink: runTimeText(["town"], "Link to a town's page, under the answer", "One for each town; write {{town}} where the town's name goes"),
  });
}

/** content/pages/<language>/service-areas.json: /service-areas. */
export function serviceAreasFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    heroButtons: buttonsUnderHeading({ schedule: scheduleButton("It opens the sign-up; your call button is beside it") }),
    communities: z
      .strictObject({
        ...sectionHeading,
        lead: paragraph("Paragraph under the heading"),
        county: runTimeText(["county"], "Line under each town's name", "Write {{county}} where the town's county goes"),
        townLink: runTimeText(["town"], "Link to the town's page, at the bottom of its card", "Write {{town}} where the town's name goes"),
      })
      .meta({ title: "Your communities", description: "Each town's description and highlights are written in that town's own file" }),
    notSure: z
      .strictObject({ title: line("Heading"), text: paragraph("Text", "Your phone number follows it, then the map and the zip code check") })
      .meta({ title: "Not sure we reach you" }),
    cta: callToScheduleTitle(),
  });
}

/** content/pages/<language>/faq-page.json: /faq's own words; its questions are in content/en/faq.json. */
export function faqPageFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    questionsName: line("Name of the list of questions", "Read out by screen readers"),
    stillAsking: z
      .strictObject({
        title: line("Heading"),
        text: paragraph("Text", "Your phone number, email address and a button to the Contact page follow it"),
        button: line("Button to the Contact page"),
      })
      .meta({ title: "Box under the questions" }),
    cta: callToScheduleTitle(),
  });
}

/** content/pages/<language>/outside-service-area.json: /outside-service-area, where the zip code check sends a visitor it cannot serve. */
export function outsideServiceAreaFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    heroButtons: buttonsUnderHeading({
      contact: line("Button to write to you", "It starts an email to you, with the visitor's zip code when they gave one"),
      home: line("Button to Home"),
    }),
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

/** content/pages/<language>/home.json: Home (/). The steps, services and price estimator it shows are shared (steps.json, services.json, estimator.json). */
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
        stepsButton: line("Button to the steps", "It scrolls down to how it works"),
      })
      .meta({
        title: "Top of the page",
        description: 'The schedule button says the words of "On every page" › Buttons; the picture\'s description is in "Descriptions of the pictures"',
      }),
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
      .strictObject({
        ...sectionHeading,
        lead: paragraph("Paragraph under the heading"),
        allAreasButton: line("Button under the towns", "It opens the Service areas page"),
      })
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
        withDelivery: line("Said to screen readers before the note of a card with free delivery", 'Like "Includes delivery."'),
        withoutDelivery: line("Said to screen readers before the note of a card without it", 'Like "No free delivery."'),
      })
      .meta({ title: "Compare and save" }),
    stories: z.strictObject(sectionHeading).meta({ title: "Customer stories", description: "Your customer quotes follow it, one at a time" }),
    faq: z
      .strictObject({ ...sectionHeading, allQuestionsButton: line("Button under the questions", "It opens the FAQ page") })
      .meta({ title: "Questions", description: "The first four of your questions and answers follow it" }),
    closing: z
      .strictObject({
        title: line("Heading"),
        text: paragraph(
          "Text",
          "Words about the first-order discount go between {{#offer}} and {{/offer}}; the buttons, your hours, phone number and email address follow it",
        ),
        scheduleButton: line("Button to schedule", "It opens the sign-up"),
        contactButton: line("Button to the Contact page"),
      })
      .meta({ title: "Call to action at the bottom" }),
  });
}

/** content/pages/<language>/steps.json: the four steps of the service, on Home and /how-it-works. */
export function stepsFileSchema() {
  return z.strictObject({
    eyebrowBeforeNumbers: ownersText({ count: runTimeFigures.count }).meta({
      title: "Small line above the heading, before the step numbers",
      description: 'The numbers follow it: "Simple as 1-2-3-4". Or write {{count}} where the number of steps goes, in words, and no numbers follow: "En {{count}} pasos"',
    }),
    title: line("Heading", "Home shows it; the How it works page has its own"),
    lead: paragraph("Paragraph under the heading", "On Home and the How it works page"),
    steps: list(z.strictObject({ title: line("Title"), text: paragraph("Text") }), "Steps, in order")
      .refine((steps) => steps.length === 4, "must have four steps, one for each of the four pictures")
      .meta({ title: "Steps, in order", description: "Four steps, each beside its picture: a calendar, a bag, a washing machine and a package" }),
  });
}

/**
 * One service of the pricing panels: the words, and `link` (where it opens) for a service with a
 * button under its panel; its price and badge come from the prices.
 */
const serviceWords = (title: string, priceText?: string, link?: string) =>
  z
    .strictObject({
      title: line("Name"),
      ...(priceText ? { priceText: line("Price line", priceText) } : {}),
      description: paragraph("Description"),
      details: list(line("Point"), "Points with a check mark"),
      ...(link ? { linkLabel: line("Button under the panel", `${link}; the offer pages show their own`) } : {}),
    })
    .meta({ title });

/** content/pages/<language>/services.json: the services and pricing panels, on Home and the offer pages. */
export function servicesFileSchema() {
  return z.strictObject({
    ...sectionHeading,
    lead: paragraph("Paragraph under the heading"),
    comingSoon: line("Label of a service not offered yet", "On its tab and in its panel, in place of a button"),
    tabsLabel: line("Name of the list of services", "Read out by screen readers before the services' tabs"),
    washFold: serviceWords("Wash and fold", undefined, "It opens the For families page").meta({
      title: "Wash and fold",
      description: "Its price, former price and badge come from your prices",
    }),
    commercial: serviceWords("Commercial", "In place of a price per pound", "It opens the Contact page"),
    dryCleaning: serviceWords("Dry cleaning (not offered yet)", "In place of a price per pound"),
  });
}

/** An estimator's note that must state one of the figures it estimates with. */
const statingFigure = (figure: string, title: string) =>
  ownersText()
    .refine(names(figure), `must state the figure, written {{${figure}}}`)
    .meta({ title, description: `Write {{${figure}}} where the figure goes`, multiline: true });

/** The estimator's four kinds of choice (one person, several, one bag, several), each field titled by `titled`. */
const estimatorSizes = (titled: (what: string) => string) =>
  z.strictObject({
    onePerson: line(titled("one person")),
    people: runTimeText(["count"], titled("several people"), "Write {{count}} where the number of people goes"),
    oneBag: line(titled("one bag")),
    bags: runTimeText(["count"], titled("several bags"), "Write {{count}} where the number of bags goes"),
  });

/** content/pages/<language>/estimator.json: the price estimator, on Home and /faq. */
export function estimatorFileSchema() {
  return z.strictObject({
    ...sectionHeading,
    lead: paragraph("Paragraph under the heading"),
    question: line("Question over the choices"),
    householdsLabel: line("Line over the household sizes", 'The sizes follow it: "1 person", "2 people", …'),
    bagsLabel: line("Line over the bag counts", 'The counts follow it: "1 bag", "2 bags", …'),
    choices: estimatorSizes((what) => what.charAt(0).toUpperCase() + what.slice(1)).meta({
      title: "The choices",
      description: "The household sizes and bag counts themselves are the estimator's",
    }),
    estimateFor: estimatorSizes((what) => `For ${what}`)
      .meta({ title: "What an estimate is for", description: 'Shown as {{choice}} in the estimate\'s heading, like "Estimate for a week of laundry for 2 people"' }),
    estimate: z
      .strictObject({
        title: runTimeText(["choice"], "Heading", "Write {{choice}} where what it is for goes"),
        weight: line("Label over the weight"),
        price: runTimeText(["rate"], "Label over the price", "Write {{rate}} where your price per pound goes"),
        underMinimum: runTimeText(["minimum"], "Note when the load is under the minimum order", "Write {{minimum}} where the minimum order's pounds go"),
        overMinimum: runTimeText(["minimum"], "Note when the load is over the minimum order", "Write {{minimum}} where the minimum order's pounds go"),
        firstOrder: runTimeText(["discount"], "Line over the first order's price", "Shown while the first-order offer runs; write {{discount}} where the discount goes"),
        saved: runTimeText(["saved"], "What the first order saves", "Write {{saved}} where the amount saved goes"),
      })
      .meta({ title: "The estimate", description: "The weight and the prices themselves are worked out from your prices" }),
    announcement: z
      .strictObject({
        weight: runTimeText(["pounds"], "The weight", "Write {{pounds}} where the pounds go"),
        atMinimum: runTimeText(["minimum"], "When the load is under the minimum order", "Write {{minimum}} where the minimum order's pounds go"),
        price: runTimeText(["amount", "rate"], "The price", "Write {{amount}} where the price goes and {{rate}} where your price per pound goes"),
        firstOrder: runTimeText(
          ["firstOrderAmount", "discount"],
          "The first order's price",
          "While the first-order offer runs; write {{firstOrderAmount}} where its price goes and {{discount}} where the discount goes",
        ),
      })
      .meta({
        title: "What screen readers say when the choice changes",
        description: "The estimate's heading, then these parts joined by commas: the weight, the minimum when it applies, the price and the first order's price",
      }),
    scheduleButton: line("Button to schedule a pickup"),
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

/** content/pages/<language>/search-data.json: what search engines read about the business (structured data), on Home, the service pages and the town pages. */
export function searchDataFileSchema() {
  return z.strictObject({
    businessDescription: paragraph("The business in one sentence", "Search engines may show it beside your name"),
    priceRange: line("Price range", 'Like "From {{price}}/lb"'),
    catalogName: line("Name of your list of services"),
    catalogServices: z
      .strictObject({
        pickup: line("Pickup"),
        delivery: line("Delivery"),
        washFold: line("Wash and fold"),
        dryCleaning: line("Dry cleaning"),
      })
      .meta({ title: "Your services, as search engines list them" }),
    washFoldOffer: line("Wash and fold price, explained", 'Like "Per pound, {{minimumLb}} lb minimum, free pickup and delivery"'),
  });
}

/**
 * A text the site finishes when it runs, with a figure where the owner wrote its marker
 * (runTimeFigures): it must say each of `figures`.
 */
const runTimeText = (figures: readonly (keyof typeof runTimeFigures)[], title: string, description: string) =>
  ownersText(Object.fromEntries(figures.map((figure) => [figure, runTimeFigures[figure]])))
    .refine((value) => figures.every((figure) => names(figure)(value)), `must say ${figures.map((figure) => `{{${figure}}}`).join(" and ")} where the figure goes`)
    .meta({ title, description });

/** content/pages/<language>/layout.json: what every page shows around its own words: the header, the menu, the footer and the buttons that stay in reach. */
export function layoutFileSchema() {
  return z.strictObject({
    header: z
      .strictObject({
        serving: line("Link to the Service areas page, in the top bar", "On large screens, beside your phone number and email address"),
        schedule: line("Schedule button beside the menu", "Also at the bottom of the menu on phones"),
        noCardNeeded: line("Line under the schedule button"),
        homeLink: line("Name of the logo's link to Home", "Read out by screen readers"),
        menuButton: line("Name of the menu button on phones", "Read out by screen readers"),
        menuName: line("Name of the menu", "Read out by screen readers"),
        skipLink: line("Link to jump past the menu", "The first thing a keyboard or screen reader user meets on every page"),
      })
      .meta({ title: "Header" }),
    menu: z
      .strictObject({
        home: line("Home"),
        aboutGroup: line("About Us submenu: its name"),
        about: line("About Us submenu: the About page"),
        serviceAreas: line("About Us submenu: the Service areas page"),
        servicesGroup: line("Services submenu: its name"),
        families: line("Services submenu: the For families page"),
        seniors: line("Services submenu: the For seniors page"),
        commercial: line("Services submenu: the For businesses page"),
        howItWorksGroup: line("How It Works submenu: its name"),
        howItWorks: line("How It Works submenu: the How it works page"),
        faq: line("How It Works submenu: the FAQ page"),
        contact: line("Contact page"),
      })
      .meta({ title: "Menu", description: "The footer lists the same pages under these names. Which page each entry opens stays as it is" }),
    footer: z
      .strictObject({
        about: paragraph("Text under the logo"),
        contactTitle: line("Heading over your phone number and email address"),
        basedIn: line("Line naming your town", "Under your email address"),
        hoursTitle: line("Heading over your opening hours"),
        areasTitle: line("Heading over the towns you serve"),
        exploreTitle: line("Heading over the links to your pages", "The pages of the menu follow it, then the blog"),
        blog: line("Link to the blog"),
        copyright: runTimeText(["year"], "Copyright line", "Write {{year}} where the current year goes"),
        legal: z
          .strictObject({
            terms: line("Terms of Service"),
            privacy: line("Privacy Policy"),
            accessibility: line("Accessibility statement"),
            sitemap: line("Sitemap"),
          })
          .meta({ title: "Links at the very bottom" }),
      })
      .meta({ title: "Footer" }),
    buttons: z
      .strictObject({
        schedule: line("Schedule button", "In the footer, the bar at the bottom of phone screens and the floating button; a page may name its own otherwise"),
        call: line("Call button", "Write {{phone}} where your phone number goes; on phones, the header's phone icon is read out with these words"),
      })
      .meta({ title: "Buttons" }),
    actionBar: z
      .strictObject({
        name: line("Name of the bar", "Read out by screen readers"),
        call: line("Call button", "Keep it short; screen readers hear your phone number after it"),
      })
      .meta({ title: "Bar at the bottom of phone screens", description: "Shown once the top of the page has scrolled away; its schedule button says the words of Buttons › Schedule button" }),
    floatingButton: z
      .strictObject({ name: line("Name of the button's corner", "Read out by screen readers; the button says the words of Buttons › Schedule button") })
      .meta({ title: "Floating schedule button on large screens" }),
    social: z
      .strictObject({
        profile: runTimeText(["network"], "Name of a link to your Facebook or Instagram page", "Read out by screen readers; write {{network}} where Facebook or Instagram goes"),
      })
      .meta({ title: "Links to your social pages" }),
    ratings: z
      .strictObject({
        summary: runTimeText(
          ["rating", "reviewCount"],
          "Your rating in words",
          "On About and Home; write {{rating}} where your stars go and {{reviewCount}} where the number of reviews goes (both from your business details)",
        ),
        stars: runTimeText(["rating"], "What a row of stars says to screen readers", "Write {{rating}} where the number of stars goes"),
      })
      .meta({ title: "Ratings" }),
    prices: z
      .strictObject({ was: line("Word before a crossed-out former price", 'Read out by screen readers, like "was", before the former price') })
      .meta({ title: "Prices" }),
    quotes: z
      .strictObject({
        translated: line("Note under a quote translated from English", "Shown under each customer quote on the Spanish pages, in Spanish: the customers wrote in English"),
      })
      .meta({ title: "Customer quotes" }),
    posts: z
      .strictObject({
        latest: line("Badge on the newest post"),
        readMore: line("Link under each post's summary", "Screen readers hear the post's title after it"),
      })
      .meta({ title: "Blog post cards", description: "On the blog and under each post" }),
  });
}

/** content/pages/<language>/not-found.json: the page shown for an address the site does not have (404). */
export function notFoundFileSchema() {
  return z.strictObject({
    meta: z
      .strictObject({ title: line("Title in the browser's tab", "Your business's name is added after it"), description: paragraph("Description") })
      .meta({ title: "In the browser's tab", description: "Search engines do not list this page" }),
    title: line("Heading", 'Under the big "404"'),
    text: paragraph("Text under the heading"),
    homeButton: line("Button back to Home"),
  });
}

/** content/pages/<language>/sitemap-page.json: /sitemap, every page of the site in groups of links. */
export function sitemapPageFileSchema() {
  return z.strictObject({
    meta: searchResult(),
    hero: top(),
    groups: z
      .strictObject({
        pages: z
          .strictObject({
            title: line("Heading"),
            home: line("Home"),
            about: line("About"),
            howItWorks: line("How it works"),
            serviceAreas: line("Service areas"),
            faq: line("FAQ"),
            contact: line("Contact"),
            blog: line("Blog"),
            outsideServiceArea: line("Outside the service area"),
            newCustomerOffer: line("New customer offer"),
          })
          .meta({ title: "The pages" }),
        blog: z.strictObject({ title: line("Heading", "Your posts' titles follow it") }).meta({ title: "Blog posts" }),
        services: z
          .strictObject({
            title: line("Heading"),
            families: line("For families"),
            seniors: line("For seniors"),
            commercial: line("For businesses"),
          })
          .meta({ title: "Services" }),
        homeSections: z
          .strictObject({
            title: line("Heading"),
            hero: line("Top of the page"),
            about: line("Meet the founder"),
            howItWorks: line("The steps"),
            pricing: line("Services and prices"),
            faq: line("Questions"),
            contact: line("Call to action at the bottom"),
          })
          .meta({ title: "Sections of Home" }),
        serviceAreas: z
          .strictObject({ title: line("Heading"), town: runTimeText(["town"], "Link to a town's page", "One for each town; write {{town}} where the town's name goes") })
          .meta({ title: "Towns" }),
        legal: z
          .strictObject({
            title: line("Heading"),
            terms: line("Terms of Service"),
            privacy: line("Privacy Policy"),
            accessibility: line("Accessibility statement"),
            sitemap: line("Sitemap"),
          })
          .meta({ title: "Legal pages" }),
      })
      .meta({ title: "Groups of links", description: "In this order on the page; which page each link opens stays as it is" }),
  });
}

/** content/pages/<language>/sections.json: the words of the sections several pages show (the closing call to schedule, the towns, the map, …). */
export function sectionsFileSchema() {
  return z.strictObject({
    scheduleCta: z
      .strictObject({
        title: line("Heading", "Where a page has no heading of its own"),
        text: paragraph(
          "Text",
          "Where a page has no text of its own. Words about the first-order discount go between {{#offer}} and {{/offer}}",
        ),
        buttonLabel: line("Button", "It opens the sign-up; where a page has no button words of its own"),
        callPrompt: line("Words before your phone number", "On every page that shows this call"),
      })
      .meta({ title: "Call to schedule at the bottom", description: "On most pages; a page's own file may give it another heading and text" }),
    contactCta: z
      .strictObject({ callPrompt: line("Words before your phone number", "Beside the button; the heading, text and button are the page's own") })
      .meta({ title: "Call to get in touch at the bottom", description: "On the For businesses page" }),
    areaList: z
      .strictObject({
        eyebrow: line("Small line above the heading"),
        title: line("Heading", "Where a page has no heading of its own"),
        lead: paragraph("Paragraph under the heading"),
      })
      .meta({ title: "The towns you serve", description: "On About, For families, For businesses, Contact and Outside the service area; a tile for each town follows it" }),
    map: z
      .strictObject({
        title: line("Name of the map", "Read out by screen readers"),
        description: runTimeText(
          ["count", "northTown", "direction", "southTown"],
          "Description of the map",
          "Read out by screen readers. The site writes the number of towns where it says {{count}}, the northernmost town at {{northTown}}, where it lies at {{direction}} (the two lines below) and the southernmost town at {{southTown}}",
        ),
        northwest: line("{{direction}} when the northernmost town is also the westernmost", 'Like "northwest"'),
        north: line("{{direction}} otherwise", 'Like "north"'),
        countyName: runTimeText(["county"], "Name of a county on the map", "Write {{county}} where the county's name goes"),
        townLink: runTimeText(
          ["town"],
          "A town's link on the map",
          "Read out by screen readers; the map shows the town's name only. Write {{town}} where it goes",
        ),
        caption: paragraph("Line under the map"),
        townMap: runTimeText(
          ["town", "county"],
          "A town page's map",
          "The picture beside a town page's heading, read out by screen readers; write {{town}} and {{county}} where the town's and its county's names go",
        ),
      })
      .meta({ title: "The map of your service area", description: "On Home, the Service areas page and each town's page" }),
    steps: z
      .strictObject({ badge: runTimeText(["number"], "Label over each step", "Write {{number}} where the step's number goes") })
      .meta({ title: "Numbered steps", description: "On Home, How it works, For seniors and For businesses" }),
    stories: z
      .strictObject({
        previous: line("Button to the previous story", "Read out by screen readers"),
        next: line("Button to the next story", "Read out by screen readers"),
        play: line("Button to start the stories changing again", "Read out by screen readers"),
        pause: line("Button to stop the stories changing", "Read out by screen readers"),
        position: runTimeText(
          ["number", "count"],
          "Line under the buttons",
          "Write {{number}} where the number of the story shown goes and {{count}} where the number of stories goes",
        ),
      })
      .meta({ title: "Customer stories, one at a time", description: "On Home; the heading is Home's own" }),
  });
}

/** A picture's description for screen readers, titled by where the picture appears: none while the picture only decorates. */
const pictureText = (title: string, shows: string) =>
  line(
    title,
    `It shows ${shows}. Leave it empty while the picture only decorates what its heading says: screen readers then pass it by. Describe a photo of real people or your van`,
  ).optional();

/** content/pages/<language>/pictures.json: what screen readers say for each picture of the pages (content/images.ts), one field per picture. */
export function picturesFileSchema() {
  return z.strictObject({
    homeHero: pictureText("Home, beside the heading", "a stack of folded towels, a tote bag with the sun logo, a palm and the sun"),
    aboutHero: pictureText("About, beside the heading", "a woman holding folded towels beside a house with a tote bag on the step, a palm and the sun"),
    howItWorksHero: pictureText(
      "How it works, beside the heading",
      "a phone with a pickup day ticked on a calendar, a laundry tote and the delivery car, joined by a dotted route",
    ),
    serviceAreasHero: pictureText("Service areas, beside the heading", "a stretch of Gulf coast with town pins, a road, the delivery car and a palm"),
    contactHero: pictureText("Contact, beside the heading", "a phone showing a message thread, a speech bubble, an envelope and a clock"),
    faqHero: pictureText("FAQ page, beside the heading", "a question bubble, an answer bubble with a tick and a stack of folded towels"),
    familiesHero: pictureText("For families, beside the heading", "two parents and a child holding hands under a clothesline, with a basket of folded laundry"),
    seniorsHero: pictureText("For seniors, beside the heading", "a driver handing a laundry tote to a smiling older man at his front door"),
    commercialHero: pictureText("For businesses, beside the heading", "a shop front with a striped awning and a tall stack of folded salon towels"),
    blogHero: pictureText("Blog, beside the heading", "an open notebook with a pencil, a cup of coffee and a palm"),
    outsideAreaHero: pictureText(
      "Outside the service area, beside the heading",
      "a folded map with the service area dashed, a pin just outside it and a signpost",
    ),
    legalHero: pictureText(
      "Terms of Service and Privacy Policy, beside the heading",
      "a clipboard with a ticked checklist, a shield with a tick and a folded shirt",
    ),
    accessibilityHero: pictureText(
      "Accessibility statement, beside the heading",
      "a browser window whose text a magnifying glass enlarges, its focused button outlined, a Tab key, a speaking bubble and a stack of folded towels",
    ),
    sitemapHero: pictureText("Sitemap, beside the heading", "a site tree: the home page on top, dotted lines down to three page cards (towels, a pin, a book)"),
    notFoundHero: pictureText(
      "Page not found (404), beside the heading",
      "a lone sock on a clothesline beside an empty peg, a question mark and an empty laundry basket",
    ),
    blogPostHero: pictureText(
      "Blog posts without a picture of their own, beside the heading",
      "an article page with a palm picture and a bookmark, a light bulb and folded towels",
    ),
  });
}

/** Every page file the studio edits, in the order its "Pages" lists them (the site's, then the shared sections): its label there and its schema. */
export const pageFiles = {
  home: { label: "Home", schema: homeFileSchema },
  about: { label: "About", schema: aboutFileSchema },
  "how-it-works": { label: "How it works", schema: howItWorksFileSchema },
  families: { label: "For families", schema: familiesFileSchema },
  // The quoted customers' names and towns are the same in every language (scripts/translations.ts).
  seniors: { label: "For seniors", schema: seniorsFileSchema, facts: ["quotes.stories.name", "quotes.stories.location"] },
  commercial: { label: "For businesses", schema: commercialFileSchema },
  "service-areas": { label: "Service areas", schema: serviceAreasFileSchema },
  contact: { label: "Contact", schema: contactFileSchema },
  "faq-page": { label: "FAQ page", schema: faqPageFileSchema },
  "outside-service-area": { label: "Outside the service area", schema: outsideServiceAreaFileSchema },
  "new-customer-offer": { label: "New customer offer (flyers)", schema: newCustomerOfferFileSchema },
  "town-page": { label: "Town pages", schema: townPageFileSchema },
  blog: { label: "Blog", schema: blogFileSchema },
  legal: { label: "Legal pages (Terms, Privacy, Accessibility)", schema: legalFileSchema },
  "sitemap-page": { label: "Sitemap page", schema: sitemapPageFileSchema },
  "not-found": { label: "Page not found (404)", schema: notFoundFileSchema },
  steps: { label: "The four steps (Home, How it works)", schema: stepsFileSchema },
  services: { label: "Services and prices (Home, offer pages)", schema: servicesFileSchema },
  estimator: { label: "Price estimator (Home, FAQ)", schema: estimatorFileSchema },
  "contact-form": { label: "Message forms (Contact, Outside the service area)", schema: contactFormFileSchema },
  "zip-check": { label: "Zip code check (Home, Service areas, town pages)", schema: zipCheckFileSchema },
  sections: { label: "Shared sections", schema: sectionsFileSchema },
  pictures: { label: "Descriptions of the pictures", schema: picturesFileSchema },
  layout: { label: "On every page: menu, footer and buttons", schema: layoutFileSchema },
  "search-data": { label: "What search engines read about the business", schema: searchDataFileSchema },
} as const satisfies Record<string, { label: string; schema: () => z.ZodType; facts?: readonly string[] }>;

export type PageFileName = keyof typeof pageFiles;

/** The text fields of a page file that are the same in every language (a customer's name), by path without list positions. */
export const pageFileFacts = (name: PageFileName): readonly string[] => {
  const entry = pageFiles[name];
  return "facts" in entry ? entry.facts : [];
};

/** A page file in a language: ("about", "es") → "content/pages/es/about.json" (the studio's "multiple_folders" layout). */
export const pageFilePath = (name: PageFileName, of: Locale) => `content/pages/${of}/${name}.json`;

/** Its words with the figures filled in, as the pages import them (`#words/about.json`). */
export const filledPageFilePath = (name: PageFileName, of: Locale) => `content/pages/filled/${of}/${name}.json`;

/** Which page file, in which language, a path is; undefined for any other file. */
export function pageFileAt(path: string): { name: PageFileName; locale: Locale } | undefined {
  const match = /^content\/pages\/([a-z]+)\/([a-z-]+)\.json$/.exec(path);
  if (!match || !isLocale(match[1]!) || !(match[2]! in pageFiles)) return undefined;
  return { name: match[2] as PageFileName, locale: match[1] };
}
