import { LegalPage, legalMeta, type LegalPageData } from "../components/sections/legal-page.tsx";
import { getLegalDocument } from "../lib/legal.server.ts";

/** Runs at build time: the page is prerendered from content/legal/en/terms.md. */
export function loader(): LegalPageData {
  return { name: "terms", document: getLegalDocument("terms") };
}

export const meta = () => legalMeta("terms");

export default LegalPage;
