import Globe from "lucide-react/icons/globe";
import { languageNames, languageTags } from "../../../core/locale.ts";
import { cn } from "../../lib/cn.ts";
import { otherLocale, useLanguageTwin } from "../../lib/language-twin.ts";

/**
 * The link to the page the visitor is on in the site's other language, named in that language
 * ("Español" on an English page, "English" on a Spanish one) and marked as that language, so a
 * screen reader says it as it is written. A plain `<a>`, not a router link: each language is a build
 * of its own, so the switch is a full page load, and it works without JavaScript.
 */
export function LanguageSwitch({ className, iconClassName }: { className: string; iconClassName: string }) {
  const twin = useLanguageTwin();
  const tag = languageTags[otherLocale];
  return (
    <a href={twin} hrefLang={tag} lang={tag} data-language-switch className={className}>
      <Globe aria-hidden="true" className={cn(iconClassName, "shrink-0")} />
      {languageNames[otherLocale]}
    </a>
  );
}
