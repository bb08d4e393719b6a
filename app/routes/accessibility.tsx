import type { MetaArgs } from "react-router";
import { LegalPage, legalMeta, legalPages, type LegalPageData } from "../components/sections/legal-page.tsx";
import { getLegalDocument } from "../lib/legal.server.ts";
import { inlinePicture } from "../lib/pictures.server.ts";
import { webPageSchema } from "../lib/structured-data.ts";

/** Runs at build time: the page is prerendered from content/legal/en/accessibility.md, its data dated by the statement. */
export function loader(): LegalPageData {
  const document = getLegalDocument("accessibility");
  return {
    name: "accessibility",
    document,
    heroPicture: inlinePicture(legalPages.accessibility.image),
    jsonLd: [webPageSchema({ ...legalPages.accessibility, dateModified: document.date })],
  };
}

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => legalMeta("accessibility", loaderData?.jsonLd);

export default LegalPage;
