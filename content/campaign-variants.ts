// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/new-customer-offer.json" with { type: "json" };

/**
 * The new-customer-offer landing pages: one layout, six addresses. Printed QR flyers
 * and Instagram posts each point at their own variant, so the analytics can tell them apart.
 * `title` is both the page's own title and the `page_title` sent with the campaign event: the
 * offer pages' title in content/pages/<language>/new-customer-offer.json, then the flyer's `code`.
 * To add a flyer, add a row here; the route, prerendering and tests pick it up.
 */
const flyers = [
  { id: "offer", path: "/newcustomeroffer", code: "", showNoCard: false },
  { id: "offer-qr1", path: "/newcustomerofferQR1", code: "QR1", showNoCard: true },
  { id: "offer-qr2", path: "/newcustomerofferQR2", code: "QR2", showNoCard: true },
  { id: "offer-qr3", path: "/newcustomerofferQR3", code: "QR3", showNoCard: true },
  { id: "offer-qr4", path: "/newcustomerofferQR4", code: "QR4", showNoCard: false },
  { id: "offer-qrinsta", path: "/newcustomerofferQRinsta", code: "QRinsta", showNoCard: false },
] as const satisfies ReadonlyArray<{ id: string; path: `/${string}`; code: string; showNoCard: boolean }>;

/** Every offer page, the base page first, each with its title ("New Customer Offer QR1"). */
export const campaignVariants = flyers.map(({ code, ...flyer }) => ({
  ...flyer,
  title: code ? `${words.meta.title} ${code}` : words.meta.title,
}));

export type CampaignVariant = (typeof campaignVariants)[number];
export type CampaignVariantId = CampaignVariant["id"];

/** The base offer page: every variant's canonical address, so only it is indexed. */
export const canonicalCampaignVariant: CampaignVariant = campaignVariants[0]!;

/** The variant served at a path ("/newcustomerofferQR1", with or without a trailing slash). */
export function campaignVariantForPath(pathname: string): CampaignVariant {
  const path = pathname.replace(/(.)\/+$/, "$1");
  return campaignVariants.find((v) => v.path === path) ?? canonicalCampaignVariant;
}
