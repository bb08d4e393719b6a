/**
 * The new-customer-offer landing pages: one layout, six addresses. Printed QR flyers
 * and Instagram posts each point at their own variant, so the analytics can tell them apart.
 * `title` is both the page's own title and the `page_title` sent with the campaign event.
 * To add a flyer, add a row here; the route, prerendering and tests pick it up.
 */
export const campaignVariants = [
  { id: "offer", path: "/newcustomeroffer", title: "New Customer Offer", showNoCard: false },
  { id: "offer-qr1", path: "/newcustomerofferQR1", title: "New Customer Offer QR1", showNoCard: true },
  { id: "offer-qr2", path: "/newcustomerofferQR2", title: "New Customer Offer QR2", showNoCard: true },
  { id: "offer-qr3", path: "/newcustomerofferQR3", title: "New Customer Offer QR3", showNoCard: true },
  { id: "offer-qr4", path: "/newcustomerofferQR4", title: "New Customer Offer QR4", showNoCard: false },
  { id: "offer-qrinsta", path: "/newcustomerofferQRinsta", title: "New Customer Offer QRinsta", showNoCard: false },
] as const satisfies ReadonlyArray<{ id: string; path: `/${string}`; title: string; showNoCard: boolean }>;

export type CampaignVariant = (typeof campaignVariants)[number];
export type CampaignVariantId = CampaignVariant["id"];

/** The base offer page: every variant's canonical address, so only it is indexed. */
export const canonicalCampaignVariant = campaignVariants[0];

/** The variant served at a path ("/newcustomerofferQR1", with or without a trailing slash). */
export function campaignVariantForPath(pathname: string): CampaignVariant {
  const path = pathname.replace(/(.)\/+$/, "$1");
  return campaignVariants.find((v) => v.path === path) ?? canonicalCampaignVariant;
}
