import { useLoaderData } from "react-router";
import type { WebPage, WithContext } from "schema-dts";
import { images, type ImageSlot } from "../../../content/images.ts";
import { policies } from "../../../content/policies.ts";
import { site } from "../../../core/site.ts";
import type { LegalDocument, LegalDocumentName } from "../../lib/legal.server.ts";
import { seo, type SeoInput } from "../../lib/seo.ts";
import { LegalDocumentView } from "./legal-document.tsx";
import { ScheduleCta } from "./schedule-cta.tsx";

/** The address, document title, search description, hero eyebrow and picture of each page read from content/legal/. */
export const legalPages = {
  terms: {
    path: "/terms-and-conditions",
    title: "Terms of Service",
    description: `The terms for ${site.brandName}'s laundry pickup and delivery: pickups, payment, items we can't accept, and how to report damage or loss within ${policies.claimWindowDays} days.`,
    eyebrow: "Legal",
    image: images.legalHero,
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: `What ${site.brandName} collects, why, and your choices: we never sell your data, texts stop when you reply ${policies.smsStopKeyword}, and you can ask us to delete your information.`,
    eyebrow: "Legal",
    image: images.legalHero,
  },
  accessibility: {
    path: "/accessibility",
    title: "Accessibility Statement",
    description: `How ${site.brandName} makes this website work for everyone: our WCAG 2.2 AA goal, how every page is tested, what we still have to fix, and how to report a problem by phone or email.`,
    eyebrow: "Accessibility",
    image: images.accessibilityHero,
  },
} as const satisfies Record<
  LegalDocumentName,
  { path: string; title: string; description: string; eyebrow: string; image: ImageSlot }
>;

/** What a legal page's route loader returns: the document read from content/legal/{name}.md, and any structured data. */
export type LegalPageData = { name: LegalDocumentName; document: LegalDocument; jsonLd?: ReadonlyArray<WithContext<WebPage>> };

/** The `meta` of a legal page's route; structured data comes from the loader, so its builders stay out of the page's JavaScript. */
export function legalMeta(name: LegalDocumentName, jsonLd: SeoInput["jsonLd"] = []) {
  const { path, title, description } = legalPages[name];
  return seo({ path, title, description, jsonLd });
}

/**
 * A page read from content/legal/ (terms, privacy, accessibility), the default export of their
 * routes: the document its loader read, then the closing schedule call to action.
 */
export function LegalPage() {
  const { name, document } = useLoaderData<LegalPageData>();
  const { eyebrow, image } = legalPages[name];
  return (
    <>
      <LegalDocumentView document={document} eyebrow={eyebrow} image={image} />
      <ScheduleCta />
    </>
  );
}
