import { useSyncExternalStore } from "react";
import { defaultLocale, locale } from "../../core/locale.ts";
import { site } from "../../core/site.ts";
import { campaignParamNames, rememberCampaign, type Campaign } from "./campaign.ts";

/**
 * The customer app's sign-up page, where every schedule action leads, with the session's
 * campaign parameters appended so the app learns which flyer or post brought the customer, and,
 * from a page in another language than English, that language (`lang=es`), so the app can greet
 * the customer in it.
 */
export function scheduleUrl(campaign?: Campaign): string {
  const url = new URL(site.appUrl + "/");
  url.searchParams.set("tab", "create-account");
  if (locale !== defaultLocale) url.searchParams.set("lang", locale);
  for (const name of campaignParamNames) {
    const value = campaign?.[name];
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}

// Nothing outside this tab changes the session's campaign, so there is nothing to listen to.
const subscribe = () => () => {};

function clientHref(): string {
  return scheduleUrl(rememberCampaign(window.location.search));
}

function prerenderedHref(): string {
  return scheduleUrl();
}

/**
 * The sign-up address for a link rendered by React: the plain URL in the prerendered HTML and during
 * hydration, then the URL carrying the session's campaign (also recording one that arrived with the
 * current address).
 */
export function useScheduleHref(): string {
  return useSyncExternalStore(subscribe, clientHref, prerenderedHref);
}
