import CircleCheck from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";
// The forms' words in the page's language, filled in by scripts/generate-page-copy.ts (`npm run generate`).
import words from "#words/contact-form.json" with { type: "json" };

/**
 * What stays in the form once the "Message Sent!" toast has faded: "Message sent.", then the thanks
 * or the form's own words (content/pages/<language>/contact-form.json). The live region is always in
 * the page, so screen readers announce the text when it appears.
 */
export function SentNote({ sent, children }: { sent: boolean; children?: ReactNode }) {
  return (
    <div role="status">
      {sent && (
        <p className="mt-5 flex items-start gap-3 rounded-xl border-2 border-gulf-600 bg-gulf-50 px-4 py-3 text-ink-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gulf-700" />
          <span>
            <strong className="font-bold">{words.sent.note}</strong> {children ?? words.sent.thanks}
          </span>
        </p>
      )}
    </div>
  );
}
