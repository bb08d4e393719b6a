import { useLoaderData } from "react-router";
import { policies } from "../../content/policies.ts";
import { LegalDocumentView } from "../components/sections/legal-document.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { site } from "../../core/site.ts";
import { getLegalDocument } from "../lib/legal.server.ts";
import { seo } from "../lib/seo.ts";

/** Runs at build time: the page is prerendered from content/legal/privacy.md. */
export function loader() {
  return { document: getLegalDocument("privacy") };
}

export const meta = () =>
  seo({
    title: "Privacy Policy",
    description: `What ${site.brandName} collects, why, and your choices: we never sell your data, texts stop when you reply ${policies.smsStopKeyword}, and you can ask us to delete your information.`,
    path: "/privacy-policy",
  });

export default function PrivacyPolicy() {
  const { document } = useLoaderData<typeof loader>();
  return (
    <>
      <LegalDocumentView document={document} />
      <ScheduleCta />
    </>
  );
}
