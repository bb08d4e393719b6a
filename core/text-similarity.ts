/**
 * Word-trigram overlap between two texts: how much of the shorter text's three-word phrases also
 * appear in the other. Used to keep the town pages genuinely different from one another (search
 * engines treat near-identical location pages as doorway pages).
 */

/** The set of three-word phrases of a text, lower-cased, punctuation ignored. */
export function wordTrigrams(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[’']/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const trigrams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) trigrams.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return trigrams;
}

/** Shared trigrams as a share (0 to 1) of the smaller text's trigrams. */
export function sharedTrigramRatio(a: string, b: string): number {
  const ta = wordTrigrams(a);
  const tb = wordTrigrams(b);
  const smaller = ta.size <= tb.size ? ta : tb;
  const larger = smaller === ta ? tb : ta;
  if (smaller.size === 0) return 0;
  let shared = 0;
  for (const trigram of smaller) if (larger.has(trigram)) shared++;
  return shared / smaller.size;
}
