import { terms } from "../../content/legal/terms.ts";
import { policies } from "../../content/policies.ts";
import { LegalDocumentView } from "../components/sections/legal-document.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { site } from "../../core/site.ts";
import { seo } from "../lib/seo.ts";

export const meta = () =>
  seo({
    title: "Terms of Service",
    description: `The terms for ${site.brandName}'s laundry pickup and delivery: pickups, payment, items we can't accept, and how to report damage or loss within ${policies.claimWindowDays} days.`,
    path: "/terms-and-conditions",
  });

export default function TermsAndConditions() {
  return (
    <>
      <LegalDocumentView document={terms} />
      <ScheduleCta />
    </>
  );
}
