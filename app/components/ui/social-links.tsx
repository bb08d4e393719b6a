import { site } from "../../../core/site.ts";
import { cn } from "../../lib/cn.ts";
import { FacebookIcon, InstagramIcon } from "./social-icons.tsx";

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
          <span className="sr-only">
            {site.brandName} on {name}
          </span>
        </a>
      ))}
    </div>
  );
}
