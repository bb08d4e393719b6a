import Beasties from "beasties";
import postcss, { type AtRule, type ChildNode } from "postcss";
import { allStylesClass } from "../../core/all-styles.ts";
import { webFontClass } from "../../core/web-font.ts";
import { scriptClassNames, type PageClassWords } from "../page-class-words.ts";
import { applyEdits, relTokens, scanTags, type ScannedTag } from "./html-scan.ts";

/**
 * First paint from the first response. React Router links the one Tailwind
 * stylesheet from every page's head, so the browser waited for it (a second round trip) before
 * painting anything. The post-build step now writes, in place of that link:
 *
 *   <style>the rules this page and its scripts use</style>
 *   <link rel="stylesheet" href="…" disabled/>        the whole stylesheet, never fetched
 *   <noscript><link rel="stylesheet" href="…"/></noscript>
 *
 * The rules come from beasties (a maintained critical-CSS tool): every rule whose selector matches
 * an element of the page, or a class named in the JavaScript the page loads (the floating button,
 * an open menu, the contact form's messages are drawn only by scripts), the page's web font faces
 * and the keyframes it uses, minified. Without JavaScript the noscript link loads the whole
 * stylesheet as before. The link element stays where React Router wrote it, so React hydrates the
 * head it rendered.
 *
 * The pages reached by client-side navigation need the rest of the stylesheet. After the first
 * paint the deferred loader (scripts/postbuild/defer-hydration.ts) adds an *inert* copy of the whole
 * stylesheet (`inertStylesheet`): cascade layers flattened in their order, font faces and
 * `@property` rules left out (every page inlines them), every selector behind `:root.all-styles`.
 * Blink restyles the whole document when a sheet with cascade layers, font faces or registered
 * properties arrives (40 ms of CPU on the home page, ≈ 160 ms at Lighthouse's 4× slowdown); an
 * inert sheet matches no element, so it costs nothing until the app sets the class on the first
 * navigation (core/all-styles.ts). See
 * docs/page-loading.md#critical-css-and-the-inert-whole-stylesheet.
 */

export class CriticalCssError extends Error {}

/** A `<link rel="stylesheet">` the browser would fetch and wait for (not disabled, not alternate). */
export function isBlockingStylesheet(tag: ScannedTag): boolean {
  const rel = relTokens(tag.attrs.get("rel"));
  return tag.name === "link" && rel.includes("stylesheet") && !rel.includes("alternate") && !tag.attrs.has("disabled") && tag.attrs.has("href");
}

/** The @font-face rules of a stylesheet (their bodies hold no nested blocks). */
export function fontFaces(css: string): string[] {
  return css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function linkTag(attrs: ReadonlyMap<string, string>, disabled: boolean): string {
  const written = [...attrs].map(([name, value]) => (value === "" ? name : `${name}="${escapeAttribute(value)}"`));
  return `<link ${[...written, ...(disabled ? ["disabled"] : [])].join(" ")}/>`;
}

/** Where the inert copy of the stylesheet at `href` is served: beside it, same content hash. */
export function inertStylesheetHref(href: string): string {
  if (!href.endsWith(".css")) throw new CriticalCssError(`${href} is not a .css file`);
  return `${href.slice(0, -".css".length)}.inert.css`;
}

const rootSelector = /^(?::root|html|:host)(?![\w-])/;

/**
 * The whole stylesheet as an inert sheet (see the top of this file): the same rules in the same
 * cascade order, applying only under `<html class="all-styles">`.
 * - Cascade layers are flattened: each layer's rules in the order the layers were first named,
 *   then the rules outside any layer, which is how they cascade. Every selector gains the same
 *   prefix, so the order between two rules is unchanged; under the class, each rule outranks the
 *   page's inlined copy of it, so the inert sheet alone decides, as the whole stylesheet would.
 * - `@font-face` rules are dropped (every page inlines them), and `@property` rules give way to
 *   defaults on every element (`propertyDefaultsInsteadOfRegistrations`).
 * - `@keyframes` are kept as they are (same names, same frames as the inlined ones).
 */
export function inertStylesheet(css: string): string {
  const root = postcss.parse(propertyDefaultsInsteadOfRegistrations(css));
  const layerOrder: string[] = [];
  const layerRules = new Map<string, ChildNode[]>();
  const unlayered: ChildNode[] = [];
  const collect = (node: ChildNode, layer: string | undefined) => {
    if (node.type === "comment") return;
    if (node.type === "atrule" && (node.name === "font-face" || node.name === "property")) return;
    if (node.type === "atrule" && node.name === "layer") {
      const names = node.params.split(",").map((name) => name.trim());
      for (const name of names) {
        const full = layer ? `${layer}.${name}` : name;
        if (!layerRules.has(full)) {
          layerOrder.push(full);
          layerRules.set(full, []);
        }
      }
      if (node.nodes) for (const child of node.nodes) collect(child, layer ? `${layer}.${node.params.trim()}` : node.params.trim());
      return;
    }
    if (layer === undefined) unlayered.push(node);
    else layerRules.get(layer)?.push(node);
  };
  for (const node of root.nodes) collect(node, undefined);

  const out = postcss.root();
  for (const node of [...layerOrder.flatMap((name) => layerRules.get(name) ?? []), ...unlayered]) out.append(node.clone());
  out.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === "atrule" && /keyframes$/.test((parent as AtRule).name)) return;
    rule.selectors = [
      ...new Set(
        rule.selectors.map((selector) =>
          rootSelector.test(selector) ? selector.replace(rootSelector, `:root.${allStylesClass}`) : `:root.${allStylesClass} ${selector}`,
        ),
      ),
    ];
  });
  return out.toString();
}

