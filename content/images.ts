/**
 * Image slots. Each points at an original illustration in public/illustrations/ (flat shapes in the
 * brand colors of app/styles/app.css). To use a photo instead, put the file in public/images/ and
 * change `src`, `width`, `height` and `alt` here (see README, "Content").
 *
 * `alt` is what a screen reader says. An illustration that only echoes the heading beside it is
 * decorative and has an empty `alt` (the reader skips it); the comment above each slot says what
 * it shows, for whoever edits this file. A photo of real people or your real van should get an `alt`.
 */
export type ImageSlot = {
  src: string;
  width: number;
  height: number;
  alt: string;
};

/** Every inner-page illustration is drawn on the same 480 × 400 canvas. */
const heroSize = { width: 480, height: 400 } as const;

export const images = {
  /** A stack of folded towels, a tote bag with the sun logo, a palm and the sun. */
  homeHero: {
    src: "/illustrations/folded-stack.svg",
    width: 560,
    height: 480,
    alt: "A stack of freshly folded towels beside a delivery tote under the Florida sun",
  },
  /** A woman holding folded towels beside a house with a tote bag on the step, a palm and the sun. */
  aboutHero: {
    src: "/illustrations/about-founder.svg",
    ...heroSize,
    alt: "Illustration: a local laundry owner carrying a folded stack of towels to a customer's porch",
  },
  /** A phone with a pickup day ticked on a calendar, a laundry tote and the delivery car, joined by a dotted route. */
  howItWorksHero: {
    src: "/illustrations/how-it-works.svg",
    ...heroSize,
    alt: "",
  },
  /** A stylised stretch of Gulf coast with town pins, a road, the delivery car and a palm. */
  serviceAreasHero: {
    src: "/illustrations/service-areas.svg",
    ...heroSize,
    alt: "",
  },
  /** A phone showing a message thread, a speech bubble, an envelope and a clock. */
  contactHero: {
    src: "/illustrations/contact.svg",
    ...heroSize,
    alt: "",
  },
  /** A question bubble, an answer bubble with a tick and a stack of folded towels. */
  faqHero: {
    src: "/illustrations/faq.svg",
    ...heroSize,
    alt: "",
  },
  /** Two parents and a child holding hands under a clothesline, with a basket of folded laundry. */
  familiesHero: {
    src: "/illustrations/families.svg",
    ...heroSize,
    alt: "",
  },
  /** A driver handing a laundry tote to a smiling older man at his front door. */
  seniorsHero: {
    src: "/illustrations/seniors.svg",
    ...heroSize,
    alt: "",
  },
  /** A shop front with a striped awning and a tall stack of folded salon towels. */
  commercialHero: {
    src: "/illustrations/commercial.svg",
    ...heroSize,
    alt: "",
  },
  /** An open notebook with a pencil, a cup of coffee and a palm. */
  blogHero: {
    src: "/illustrations/blog.svg",
    ...heroSize,
    alt: "",
  },
  /** A folded map with the service area dashed, a pin just outside it and a signpost. */
  outsideAreaHero: {
    src: "/illustrations/outside-area.svg",
    ...heroSize,
    alt: "",
  },
  /** A clipboard with a ticked checklist, a shield with a tick and a folded shirt (terms and privacy). */
  legalHero: {
    src: "/illustrations/legal.svg",
    ...heroSize,
    alt: "",
  },
  /**
   * The accessibility statement: a browser window whose text a magnifying glass enlarges, its
   * focused button outlined, a Tab key, a speaking bubble and a stack of folded towels.
   */
  accessibilityHero: {
    src: "/illustrations/accessibility.svg",
    ...heroSize,
    alt: "",
  },
  /** A site tree: the home page on top, dotted lines down to three page cards (towels, a pin, a book). */
  sitemapHero: {
    src: "/illustrations/sitemap.svg",
    ...heroSize,
    alt: "",
  },
  /** A lone sock on a clothesline beside an empty peg, a question mark and an empty laundry basket. */
  notFoundHero: {
    src: "/illustrations/not-found.svg",
    ...heroSize,
    alt: "",
  },
  /**
   * Every blog post's picture unless the post names its own in its front matter (see README,
   * "Content"): an article page with a palm picture and a bookmark, a light bulb and folded towels.
   */
  blogPostHero: {
    src: "/illustrations/blog-post.svg",
    ...heroSize,
    alt: "",
  },
} as const satisfies Record<string, ImageSlot>;

/** The widths, in pixels, each offer hero image is rendered at (AVIF and WebP each). */
export const offerHeroWidths = [640, 1280, 1920] as const;

/**
 * The offer pages' two hero backgrounds, shown in this order and crossfading. `source` is
 * either "art:<id>" (an original illustration drawn in scripts/offer-art.ts) or the path of your own
 * photo, e.g. "content/photos/porch.jpg" (landscape, at least 1920 px wide). The build renders each
 * to public/images/offer/<name>-<width>.avif/.webp, cropped to `width`×`height`. They are decorative
 * backgrounds behind the headline, so they carry no alt text.
 */
export const offerHeroImages = [
  { name: "gulf-sunset", source: "art:gulf-sunset", width: 1920, height: 1080 },
  { name: "lanai-twilight", source: "art:lanai-twilight", width: 1920, height: 1080 },
] as const satisfies ReadonlyArray<{ name: string; source: string; width: number; height: number }>;

export type OfferHeroImage = (typeof offerHeroImages)[number];

/** Where the build writes an offer hero image at one width and format. */
export function offerHeroSrc(image: Pick<OfferHeroImage, "name">, width: number, format: "avif" | "webp"): string {
  return `/images/offer/${image.name}-${width}.${format}`;
}

/** The srcset of an offer hero image in one format. */
export function offerHeroSrcSet(image: Pick<OfferHeroImage, "name">, format: "avif" | "webp"): string {
  return offerHeroWidths.map((w) => `${offerHeroSrc(image, w, format)} ${w}w`).join(", ");
}
