/**
 * The class the page's root element gets when it needs more than the rules inlined in it: from the
 * first client-side navigation on. Each page inlines the rules its own markup and scripts use
 * (scripts/postbuild/inline-critical-css.ts); the whole stylesheet follows after the first paint as an inert copy
 * whose every selector starts with `:root.all-styles`, so loading it restyles nothing until this
 * class is set. docs/page-loading.md#critical-css-and-the-inert-whole-stylesheet
 */
export const allStylesClass = "all-styles";
