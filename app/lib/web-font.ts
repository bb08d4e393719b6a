import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { webFontClass, webFontFamily, webFontStorageKey } from "../../core/web-font.ts";

/**
 * Downloads the brand typeface once the page has hydrated and, from the next page on, uses it
 * (core/web-font.ts says why). The download starts after the first paint, so it is never on the
 * way of the largest contentful paint; the page on screen keeps its fallback, so nothing moves.
 */
export function useWebFont() {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (document.documentElement.classList.contains(webFontClass)) return;
    let active = true;
    document.fonts
      .load(`1em "${webFontFamily}"`)
      .then((faces) => {
        if (faces.length === 0 || !active) return;
        setReady(true);
        try {
          localStorage.setItem(webFontStorageKey, "1");
        } catch {
          // Without local storage, later visits start in the fallback again; nothing else changes.
        }
      })
      .catch(() => {
        // Offline or blocked: the fallback stays, which is what the page shows anyway.
      });
    return () => {
      active = false;
    };
  }, []);

  // Before the next page's first paint, so that page is set in Figtree from the start.
  useLayoutEffect(() => {
    if (ready && pathname !== firstPathname.current) document.documentElement.classList.add(webFontClass);
  }, [ready, pathname]);
}
