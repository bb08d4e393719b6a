import { LegalPage, legalMeta, legalPages, type LegalPageData } from "../components/sections/legal-page.tsx";
import { getLegalDocument } from "../lib/legal.server.ts";
import { inlinePicture } from "../lib/pictures.server.ts";

/** Runs at build time: the page is prerendered from content/legal/en/privacy.md. */
export function loader(): LegalPageData {
  return { name: "privacy", document: getLegalDocument("privacy"), heroPicture: inlinePicture(legalPages.privacy.image) };
}

export const meta = () => legalMeta("privacy");

export default LegalPage;
