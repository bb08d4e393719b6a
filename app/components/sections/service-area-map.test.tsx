// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { towns } from "../../../content/towns.ts";
import words from "../../../content/pages/filled/en/sections.json" with { type: "json" };
import { ServiceAreaMap } from "./service-area-map.tsx";

describe("ServiceAreaMap", () => {
  it("is named and described with every figure filled in, and each town's link names the town", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <MemoryRouter>
        <ServiceAreaMap />
      </MemoryRouter>,
    );
    expect(container.querySelector("svg title")?.textContent).toBe(words.map.title);
    const description = container.querySelector("svg desc")?.textContent ?? "";
    const [north, south] = [...towns].sort((a, b) => b.geo.latitude - a.geo.latitude).filter((_, i, all) => i === 0 || i === all.length - 1);
    expect(description).toContain(north!.name);
    expect(description).toContain(south!.name);
    expect(container.textContent).not.toMatch(/\{\{|\}\}/);
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => link.textContent)).toEqual(towns.map((town) => words.map.townLink.replace("{{town}}", town.name)));
  });

  it("hydrates the prerendered HTML without a mismatch", async () => {
    const tree = (
      <MemoryRouter>
        <ServiceAreaMap current={towns[0].slug} />
      </MemoryRouter>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors.map(String)).toEqual([]);
  });
});
