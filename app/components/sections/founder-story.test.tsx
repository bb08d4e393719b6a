// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.doUnmock("../../../content/business.ts");
  vi.resetModules();
});

/** The founder section, rating line and business data, loaded fresh with the given founder and reviews page. */
async function load(founder: object, reviewsUrl?: string) {
  vi.resetModules();
  if (reviewsUrl) vi.stubEnv("PUBLIC_REVIEWS_URL", reviewsUrl);
  const actual = await vi.importActual<typeof import("../../../content/business.ts")>("../../../content/business.ts");
  vi.doMock("../../../content/business.ts", () => ({ business: { ...actual.business, founder } }));
  const [{ FounderStory }, { homePage }, { RatingSummary }, { businessSchema }, { siteConfig }, { validateSiteConfig }] = await Promise.all([
    import("./founder-story.tsx"),
    import("../../../content/home.ts"),
    import("../ui/rating-summary.tsx"),
    import("../../lib/structured-data.ts"),
    import("../../../core/site.ts"),
    import("../../../core/site-schema.ts"),
  ]);
  return { FounderStory, founderStory: homePage.founder, RatingSummary, businessSchema, siteConfig, validateSiteConfig };
}

describe("optional founder identity and reviews page", () => {
  it("tells the story without a name, photo or reviews link when none is set", async () => {
    const { FounderStory, founderStory, RatingSummary, businessSchema, siteConfig, validateSiteConfig } = await load({});
    const { container } = render(
      <>
        <FounderStory />
        <RatingSummary />
      </>,
    );
    expect(screen.getByText(founderStory.eyebrow)).toBeTruthy();
    for (const paragraph of founderStory.paragraphs) expect(container.textContent).toContain(paragraph);
    expect(container.textContent).not.toMatch(/\bundefined\b|\{\{|\}\}/);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText(/stars from \d+ reviews/).closest("a")).toBeNull();
    expect(JSON.stringify(businessSchema())).not.toContain("reviews.example");
    expect(() => validateSiteConfig(siteConfig)).not.toThrow();
  });

  it("names the founder, shows her photo and links the rating when they are set", async () => {
    const photo = { src: "/images/founder.webp", width: 600, height: 800, alt: "Dana on her porch in North Port" };
    const reviews = "https://reviews.example.org/suncoast";
    const { FounderStory, founderStory, RatingSummary, businessSchema, siteConfig, validateSiteConfig } = await load(
      { name: "Dana", photo },
      reviews,
    );
    const { container } = render(
      <>
        <FounderStory />
        <RatingSummary />
      </>,
    );
    expect(screen.getByText(founderStory.eyebrow)).toBeTruthy();
    expect(container.textContent).toContain("Dana");
    for (const paragraph of founderStory.paragraphs) expect(container.textContent).toContain(paragraph);
    expect(container.textContent).not.toMatch(/\{\{|\}\}/);
    expect(screen.getByRole("img", { name: photo.alt }).getAttribute("src")).toBe(photo.src);
    expect(screen.getByRole("link", { name: /stars from \d+ reviews/ }).getAttribute("href")).toBe(reviews);
    expect(JSON.stringify(businessSchema())).toContain(reviews);
    expect(() => validateSiteConfig(siteConfig)).not.toThrow();
  });

  it("refuses a photo path that is not an image on the site", async () => {
    const { siteConfig, validateSiteConfig } = await load({ name: "Dana", photo: { src: "founder", width: 1, height: 1, alt: "x" } });
    expect(() => validateSiteConfig(siteConfig)).toThrow(/at founder\.photo\.src/);
  });
});
