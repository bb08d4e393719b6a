import { parse, type DefaultTreeAdapterTypes } from "parse5";

/**
 * Every build-time read and rewrite of the prerendered HTML goes through this one parser: parse5,
 * which follows the HTML standard's parsing algorithm, so a page is read exactly as a browser reads
 * it (attribute quoting and order, character references, comments, script text that looks like
 * markup). Rewrites are made as edits at the source offsets parse5 reports, so everything not
 * edited stays byte for byte as React Router wrote it.
 */
export type ScannedTag = {
  name: string;
  /** Attributes with lower-case names and decoded values; the first of duplicates wins. */
  attrs: ReadonlyMap<string, string>;
  /** The text content, for script, style, title and textarea (raw for script and style). */
  text?: string;
  /** Source offsets of the whole element, from "<" of its start tag to after its end tag (if any). */
  start: number;
  end: number;
  /** Source offsets of what lies between the start and end tags, when the source writes both. */
  contentStart?: number;
  contentEnd?: number;
};

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const textElements = new Set(["script", "style", "title", "textarea"]);

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

/**
 * The pages scanned last, by their text: the post-build steps read each page more than once as it
 * is (its head checked before the rewrites and the critical CSS worked out from the same text; the
 * rewritten page checked, then read back from its file), and parsing is most of their time.
 * Bounded, so a long run over many pages keeps only the newest.
 */
const scanned = new Map<string, readonly ScannedTag[]>();
const scannedLimit = 200;

/**
 * The elements written in `html`, in document order, with attributes and, for elements whose
 * content is text, that text. Elements the parser implies (an `<html>`, `<head>` or `<body>` the
 * source leaves out) are skipped, as are comments and the doctype. The same text gives the same
 * (read-only) list.
 */
export function scanTags(html: string): readonly ScannedTag[] {
  const known = scanned.get(html);
  if (known) return known;
  const tags = parseTags(html);
  if (scanned.size >= scannedLimit) scanned.delete(scanned.keys().next().value as string);
  scanned.set(html, tags);
  return tags;
}

function parseTags(html: string): readonly ScannedTag[] {
  const tags: ScannedTag[] = [];
  const visit = (node: Node) => {
    if (isElement(node)) {
      const location = node.sourceCodeLocation;
      if (location) {
        const attrs = new Map<string, string>();
        for (const attr of node.attrs) if (!attrs.has(attr.name)) attrs.set(attr.name, attr.value);
        const tag: ScannedTag = { name: node.tagName, attrs, start: location.startOffset, end: location.endOffset };
        if (location.startTag && location.endTag) {
          tag.contentStart = location.startTag.endOffset;
          tag.contentEnd = location.endTag.startOffset;
        }
        if (textElements.has(node.tagName)) {
          tag.text = node.childNodes.map((child) => (child.nodeName === "#text" ? (child as DefaultTreeAdapterTypes.TextNode).value : "")).join("");
        }
        tags.push(tag);
      }
      if (node.tagName === "template") visit((node as DefaultTreeAdapterTypes.Template).content);
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return tags;
}

/** One replacement of source text: [start, end) becomes `text`. */
export type HtmlEdit = { start: number; end: number; text: string };

/** Applies non-overlapping edits to `html` (in any order); throws if two overlap. */
export function applyEdits(html: string, edits: readonly HtmlEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`overlapping HTML edits at offset ${edit.start}`);
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}

/** The whitespace-separated tokens of a `rel` value, lower-cased. */
export function relTokens(value: string | undefined): string[] {
  return (value ?? "").toLowerCase().split(/\s+/).filter(Boolean);
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

/** Whether a scanned tag is a script the browser runs (inline or external, not a data block). */
export function isExecutableScript(tag: ScannedTag): boolean {
  return tag.name === "script" && isExecutableScriptType(tag.attrs.get("type"));
}

/**
 * The text of every inline script the browser would run (no src, not a data block, not empty: an
 * empty script is neither run nor checked against the Content-Security-Policy), in order.
 */
export function inlineScripts(html: string): string[] {
  return inlineScriptsOf(scanTags(html));
}

/** The same, from a page's tags already scanned (a page is parsed once, however much is read from it). */
export function inlineScriptsOf(tags: readonly ScannedTag[]): string[] {
  return tags.filter((tag) => isExecutableScript(tag) && !tag.attrs.has("src") && (tag.text ?? "") !== "").map((tag) => tag.text ?? "");
}
