import Phone from "lucide-react/icons/phone";
import { site } from "../../../core/site.ts";
import { ButtonAnchor } from "./button.tsx";
// The words with their figures filled in, by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/layout.json" with { type: "json" };

/** "Call (239) …" as a large button: a tel: link with the phone icon. */
export function CallButton({ variant = "outline" }: { variant?: "outline" | "ghostLight" }) {
  return (
    <ButtonAnchor href={site.phoneHref} variant={variant} size="lg">
      <Phone aria-hidden="true" className="size-5" />
      {words.buttons.call}
    </ButtonAnchor>
  );
}
