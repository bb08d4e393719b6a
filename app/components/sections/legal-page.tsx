import { useLoaderData } from "react-router";
import type { WebPage, WithContext } from "schema-dts";
import { images, type ImageSlot } from "../../../content/images.ts";
import type { LegalDocument, LegalDocumentName } from "../../lib/legal.server.ts";
import { seo, type SeoInput } from "../../lib/seo.ts";
import { LegalDocumentView } from "./legal-document.tsx";
import { ScheduleCta } from "./schedule-cta.tsx";
// The legal pages' words (content/pages/<language>/legal.json), their figures filled in.
import words from "#words/legal.json" with { type: "json" };

/**
 * The address, document title, search description, hero eyebrow and picture of each page read from
 * content/legal/<language>/; the title, description and eyebrow are the owner's words (legal.json).
 */
export const legalPages = {
  terms: { path: "/terms-and-conditions", ...words.terms, image: images.legalHero },
  privacy: { path: "/privacy-policy", ...words.privacy, image: images.legalHero },
  accessibility: { path: "/accessibility", ...words.accessibility, image: images.accessibilityHero },
} as const satisfies Record<
  LegalDocumentName,
  { path: string; title: string; description: string; eyebrow: string; image: ImageSlot }
>;

/**
 * What a legal page's route loader returns: the document read from content/legal/<language>/{name}.md,
 * the page's picture as `inlinePicture` sends it (app/lib/pictures.server.ts), and any structured data.
 */
export type LegalPageData = {
  name: LegalDocumentName;
  document: LegalDocument;
  heroPicture: ImageSlot;
  jsonLd?: ReadonlyArray<WithContext<WebPage>>;
};

/** The `meta` of a legal page's route; structured data comes from the loader, so its builders stay out of the page's JavaScript. */
export function legalMeta(name: LegalDocumentName, jsonLd: SeoInput["jsonLd"] = []) {
  const { path, title, description } = legalPages[name];
  return seo({ path, title, description, jsonLd });
}

/**
 * A page read from content/legal/<language>/ (terms, privacy, accessibility), the default export of their
 * routes: the document its loader read, then the closing schedule call to action.
 */
export function LegalPage() {
  const { name, document, heroPicture } = useLoaderData<LegalPageData>();
  const { eyebrow } = legalPages[name];
  return (
    <>
      <LegalDocumentView document={document} eyebrow={eyebrow} image={heroPicture} />
      <ScheduleCta />
    </>
  );
}
