import { privacy } from "../../content/legal/privacy.ts";
import { policies } from "../../content/policies.ts";
import { LegalDocumentView } from "../components/sections/legal-document.tsx";
import { ScheduleCta } from "../components/sections/schedule-cta.tsx";
import { site } from "../../core/site.ts";
import { seo } from "../lib/seo.ts";

export const meta = () =>
  seo({
    title: "Privacy Policy",
    description: `What ${site.brandName} collects, why, and your choices: we never sell your data, texts stop when you reply ${policies.smsStopKeyword}, and you can ask us to delete your information.`,
    path: "/privacy-policy",
  });

export default function PrivacyPolicy() {
  return (
    <>
      <LegalDocumentView document={privacy} />
      <ScheduleCta />
    </>
  );
}
