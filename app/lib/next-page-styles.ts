import { useEffect, useLayoutEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { allStylesClass } from "../../core/all-styles.ts";
import { webFontClass, webFontFamily } from "../../core/web-font.ts";
import { loadWebFont } from "./web-font-swap.ts";

/**
 * What a page reached by client-side navigation needs beyond the first page's own CSS:
 * - the whole stylesheet: each page inlines only the rules it uses, and the whole stylesheet waits,
 *   inert, until the root element has the class core/all-styles.ts names (scripts/postbuild/inline-critical-css.ts);
 * - the brand typeface (core/web-font.ts): loaded once the first page has hydrated, after its
 *   first paint, and swapped in on the page on screen as soon as it arrives (web-font-swap.ts).
 * The stylesheet's class is set when a navigation to another page starts, at the latest before that
 * page's first paint (a layout effect), and so is the typeface's if it arrived in the meantime. A
 * link to an anchor of the same page changes nothing.
 */
export function useNextPageStyles() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [firstPathname] = useState(pathname);

  useEffect(loadWebFont, []);

  const leaving = navigation.state !== "idle" || pathname !== firstPathname;
  useLayoutEffect(() => {
    if (!leaving) return;
    const root = document.documentElement.classList;
    root.add(allStylesClass);
    // `check` is true once the faces the text would use have loaded.
    if (document.fonts.check(`1em "${webFontFamily}"`)) root.add(webFontClass);
  }, [leaving]);
}
