import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { cn } from "../../lib/cn.ts";
import { site } from "../../../core/site.ts";

/**
 * The business's phone and email as two links, each after its icon. The address may break anywhere
 * on a narrow screen rather than overflow. `asListItems` wraps each link in an `<li>`.
 */
export function ContactLinks({
  className,
  iconClassName,
  asListItems = false,
}: {
  className: string;
  iconClassName: string;
  asListItems?: boolean;
}) {
  const links = [
    { href: site.phoneHref, Icon: Phone, text: site.phoneDisplay, wrap: undefined },
    { href: site.emailHref, Icon: Mail, text: site.email, wrap: "break-all" },
  ];
  return links.map(({ href, Icon, text, wrap }) => {
    const link = (
      <a key={href} href={href} className={cn(className, wrap)}>
        <Icon aria-hidden="true" className={cn(iconClassName, "shrink-0")} />
        {text}
      </a>
    );
    return asListItems ? <li key={href}>{link}</li> : link;
  });
}
