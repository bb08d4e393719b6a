import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, useLocation, useNavigationType, type LinksFunction } from "react-router";
import { ActionBar } from "./components/layout/action-bar.tsx";
import { FloatingSchedule } from "./components/layout/floating-schedule.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { languageTags, locale } from "../core/locale.ts";
// The words on every page, in the page's language (content/pages/<language>/layout.json).
import layoutWords from "#words/layout.json" with { type: "json" };
import { site } from "../core/site.ts";
import { gtagInitScript, gtagScriptSrc } from "./lib/analytics.ts";
import { prefersReducedMotion } from "./lib/motion.ts";
import { useNextPageStyles } from "./lib/next-page-styles.ts";
import "./styles/app.css";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * A page loaded over plain http is reloaded over https, except on localhost and the
 * configured address. It runs before anything renders; its hash is allowed by the server's CSP.
 */
const plainHttpHosts = [...new Set(["localhost", "127.0.0.1", "[::1]", site.insecureAllowedHost])];
const httpsUpgrade = `if(location.protocol==="http:"&&!${JSON.stringify(plainHttpHosts)}.includes(location.hostname))location.replace("https:"+location.href.slice(5))`;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={languageTags[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f6863" />
        <script dangerouslySetInnerHTML={{ __html: httpsUpgrade }} />
        {site.gaMeasurementId && (
          <>
            <script async src={gtagScriptSrc(site.gaMeasurementId)} />
            <script dangerouslySetInnerHTML={{ __html: gtagInitScript(site.gaMeasurementId) }} />
          </>
        )}
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-gulf-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {layoutWords.header.skipLink}
        </a>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useScrollOnNavigate();
  useNextPageStyles();
  useMarkHydrated();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <ActionBar />
      <SiteFooter />
      <FloatingSchedule />
    </>
  );
}

/**
 * Marks <html data-hydrated> once React has hydrated the prerendered page. The root's effects run
 * after every child's, so timers and listeners are in place by then. The page's JavaScript loads
 * only after its first paint (docs/page-loading.md#hydration-after-the-first-paint), and browser tests wait
 * for this mark before they interact.
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/**
 * A new page starts at the top; a link to an anchor scrolls smoothly to it instead (instantly under
 * reduced motion). Back and forward keep the browser's own behavior.
 */
function useScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === "POP") return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (!target) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    // The bands passed on the way are drawn only as they come near the view (content-visibility),
    // and take their real heights then; a smooth scroll keeps its first aim and can stop past the
    // target. Once the scroll ends, it settles on the target, unless the visitor took over.
    const settle = () => target.scrollIntoView({ behavior: "instant", block: "start" });
    const takeOver = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
    const stop = () => {
      window.removeEventListener("scrollend", settle);
      for (const type of takeOver) window.removeEventListener(type, stop);
    };
    window.addEventListener("scrollend", settle, { once: true });
    for (const type of takeOver) window.addEventListener(type, stop, { once: true, passive: true });
    return stop;
  }, [location.key, location.hash, navigationType]);
}
