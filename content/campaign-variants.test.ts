import { describe, expect, it } from "vitest";
import { campaignVariantForPath, campaignVariants, canonicalCampaignVariant } from "./campaign-variants.ts";

describe("campaign variants", () => {
  it("are the six offer addresses, each with its own page title for the analytics", () => {
    expect(campaignVariants.map((v) => [v.path, v.title])).toEqual([
      ["/newcustomeroffer", "New Customer Offer"],
      ["/newcustomerofferQR1", "New Customer Offer QR1"],
      ["/newcustomerofferQR2", "New Customer Offer QR2"],
      ["/newcustomerofferQR3", "New Customer Offer QR3"],
      ["/newcustomerofferQR4", "New Customer Offer QR4"],
      ["/newcustomerofferQRinsta", "New Customer Offer QRinsta"],
    ]);
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
    expect(campaignVariantForPath("/newcustomerofferQR2").title).toBe("New Customer Offer QR2");
    expect(campaignVariantForPath("/newcustomerofferQRinsta/").title).toBe("New Customer Offer QRinsta");
    expect(campaignVariantForPath("/somewhere-else")).toBe(canonicalCampaignVariant);
  });
});
