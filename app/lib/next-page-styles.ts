import { useEffect, useLayoutEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { allStylesClass } from "../../core/all-styles.ts";
import { webFontClass, webFontFamily } from "../../core/web-font.ts";

/**
 * What a page reached by client-side navigation needs beyond the first page's own CSS:
 * - the whole stylesheet: each page inlines only the rules it uses, and the whole stylesheet waits,
 *   inert, until the root element has the class core/all-styles.ts names (scripts/critical-css.ts);
 * - the brand typeface (core/web-font.ts): loaded once the first page has hydrated, after its
 *   first paint, and used from the next page on if it has arrived, so the page on screen never
 *   re-sets its text.
 * Both classes are set when a navigation to another page starts, at the latest before that page's
 * first paint (a layout effect). A link to an anchor of the same page changes nothing.
 */
export function useNextPageStyles() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [firstPathname] = useState(pathname);

  useEffect(() => {
    document.fonts
      .load(`1em "${webFontFamily}"`)
      // Offline or blocked: the fallback stays, which is what the page shows anyway.
      .catch(() => {});
  }, []);

  const leaving = navigation.state !== "idle" || pathname !== firstPathname;
  useLayoutEffect(() => {
    if (!leaving) return;
    const root = document.documentElement.classList;
    root.add(allStylesClass);
    // `check` is true once the faces the text would use have loaded.
    if (document.fonts.check(`1em "${webFontFamily}"`)) root.add(webFontClass);
  }, [leaving]);
}
