/**
 * Image slots. Each points at an original illustration; to use a photo instead, put the file in
 * public/images/ and change `src`, `width`, `height` and `alt` here (see README, "Content").
 */
export const images = {
  homeHero: {
    src: "/illustrations/folded-stack.svg",
    width: 560,
    height: 480,
    alt: "A stack of freshly folded towels beside a delivery tote under the Florida sun",
  },
} as const;

/** The widths, in pixels, each offer hero image is rendered at (AVIF and WebP each). */
export const offerHeroWidths = [640, 1280, 1920] as const;

/**
 * The offer pages' two hero backgrounds, shown in this order and crossfading (spec §2). `source` is
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
