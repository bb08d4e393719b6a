/**
 * Google Analytics 4, loaded only when the owner sets a measurement id (PUBLIC_GA_ID, validated in
 * core/site.ts). The page then loads gtag.js from Google and runs this small inline start-up
 * script, whose hash the post-build step adds to the Content-Security-Policy.
 */

/** The gtag.js address for a measurement id. */
export function gtagScriptSrc(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** Google's standard start-up snippet: defines window.gtag and queues the configuration. */
export function gtagInitScript(measurementId: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(measurementId)})`;
}
