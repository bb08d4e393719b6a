import { site } from "../config/site.ts";

/** The customer app's sign-up page, where every schedule action leads (spec §7). */
export function scheduleUrl(): string {
  const url = new URL(site.appUrl + "/");
  url.searchParams.set("tab", "create-account");
  return url.toString();
}
