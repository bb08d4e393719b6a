import { z } from "zod";
import { business } from "../content/business.ts";
import { towns } from "../content/towns.ts";
import { keyIn } from "../core/translation-review.ts";

/**
 * The completeness rule for a translation (the Spanish pages, FAQ, quotes, towns, posts and legal
 * pages): every field the English has is there, lists have as many entries, and no text is left as
 * the English wrote it. A text may read the same in both languages only when nothing is left of it
 * once the {{figures}} and the proper names are taken out: the brand, the towns and their
 * neighborhoods, and the words of `sameInBothLanguages`. Choices from a fixed list (an icon) are the
 * same in every language, and so are the text fields a file names as facts (a customer's name, a
 * town's zip codes): `facts`, their paths without list positions ("testimonials.name").
 */

/** Words Spanish writes as English does: loanwords, names of things, units and the state's abbreviation. */
export const sameInBothLanguages = ["premium", "online", "email", "e-mail", "Instagram", "Facebook", "Google", "WCAG", "ARIA", "FAQ", "lb", "FL"] as const;

function properNames(): string[] {
  const names = [business.brandName, ...towns.flatMap((town) => [town.name, town.county, ...town.zips.flatMap((zip) => zip.areas)]), ...sameInBothLanguages];
  return [...new Set(names)];
}

/**
 * True when `text` says something in words of its own: letters left once figures, addresses (email,
 * web, phone) and proper names (whole words, and `names` besides) are out.
 */
export function hasOwnWords(text: string, names: readonly string[] = []): boolean {
  return /\p{L}{2,}/u.test(withoutNames(text, names));
}

/** `text` without its {{figures}}, addresses (email, web, a Markdown link's target or heading id) and proper names. */
function withoutNames(text: string, names: readonly string[]): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, " ")
    .replace(/\{#[\w-]+\}/g, " ")
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/\b[\w-]+(\.[\w-]+)*\.(gov|com|org|net)\b/g, " ")
    .replace(nameMatcher(names), " ");
}

/**
 * English words that are not Spanish words too: in a Spanish text they are English left in ("Tom
 * and Linda B.", "the laundry"). Spanish shares many words with English ("use", "real", "plan",
 * "total", "he", "son", "sale", "once", "red"), so this lists only words it does not have; the
 * loanwords US Spanish writes as English does ("premium", "jeans", "king", "chef", "kit") are not here.
 */
export const englishOnlyWords: ReadonlySet<string> = new Set(
  (
    "the and or but with without your yours you our ours we they their them this that these those what when where which who whose how why " +
    "is are was were be been being it its it's don't can't won't we're you're will would can could should must just only also " +
    "more most less than then there here at by of for from into onto on off up out over under about after before again " +
    "all any every each some other another new first next last same very much many few " +
    "day days week weekly month year years hour hours today tomorrow now morning afternoon evening night " +
    "get gets got make makes take takes call calls give keep let see look find need needs want like love know say tell " +
    "free easy fast best great good better little big " +
    "laundry laundromat pickup pickups pick picked delivery deliveries deliver delivered wash washed washing dry dried drying " +
    "fold folded folding schedule scheduled clean cleaned cleaning fresh bag bags towel towels sheets sheet clothes clothing " +
    "service services area areas home homes family families business businesses customer customers neighbor neighbors neighborhood " +
    "order orders price prices pricing offer offers discount limited time minimum rush same-day next-day " +
    "learn read contact quote request book door driver drivers photo owned woman women town towns city street road park beach " +
    "question questions answer answers help please thanks thank yes not my his her she him us have had do does did go goes going"
  ).split(" "),
);

/** Function words an English sentence starts with: flagged with a capital letter too ("The", "Your"), where names are not. */
const englishSentenceStarts: ReadonlySet<string> = new Set("the and with your you our we this that what when where which who how why for from".split(" "));

/**
 * The English words of `englishOnlyWords` in a text of another language, as written there, once
 * {{figures}}, addresses and proper names (`names` besides) are out: lowercase words, and the
 * function words a sentence starts with. A capitalized word is otherwise taken for a name
 * ("Price Boulevard", "Burnt Store Marina").
 */
