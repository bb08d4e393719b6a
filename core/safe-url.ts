/**
 * Which link and picture addresses may appear on a page where content put them: no scheme (the
 * site's own /faq, #part or page) or one that only leads somewhere (http, https, mailto, tel).
 * `javascript:`, `vbscript:` and `data:` addresses run code or carry a document of their own, so
 * they are refused. Used by the Markdown renderer (app/lib/markdown.server.ts) and by the post-build
 * check of every page's main content (scripts/postbuild/built-pages.ts).
 */
const safeSchemes = new Set(["http", "https", "mailto", "tel"]);

/**
 * The scheme of `url` as a browser reads it, lower-cased, or undefined when it has none: character
 * references decoded (again until none is left, since `&amp;#58;` written into a page is a colon
 * once the page is parsed and the address read) and the tabs, line breaks and spaces a browser
 * ignores in an address left out, so `java&#10;script:` is `javascript`.
 */
export function urlScheme(url: string): string | undefined {
  let decoded = url;
  for (let previous = ""; previous !== decoded; ) {
    previous = decoded;
    decoded = decodeCharacterReferences(decoded);
  }
  decoded = [...decoded].filter((character) => character.charCodeAt(0) > 0x20 && character !== "\u007f").join("");
  return /^([a-z][a-z0-9+.-]*):/i.exec(decoded)?.[1]?.toLowerCase();
}

export function isSafeUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === undefined || safeSchemes.has(scheme);
}

/** Named references a scheme could hide behind, and those that make one up with others. */
const named: Record<string, string> = { colon: ":", tab: "\t", newline: "\n", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", sol: "/", num: "#" };

/** Numeric character references and the named ones above, decoded (a reference without its ";" too, as browsers allow). */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, name: string) => {
    if (name[0] !== "#") return named[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}
