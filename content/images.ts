// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import pictureWords from "#words/pictures.json" with { type: "json" };

/**
 * Image slots. Each points at an original illustration in public/illustrations/ (flat shapes in the
 * brand colors of app/styles/app.css). To use a photo instead, put the file in public/images/ and
 * change `src`, `width` and `height` here (see README, "Content"), and describe it in the pictures'
 * page file.
 *
 * `alt` is what a screen reader says: the owner writes it in content/pages/<language>/pictures.json
 * ("Pages" › "Descriptions of the pictures"), one field per slot, whose description in
 * content/page-files.ts says what the picture shows. An illustration that only echoes the heading
 * beside it is decorative and has no field there, so an empty `alt` (the reader skips it). A photo
 * of real people or your real van should get one.
 */
export type ImageSlot = {
  src: string;
  width: number;
  height: number;
  alt: string;
};

/** Every inner-page illustration is drawn on the same 480 × 400 canvas. */
const heroSize = { width: 480, height: 400 } as const;

/** The pictures' descriptions in the build's language, by slot; a slot without one is decorative. */
const descriptions: Partial<Record<string, string>> = pictureWords;

/** A slot's text for screen readers: its description, or "" for a decorative picture. */
const alt = (slot: string) => descriptions[slot] ?? "";

/** The pages' pictures by slot: the file each shows, its size and what screen readers say for it. */
export const images = {
  homeHero: {
    src: "/illustrations/folded-stack.svg",
    width: 560,
    height: 480,
    alt: alt("homeHero"),
  },
  aboutHero: {
    src: "/illustrations/about-founder.svg",
    ...heroSize,
    alt: alt("aboutHero"),
  },
  howItWorksHero: {
    src: "/illustrations/how-it-works.svg",
    ...heroSize,
    alt: alt("howItWorksHero"),
  },
  serviceAreasHero: {
    src: "/illustrations/service-areas.svg",
    ...heroSize,
    alt: alt("serviceAreasHero"),
  },
  contactHero: {
    src: "/illustrations/contact.svg",
    ...heroSize,
    alt: alt("contactHero"),
  },
  faqHero: {
    src: "/illustrations/faq.svg",
    ...heroSize,
    alt: alt("faqHero"),
  },
  familiesHero: {
    src: "/illustrations/families.svg",
    ...heroSize,
    alt: alt("familiesHero"),
  },
  seniorsHero: {
    src: "/illustrations/seniors.svg",
    ...heroSize,
    alt: alt("seniorsHero"),
  },
  commercialHero: {
    src: "/illustrations/commercial.svg",
    ...heroSize,
    alt: alt("commercialHero"),
  },
  blogHero: {
    src: "/illustrations/blog.svg",
    ...heroSize,
    alt: alt("blogHero"),
  },
  outsideAreaHero: {
    src: "/illustrations/outside-area.svg",
    ...heroSize,
    alt: alt("outsideAreaHero"),
  },
  legalHero: {
    src: "/illustrations/legal.svg",
    ...heroSize,
    alt: alt("legalHero"),
  },
  accessibilityHero: {
    src: "/illustrations/accessibility.svg",
    ...heroSize,
    alt: alt("accessibilityHero"),
  },
  sitemapHero: {
    src: "/illustrations/sitemap.svg",
    ...heroSize,
    alt: alt("sitemapHero"),
  },
  notFoundHero: {
    src: "/illustrations/not-found.svg",
    ...heroSize,
    alt: alt("notFoundHero"),
  },
  /** Every blog post's picture unless the post names its own in its front matter (see README, "Content"). */
  blogPostHero: {
    src: "/illustrations/blog-post.svg",
    ...heroSize,
    alt: alt("blogPostHero"),
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

/** The site's folder of offer hero images (public/images/offer/ before the build). */
export const offerHeroFolder = "/images/offer";

/** Where the build writes an offer hero image at one width and format. */
export function offerHeroSrc(image: Pick<OfferHeroImage, "name">, width: number, format: "avif" | "webp"): string {
  return `${offerHeroFolder}/${image.name}-${width}.${format}`;
}

/** The srcset of an offer hero image in one format. */
export function offerHeroSrcSet(image: Pick<OfferHeroImage, "name">, format: "avif" | "webp"): string {
  return offerHeroWidths.map((w) => `${offerHeroSrc(image, w, format)} ${w}w`).join(", ");
}
