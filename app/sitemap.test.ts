import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { listPosts } from "./lib/blog.server.ts";
import routes from "./routes.ts";
import { sitemapGroups } from "../content/sitemap.ts";
import { towns } from "../content/towns.ts";

/** Every static path of the route table, joined with its parents' paths. */
function staticPaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent || "/" : entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const here = entry.index || entry.path !== undefined ? [own || "/"] : [];
    return [...here, ...staticPaths(entry.children ?? [], own)];
  });
}

/** Pages a visitor would not look for in a sitemap: the catch-all, 404, campaign pages and machine files. */
function isListable(path: string): boolean {
  return (
    !path.includes("*") &&
    !path.includes(":") &&
    path !== "/404" &&
    !path.startsWith("/newcustomeroffer") &&
    !/\.(txt|xml)$/.test(path)
  );
}

// The sitemap page adds one link per blog post (its loader reads listPosts()).
const listed = [
  ...sitemapGroups.flatMap((group) => group.entries.map((entry) => entry.to)),
  ...listPosts().map((post) => `/blog/${post.slug}`),
];
const listedPaths = new Set(listed.map((to) => to.split("#")[0] || "/"));

describe("the human sitemap", () => {
  it("lists every page of the route table", () => {
    const pages = staticPaths(routes).filter(isListable);
    expect(pages.length).toBeGreaterThan(1);
    const missing = pages.filter((path) => !listedPaths.has(path));
    expect(missing).toEqual([]);
  });

  it("lists Home's section anchors and every town in content/towns/en/", () => {
    for (const anchor of ["hero", "about", "how-it-works", "pricing", "faq", "contact"]) {
      expect(listed).toContain(`/#${anchor}`);
    }
    for (const town of towns) expect(listed).toContain(`/${town.slug}`);
    expect(listed).toContain("/terms-and-conditions");
  });

  it("lists nothing twice", () => {
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("would notice a routed page that the sitemap leaves out", () => {
    const table: RouteConfigEntry[] = [
      { id: "home", file: "routes/home.tsx", index: true },
      { id: "secret", file: "routes/secret.tsx", path: "secret-page" },
    ];
    expect(staticPaths(table).filter((path) => !listedPaths.has(path))).toEqual(["/secret-page"]);
  });
});
