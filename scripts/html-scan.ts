/**
 * A small scanner for the prerendered HTML: start tags with their attributes, and the text of
 * elements whose content is not markup (script, style, title, textarea). Enough to read a page's
 * head and inline scripts as a browser would, without a DOM. Comments and doctype are skipped.
 */
export type ScannedTag = {
  name: string;
  attrs: ReadonlyMap<string, string>;
  /** Raw text between the start and end tag, for script, style, title and textarea. */
  text?: string;
};

const textElements = new Set(["script", "style", "title", "textarea"]);

export function scanTags(html: string): ScannedTag[] {
  const tags: ScannedTag[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) break;
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === "!" || html[lt + 1] === "?" || html[lt + 1] === "/") {
      const end = html.indexOf(">", lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const nameMatch = /^[a-zA-Z][^\s/>]*/.exec(html.slice(lt + 1, lt + 64));
    if (!nameMatch) {
      i = lt + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const { attrs, end } = readAttributes(html, lt + 1 + nameMatch[0].length);
    i = end;
    if (textElements.has(name)) {
      const close = new RegExp(`</${name}[\\s/>]`, "ig");
      close.lastIndex = end;
      const found = close.exec(html);
      const textEnd = found ? found.index : html.length;
      tags.push({ name, attrs, text: html.slice(end, textEnd) });
      const gt = found ? html.indexOf(">", found.index) : -1;
      i = gt === -1 ? html.length : gt + 1;
    } else {
      tags.push({ name, attrs });
    }
  }
  return tags;
}

/** Reads attributes from `start` up to the closing ">" of a start tag; the first of duplicates wins. */
function readAttributes(html: string, start: number): { attrs: Map<string, string>; end: number } {
  const attrs = new Map<string, string>();
  let i = start;
  const skipSpace = () => {
    while (i < html.length && /[\s/]/.test(html[i] ?? "")) i++;
  };
  while (i < html.length) {
    skipSpace();
    if (html[i] === ">") return { attrs, end: i + 1 };
    const nameStart = i;
    while (i < html.length && !/[\s/>=]/.test(html[i] ?? "")) i++;
    const name = html.slice(nameStart, i).toLowerCase();
    while (i < html.length && /\s/.test(html[i] ?? "")) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (i < html.length && /\s/.test(html[i] ?? "")) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const valueEnd = close === -1 ? html.length : close;
        value = html.slice(i + 1, valueEnd);
        i = valueEnd + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !/[\s>]/.test(html[i] ?? "")) i++;
        value = html.slice(valueStart, i);
      }
    }
    if (name && !attrs.has(name)) attrs.set(name, decodeEntities(value));
    if (i === nameStart) i++;
  }
  return { attrs, end: html.length };
}

const namedEntities: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes the character references React and hand-written markup use in attribute values. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[ref.toLowerCase()] ?? whole;
  });
}

/** MIME types that make a classic script run (HTML's list of JavaScript MIME type essences). */
const javascriptTypes = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * Whether a script element's content is checked by CSP script-src: classic and module scripts,
 * import maps and speculation rules. Any other type (application/ld+json, application/json, ...)
 * is a data block the browser never runs, so it needs no hash.
 */
export function isExecutableScriptType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const normalized = type.trim().toLowerCase();
  return (
    normalized === "" ||
    normalized === "module" ||
    normalized === "importmap" ||
    normalized === "speculationrules" ||
    javascriptTypes.has(normalized)
  );
}

/** The text of every inline script the browser would run (no src, not a data block), in order. */
export function inlineScripts(html: string): string[] {
  return scanTags(html)
    .filter((tag) => tag.name === "script" && !tag.attrs.has("src") && isExecutableScriptType(tag.attrs.get("type")))
    .map((tag) => tag.text ?? "");
}