/**
 * The JavaScript files a module loads later: `import("./x.js")`, and the lists of files Vite
 * preloads with such an import ("assets/x.js", relative to the site's root). React Router's
 * manifest names every route's module as "/assets/x.js" (absolute); those are other pages' code
 * and are not followed.
 */
function laterModules(url: string, script: string): string[] {
  const base = new URL(url, "http://site.invalid/");
  const found = [
    ...[...script.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => new URL(m[1] ?? "", base).pathname),
    ...[...script.matchAll(/["'`](assets\/[^"'`]+\.js)["'`]/g)].map((m) => `/${m[1] ?? ""}`),
  ];
  return [...new Set(found)];
}

/** The first class a selector names, unescaped: `.\\[\\&_h2\\]\\:mt-12 h2` → `[&_h2]:mt-12`. */
function firstClass(selector: string): string | undefined {
  const match = /\.((?:\\.|[\w-])+)/.exec(selector);
  return match?.[1]?.replace(/\\(.)/g, "$1");
}

/**
 * Beasties cannot read the selectors of Tailwind's arbitrary variants (`[&_h2]:mt-12`, whose
 * escaped `&` its selector engine rejects) and drops them: the blog's and legal pages' prose
 * styles, the price estimator's checked marker. This keeps each such rule whose class the page or
 * its scripts use, inside the same layer and media queries, in the stylesheet's order (Tailwind
 * writes arbitrary variants last in their layer, so they stay last).
 */
export function arbitraryVariantRules(css: string, classes: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const kept: string[] = [];
  root.walkRules((rule) => {
    if (!rule.selector.includes("\\&")) return;
    const name = firstClass(rule.selector);
    if (!name || !classes.has(name)) return;
    let text = rule.toString();
    for (let parent = rule.parent; parent && parent.type === "atrule"; parent = parent.parent) {
      const at = parent as AtRule;
      text = `@${at.name}${at.params ? ` ${at.params}` : ""}{${text}}`;
    }
    kept.push(text);
  });
  return kept.join("");
}

/**
 * The stylesheet with Tailwind's `--tw-*` properties set as defaults on every element instead of
 * registered. Tailwind declares them twice: registered with `@property` (not inherited, with an
 * initial value), and, for browsers without `@property`, as the same defaults on `*, ::before,
 * ::after` inside an `@supports` that only those browsers pass. The defaults alone give every
 * browser what the registrations give (each element gets the initial value, so nothing is
 * inherited), except a transition of the custom property itself, which no rule here uses. They are
 * much the shorter, and every page carries them in its first response: this keeps the defaults,
 * unconditionally, and drops the registrations (a town page's first response 0.4 KB lighter).
 * Throws when a registered property that a rule reads has no default, e.g. when Tailwind changes
 * how it writes them. docs/page-loading.md#critical-css-and-the-inert-whole-stylesheet
 */
export function propertyDefaultsInsteadOfRegistrations(css: string): string {
  const root = postcss.parse(css);
  const registered: string[] = [];
  root.walkAtRules("property", (rule) => {
    registered.push(rule.params.trim());
    rule.remove();
  });
  const defaults = new Set<string>();
  root.walkAtRules("supports", (supports) => {
    const rules = supports.nodes ?? [];
    const onlyDefaults =
      rules.length > 0 &&
      rules.every(
        (node) =>
          node.type === "rule" &&
          node.selectors.includes("*") &&
          node.nodes.every((decl) => decl.type === "decl" && decl.prop.startsWith("--tw-")),
      );
    if (!onlyDefaults) return;
    for (const rule of rules) (rule as postcss.Rule).walkDecls((decl) => void defaults.add(decl.prop));
    supports.replaceWith(rules);
  });
  let values = "";
  root.walkDecls((decl) => {
    values += `${decl.value}\n`;
  });
  for (const name of registered) {
    if (values.includes(`var(${name})`) || values.includes(`var(${name},`)) {
      if (!defaults.has(name)) throw new CriticalCssError(`${name} is read but has no default on every element in place of its @property rule`);
    }
  }
  return root.toString();
}

/**
 * The inlined rules without the custom properties nothing on the page reads. Tailwind declares
 * every theme variable the whole site uses on `:root` (colors, sizes, fonts) and, for browsers
 * without `@property`, every `--tw-*` default on `*`; a page reads a fraction of them. A
 * declaration `--x` stays when `var(--x` appears in another declaration that stays, or `--x`
 * appears in `pageText` (the page's markup and scripts: inline SVG fills read theme colors). The
 * inert whole stylesheet still declares them all for later pages.
 */
export function pruneCustomProperties(css: string, pageText: string): string {
  const root = postcss.parse(css);
  for (let changed = true; changed; ) {
    changed = false;
    const declarations: { prop: string; remove: () => void }[] = [];
    let values = "";
    root.walkDecls((decl) => {
      if (decl.prop.startsWith("--")) declarations.push({ prop: decl.prop, remove: () => decl.remove() });
      values += `${decl.value}\n`;
    });
    for (const { prop, remove } of declarations) {
      if (!values.includes(`var(${prop}`) && !pageText.includes(prop)) {
        remove();
        changed = true;
      }
    }
  }
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}

/**
 * Creates the rewriter for one built site. `readCss` returns a stylesheet's text by its URL
 * (throwing when the build has no such file); `readModule` a JavaScript module's text by its URL,
 * or undefined when there is none; `pageWords` the class names the build recorded for each page
 * module's chunk.
 */
export function criticalCss(
  clientDir: string,
  readCss: (href: string) => string,
  readModule: (url: string) => string | undefined,
  pageWords: PageClassWords = {},
) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // Only the <style> beasties computes is kept; the page is rewritten here, with parse5.
    pruneSource: false,
    mergeStylesheets: true,
    inlineFonts: false,
    preloadFonts: false,
    keyframes: "critical",
    // Rules beasties cannot match against the page, kept whole (tests/built/inlined-rules.test.ts
    // finds any other such rule a page's HTML needs, tests/e2e/inlined-styles.spec.ts one for what
    // its scripts draw):
    // - it strips pseudo-classes and pseudo-elements before matching, so a selector that starts
    //   with one matches nothing: the keyboard focus ring (`:focus-visible`), Tailwind's
    //   `:where(.space-y-3>:not(:last-child))`, the placeholder's color and Firefox's focus and
    //   invalid-field defaults (Tailwind's arbitrary variants: see `arbitraryVariantRules`);
    // - it drops the bare attribute selector `[id]` (the scroll margin of anchors);
    // - the toaster that sets the site font on its toasts is drawn by a script loaded on demand;
    // - the rule that switches to the web font applies once a head script has set its class on
    //   <html> (core/web-font.ts).
    allowRules: [/^:where\(/, /^:focus-visible$/, /\[data-sonner-toaster\]/, /^::placeholder$/, /^:-moz-/, /^\[id\]$/, new RegExp(`^:root\\.${webFontClass}$`)],
    compress: true,
    logLevel: "silent",
  });

  const namesByModule = new Map<string, Set<string>>();
  /** The modules the page preloads and the ones they load later, with their text. */
  function* pageModules(tags: readonly ScannedTag[]): Generator<{ url: string; script: string }> {
    const queue = tags.filter((tag) => tag.name === "link" && relTokens(tag.attrs.get("rel")).includes("modulepreload")).flatMap((tag) => tag.attrs.get("href") ?? []);
    const seen = new Set<string>();
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (seen.has(url)) continue;
      seen.add(url);
      const script = readModule(url);
      if (script === undefined) continue;
      yield { url, script };
      queue.push(...laterModules(url, script));
    }
  }

  /**
   * The class names the page's scripts can draw: those the build recorded for its page modules (the
   * route's, the root's, the client entry's; scripts/page-class-words.ts), or, for a page whose
   * modules it did not record, every class-like word of the modules it loads.
   */
  function pageScriptClassNames(modules: readonly { url: string; script: string }[]): Set<string> {
    const recorded = modules.filter(({ url }) => Object.hasOwn(pageWords, url));
    if (recorded.length > 0) return new Set(recorded.flatMap(({ url }) => pageWords[url] ?? []));
    const names = new Set<string>();
    for (const { url, script } of modules) {
      if (!namesByModule.has(url)) namesByModule.set(url, scriptClassNames(script));
      for (const name of namesByModule.get(url) ?? []) names.add(name);
    }
    return names;
  }

  const inertSheets = new Map<string, string>();

  /** The page with its stylesheets inlined as described above; unchanged when it links none. */
  async function inline(html: string): Promise<string> {
    const tags = scanTags(html);
    const links = tags.filter(isBlockingStylesheet);
    if (links.length === 0) return html;
    const sheets = links.map((link) => ({ href: link.attrs.get("href") ?? "", css: readCss(link.attrs.get("href") ?? "") }));
    // Beasties keeps a font face only when a rule names its family; the site names it through a
    // custom property (--font-sans), so the faces are added from the stylesheets themselves.
    const faces = sheets.flatMap((sheet) => fontFaces(sheet.css));
    // The classes only scripts draw, given to beasties on hidden elements (nested and side by
    // side, for descendant and sibling selectors) that the written page does not get.
    const modules = [...pageModules(tags)];
    const scriptClasses = pageScriptClassNames(modules);
    const classes = escapeAttribute([...scriptClasses].join(" "));
    const leaf = `<div class="${classes}"></div>`;
    const probe = `<div hidden><div class="${classes}"><div class="${classes}">${leaf}${leaf}</div></div></div>`;
    const body = html.lastIndexOf("</body>");
    const probed = body < 0 ? html : `${html.slice(0, body)}${probe}${html.slice(body)}`;
    const before = new Set(tags.filter((tag) => tag.name === "style").map((tag) => tag.text ?? ""));
    const processed = scanTags(await beasties.process(probed));
    const rules = processed.filter((tag) => tag.name === "style" && !before.has(tag.text ?? "")).map((tag) => tag.text ?? "");
    if (rules.join("").trim() === "") throw new CriticalCssError("beasties found no rule of the stylesheet used by the page");
    const pageClasses = new Set([...scriptClasses, ...tags.flatMap((tag) => (tag.attrs.get("class") ?? "").split(/\s+/))]);
    const arbitrary = sheets.map((sheet) => arbitraryVariantRules(sheet.css, pageClasses)).join("");
    const scripts = modules.map((module) => module.script).join("\n");
    const style = propertyDefaultsInsteadOfRegistrations(pruneCustomProperties([...faces, ...rules, arbitrary].join(""), `${html}\n${scripts}`));
    for (const sheet of sheets) {
      const inertHref = inertStylesheetHref(sheet.href);
      if (!inertSheets.has(inertHref)) inertSheets.set(inertHref, inertStylesheet(sheet.css));
    }
    return applyEdits(
      html,
      links.map((link, index) => ({
        start: link.start,
        end: link.end,
        text: `${index === 0 ? `<style>${style}</style>` : ""}${linkTag(link.attrs, true)}<noscript>${linkTag(link.attrs, false)}</noscript>`,
      })),
    );
  }

  return {
    inline,
    /** The inert copy of each stylesheet the pages inlined so far, by the URL it is to be served at. */
    inertSheets: inertSheets as ReadonlyMap<string, string>,
  };
}
