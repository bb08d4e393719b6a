import { LegalPage, legalMeta, legalPages, type LegalPageData } from "../components/sections/legal-page.tsx";
import { getLegalDocument } from "../lib/legal.server.ts";
import { inlinePicture } from "../lib/pictures.server.ts";

/** Runs at build time: the page is prerendered from content/legal/en/terms.md. */
export function loader(): LegalPageData {
  return { name: "terms", document: getLegalDocument("terms"), heroPicture: inlinePicture(legalPages.terms.image) };
}

export const meta = () => legalMeta("terms");

export default LegalPage;
