import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { site } from "../../../core/site.ts";

/**
 * What stays in the form once the "Message Sent!" toast has faded. The live region is always in the
 * page, so screen readers announce the text when it appears.
 */
export function SentNote({ sent, children }: { sent: boolean; children?: ReactNode }) {
  return (
    <div role="status">
      {sent && (
        <p className="mt-5 flex items-start gap-3 rounded-xl border-2 border-gulf-600 bg-gulf-50 px-4 py-3 text-ink-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gulf-700" />
          <span>
            <strong className="font-bold">Message sent.</strong>{" "}
            {children ?? `Thank you for reaching out. We'll get back to you within ${site.contactReplyHours} hours.`}
          </span>
        </p>
      )}
    </div>
  );
}
