import { useLoaderData } from "react-router";
import { policies } from "../../content/policies.ts";
import { LegalDocumentView } from "../components/sections/legal-document.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { site } from "../../core/site.ts";
import { getLegalDocument } from "../lib/legal.server.ts";
import { seo } from "../lib/seo.ts";

/** Runs at build time: the page is prerendered from content/legal/terms.md. */
export function loader() {
  return { document: getLegalDocument("terms") };
}

export const meta = () =>
  seo({
    title: "Terms of Service",
    description: `The terms for ${site.brandName}'s laundry pickup and delivery: pickups, payment, items we can't accept, and how to report damage or loss within ${policies.claimWindowDays} days.`,
    path: "/terms-and-conditions",
  });

export default function TermsAndConditions() {
  const { document } = useLoaderData<typeof loader>();
  return (
    <>
      <LegalDocumentView document={document} />
      <ScheduleCta />
    </>
  );
}
