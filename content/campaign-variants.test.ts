import { describe, expect, it } from "vitest";
import { campaignVariantForPath, campaignVariants, canonicalCampaignVariant } from "./campaign-variants.ts";
import words from "./pages/filled/en/new-customer-offer.json" with { type: "json" };

/** The title of the offer pages in the owner's words, then the flyer's code. */
const titled = (code: string) => (code ? `${words.meta.title} ${code}` : words.meta.title);

describe("campaign variants", () => {
  it("are the six offer addresses, each with its own page title for the analytics", () => {
    expect(campaignVariants.map((v) => [v.path, v.title])).toEqual([
      ["/newcustomeroffer", titled("")],
      ["/newcustomerofferQR1", titled("QR1")],
      ["/newcustomerofferQR2", titled("QR2")],
      ["/newcustomerofferQR3", titled("QR3")],
      ["/newcustomerofferQR4", titled("QR4")],
      ["/newcustomerofferQRinsta", titled("QRinsta")],
    ]);
    expect(new Set(campaignVariants.map((v) => v.title)).size).toBe(campaignVariants.length);
  });

  it('show "No Card Needed to Get Started" on QR1 to QR3 only', () => {
    expect(campaignVariants.filter((v) => v.showNoCard).map((v) => v.path)).toEqual([
      "/newcustomerofferQR1",
      "/newcustomerofferQR2",
      "/newcustomerofferQR3",
    ]);
  });

  it("have unique ids and paths, and the base page is canonical", () => {
    expect(new Set(campaignVariants.map((v) => v.id)).size).toBe(campaignVariants.length);
    expect(new Set(campaignVariants.map((v) => v.path)).size).toBe(campaignVariants.length);
    expect(canonicalCampaignVariant.path).toBe("/newcustomeroffer");
  });

  it("find the variant for a path, with or without a trailing slash", () => {
    expect(campaignVariantForPath("/newcustomerofferQR2").title).toBe(titled("QR2"));
    expect(campaignVariantForPath("/newcustomerofferQRinsta/").title).toBe(titled("QRinsta"));
    expect(campaignVariantForPath("/somewhere-else")).toBe(canonicalCampaignVariant);
  });
});
