import { LegalPage, legalMeta, type LegalPageData } from "../components/sections/legal-page.tsx";
import { getLegalDocument } from "../lib/legal.server.ts";

/** Runs at build time: the page is prerendered from content/legal/en/privacy.md. */
export function loader(): LegalPageData {
  return { name: "privacy", document: getLegalDocument("privacy") };
}

export const meta = () => legalMeta("privacy");

export default LegalPage;
