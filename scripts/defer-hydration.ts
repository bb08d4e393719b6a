/**
 * React Router writes a `<link rel="modulepreload">` into every prerendered page for each of the
 * page's JavaScript modules. Those requests get high priority, and Lighthouse's simulation (Lantern)
 * counts every high-priority script as render-blocking, so a page whose content is already in its
 * HTML was scored as if it waited for all its JavaScript. Browsers also give them bandwidth ahead of
 * the hero image and the font.
 *
 * `fetchpriority="low"` keeps each hint (every module is still fetched at once, in parallel, so
 * hydration does not wait on an import waterfall) while letting the stylesheet, font and LCP image go
 * first. Later navigations are unaffected: React Router fetches the next route's modules from its
 * manifest and `<Link prefetch>`. See docs/decisions/010-low-priority-module-preloads.md.
 */
export function lowerModulePreloads(html: string): string {
  // Script elements are matched first and returned untouched, so text inside them never changes
  // (their CSP hashes are computed afterwards anyway).
  return html.replace(/<script\b[\s\S]*?<\/script\s*>|<link\b[^>]*>/gi, (tag) => {
    if (!/^<link/i.test(tag)) return tag;
    if (!/\brel\s*=\s*["']?modulepreload["'\s/>]/i.test(tag)) return tag;
    if (/\bfetchpriority\s*=/i.test(tag)) return tag;
    return tag.replace(/^<link\b/i, '<link fetchpriority="low"');
  });
}
