import { describe, expect, it } from "vitest";
import { site } from "../../core/site.ts";
import { absoluteUrl, pageTitle, seo } from "./seo.ts";

describe("absoluteUrl", () => {
  it("builds absolute canonical URLs from the site URL", () => {
    expect(absoluteUrl("/")).toBe(`${site.siteUrl}/`);
    expect(absoluteUrl("/about")).toBe(`${site.siteUrl}/about`);
  });

  it("strips the query, the fragment and trailing slashes", () => {
    expect(absoluteUrl("/venice/?utm_source=flyer#top")).toBe(`${site.siteUrl}/venice`);
    expect(absoluteUrl("faq")).toBe(`${site.siteUrl}/faq`);
  });
});

describe("seo", () => {
  const tags = seo({ title: "About Us", description: "Who we are.", path: "/about?x=1" });
  const find = (key: string, value: string) =>
    tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  it("appends the brand to the title once", () => {
    expect(tags).toContainEqual({ title: `About Us | ${site.brandName}` });
    expect(pageTitle(`Home | ${site.brandName}`)).toBe(`Home | ${site.brandName}`);
  });

  it("sets description, canonical, Open Graph and Twitter tags", () => {
    expect(find("name", "description")?.content).toBe("Who we are.");
    expect(find("rel", "canonical")?.href).toBe(`${site.siteUrl}/about`);
    expect(find("property", "og:url")?.content).toBe(`${site.siteUrl}/about`);
    expect(find("property", "og:title")?.content).toBe(`About Us | ${site.brandName}`);
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find("name", "robots")).toBeUndefined();
  });

  it("marks noindex pages and adds JSON-LD blocks", () => {
    const hidden = seo({ title: "x", description: "y", path: "/404", noindex: true, jsonLd: [{ "@type": "Thing" }] });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex" });
    expect(hidden).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
  });
});