export function englishWordsIn(text: string, names: readonly string[] = []): string[] {
  const found = new Set<string>();
  for (const [word] of withoutNames(text, names).matchAll(/(?<![\p{L}\p{N}'’-])\p{L}[\p{L}'’-]*/gu)) {
    const lower = word.toLowerCase().replace(/’/g, "'");
    if (!englishOnlyWords.has(lower)) continue;
    if (word === word.toLowerCase() || englishSentenceStarts.has(lower)) found.add(word);
  }
  return [...found];
}

/** The problem a translated text with English words in it has, in the owner's words; undefined when it has none. */
export function englishWordsProblem(text: string, names: readonly string[] = []): string | undefined {
  const words = englishWordsIn(text, names);
  if (words.length === 0) return undefined;
  return `has English in it (${words.map((word) => `"${word}"`).join(", ")}); write it in Spanish (a name keeps its capital letters)`;
}

/** One pattern per list of names, compiled once: the names as whole words, the longest first ("South Venice" before "Venice"). */
const nameMatchers = new Map<string, RegExp>();
function nameMatcher(names: readonly string[]): RegExp {
  const all = [...new Set([...names, ...properNames()])].sort((a, b) => b.length - a.length);
  const key = all.join("\n");
  let matcher = nameMatchers.get(key);
  if (!matcher) {
    const alternatives = all.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
    matcher = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "gu");
    nameMatchers.set(key, matcher);
  }
  return matcher;
}

type Node = {
  title?: string;
  enum?: unknown[];
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  pairedBy?: string;
  /** Words that may stay untranslated: where the translation lacks them, the page shows the English (a neighborhood's name). */
  translationOptional?: boolean;
};

/**
 * Every way `translated` falls short of `english`, a field named by its titles in `schema` (the
 * owner's words): "Our story › Paragraphs: has 3 entries in English and 2 here; translate each". A
 * list whose entries name the English entry they translate (`pairedBy` in the schema) is paired by
 * that name, in any order. Words the schema marks `translationOptional` (a town's neighborhoods'
 * names) are not asked for: where they are missing, the page shows the English.
 */
export function translationProblems(schema: z.ZodType | undefined, english: unknown, translated: unknown, facts: readonly string[] = []): string[] {
  const root = schema ? (z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node) : undefined;
  const problems: string[] = [];
  const walk = (en: unknown, other: unknown, node: Node | undefined, names: string[], path: readonly string[]) => {
    const here = node?.anyOf?.find((option) => option.properties || option.items) ?? node;
    const where = names.length > 0 ? `${names.join(" › ")}: ` : "";
    if (en === undefined || en === null) return;
    if (facts.includes(path.join("."))) return;
    if (here?.translationOptional) return;
    if (other === undefined || other === null) {
      problems.push(`${where}is missing; the English has it`);
      return;
    }
    if (typeof en === "string") {
      if (here?.enum) return;
      if (typeof other !== "string") return;
      if (other.trim().toLowerCase() === en.trim().toLowerCase() && hasOwnWords(en)) {
        problems.push(`${where}is the same as in English ("${shorten(en)}"); translate it`);
        return;
      }
      const english = englishWordsProblem(other);
      if (english) problems.push(`${where}${english}`);
      return;
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(other)) return;
      const by = here?.pairedBy;
      if (by !== undefined) {
        // Paired by key, in any order; an entry for a name the English lacks is not shown.
        for (const item of en) {
          const key = keyIn(item, by);
          if (key !== undefined) walk(item, other.find((entry) => keyIn(entry, by) === key), here?.items, [...names, `"${shorten(key)}"`], path);
        }
        return;
      }
      if (other.length !== en.length) {
        problems.push(`${where}has ${en.length} ${en.length === 1 ? "entry" : "entries"} in English and ${other.length} here; translate each`);
        return;
      }
      en.forEach((item, i) => {
        const own = item && typeof item === "object" ? ((item as Record<string, unknown>).title ?? (item as Record<string, unknown>).question ?? (item as Record<string, unknown>).name) : undefined;
        walk(item, other[i], here?.items, [...names, typeof own === "string" ? `"${shorten(own)}"` : `entry ${i + 1}`], path);
      });
      return;
    }
    if (typeof en === "object") {
      if (typeof other !== "object") return;
      for (const [child, value] of Object.entries(en as Record<string, unknown>)) {
        const childNode = here?.properties?.[child];
        walk(value, (other as Record<string, unknown>)[child], childNode, [...names, childNode?.title ?? child], [...path, child]);
      }
    }
  };
  walk(english, translated, root, [], []);
  return problems;
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** Every text at one of the `facts` paths of `value` (paths without list positions): the names a file holds. */
export function factTexts(value: unknown, facts: readonly string[], path: readonly string[] = []): string[] {
  if (typeof value === "string") return facts.some((fact) => path.join(".") === fact || path.join(".").startsWith(`${fact}.`)) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => factTexts(item, facts, path));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => factTexts(child, facts, [...path, key]));
  return [];
}
