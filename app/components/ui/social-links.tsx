import { site } from "../../../core/site.ts";
import { cn } from "../../lib/cn.ts";
import { withFigures } from "../../lib/run-time-figures.ts";
import { FacebookIcon, InstagramIcon } from "./social-icons.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

/** Links to the business's social profiles, each named for screen readers. */
export function SocialLinks({ iconClassName, className }: { iconClassName: string; className?: string }) {
  const profiles = [
    { href: site.social.facebook, name: "Facebook", Icon: FacebookIcon },
    { href: site.social.instagram, name: "Instagram", Icon: InstagramIcon },
  ];
  return (
    <div className={cn("flex items-center gap-3", className)}>
      {profiles.map(({ href, name, Icon }) => (
        <a key={name} href={href} className="rounded p-1 hover:bg-white/10" rel="me noopener">
          <Icon className={iconClassName} />
          <span className="sr-only">{withFigures(words.social.profile, { network: name })}</span>
        </a>
      ))}
    </div>
  );
}
