import { site } from "../config/site.ts";

/** The customer app's sign-up page, where every schedule action leads (spec §7). */
export function scheduleUrl(): string {
  const url = new URL(site.appUrl + "/");
  url.searchParams.set("tab", "create-account");
  return url.toString();
}

/** The sign-up address for a link rendered by React. */
export function useScheduleHref(): string {
  return scheduleUrl();
}
