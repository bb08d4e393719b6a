import { defaultLocale, locale } from "../../../core/locale.ts";
import { cn } from "../../lib/cn.ts";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

/**
 * Under a customer's quote on a page in another language than English: the customers wrote in
 * English, so the quote there is a translation, and says so in its own language ("Traducido del
 * inglés"). English pages show the quote as written, without it.
 */
export function TranslatedNote({ className }: { className?: string }) {
  if (locale === defaultLocale) return null;
  return <span className={cn("mt-1 block text-sm font-normal text-ink-500", className)}>{words.quotes.translated}</span>;
}
