/**
 * Campaign tracking and attribution. The four utm_* parameters are read from the address
 * a visitor arrives at, logged, sent to Google Analytics as one `utm_page_view` event on the offer
 * pages, and kept for the browsing session so every sign-up link can carry them to the customer app.
 */

export const campaignParamNames = ["utm_source", "utm_medium", "utm_campaign", "utm_id"] as const;

export type CampaignParamName = (typeof campaignParamNames)[number];

/** The campaign parameters of one address; a missing parameter is null. */
export type Campaign = Record<CampaignParamName, string | null>;

/** The key under which the session's campaign is kept in sessionStorage. */
export const campaignStorageKey = "campaign";

/** Reads the four parameters from a query string ("?utm_source=flyer&…"); blank values count as missing. */
export function readCampaign(search: string): Campaign {
  const params = new URLSearchParams(search);
  const entries = campaignParamNames.map((name) => {
    const value = params.get(name)?.trim();
    return [name, value ? value : null] as const;
  });
  return Object.fromEntries(entries) as Campaign;
}

/** Whether any campaign parameter is present. */
export function hasCampaign(campaign: Campaign): boolean {
  return campaignParamNames.some((name) => campaign[name] !== null);
}

type Gtag = (command: "event", name: string, params: Record<string, string | null>) => void;

/** The global analytics function, when gtag.js (or anything providing it) is on the page. */
function globalGtag(): Gtag | undefined {
  const candidate = (globalThis as { gtag?: unknown }).gtag;
  return typeof candidate === "function" ? (candidate as Gtag) : undefined;
}

/**
 * What an offer page does on load: logs the campaign parameters and, when utm_source is
 * present and the analytics function exists, sends exactly one `utm_page_view` event.
 * Returns whether the event was sent.
 */
export function trackCampaignPageView(
  campaign: Campaign,
  page: { title: string; location: string },
  gtag: Gtag | undefined = globalGtag(),
): boolean {
  console.info("Campaign parameters:", campaign);
  if (campaign.utm_source === null || !gtag) return false;
  gtag("event", "utm_page_view", {
    campaign_source: campaign.utm_source,
    campaign_medium: campaign.utm_medium,
    campaign_name: campaign.utm_campaign,
    campaign_id: campaign.utm_id,
    page_title: page.title,
    page_location: page.location,
  });
  return true;
}

function sessionStore(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings); attribution is then simply not kept.
    return undefined;
  }
}

/** The campaign kept for this browsing session, if any. */
export function storedCampaign(storage: Storage | undefined = sessionStore()): Campaign | undefined {
  try {
    const raw = storage?.getItem(campaignStorageKey);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const record = parsed as Record<string, unknown>;
    const campaign = Object.fromEntries(
      campaignParamNames.map((name) => {
        const value = record[name];
        return [name, typeof value === "string" && value.trim() ? value : null] as const;
      }),
    ) as Campaign;
    return hasCampaign(campaign) ? campaign : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the campaign of the current address for the session when it has one (a later campaign
 * link replaces an earlier one), and returns the campaign the session is attributed to.
 */
export function rememberCampaign(search: string, storage: Storage | undefined = sessionStore()): Campaign | undefined {
  const current = readCampaign(search);
  if (!hasCampaign(current)) return storedCampaign(storage);
  try {
    storage?.setItem(campaignStorageKey, JSON.stringify(current));
  } catch {
    // Quota or disabled storage: the current page still knows its campaign.
  }
  return current;
}
