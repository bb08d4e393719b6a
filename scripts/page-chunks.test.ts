import { describe, expect, it } from "vitest";
import { checkClientGraph, recordPageUsage, sharedChunkName } from "./page-chunks.ts";

const route = (name: string) => `/repo/app/routes/${name}.tsx?__react-router-build-client-route`;
const root = "/repo/app/root.tsx?__react-router-build-client-route";
const entry = "/repo/app/entry.client.tsx";
const icon = "/repo/node_modules/lucide-react/dist/esm/icons/phone.mjs";
const lucideIcon = "/repo/app/lib/lucide-icon.ts";

/** A client graph as React Router 7 names its modules: page modules and what each imports. */
function graph(imports: Record<string, string[]>) {
  return {
    getModuleIds: () => Object.keys(imports),
    getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }),
  };
}

describe("page chunks", () => {
  it("puts what the root imports in `site`, and what two other pages share in a chunk named after them", () => {
    recordPageUsage(
      graph({
        [root]: ["/repo/app/header.tsx"],
        [entry]: [],
        [route("home")]: [icon],
        [route("faq")]: ["/repo/app/estimator.tsx", "/repo/app/accordion.tsx"],
        [route("about")]: ["/repo/app/accordion.tsx", "/repo/app/header.tsx"],
        [route("contact")]: ["/repo/app/estimator.tsx"],
        "/repo/app/header.tsx": [],
        "/repo/app/estimator.tsx": [],
        "/repo/app/accordion.tsx": [],
        [icon]: [lucideIcon],
        [lucideIcon]: [],
      }),
    );
    expect(sharedChunkName("/repo/app/header.tsx")).toBe("site");
    expect(sharedChunkName("/repo/app/estimator.tsx")).toBe("pages-contact-faq");
    expect(sharedChunkName("/repo/app/accordion.tsx")).toBe("pages-about-faq");
    expect(sharedChunkName(icon)).toBeNull();
  });

  it("keeps Home's large sections it shares with two pages out of `site`, but not an icon it shares with them", () => {
    const map = "/repo/app/service-area-map.tsx";
    recordPageUsage(
      graph({
        [root]: [],
        [entry]: [],
        [route("home")]: [map, icon],
        [route("town")]: [map, icon],
        [route("service-areas")]: [map, icon],
        [map]: [],
        [icon]: [lucideIcon],
        [lucideIcon]: [],
      }),
    );
    expect(sharedChunkName(map)).toBe("pages-home-service-areas-town");
    expect(sharedChunkName(icon)).toBe("site");
  });

  it("stops the build when route modules no longer carry React Router's client-route query", () => {
    const ids = ["/repo/app/root.tsx?client-route", "/repo/app/routes/home.tsx?client-route", entry];
    expect(() => checkClientGraph(ids)).toThrow(/__react-router-build-client-route/);
  });

  it("stops the build when lucide's icons are built without the site's icon factory (the alias matched nothing)", () => {
    const pages = [root, route("home"), entry];
    expect(() => checkClientGraph([...pages, icon])).toThrow(/alias/);
    expect(() => checkClientGraph([...pages, icon, lucideIcon])).not.toThrow();
  });
});
