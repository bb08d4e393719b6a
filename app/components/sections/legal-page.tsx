import { useLoaderData } from "react-router";
import { policies } from "../../../content/policies.ts";
import { site } from "../../../core/site.ts";
import type { LegalDocument, LegalDocumentName } from "../../lib/legal.server.ts";
import { seo } from "../../lib/seo.ts";
import { LegalDocumentView } from "./legal-document.tsx";
import { ScheduleCta } from "./schedule-cta.tsx";

/** The address, document title and search description of each legal page. */
const legalPages = {
  terms: {
    path: "/terms-and-conditions",
    title: "Terms of Service",
    description: `The terms for ${site.brandName}'s laundry pickup and delivery: pickups, payment, items we can't accept, and how to report damage or loss within ${policies.claimWindowDays} days.`,
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: `What ${site.brandName} collects, why, and your choices: we never sell your data, texts stop when you reply ${policies.smsStopKeyword}, and you can ask us to delete your information.`,
  },
} as const satisfies Record<LegalDocumentName, { path: string; title: string; description: string }>;

/** The `meta` of a legal page's route. */
export function legalMeta(name: LegalDocumentName) {
  return seo(legalPages[name]);
}

/** What a legal page's route loader returns: the document read from content/legal/{name}.md. */
export type LegalPageData = { document: LegalDocument };

/**
 * A legal page (terms, privacy), the default export of both routes: the document its loader read,
 * then the closing schedule call to action.
 */
export function LegalPage() {
  const { document } = useLoaderData<LegalPageData>();
  return (
    <>
      <LegalDocumentView document={document} />
      <ScheduleCta />
    </>
  );
}
