import { afterEach, describe, expect, it, vi } from "vitest";
import {
  campaignStorageKey,
  hasCampaign,
  readCampaign,
  rememberCampaign,
  storedCampaign,
  trackCampaignPageView,
} from "./campaign.ts";

/** A minimal in-memory Storage, as sessionStorage behaves within one tab. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const flyer = "?utm_source=flyer&utm_medium=qr&utm_campaign=spring-offer&utm_id=qr1";
const page = { title: "New Customer Offer QR1", location: `https://www.example.com/newcustomerofferQR1${flyer}` };

afterEach(() => vi.restoreAllMocks());

describe("readCampaign", () => {
  it("reads the four utm parameters and nothing else", () => {
    expect(readCampaign(`${flyer}&utm_term=x&tab=y`)).toEqual({
      utm_source: "flyer",
      utm_medium: "qr",
      utm_campaign: "spring-offer",
      utm_id: "qr1",
    });
  });

  it("treats missing and blank parameters as null", () => {
    const campaign = readCampaign("?utm_source=%20&utm_medium=social");
    expect(campaign).toEqual({ utm_source: null, utm_medium: "social", utm_campaign: null, utm_id: null });
    expect(hasCampaign(campaign)).toBe(true);
    expect(hasCampaign(readCampaign(""))).toBe(false);
  });
});

describe("trackCampaignPageView", () => {
  it("logs the parameters and sends exactly one utm_page_view with the campaign fields", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const gtag = vi.fn();
    expect(trackCampaignPageView(readCampaign(flyer), page, gtag)).toBe(true);
    expect(info).toHaveBeenCalledWith("Campaign parameters:", readCampaign(flyer));
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith("event", "utm_page_view", {
      campaign_source: "flyer",
      campaign_medium: "qr",
      campaign_name: "spring-offer",
      campaign_id: "qr1",
      page_title: page.title,
      page_location: page.location,
    });
  });

  it("sends nothing without utm_source, but still logs", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const gtag = vi.fn();
    expect(trackCampaignPageView(readCampaign("?utm_medium=qr"), page, gtag)).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
  });

  it("sends nothing when analytics is not loaded", () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    expect(trackCampaignPageView(readCampaign(flyer), page, undefined)).toBe(false);
  });

  it("uses the global gtag when one exists", () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const gtag = vi.fn();
    vi.stubGlobal("gtag", gtag);
    try {
      trackCampaignPageView(readCampaign(flyer), page);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(gtag).toHaveBeenCalledTimes(1);
  });
});

describe("session attribution", () => {
  it("keeps the arrival campaign for later pages without parameters", () => {
    const storage = memoryStorage();
    expect(rememberCampaign(flyer, storage)).toEqual(readCampaign(flyer));
    expect(rememberCampaign("", storage)).toEqual(readCampaign(flyer));
    expect(rememberCampaign("?tab=other", storage)).toEqual(readCampaign(flyer));
  });

  it("lets a newer campaign replace the earlier one", () => {
    const storage = memoryStorage();
    rememberCampaign(flyer, storage);
    expect(rememberCampaign("?utm_source=instagram", storage)?.utm_source).toBe("instagram");
    expect(storedCampaign(storage)?.utm_campaign).toBeNull();
  });

  it("has no campaign when none arrived, and ignores a damaged stored value", () => {
    const storage = memoryStorage();
    expect(rememberCampaign("", storage)).toBeUndefined();
    storage.setItem(campaignStorageKey, "{not json");
    expect(storedCampaign(storage)).toBeUndefined();
    storage.setItem(campaignStorageKey, JSON.stringify({ utm_source: 42 }));
    expect(storedCampaign(storage)).toBeUndefined();
  });

  it("survives storage that refuses to work", () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    broken.getItem = () => {
      throw new Error("SecurityError");
    };
    expect(rememberCampaign(flyer, broken)).toEqual(readCampaign(flyer));
    expect(rememberCampaign("", broken)).toBeUndefined();
  });
});
