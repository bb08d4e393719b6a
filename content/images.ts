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
