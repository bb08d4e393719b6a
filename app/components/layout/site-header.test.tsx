// @vitest-environment jsdom
import { within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { languageNames, languageTags } from "../../../core/locale.ts";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/**
 * The header as the prerender writes it (what a visitor without JavaScript gets) at `path`, in the
 * language SITE_LOCALE names; under /es the router's basename is "/es", as in the Spanish build.
 */
async function prerenderedHeader(path: string, siteLocale: "en" | "es") {
  vi.resetModules();
  vi.stubEnv("SITE_LOCALE", siteLocale);
  const { SiteHeader } = await import("./site-header.tsx");
  const basename = siteLocale === "es" ? "/es" : "/";
  // A data router, as the site's: the switch reads the page's loader data (app/lib/language-twin.ts).
  const router = createMemoryRouter([{ path: "*", element: <SiteHeader /> }], { basename, initialEntries: [path] });
  const html = renderToString(<RouterProvider router={router} />);
  const host = document.createElement("div");
  host.innerHTML = html;
  const header = host.querySelector("header")!;
  // The mobile menu is the popover; the top bar is the header's first band, shown on large screens.
  // Queries take `hidden: true`: both are closed or hidden by CSS until their screen size or a tap shows them.
  const menuPanel = header.querySelector<HTMLElement>("[popover]")!;
  const topBar = header.firstElementChild as HTMLElement;
  return { header, menuPanel, topBar };
}

describe("the language switch", () => {
  it("is in the top bar and in the mobile menu, once each, and leads to the page's Spanish twin", async () => {
    const { header, menuPanel, topBar } = await prerenderedHeader("/about", "en");
    const name = languageNames.es;
    expect(within(header).getAllByRole("link", { name, hidden: true })).toHaveLength(2);
    for (const region of [topBar, menuPanel]) {
      const link = within(region).getByRole("link", { name, hidden: true });
      expect(link.tagName).toBe("A");
      expect(link.getAttribute("href")).toBe("/es/about");
      expect(link.getAttribute("hreflang")).toBe(languageTags.es);
      expect(link.getAttribute("lang")).toBe(languageTags.es);
      // The icon is decoration: the link's name is the language's.
      expect(link.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    }
  });

  it("leads from Home to the Spanish Home", async () => {
    const { menuPanel } = await prerenderedHeader("/", "en");
    expect(within(menuPanel).getByRole("link", { name: languageNames.es, hidden: true }).getAttribute("href")).toBe("/es");
  });

  it("on a Spanish page, is named in English and leads back to the English page", async () => {
    const { header } = await prerenderedHeader("/es/about", "es");
    const links = within(header).getAllByRole("link", { name: languageNames.en, hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute("href")).toBe("/about");
      expect(link.getAttribute("hreflang")).toBe(languageTags.en);
      expect(link.getAttribute("lang")).toBe(languageTags.en);
    }
  });
});
